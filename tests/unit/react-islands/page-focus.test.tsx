// @vitest-environment jsdom
import { act, createElement, type RefObject } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { usePageFocus } from '../../../src/react-islands/hooks/usePageFocus'
import { reactHost } from './support/react-host'

const view = reactHost()
let pageFocus: RefObject<HTMLElement | null>

function Probe() {
  pageFocus = usePageFocus()
  return null
}

const added: Element[] = []
/** A focusable element in the page, optionally inside one of the island's own boxes. */
function add(tag: string, inside?: string): HTMLElement {
  const el = document.createElement(tag)
  el.tabIndex = 0
  let top: HTMLElement = el
  if (inside) {
    top = document.createElement('div')
    top.className = inside
    top.append(el)
  }
  document.body.append(top)
  added.push(top)
  return el
}

afterEach(() => added.splice(0).forEach((el) => el.remove()))

describe('the page element that last had the focus', () => {
  it('is the one focused when the island comes, then each the reader focuses on the page', () => {
    const link = add('a')
    link.focus()
    act(() => view.root.render(createElement(Probe)))
    expect(pageFocus.current).toBe(link)
    const button = add('button')
    button.focus()
    expect(pageFocus.current).toBe(button)
  })

  it("is never the island's dock or dialog, nor the body", () => {
    act(() => view.root.render(createElement(Probe)))
    expect(pageFocus.current).toBeNull()
    const button = add('button')
    button.focus()
    add('textarea', 'AssistantDock').focus()
    add('input', 'SearchOverlay').focus()
    ;(document.activeElement as HTMLElement).blur()
    expect(pageFocus.current).toBe(button)
  })

  it('is no longer followed once the island is gone', () => {
    act(() => view.root.render(createElement(Probe)))
    const first = add('button')
    first.focus()
    act(() => view.root.unmount())
    add('button').focus()
    expect(pageFocus.current).toBe(first)
  })
})
