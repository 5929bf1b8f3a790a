// @vitest-environment jsdom
import { act, createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { ThinkingView } from '../../../src/react-islands/chat/ThinkingView'
import { reactHost } from './support/react-host'

const view = reactHost()

const render = (text: string, thinking: boolean) =>
  act(() => view.root.render(createElement(ThinkingView, { title: 'Thinking', text, thinking })))

describe('the thinking section', () => {
  it('is folded under its title once the answer has begun, and sanitised like the answer', () => {
    const hostile =
      'Check **the docs**. <img src=x onerror="alert(1)"><script>alert(2)</script>[x](javascript:alert(3))'
    render(hostile, false)
    const details = view.host.querySelector('details')
    expect(details?.querySelector('summary')?.textContent).toBe('Thinking')
    expect(details?.open).toBe(false)
    expect(view.host.querySelector('strong')?.textContent).toBe('the docs')
    expect(view.host.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull()
  })

  it('is open while the model thinks, and folds when the answer begins', () => {
    render('思考中', true)
    expect(view.host.querySelector('details')?.open).toBe(true)
    render('思考中……', false)
    expect(view.host.querySelector('details')?.open).toBe(false)
  })
})
