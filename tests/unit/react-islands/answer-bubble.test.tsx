// @vitest-environment jsdom
import { act, createElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ASK_AGAIN_MODE } from '../../../src/react-islands/chat/controller'
import { AnswerBubble } from '../../../src/react-islands/chat/AnswerBubble'
import type { ChatMessage, ChatState } from '../../../src/react-islands/chat/types'
import { chatStringsFor } from '../../../src/react-islands/strings/chat'
import type { ChatMode } from '../../../src/search-core/types'
import { reactHost } from './support/react-host'

const view = reactHost()
const c = chatStringsFor('en')
let continued: ReturnType<typeof vi.fn<() => void>>
let askedAgain: ReturnType<typeof vi.fn<(id: string, mode: ChatMode) => void>>

const answer = (patch: Partial<ChatMessage> = {}): ChatMessage => ({
  id: 'a1',
  sender: 'ai',
  message: 'Use **port 22**.',
  sources: [{ title: 'SSH access', url: '/en/ssh.html', excerpt: 'Connect over SSH' }],
  isStreaming: false,
  isLoading: false,
  ...patch,
})
const state = (patch: Partial<ChatState> = {}): ChatState => ({
  messages: [],
  conversationId: null,
  isAILoading: false,
  isStreaming: false,
  streamingMessageId: null,
  streamingEnabled: true,
  mode: 'balance',
  page: null,
  ...patch,
})
function show(message: ChatMessage, s = state()) {
  act(() =>
    view.root.render(
      createElement(AnswerBubble, {
        strings: c,
        message,
        question: 'Which port?',
        state: s,
        copied: false,
        onCopy: () => {},
        onContinue: continued,
        onAskAgain: askedAgain,
        askAgainMode: (m: ChatMode) => ASK_AGAIN_MODE[m],
      }),
    ),
  )
}
const bubble = () => view.host.querySelector<HTMLElement>('.ChatBubble.ai')!
const texts = (selector: string) => [...view.host.querySelectorAll(selector)].map((n) => n.textContent)
const button = (name: string) =>
  [...view.host.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name)

beforeEach(() => {
  continued = vi.fn<() => void>()
  askedAgain = vi.fn<(id: string, mode: ChatMode) => void>()
})

describe("the assistant's reply", () => {
  it('while it loads: the thinking status, nothing else', () => {
    show(answer({ message: '', sources: [], isLoading: true }))
    expect(bubble().dataset.state).toBe('loading')
    expect(texts('.ChatStatus')).toEqual([c.thinking])
    expect(view.host.querySelector('.ChatActions, .ChatSources')).toBeNull()
  })

  it('while it streams: the text so far and the generating status, no actions yet', () => {
    show(answer({ isStreaming: true }))
    expect(bubble().dataset.state).toBe('streaming')
    expect(bubble().querySelector('strong')?.textContent).toBe('port 22')
    expect(texts('.ChatStatus')).toEqual([c.generating])
    expect(view.host.querySelector('.ChatActions, .ChatSources')).toBeNull()
  })

  it('complete: its notice, the answer, then copy and the votes, then its sources', () => {
    show(answer({ notice: c.notices.contextDropped }))
    expect(bubble().dataset.state).toBe('complete')
    expect(texts('.ChatNotice')).toEqual([c.notices.contextDropped])
    expect(button(c.copy)).toBeDefined()
    expect(button(c.helpful)).toBeDefined()
    expect(texts('.ChatSources a')).toEqual(['SSH access'])
  })

  it('an error after its text is an alert below it', () => {
    show(answer({ error: 'The server failed after the answer' }))
    expect(texts('[role="alert"]')).toEqual(['The server failed after the answer'])
  })

  it('a quoted answer links each quote itself: no list of sources under it', () => {
    const quote = { text: 'Port 22', html: 'Port 22', url: '/en/ssh.html', page: 'SSH', section: 'Port', coverage: 1 }
    show(answer({ quoted: { quotes: [quote], reason: 'not-configured' } }))
    expect(view.host.querySelector('.ChatSources')).toBeNull()
  })

  it('a reply that the docs do not say: its related sections and a vote, nothing to copy', () => {
    show(answer({ message: c.quoted.nothing, quoted: { quotes: [], reason: 'not-configured' } }))
    expect(button(c.copy)).toBeUndefined()
    expect(button(c.helpful)).toBeDefined()
    expect(texts('.ChatSources a')).toEqual(['SSH access'])
  })

  it('a cut answer: the maybe-incomplete notice, continue it, or ask again in the mode offered after its own', () => {
    show(answer({ incomplete: true, mode: 'deep' }))
    expect(texts('.ChatIncomplete .ChatNotice')).toEqual([c.notices.maybeIncomplete])
    const again = c.askAgainIn(c.modes[ASK_AGAIN_MODE.deep].label)
    act(() => button(c.continueAnswer)!.click())
    act(() => button(again)!.click())
    expect(continued).toHaveBeenCalledTimes(1)
    expect(askedAgain).toHaveBeenCalledWith('a1', ASK_AGAIN_MODE.deep)
  })

  it("a cut answer's actions wait while another reply runs", () => {
    show(answer({ incomplete: true }), state({ isStreaming: true }))
    expect(view.host.querySelectorAll('.ChatIncomplete button:disabled')).toHaveLength(2)
  })
})
