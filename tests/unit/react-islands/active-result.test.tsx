// @vitest-environment jsdom
import { act, createElement, type KeyboardEvent } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useActiveResult } from '../../../src/react-islands/keyword/useActiveResult'
import type { SearchHit } from '../../../src/search-core/types'
import { reactHost } from './support/react-host'

const view = reactHost()
let composing = false
const open = vi.fn<(hit: SearchHit, index: number, newTab: boolean) => void>()
let current: ReturnType<typeof useActiveResult>

const hits = ['a', 'b', 'c'].map((id) => ({ id }) as SearchHit)
function Harness({ list, query }: { list: SearchHit[]; query: string }) {
  current = useActiveResult(list, query, open, () => composing)
  return null
}
const show = (query: string, list = hits) => act(() => view.root.render(createElement(Harness, { list, query })))
/** A key pressed in the search box; returns whether the panel took it (prevented its default). */
function press(key: string, init: { ctrlKey?: boolean; isComposing?: boolean } = {}): boolean {
  const preventDefault = vi.fn()
  const e = {
    key,
    metaKey: false,
    ctrlKey: !!init.ctrlKey,
    preventDefault,
    nativeEvent: { isComposing: !!init.isComposing, keyCode: 0 },
  }
  act(() => current.onKeyDown(e as unknown as KeyboardEvent<HTMLInputElement>))
  return preventDefault.mock.calls.length > 0
}

beforeEach(() => {
  composing = false
  open.mockClear()
})

describe('the result the keyboard is on', () => {
  it('↓ and ↑ go round the list; Enter opens it, Ctrl+Enter in a new tab', () => {
    show('gpu')
    expect(current.active).toBe(0)
    expect(press('ArrowUp')).toBe(true)
    expect(current.active).toBe(2)
    press('ArrowDown')
    press('ArrowDown')
    expect(current.active).toBe(1)
    expect(press('Enter')).toBe(true)
    press('Enter', { ctrlKey: true })
    expect(open.mock.calls).toEqual([
      [hits[1], 1, false],
      [hits[1], 1, true],
    ])
  })

  it('a new query starts again at the first result', () => {
    show('gpu')
    press('ArrowDown')
    press('ArrowDown')
    show('gpu 价格')
    expect(current.active).toBe(0)
  })

  it('keys of an input method composing are not the panel’s; nor are arrows or Enter without results', () => {
    show('gpu')
    composing = true
    expect(press('ArrowDown')).toBe(false)
    composing = false
    expect(press('ArrowDown', { isComposing: true })).toBe(false)
    expect(current.active).toBe(0)
    show('xyz', [])
    expect(press('ArrowDown')).toBe(false)
    expect(press('Enter')).toBe(false)
    expect(open).not.toHaveBeenCalled()
  })
})
