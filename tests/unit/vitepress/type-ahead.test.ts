// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepKeysUntilFocus, TYPE_AHEAD_MS } from '../../../.vitepress/theme/support/typeAhead'
import { isSearchInput, SEARCH_INPUT_CLASS } from '../../../src/react-islands/bus'
const press = (key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) => {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(e)
  return e
}
function searchInput() {
  const input = document.createElement('input')
  input.className = SEARCH_INPUT_CLASS
  document.body.append(input)
  return input
}

describe('keys typed while the search opens', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    document.body.replaceChildren()
  })

  it('are typed into the search input once it takes focus, as input events', () => {
    keepKeysUntilFocus(window, isSearchInput)
    for (const k of 'vllm') expect(press(k).defaultPrevented).toBe(true)
    press('Shift')
    press('k', { ctrlKey: true })
    const input = searchInput()
    const typed: string[] = []
    input.addEventListener('input', () => typed.push(input.value))
    input.focus()
    expect(input.value).toBe('vllm')
    expect(typed).toEqual(['vllm'])
    // Done: later keys are the input's own.
    expect(press('x').defaultPrevented).toBe(false)
  })

  it('leave other fields, modified keys and composition alone', () => {
    keepKeysUntilFocus(window, isSearchInput)
    const other = document.createElement('textarea')
    document.body.append(other)
    expect(press('a', {}, other).defaultPrevented).toBe(false)
    expect(press('c', { ctrlKey: true }).defaultPrevented).toBe(false)
    expect(press('x', { isComposing: true }).defaultPrevented).toBe(false)
    other.focus() // not the search input: still waiting
    expect(press('b').defaultPrevented).toBe(true)
    const input = searchInput()
    input.focus()
    expect(input.value).toBe('b')
  })

  it('give up after a while when no search input comes, and can be stopped', () => {
    keepKeysUntilFocus(window, isSearchInput)
    press('a')
    vi.advanceTimersByTime(TYPE_AHEAD_MS)
    expect(press('b').defaultPrevented).toBe(false)
    const input = searchInput()
    input.focus()
    expect(input.value).toBe('')

    const stop = keepKeysUntilFocus(window, isSearchInput)
    stop()
    expect(press('c').defaultPrevented).toBe(false)
  })
})
