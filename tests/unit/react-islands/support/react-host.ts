import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach } from 'vitest'

;(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/** A React root in a fresh element of the page for each test, unmounted and removed after it. */
export function reactHost(): { root: Root; host: HTMLElement } {
  const view = {} as { root: Root; host: HTMLElement }
  beforeEach(() => {
    view.host = document.createElement('div')
    document.body.append(view.host)
    view.root = createRoot(view.host)
  })
  afterEach(() => {
    act(() => view.root.unmount())
    view.host.remove()
  })
  return view
}
