// @vitest-environment jsdom
import { act, createElement, useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { offerStandIn } from '../../../src/island-contract/bus'
import { useModalFocus } from '../../../src/react-islands/hooks/useModalFocus'
import { reactHost } from './support/react-host'

const view = reactHost()

/** A dialog with a field in each of two panels; `shown` names the panel whose field a return focuses. */
function Dialog({ shown }: { shown: 'a' | 'b' }) {
  const panel = useRef<HTMLDivElement>(null)
  useModalFocus(panel, `#panel-${shown}`)
  return createElement(
    'div',
    { ref: panel },
    createElement('div', { id: 'panel-a' }, createElement('input', { id: 'field-a' })),
    createElement('div', { id: 'panel-b' }, createElement('input', { id: 'field-b' })),
  )
}
const show = (shown: 'a' | 'b') => act(() => view.root.render(createElement(Dialog, { shown })))

/** A control of the page, focused. */
function pageButton(): HTMLButtonElement {
  const b = document.createElement('button')
  document.body.append(b)
  b.focus()
  return b
}

afterEach(() => {
  offerStandIn(null)
  document.body.style.overflow = ''
  document.querySelectorAll('body > button').forEach((b) => b.remove())
})

describe("the modal dialog's focus and the page under it", () => {
  it('the page does not scroll while it is open; on close the focus goes back to who had it', () => {
    document.body.style.overflow = 'auto'
    const opener = pageButton()
    show('a')
    expect(document.body.style.overflow).toBe('hidden')
    document.getElementById('field-a')!.focus()
    act(() => view.root.unmount())
    expect(document.body.style.overflow).toBe('auto')
    expect(document.activeElement).toBe(opener)
  })

  it("replacing the theme's stand-in: the stand-in goes, and the focus goes back to the control that opened it", () => {
    const opener = pageButton()
    const standInBox = pageButton()
    const done = vi.fn()
    offerStandIn({ text: () => '', typedAt: () => 0, opener, done })
    show('a')
    expect(done).toHaveBeenCalledTimes(1)
    act(() => view.root.unmount())
    expect(document.activeElement).toBe(opener)
    expect(document.activeElement).not.toBe(standInBox)
  })

  it('a tab shown again gets the focus in its field; the first render leaves the focus to the panel', () => {
    const opener = pageButton()
    show('a')
    expect(document.activeElement).toBe(opener)
    show('b')
    expect(document.activeElement?.id).toBe('field-b')
    show('a')
    expect(document.activeElement?.id).toBe('field-a')
  })
})
