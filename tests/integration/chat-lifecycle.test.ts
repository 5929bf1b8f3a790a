/**
 * What a reader sees when the cluster changes under the assistant (shared reference typesense.md,
 * "Over a cluster's lifetime"): the conversation flow (ChatController), the island's chat call
 * (SearchService, with its embedded index for quoted answers) and the chat client, against the fake
 * on real sockets. The controller's clock runs SCALE times faster than the wall clock, so its 8 s
 * watchdog and 20 s budgets pass in milliseconds; the fake's server budget is set in real ms.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ChatController, type Ask, type Clock } from '../../src/react-islands/chat/controller'
import { SearchService } from '../../src/react-islands/search-service'
import { chatStringsFor } from '../../src/react-islands/strings/chat'
import { FALLBACK_REQUEST_SECONDS } from '../../src/search-core'
import { buildLocalIndex } from '../../src/search-core/local-index'
import type { DocRecord } from '../../src/search-core/types'
import { startTypesenseFake, type TypesenseFake } from '../../testkit/typesense-fake/server'
import { historySchema } from '../../src/indexer/schemas'
import { loadChatFixtures } from './fixtures'

const SCALE = 100
const c = chatStringsFor('zh')
const ANSWER = '先停止开发机，再在控制台点击「释放」。释放会删除系统盘，数据请先放到共享存储。'

/** The embedded index the quoted answers come from (one FAQ section). */
const files = buildLocalIndex({
  locale: 'zh',
  records: [
    {
      id: '/faq.html#release',
      'hierarchy.lvl0': '帮助',
      'hierarchy.lvl1': '常见问题',
      'hierarchy.lvl2': '释放开发机会删除数据吗',
      content: '释放开发机会删除系统盘的数据。请先把数据移到共享存储。',
      url: '/faq.html#release',
      url_without_anchor: '/faq.html',
      anchor: 'release',
      type: 'lvl2',
      language: 'zh',
      tags: [],
      item_priority: 0,
    } as DocRecord,
  ],
}).files

let fake: TypesenseFake
const realFetch = globalThis.fetch

function scaledClock(): Clock {
  const t0 = Date.now()
  return {
    now: () => t0 + (Date.now() - t0) * SCALE,
    setTimeout: (fn, ms) => setTimeout(fn, ms / SCALE),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    setInterval: (fn, ms) => setInterval(fn, ms / SCALE),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  }
}

/** The assistant as the island builds it; `budgets` records each request's timeout and shrinks it by SCALE. */
async function assistant(budgets: (number | undefined)[] = []) {
  const service = new SearchService({
    locale: 'zh',
    indexUrl: '/idx/meta.json',
    typesense: { nodes: [{ url: fake.url }], apiKey: fake.apiKey },
  })
  const ask = await service.chat(c)
  const scaled: Ask = (req) => {
    budgets.push(req.timeoutMs)
    return ask(req.timeoutMs ? { ...req, timeoutMs: req.timeoutMs / SCALE } : req)
  }
  return new ChatController(scaled, c.notices, scaledClock())
}
const lastAi = (chat: ChatController) => chat.state.messages.filter((m) => m.sender === 'ai').at(-1)!
const userTurns = (id: string, q: string) => fake.conversationHistory(id).filter((m) => m.user === q)

beforeAll(async () => {
  fake = await startTypesenseFake()
  vi.stubGlobal('fetch', (input: string | URL, init?: RequestInit) => {
    const url = String(input)
    if (!url.startsWith('/idx/')) return realFetch(input, init)
    const text = files.get(url.slice('/idx/'.length))
    return Promise.resolve(text === undefined ? new Response('', { status: 404 }) : new Response(text))
  })
})
afterEach(async () => {
  fake.resetScenario()
  fake.requestLog.length = 0
  // Each test starts from a synced cluster: history collection and models (the fixtures' ids).
  for (const id of Object.keys(fake.conversationModels()))
    await realFetch(`${fake.url}/conversations/models/${id}`, {
      method: 'DELETE',
      headers: { 'X-TYPESENSE-API-KEY': fake.apiKey },
    })
})
afterAll(async () => {
  vi.unstubAllGlobals()
  await fake.close()
})

describe('the assistant across a cluster restart', () => {
  it('models dropped at a restart with the gateway down: the reader gets the docs quoted with a notice, not an error', async () => {
    await loadChatFixtures(fake)
    fake.setScenario({ gatewayDown: true })
    expect((await fake.restartNode()).sort()).toEqual(['docs-balance', 'docs-deep', 'docs-quick'])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const chat = await assistant()
      await chat.submit('释放开发机会删除数据吗')
      expect(lastAi(chat).id).toMatch(/^ai-/)
      expect(lastAi(chat).quoted).toMatchObject({ reason: 'unavailable' })
      expect(lastAi(chat).quoted?.quotes[0]?.url).toBe('/faq.html#release')
      expect(c.quoted.unavailable).toContain('暂时无法回答')
      expect(String(warn.mock.calls[0]?.[0])).toContain('`docs-quick` is not on the cluster')
    } finally {
      warn.mockRestore()
    }
  })
})

describe('a history collection purged by an operator', () => {
  it('a new question and a follow-up crash the node; the reader gets the docs quoted, not an error', async () => {
    await loadChatFixtures(fake)
    const chat = await assistant()
    fake.setScenario({ answer: ANSWER })
    await chat.submit('如何释放开发机')
    const conversation = chat.state.conversationId
    expect(conversation).toBeTruthy()
    await realFetch(`${fake.url}/collections/conversation_store`, {
      method: 'DELETE',
      headers: { 'X-TYPESENSE-API-KEY': fake.apiKey },
    })
    // The follow-up crashes the node before any byte.
    await chat.submit('那数据会删除吗')
    expect(lastAi(chat).quoted).toMatchObject({ reason: 'unavailable' })
    expect(chat.state.conversationId).toBe(conversation)
    // A new conversation: the answer streams, then the node crashes writing the history; the
    // fallback crashes it again. The reader still gets the docs.
    chat.clear()
    await chat.submit('释放开发机会删除数据吗')
    expect(lastAi(chat).quoted).toMatchObject({ reason: 'unavailable' })
    expect(fake.conversationRequests().map((r) => r.query.conversation_stream ?? 'none')).toEqual([
      'true',
      'true',
      'true',
      'none',
    ])
    fake.loadRecords('conversation_store', [], historySchema('conversation_store'))
  })
})

describe('a non-streamed answer that never comes back', () => {
  it('after a failed stream the fallback gives up after 20 s and says both failed, not after 130 s', async () => {
    await loadChatFixtures(fake)
    const budgets: (number | undefined)[] = []
    const chat = await assistant(budgets)
    // The stream's node answers 503; the non-streamed answer's gateway call fails and nothing answers.
    fake.setScenario({ failStreamingNext: 1, failStatus: 503, llmTimeout: true, llmCapMs: 5 })
    await chat.submit('释放开发机会删除数据吗')
    expect(budgets).toEqual([undefined, FALLBACK_REQUEST_SECONDS * 1000])
    expect(lastAi(chat).id).toMatch(/^error-/)
    expect(lastAi(chat).message).toBe(
      c.notices.errors.bothFailed('Request failed with HTTP code 503 | Server said: Internal fake failure.'),
    )
  })
})

describe('a follow-up the reader stopped, or whose stream stalled, is stored once', () => {
  it('a stalled follow-up ends as a cut answer; the server stores it once, no rescue re-asks it', async () => {
    await loadChatFixtures(fake)
    const chat = await assistant()
    await chat.submit('如何创建开发机')
    const id = chat.state.conversationId!
    fake.setScenario({ answer: ANSWER, chunkSize: 4, stallAfterChunks: 2, llmCapMs: 400 })
    await chat.submit('那如何释放？')
    expect(lastAi(chat)).toMatchObject({ message: Array.from(ANSWER).slice(0, 8).join(''), incomplete: true })
    // The server stores the stalled answer at its budget.
    await vi.waitFor(() => expect(userTurns(id, '那如何释放？')).toHaveLength(1), { timeout: 2000 })
    fake.resetScenario()
    await chat.submit('继续')
    expect(userTurns(id, '那如何释放？')).toHaveLength(1)
    expect(fake.conversationRequests().filter((r) => r.query.conversation_stream !== 'true')).toHaveLength(0)
  })

  it('a stopped follow-up is in its conversation once, and the next question continues after it', async () => {
    await loadChatFixtures(fake)
    const chat = await assistant()
    await chat.submit('如何创建开发机')
    const id = chat.state.conversationId!
    fake.setScenario({ answer: ANSWER, chunkSize: 4, chunkDelayMs: 30 })
    const running = chat.submit('那如何释放？')
    await vi.waitFor(() => expect(lastAi(chat).message.length).toBeGreaterThan(0))
    chat.stop()
    await running
    // The server finds the reader gone at the gateway's next read and stores what it had.
    await vi.waitFor(() => expect(userTurns(id, '那如何释放？')).toHaveLength(1))
    fake.resetScenario()
    await chat.submit('还有别的办法吗')
    expect(fake.conversationHistory(id).map((m) => Object.keys(m)[0])).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ])
    expect(userTurns(id, '那如何释放？')).toHaveLength(1)
  })
})
