// @vitest-environment jsdom
import { act, createElement, createRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { entersQuestion, QuestionBox } from '../../../src/react-islands/chat/QuestionBox'
import { reactHost } from './support/react-host'

describe('whether an Enter sends the question', () => {
  const enter = { key: 'Enter', shiftKey: false }

  it('Enter sends; Shift+Enter and other keys do not', () => {
    expect(entersQuestion(enter, false, 1000)).toBe(true)
    expect(entersQuestion({ ...enter, shiftKey: true }, false, 1000)).toBe(false)
    expect(entersQuestion({ key: 'a', shiftKey: false }, false, 1000)).toBe(false)
  })

  it('not while an input method composes, as the box or the event says (Safari: keyCode 229)', () => {
    expect(entersQuestion(enter, true, 1000)).toBe(false)
    expect(entersQuestion({ ...enter, isComposing: true }, false, 1000)).toBe(false)
    expect(entersQuestion({ ...enter, keyCode: 229 }, false, 1000)).toBe(false)
  })

  it('not within 50 ms after a composition ended', () => {
    expect(entersQuestion(enter, false, 49)).toBe(false)
    expect(entersQuestion(enter, false, 50)).toBe(true)
  })
})

describe('the question box', () => {
  const view = reactHost()
  let sent: ReturnType<typeof vi.fn<() => void>>
  let typed: string[]
  const box = () => view.host.querySelector('textarea')!
  const key = (init: KeyboardEventInit) =>
    act(() => {
      box().dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }))
    })

  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(10_000)
    sent = vi.fn<() => void>()
    typed = []
    act(() =>
      view.root.render(
        createElement(QuestionBox, {
          inputRef: createRef<HTMLTextAreaElement>(),
          id: 'q',
          label: 'Ask the AI',
          placeholder: 'Ask',
          text: 'how?',
          onText: (t: string) => typed.push(t),
          onSend: sent,
        }),
      ),
    )
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('is the labelled text area its id names, holding at most 4000 characters', () => {
    expect(box().id).toBe('q')
    expect(box().getAttribute('aria-label')).toBe('Ask the AI')
    expect(box().maxLength).toBe(4000)
  })

  it('Enter sends, Shift+Enter does not', () => {
    key({ key: 'Enter', shiftKey: true })
    expect(sent).not.toHaveBeenCalled()
    key({ key: 'Enter' })
    expect(sent).toHaveBeenCalledTimes(1)
  })

  it('the Enter that ends a composition, and one within 50 ms after it, do not send', () => {
    act(() => {
      box().dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }))
    })
    key({ key: 'Enter' })
    act(() => {
      box().dispatchEvent(new CompositionEvent('compositionend', { bubbles: true }))
    })
    vi.advanceTimersByTime(49)
    key({ key: 'Enter' })
    expect(sent).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    key({ key: 'Enter' })
    expect(sent).toHaveBeenCalledTimes(1)
  })

  it('grows with its text up to 160 px', () => {
    vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockReturnValueOnce(90).mockReturnValueOnce(400)
    const input = (value: string) =>
      act(() => {
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(box(), value)
        box().dispatchEvent(new Event('input', { bubbles: true }))
      })
    input('a longer question')
    expect(box().style.height).toBe('90px')
    input('a question of many lines')
    expect(box().style.height).toBe('160px')
    expect(typed).toEqual(['a longer question', 'a question of many lines'])
  })
})
