/**
 * The assistant against the fake on the real server's streaming edges, each scenario
 * reproducing the server code its fake comment names (testkit/typesense-fake/stream.ts, routes/answer-stream.ts).
 * Real sockets throughout; the server's 60 s budget is shortened by `llmCapMs`.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ChatClient, type SearchClientConfig } from '../../src/search-core'
import { StreamFailure } from '../../src/search-core/chat-answer'
import { startTypesenseFake, type TypesenseFake } from '../../testkit/typesense-fake/server'
import { loadChatFixtures } from './fixtures'

let fake: TypesenseFake
const config = (): SearchClientConfig => ({ nodes: [{ url: fake.url }], apiKey: fake.apiKey })
const ANSWER = '先停止开发机，再在控制台点击「释放」。释放会删除系统盘，数据请先放到共享存储。'
const THINKING = '用户问的是释放开发机。先确认文档里的步骤，再提醒数据会被删除。'

/** The raw bytes of one streamed conversation request, as a browser would receive them. */
async function rawStream(q: string, conversationId?: string): Promise<{ status: number; body: string }> {
  const params = new URLSearchParams({
    q,
    conversation: 'true',
    conversation_model_id: 'docs-quick',
    conversation_stream: 'true',
    ...(conversationId ? { conversation_id: conversationId } : {}),
  })
  const res = await fetch(`${fake.url}/multi_search?${params}`, {
    method: 'POST',
    headers: { 'X-TYPESENSE-API-KEY': fake.apiKey },
    body: JSON.stringify({ searches: [{ collection: 'docs', query_by: 'embedding' }] }),
  })
  return { status: res.status, body: await res.text() }
}

beforeAll(async () => {
  fake = await startTypesenseFake()
  await loadChatFixtures(fake)
})
afterEach(() => {
  fake.resetScenario()
  fake.requestLog.length = 0
  fake.modelCalls.length = 0
})
afterAll(() => fake.close())

describe('the streamed answer has one budget and no error channel after its first byte', () => {
  it('cut at the budget: partial events, the final JSON with the partial answer, no [DONE]; the partial is stored', async () => {
    fake.setScenario({ answer: ANSWER, chunkSize: 4, chunkDelayMs: 40, llmCapMs: 200 })
    const raw = await rawStream('如何释放开发机')
    expect(raw.status).toBe(200)
    expect(raw.body).not.toContain('[DONE]')
    const finalLine = raw.body.trim().split('\n').at(-1) ?? ''
    const final = JSON.parse(finalLine.replace(/^data: /, '')) as {
      conversation: { answer: string; conversation_id: string }
    }
    expect(final.conversation.answer.length).toBeGreaterThan(0)
    expect(ANSWER.startsWith(final.conversation.answer)).toBe(true)
    expect(final.conversation.answer).not.toBe(ANSWER)
    expect(fake.storedConversations()).toContain(final.conversation.conversation_id)
    expect(fake.modelCalls).toEqual([{ kind: 'answer', stream: true, outcome: 'cut' }])

    const result = await new ChatClient(config()).ask({ question: '如何释放开发机', mode: 'deep' })
    expect(result.incomplete).toBe(true)
    expect(ANSWER.startsWith(result.answer)).toBe(true)
  })

  it('a complete answer ends with [DONE] then the final JSON, and is not marked incomplete', async () => {
    fake.setScenario({ answer: ANSWER })
    const result = await new ChatClient(config()).ask({ question: '如何释放开发机', mode: 'quick' })
    expect(result).toMatchObject({ answer: ANSWER, incomplete: false })
  })

  it('no first byte within the budget: HTTP 400 "OpenAI API error: " with an empty detail, one model call per request', async () => {
    fake.setScenario({ llmTimeout: true, llmCapMs: 30 })
    const raw = await rawStream('如何释放开发机')
    expect(raw).toEqual({ status: 400, body: JSON.stringify({ message: 'OpenAI API error: ' }) })
    await expect(new ChatClient(config()).ask({ question: '开发机', mode: 'quick' })).rejects.toMatchObject({
      message: 'Request failed with HTTP code 400 | Server said: OpenAI API error: ',
    })
    expect(fake.modelCalls.map((c) => c.outcome)).toEqual(['no-first-byte', 'no-first-byte'])
    expect(raw.body).not.toContain('timeout')
  })

  it('a gateway slower than the budget to its first byte, or one that stalls, ends the same two ways', async () => {
    fake.setScenario({ answer: ANSWER, firstByteDelayMs: 200, llmCapMs: 50 })
    expect((await rawStream('如何释放开发机')).status).toBe(400)
    fake.resetScenario()
    fake.setScenario({ answer: ANSWER, chunkSize: 4, stallAfterChunks: 2, llmCapMs: 100 })
    const result = await new ChatClient(config()).ask({ question: '如何释放开发机', mode: 'quick' })
    expect(result).toMatchObject({ answer: Array.from(ANSWER).slice(0, 8).join(''), incomplete: true })
    expect(fake.storedConversations()).toContain(result.conversationId)
    expect(fake.modelCalls.map((c) => c.outcome)).toEqual(['no-first-byte', 'cut'])
  })

  it('a failure after the answer (the history write) is a bare {"message"} line: no final JSON, nothing stored', async () => {
    fake.setScenario({ answer: ANSWER, historyWriteError: 'Error while creating conversation' })
    const storedBefore = fake.storedConversations()
    const raw = await rawStream('如何释放开发机')
    expect(raw.status).toBe(200)
    expect(raw.body.endsWith('data: [DONE]\n\n{"message":"Error while creating conversation"}')).toBe(true)
    const err = (await new ChatClient(config())
      .ask({ question: '如何释放开发机', mode: 'quick' })
      .catch((e: unknown) => e)) as StreamFailure
    expect(err).toBeInstanceOf(StreamFailure)
    expect(err.message).toBe('Error while creating conversation')
    expect(err.partial).toBe(ANSWER)
    expect(fake.storedConversations()).toEqual(storedBefore)
  })
})

describe('reads the server cannot parse are forwarded raw', () => {
  it('a thinking model: raw reasoning chunks ("content": null) before the answer, one model call', async () => {
    fake.setScenario({ answer: ANSWER, thinking: THINKING, chunkSize: 6 })
    const raw = await rawStream('如何释放开发机')
    expect(raw.body).toContain('"content":null,"reasoning_content":')
    const thoughts: string[] = []
    const result = await new ChatClient(config()).ask({
      question: '如何释放开发机',
      mode: 'deep',
      onThinking: (d) => thoughts.push(d),
    })
    expect(thoughts.join('')).toBe(THINKING)
    expect(result).toMatchObject({ answer: ANSWER, thinking: THINKING, incomplete: false })
    expect(fake.modelCalls.filter((c) => c.kind === 'answer')).toHaveLength(2) // one per question
  })

  it("answer text in a raw read is not in the server's answer or history; the client keeps it", async () => {
    fake.setScenario({ answer: ANSWER, thinking: THINKING, thinkingJoinsAnswer: true, chunkSize: 6 })
    const raw = await rawStream('如何释放开发机')
    const final = JSON.parse(
      raw.body
        .trim()
        .split('\n')
        .at(-1)!
        .replace(/^data: /, ''),
    ) as {
      conversation: { answer: string }
    }
    expect(final.conversation.answer).toBe(Array.from(ANSWER).slice(6).join(''))
    const result = await new ChatClient(config()).ask({ question: '如何释放开发机', mode: 'deep' })
    expect(result.answer).toBe(ANSWER)
  })

  it('a read that is not JSON goes out raw and is skipped; the answer is whole', async () => {
    fake.setScenario({ answer: ANSWER, malformedLines: true, chunkSize: 10 })
    const raw = await rawStream('如何释放开发机')
    expect(raw.body).toContain('data: {"choices": [{"delta": {"content": "bro\n\n')
    const result = await new ChatClient(config()).ask({ question: '如何释放开发机', mode: 'quick' })
    expect(result.answer).toBe(ANSWER)
  })

  it.each([
    ['events split across reads', { splitReads: true }],
    ['CRLF line endings', { gatewayLineEnding: '\r\n' as const }],
  ])('%s lose their text on the server: empty events, an empty answer', async (_name, patch) => {
    fake.setScenario({ answer: ANSWER, chunkSize: 8, ...patch })
    const raw = await rawStream('如何释放开发机')
    const events = raw.body.split('\n\n').filter((e) => e.startsWith('data: {"conversation_id"'))
    expect(events.length).toBeGreaterThan(3)
    expect(events.every((e) => e.includes('"message":""'))).toBe(true)
    expect(raw.body).toContain('"answer":""')
  })
})

describe('conversations and blocking calls', () => {
  it('an expired conversation is "`conversation_id` is invalid." on the streamed and the non-streamed request', async () => {
    const client = new ChatClient(config())
    const first = await client.ask({ question: '如何创建开发机', mode: 'quick' })
    expect(first.conversationId).toBeTruthy()
    fake.expireConversations()
    for (const stream of [true, false])
      await expect(
        client.ask({ question: '那如何释放？', mode: 'quick', conversationId: first.conversationId, stream }),
      ).rejects.toMatchObject({
        message: 'Request failed with HTTP code 400 | Server said: `conversation_id` is invalid.',
      })
  })

  it('a non-streaming answer whose first call timed out is tried again: two model calls, one answer', async () => {
    fake.setScenario({ answer: ANSWER, llmTimeoutCalls: 1, llmCapMs: 60 })
    const started = Date.now()
    const result = await new ChatClient(config()).ask({ question: '如何释放开发机', mode: 'quick', stream: false })
    expect(result.answer).toBe(ANSWER)
    expect(Date.now() - started).toBeGreaterThanOrEqual(55)
    expect(fake.modelCalls.map((c) => c.outcome)).toEqual(['timeout', 'ok'])
  })

  it("a follow-up's rewrite is tried again too, before the first byte of its stream", async () => {
    const client = new ChatClient(config())
    const first = await client.ask({ question: '如何创建开发机', mode: 'quick', stream: false })
    fake.modelCalls.length = 0
    fake.setScenario({ answer: ANSWER, llmTimeoutCalls: 1, llmCapMs: 60 })
    const result = await client.ask({ question: '那如何释放？', mode: 'quick', conversationId: first.conversationId })
    expect(result.answer).toBe(ANSWER)
    expect(fake.modelCalls).toEqual([
      { kind: 'rewrite', stream: false, outcome: 'timeout' },
      { kind: 'rewrite', stream: false, outcome: 'ok' },
      { kind: 'answer', stream: true, outcome: 'ok' },
    ])
  })
})
