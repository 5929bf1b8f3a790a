import { describe, expect, it } from 'vitest'
import { movedOption } from '../../../src/react-islands/chat/useModeMenu'

describe("where a key moves the mode menu's active option", () => {
  it('↓ and ↑ one step, held at the ends', () => {
    expect(movedOption('ArrowDown', 0, 3)).toBe(1)
    expect(movedOption('ArrowDown', 2, 3)).toBe(2)
    expect(movedOption('ArrowUp', 2, 3)).toBe(1)
    expect(movedOption('ArrowUp', 0, 3)).toBe(0)
  })

  it('Home and End to the ends', () => {
    expect(movedOption('Home', 2, 3)).toBe(0)
    expect(movedOption('End', 0, 3)).toBe(2)
  })

  it('no other key moves it (Enter and Space choose)', () => {
    for (const key of ['Enter', ' ', 'Tab', 'a', 'PageDown']) expect(movedOption(key, 1, 3)).toBeUndefined()
  })
})
