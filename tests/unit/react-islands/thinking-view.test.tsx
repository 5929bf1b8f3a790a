// @vitest-environment jsdom
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ThinkingView } from '../../../src/react-islands/chat/ThinkingView'

;(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let host: HTMLElement
beforeEach(() => {
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

const render = (text: string, thinking: boolean) =>
  act(() => root.render(createElement(ThinkingView, { title: 'Thinking', text, thinking })))

describe('the thinking section', () => {
  it('is open while the model thinks, folds when the answer begins, and is sanitised like the answer', () => {
    const hostile =
      'Check **the docs**. <img src=x onerror="alert(1)"><script>alert(2)</script>[x](javascript:alert(3))'
    render(hostile, false)
    const details = host.querySelector('details')
    expect(details?.querySelector('summary')?.textContent).toBe('Thinking')
    expect(details?.open).toBe(false)
    expect(host.querySelector('strong')?.textContent).toBe('the docs')
    expect(host.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull()

    act(() => root.unmount())
    root = createRoot(host)
    render('思考中', true)
    expect(host.querySelector('details')?.open).toBe(true)
    render('思考中……', false)
    expect(host.querySelector('details')?.open).toBe(false)
  })
})
