// @vitest-environment jsdom
import { act, createElement, useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { trapTarget, useModalKeys } from '../../../src/react-islands/hooks/useModalKeys'
import { reactHost } from './support/react-host'

describe('where Tab goes in a modal dialog', () => {
  const items = ['first', 'middle', 'last']

  it('from outside the dialog: to its first control, or with Shift to its last', () => {
    expect(trapTarget(items, null, false, false)).toBe('first')
    expect(trapTarget(items, 'page', false, true)).toBe('last')
  })

  it('round from one end to the other', () => {
    expect(trapTarget(items, 'last', true, false)).toBe('first')
    expect(trapTarget(items, 'first', true, true)).toBe('last')
  })

  it('between its controls the browser moves it; with no control, nowhere', () => {
    expect(trapTarget(items, 'middle', true, false)).toBeNull()
    expect(trapTarget(items, 'first', true, false)).toBeNull()
    expect(trapTarget(items, 'last', true, true)).toBeNull()
    expect(trapTarget([], null, false, false)).toBeNull()
  })
})

describe("the modal's keys", () => {
  const view = reactHost()
  let closed: ReturnType<typeof vi.fn<() => void>>

  /** A dialog with two buttons, beside a page button outside it. */
  function Dialog() {
    const panel = useRef<HTMLDivElement>(null)
    useModalKeys(panel, closed)
    return createElement(
      'div',
      null,
      createElement('button', { id: 'page' }, 'page'),
      createElement(
        'div',
        { ref: panel, role: 'dialog' },
        createElement('button', { id: 'one' }, 'one'),
        createElement('button', { id: 'two' }, 'two'),
      ),
    )
  }

  beforeEach(() => {
    closed = vi.fn<() => void>()
    // jsdom lays nothing out: every element in the document counts as shown.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(function (this: HTMLElement) {
      return this.isConnected ? document.body : null
    })
    act(() => view.root.render(createElement(Dialog)))
  })
  afterEach(() => vi.restoreAllMocks())

  const byId = (id: string) => document.getElementById(id)!
  /** A key pressed where the focus is: returns whether the page's default action was prevented. */
  const press = (key: string, init: KeyboardEventInit = {}) =>
    !(document.activeElement ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
    )

  it('Escape closes, heard on the document, also when the focus fell to the page', () => {
    byId('one').focus()
    press('Escape')
    ;(document.activeElement as HTMLElement).blur()
    press('Escape')
    expect(closed).toHaveBeenCalledTimes(2)
  })

  it('Escape belongs to the input method while it composes', () => {
    byId('one').focus()
    press('Escape', { isComposing: true })
    expect(closed).not.toHaveBeenCalled()
  })

  it('Tab from the last control goes round to the first, Shift+Tab from the first to the last', () => {
    byId('two').focus()
    expect(press('Tab')).toBe(true)
    expect(document.activeElement?.id).toBe('one')
    expect(press('Tab', { shiftKey: true })).toBe(true)
    expect(document.activeElement?.id).toBe('two')
  })

  it('Tab from outside the dialog comes into it; between its controls it is left to the browser', () => {
    byId('page').focus()
    press('Tab')
    expect(document.activeElement?.id).toBe('one')
    expect(press('Tab')).toBe(false)
    expect(document.activeElement?.id).toBe('one')
  })
})
