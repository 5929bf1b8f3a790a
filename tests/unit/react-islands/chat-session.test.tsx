// @vitest-environment jsdom
import { act, createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setPendingQuery, takePendingQuery } from '../../../src/island-contract/bus'
import type { ChatRequest } from '../../../src/search-core/chat'
import { useChatSession, type ChatSession } from '../../../src/react-islands/hooks/useChatSession'
import type { SearchService } from '../../../src/react-islands/search-service'
import { reactHost } from './support/react-host'

const view = reactHost()
let session: ChatSession
let asked: ChatRequest[]
let sent: [string, Record<string, unknown>][]

/** A service whose assistant answers every question at once. */
const service = {
  chat: async () => async (req: ChatRequest) => {
    asked.push(req)
    return { answer: `answer to ${req.question}`, sources: [], conversationId: 'c1' }
  },
  clearCache: () => {},
} as unknown as SearchService

function Probe() {
  session = useChatSession(service, 'en')
  return null
}
/** Lets the conversation's code load and its answers come. */
const settle = () =>
  act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve()
    await new Promise((r) => setTimeout(r, 0))
  })

beforeEach(() => {
  asked = []
  sent = []
  ;(window as unknown as Record<string, unknown>).docsAnalytics = (e: string, p: Record<string, unknown>) =>
    sent.push([e, p])
  takePendingQuery()
  act(() => view.root.render(createElement(Probe)))
})
afterEach(() => {
  delete (window as unknown as Record<string, unknown>).docsAnalytics
})

describe("the assistant's conversation", () => {
  it('is created on first need, once, and shown; it ends when the assistant closes', async () => {
    expect(session.chat).toBeNull()
    const [a, b] = await act(() => Promise.all([session.loadChat(), session.loadChat()]))
    expect(a).toBe(b)
    expect(session.chat).toBe(a)
    expect(session.mode()).toBe(a.state.mode)
    act(() => session.end())
    expect(session.chat).toBeNull()
    expect(session.mode()).toBe('quick')
    expect(await act(() => session.loadChat())).not.toBe(a)
  })

  it('a question for the assistant: its page scope first, then the question, put to the service', async () => {
    act(() => session.ask({ query: 'how do I deploy?', page: { url: '/en/x.html', title: 'X' } }))
    await settle()
    expect(asked.map((r) => [r.question, r.page?.url])).toEqual([['how do I deploy?', '/en/x.html']])
    expect(session.chat?.state.messages.at(-1)?.message).toBe('answer to how do I deploy?')
    expect(sent.map(([e]) => e)).toContain('AIPageQuestionAsked')
  })

  it('what the reader typed before the island was in is the question; a blank one asks nothing', async () => {
    setPendingQuery('typed early')
    act(() => session.ask({ query: 'from the link' }))
    await settle()
    expect(asked.map((r) => r.question)).toEqual(['typed early'])
    act(() => session.ask({ query: '   ' }))
    await settle()
    expect(asked).toHaveLength(1)
  })

  it('what the reader typed before the island was in wins over a quote too', async () => {
    setPendingQuery('typed early')
    act(() => session.ask({ quote: { kind: 'text', text: 'GPU quota' } }))
    await settle()
    expect(asked.map((r) => r.question)).toEqual(['typed early'])
  })

  it("a quote from the page becomes the question in the reader's language, and is counted", async () => {
    act(() => session.ask({ quote: { kind: 'text', text: 'GPU quota' }, page: { url: '/en/q.html', title: 'Q' } }))
    // The quote's code loads with it.
    await act(() => vi.waitFor(() => expect(asked).toHaveLength(1)))
    expect(asked[0]?.question).toContain('GPU quota')
    expect(sent.find(([e]) => e === 'AIQuoteAsked')?.[1]).toMatchObject({
      kind: 'text',
      url: '/en/q.html',
      locale: 'en',
    })
  })
})
