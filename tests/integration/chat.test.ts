import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  ChatClient,
  NO_ANSWER_MESSAGE,
  NO_RESULTS_MESSAGE,
  SearchError,
  type SearchClientConfig,
} from '../../src/search-core'
import { CONVERSATION_ID_SHAPE, startTypesenseFake, type TypesenseFake } from '../../testkit/typesense-fake/server'
import { defined } from '../../testkit/defined'
import { DEFAULT_CONVERSATION_MODELS, pageKeyOf } from '../../src/contracts'
import { loadChatFixtures } from './fixtures'

let fake: TypesenseFake
const config = (over: Partial<SearchClientConfig> = {}): SearchClientConfig => ({
  nodes: [{ url: fake.url }],
  apiKey: fake.apiKey,
  conversationModels: DEFAULT_CONVERSATION_MODELS,
  ...over,
})
const ANSWER = '在控制台打开「AIStudio → 开发机 → 新建」，选择 GPU 型号与镜像后创建即可。释放前请把数据放到共享存储。'

beforeAll(async () => {
  fake = await startTypesenseFake()
  await loadChatFixtures(fake)
})
afterEach(() => {
  fake.resetScenario()
  fake.requestLog.length = 0
})
afterAll(() => fake.close())

describe('chat over real sockets', () => {
  it('streams an answer chunk by chunk, then takes answer, id and sources from the final response', async () => {
    fake.setScenario({ answer: ANSWER, chunkSize: 8 })
    const chunks: string[] = []
    const result = await new ChatClient(config()).ask({
      question: '如何创建开发机',
      mode: 'quick',
      onChunk: (d) => chunks.push(d),
    })
    expect(chunks.length).toBeGreaterThan(3)
    expect(chunks.join('')).toBe(ANSWER)
    expect(result.answer).toBe(ANSWER)
    expect(result.conversationId).toMatch(CONVERSATION_ID_SHAPE)
    expect(result.sources.length).toBeGreaterThan(0)
    expect(result.sources.length).toBeLessThanOrEqual(3)
    expect(result.sources[0]?.url).toContain('#')

    const req = defined(fake.conversationRequests()[0], 'a conversation request')
    expect(req.query).toMatchObject({
      q: '如何创建开发机',
      conversation: 'true',
      conversation_model_id: 'docs-quick',
      conversation_stream: 'true',
    })
    expect(req.query.conversation_id).toBeUndefined()
    expect((req.body as { searches: { collection: string }[] }).searches.map((s) => s.collection)).toEqual([
      'docs',
      'faq',
    ])
  })

  it('accepts the wrapped chunk shape and skips malformed lines', async () => {
    fake.setScenario({ answer: ANSWER, wrappedChunks: true, malformedLines: true, chunkSize: 10 })
    const chunks: string[] = []
    const result = await new ChatClient(config()).ask({
      question: '开发机',
      mode: 'balance',
      onChunk: (d) => chunks.push(d),
    })
    expect(chunks.join('')).toBe(ANSWER)
    expect(result.answer).toBe(ANSWER)
    expect(fake.conversationRequests()[0]?.query.conversation_model_id).toBe('docs-balance')
  })

  it('without the final response, the streamed text is the answer', async () => {
    fake.setScenario({ answer: ANSWER, omitFinal: true })
    const result = await new ChatClient(config()).ask({ question: '开发机', mode: 'quick' })
    expect(result.answer).toBe(ANSWER)
    expect(result.sources).toEqual([])
    expect(result.conversationId).toMatch(CONVERSATION_ID_SHAPE)
  })

  it('continues a conversation (across a mode change) with the same conversation id', async () => {
    const client = new ChatClient(config())
    const first = await client.ask({ question: '如何创建开发机', mode: 'quick', stream: false })
    const second = await client.ask({
      question: '那如何释放？',
      mode: 'deep',
      conversationId: first.conversationId,
      stream: false,
    })
    const requests = fake.conversationRequests()
    const a = defined(requests[0], 'the first conversation request')
    const b = defined(requests[1], 'the second conversation request')
    expect(a.query.conversation_stream).toBeUndefined()
    expect(b.query).toMatchObject({ conversation_id: first.conversationId, conversation_model_id: 'docs-deep' })
    expect(second.conversationId).toBe(first.conversationId)
  })

  it('a stall is stopped by the caller, and one non-streaming rescue delivers the answer', async () => {
    fake.setScenario({ answer: ANSWER, stallAfterChunks: 2, chunkSize: 5 })
    const client = new ChatClient(config())
    const controller = new AbortController()
    const chunks: string[] = []
    const streaming = client.ask({
      question: '如何创建开发机',
      mode: 'quick',
      signal: controller.signal,
      onChunk: (d) => {
        chunks.push(d)
        if (chunks.length === 2) setTimeout(() => controller.abort(), 200) // the UI watchdog's role
      },
    })
    await expect(streaming).rejects.toMatchObject({ kind: 'aborted' })
    expect(chunks).toHaveLength(2)
    fake.setScenario({ stallAfterChunks: null })
    const rescue = await client.ask({ question: '如何创建开发机', mode: 'quick', stream: false })
    expect(rescue.answer).toBe(ANSWER)
    expect(fake.conversationRequests().map((r) => r.query.conversation_stream ?? 'none')).toEqual(['true', 'none'])
  })

  it('sends the question exactly once, even when the request times out', async () => {
    fake.setScenario({ latencyMs: 800 })
    const err = await new ChatClient(config())
      .ask({ question: '如何创建开发机', mode: 'quick', timeoutMs: 200 })
      .catch((e) => e)
    expect(err).toBeInstanceOf(SearchError)
    expect(err.kind).toBe('timeout')
    expect(err.message).toBe('Request timed out after 0 seconds')
    await new Promise((r) => setTimeout(r, 900))
    expect(fake.conversationRequests()).toHaveLength(1)
  })

  it('does not retry a 5xx: one question, one request', async () => {
    fake.setScenario({ failNext: 1, failStatus: 500 })
    await expect(new ChatClient(config()).ask({ question: '开发机', mode: 'quick' })).rejects.toMatchObject({
      kind: 'server_error',
      httpStatus: 500,
    })
    expect(fake.conversationRequests()).toHaveLength(1)
  })

  it('reports the 400 rules of conversational search', async () => {
    const bad = new ChatClient(config({ conversationModels: { quick: 'no-such-model' } }))
    await expect(bad.ask({ question: '开发机', mode: 'quick' })).rejects.toMatchObject({
      kind: 'malformed_request',
      message: 'Request failed with HTTP code 400 | Server said: `conversation_model_id` is invalid.',
    })
    await expect(
      new ChatClient(config()).ask({ question: '开发机', mode: 'quick', conversationId: 'forged' }),
    ).rejects.toMatchObject({
      message: 'Request failed with HTTP code 400 | Server said: `conversation_id` is invalid.',
    })
    const raw = await fetch(`${fake.url}/multi_search?conversation=true&conversation_model_id=docs-quick`, {
      method: 'POST',
      headers: { 'X-TYPESENSE-API-KEY': fake.apiKey },
      body: JSON.stringify({ searches: [{ collection: 'docs', q: 'x' }] }),
    })
    expect(raw.status).toBe(400)
    expect(await raw.json()).toEqual({
      message:
        '`q` parameter has to be common for all searches if conversation is enabled. Please set `q` as a query parameter in the request, instead of inside the POST body',
    })
  })

  it('a dropped connection fails the question once, without a silent re-send', async () => {
    fake.setScenario({ dropNext: 1 })
    await expect(new ChatClient(config()).ask({ question: '开发机', mode: 'quick' })).rejects.toMatchObject({
      kind: 'connection',
    })
    expect(fake.conversationRequests()).toHaveLength(1)
  })

  it('401 and a refused connection are typed errors', async () => {
    await expect(
      new ChatClient(config({ apiKey: 'wrong' })).ask({ question: 'x', mode: 'quick' }),
    ).rejects.toMatchObject({ kind: 'unauthorized' })
    const closed = await startTypesenseFake()
    const url = closed.url
    await closed.close()
    await expect(
      new ChatClient(config({ nodes: [{ url }] })).ask({ question: 'x', mode: 'quick' }),
    ).rejects.toMatchObject({ kind: 'connection' })
  })

  it('moves to the next node only when the first refused the connection', async () => {
    const closed = await startTypesenseFake()
    const url = closed.url
    await closed.close()
    const result = await new ChatClient(config({ nodes: [{ url }, { url: fake.url }] })).ask({
      question: '开发机',
      mode: 'quick',
      stream: false,
    })
    expect(result.answer.length).toBeGreaterThan(0)
    expect(fake.conversationRequests()).toHaveLength(1)
  })

  it('names a response without results or without an answer', async () => {
    const stub = (body: unknown) =>
      new ChatClient(config(), {
        fetch: async () =>
          new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
      })
    await expect(stub({}).ask({ question: 'x', mode: 'quick', stream: false })).rejects.toMatchObject({
      message: NO_RESULTS_MESSAGE,
    })
    await expect(stub({ results: [] }).ask({ question: 'x', mode: 'quick', stream: false })).rejects.toMatchObject({
      message: NO_ANSWER_MESSAGE,
    })
    const garbled = new ChatClient(config(), { fetch: async () => new Response('{"results": [', { status: 200 }) })
    await expect(garbled.ask({ question: 'x', mode: 'quick', stream: false })).rejects.toMatchObject({
      message: NO_RESULTS_MESSAGE,
    })
  })

  it("a page question searches only that page's records and names the page to the model", async () => {
    const page = { url: '/ai-studio/job/use-pytorch-ddp.html', title: '使用 PyTorch DDP 训练', locale: 'zh' as const }
    const result = await new ChatClient(config()).ask({
      question: '释放开发机会删除数据吗',
      mode: 'quick',
      stream: false,
      page,
    })
    const req = defined(fake.conversationRequests()[0], 'a conversation request')
    expect(req!.query.q).toBe('关于本页《使用 PyTorch DDP 训练》：释放开发机会删除数据吗')
    const searches = (req!.body as { searches: Record<string, unknown>[] }).searches
    expect(searches).toEqual([
      expect.objectContaining({
        collection: 'docs',
        filter_by: `page_key:=${pageKeyOf('/ai-studio/job/use-pytorch-ddp.html')}`,
      }),
    ])
    // Site-wide the same words find the dev-instance pages; filtered, only the DDP page is a source.
    expect(result.sources.map((x) => x.url)).toEqual(['/ai-studio/job/use-pytorch-ddp.html#env'])
    const wide = await new ChatClient(config()).ask({
      question: '释放开发机会删除数据吗',
      mode: 'quick',
      stream: false,
    })
    expect(wide.sources.map((x) => x.url)).not.toContain('/ai-studio/job/use-pytorch-ddp.html#env')
  })

  it('a page question in English is put to the model in English; an unsafe page url is not used as a filter', async () => {
    await new ChatClient(config()).ask({
      question: 'How do I start torchrun?',
      mode: 'quick',
      stream: false,
      page: { url: '/en/job.html', title: 'DDP', locale: 'en' },
    })
    expect(fake.conversationRequests()[0]!.query.q).toBe('About the page “DDP”: How do I start torchrun?')
    fake.requestLog.length = 0
    await new ChatClient(config()).ask({
      question: '如何创建开发机',
      mode: 'quick',
      stream: false,
      page: { url: 'javascript:alert(1)', title: 'x', locale: 'zh' },
    })
    const req = defined(fake.conversationRequests()[0], 'a conversation request')
    expect(req!.query.q).toBe('如何创建开发机')
    expect((req!.body as { searches: unknown[] }).searches).toHaveLength(2)
  })

  it("the fake refuses a filter on a field the collection lacks, with the server's text", async () => {
    const res = await fetch(`${fake.url}/multi_search`, {
      method: 'POST',
      headers: { 'X-TYPESENSE-API-KEY': fake.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        searches: [
          { collection: 'faq', q: '开发机', query_by: 'question', filter_by: 'url_without_anchor:=`/a.html`' },
        ],
      }),
    })
    expect((await res.json()).results[0]).toEqual({
      code: 404,
      error: 'Could not find a filter field named `url_without_anchor` in the schema.',
    })
  })

  it('refuses a blank question without a request', async () => {
    await expect(new ChatClient(config()).ask({ question: ' \n ', mode: 'quick' })).rejects.toMatchObject({
      kind: 'malformed_request',
    })
    expect(fake.conversationRequests()).toHaveLength(0)
  })
})
