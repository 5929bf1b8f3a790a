// @vitest-environment jsdom
import { act, createElement, useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CHAT_MODES } from '../../../src/contracts/chat'
import { ModeSelect } from '../../../src/react-islands/chat/ModeSelect'
import { chatStringsFor } from '../../../src/react-islands/strings/chat'
import type { ChatMode } from '../../../src/search-core/types'
import { reactHost } from './support/react-host'

const c = chatStringsFor('en')
const view = reactHost()
let chosen: ReturnType<typeof vi.fn<(m: ChatMode) => void>>

/** The selector as the composer uses it: the chosen mode becomes the current one. */
function Harness({ onMode }: { onMode: (m: ChatMode) => void }) {
  const [mode, setMode] = useState<ChatMode>('balance')
  return createElement(ModeSelect, {
    strings: c,
    mode,
    streamingEnabled: true,
    disabled: false,
    onMode: (m: ChatMode) => {
      onMode(m)
      setMode(m)
    },
    onStreaming: () => {},
  })
}

beforeEach(() => {
  chosen = vi.fn<(m: ChatMode) => void>()
  act(() => view.root.render(createElement(Harness, { onMode: chosen })))
})

const button = () => view.host.querySelector<HTMLButtonElement>('button[aria-haspopup="listbox"]')!
const listbox = () => view.host.querySelector<HTMLElement>('[role="listbox"]')
const activeLabel = () => {
  const id = listbox()?.getAttribute('aria-activedescendant')
  return id ? document.getElementById(id)?.querySelector('strong')?.textContent : null
}
const key = (el: Element, k: string) =>
  act(() => {
    el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }))
  })
const openByClick = () => act(() => button().click())

describe('mode selector', () => {
  it('is a button that opens a listbox of the modes, focused on the current one', () => {
    expect(button().getAttribute('aria-expanded')).toBe('false')
    expect(button().getAttribute('aria-label')).toBe('Answer mode: balanced')
    openByClick()
    expect(button().getAttribute('aria-expanded')).toBe('true')
    expect(button().getAttribute('aria-controls')).toBe(listbox()!.id)
    expect(document.activeElement).toBe(listbox())
    const options = [...listbox()!.querySelectorAll('[role="option"]')]
    expect(options.map((o) => o.querySelector('strong')?.textContent)).toEqual(CHAT_MODES.map((m) => c.modes[m].label))
    expect(options.slice(0, 3).map((o) => o.querySelector('strong')?.textContent)).toEqual([
      'fast answer',
      'balanced',
      'deep',
    ])
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(CHAT_MODES.map((m) => String(m === 'balance')))
    expect(activeLabel()).toBe('balanced')
  })

  it('ArrowDown, ArrowUp, Home and End move the active option, stopping at the ends', () => {
    openByClick()
    const list = listbox()!
    const last = c.modes[CHAT_MODES.at(-1)!].label
    key(list, 'ArrowDown')
    expect(activeLabel()).toBe('deep')
    for (let i = 2; i < CHAT_MODES.length; i++) key(list, 'ArrowDown')
    expect(activeLabel()).toBe(last)
    key(list, 'Home')
    expect(activeLabel()).toBe('fast answer')
    key(list, 'ArrowUp')
    expect(activeLabel()).toBe('fast answer')
    key(list, 'End')
    expect(activeLabel()).toBe(last)
    key(list, 'ArrowUp')
    expect(activeLabel()).toBe(c.modes[CHAT_MODES.at(-2)!].label)
    expect(chosen).not.toHaveBeenCalled()
  })

  it('Enter chooses the active option, closes the list and gives the focus back to the button', () => {
    openByClick()
    key(listbox()!, 'ArrowDown')
    key(listbox()!, 'Enter')
    expect(chosen).toHaveBeenCalledWith('deep')
    expect(listbox()).toBeNull()
    expect(document.activeElement).toBe(button())
    expect(button().getAttribute('aria-label')).toBe('Answer mode: deep')
  })

  it('Space chooses too', () => {
    openByClick()
    key(listbox()!, 'Home')
    key(listbox()!, ' ')
    expect(chosen).toHaveBeenCalledWith('quick')
    expect(listbox()).toBeNull()
  })

  it('ArrowDown on the button opens the list', () => {
    act(() => button().focus())
    key(button(), 'ArrowDown')
    expect(document.activeElement).toBe(listbox())
  })

  it('Escape closes the list only (not the dialog around it) and returns the focus to the button', () => {
    const dialogEscape = vi.fn()
    document.addEventListener('keydown', dialogEscape, true)
    openByClick()
    key(listbox()!, 'Escape')
    document.removeEventListener('keydown', dialogEscape, true)
    expect(listbox()).toBeNull()
    expect(document.activeElement).toBe(button())
    expect(dialogEscape).not.toHaveBeenCalled()
    expect(chosen).not.toHaveBeenCalled()
  })

  it('a click on an option chooses it; a click outside closes the list', () => {
    openByClick()
    act(() => listbox()!.querySelectorAll<HTMLElement>('[role="option"]')[2]!.click())
    expect(chosen).toHaveBeenCalledWith('deep')
    openByClick()
    act(() => {
      document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    })
    expect(listbox()).toBeNull()
  })
})
