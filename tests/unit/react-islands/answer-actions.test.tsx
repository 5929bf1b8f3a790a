// @vitest-environment jsdom
import { act, createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AnswerActions } from '../../../src/react-islands/chat/AnswerActions'
import type { FeedbackContext } from '../../../src/react-islands/chat/answer-feedback'
import { chatStringsFor } from '../../../src/react-islands/strings/chat'
import { reactHost } from './support/react-host'

const view = reactHost()
const c = chatStringsFor('en')
let sent: [string, Record<string, unknown>][]

const feedback: FeedbackContext = {
  conversationId: 'conv-1',
  messageId: 'a1',
  mode: 'balance',
  question: 'Which port?',
  answerLength: 10,
  sources: ['/en/ssh.html'],
  answer: 'generated',
}
const button = (name: string) =>
  [...view.host.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name)!
const click = (name: string) => act(() => button(name).click())
const form = () => view.host.querySelector('form')
const reason = (value: string) => view.host.querySelector<HTMLInputElement>(`input[value="${value}"]`)!
const votes = () => sent.map(([, p]) => [p.value, p.reason, p.note])

beforeEach(() => {
  sent = []
  ;(window as unknown as Record<string, unknown>).docsAnalytics = (e: string, p: Record<string, unknown>) =>
    sent.push([e, p])
  act(() => view.root.render(createElement(AnswerActions, { strings: c, copied: false, onCopy: () => {}, feedback })))
})
afterEach(() => {
  delete (window as unknown as Record<string, unknown>).docsAnalytics
})

describe("an answer's votes", () => {
  it('a thumbs up is sent at once, with what it reports of the answer; the same thumb twice sends nothing', () => {
    click(c.helpful)
    click(c.helpful)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toEqual(['AIAnswerFeedback', expect.objectContaining({ value: 'up', ...feedback })])
    expect(button(c.helpful).getAttribute('aria-pressed')).toBe('true')
  })

  it('a thumbs down opens the form with the focus on its first reason; nothing is sent before a reason', () => {
    click(c.notHelpful)
    expect(button(c.notHelpful).getAttribute('aria-expanded')).toBe('true')
    expect(button(c.notHelpful).getAttribute('aria-controls')).toBe(form()?.id)
    expect(document.activeElement).toBe(reason('incorrect'))
    expect(button(c.feedback.send).disabled).toBe(true)
    expect(sent).toEqual([])
  })

  it('sending: the reason and the trimmed note, the form closed, the focus on the thumb, the thanks shown', () => {
    click(c.notHelpful)
    act(() => reason('not_asked').click())
    const note = view.host.querySelector('textarea')!
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(note, '  port 2222  ')
      note.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(view.host.querySelector('.AnswerFeedback-count')?.textContent).toBe(c.feedback.count(13, 1000))
    click(c.feedback.send)
    expect(votes()).toEqual([['down', 'not_asked', 'port 2222']])
    expect(form()).toBeNull()
    expect(document.activeElement).toBe(button(c.notHelpful))
    expect(view.host.querySelector('[role="status"]')?.textContent).toBe(c.feedback.thanks)
  })

  it('cancel closes the form without sending, the focus back on the thumb; reopened, it keeps and focuses the reason chosen', () => {
    click(c.notHelpful)
    act(() => reason('other').click())
    click(c.feedback.cancel)
    expect(form()).toBeNull()
    expect(sent).toEqual([])
    expect(document.activeElement).toBe(button(c.notHelpful))
    click(c.notHelpful)
    expect(reason('other').checked).toBe(true)
    expect(document.activeElement).toBe(reason('other'))
  })
})
