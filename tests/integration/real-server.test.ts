/**
 * The client, the engine and the fake held to what a real Typesense (v29/v30) does, as read in the
 * server source (shared reference typesense.md, "Real-server behaviours"). Real sockets throughout.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ChatClient, SearchError, TypesenseEngine, type SearchClientConfig } from '../../src/search-core'
import { CONVERSATION_ID_SHAPE, startTypesenseFake, type TypesenseFake } from '../../testkit/typesense-fake/server'
import { defined } from '../../testkit/defined'
import { loadChatFixtures } from './fixtures'

let fake: TypesenseFake
const config = (over: Partial<SearchClientConfig> = {}): SearchClientConfig => ({
  nodes: [{ url: fake.url }],
  apiKey: fake.apiKey,
  ...over,
})
const admin = (method: string, path: string, body?: unknown) =>
  fetch(`${fake.url}${path}`, {
    method,
    headers: { 'X-TYPESENSE-API-KEY': fake.apiKey, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
const quietLogger = { warn: () => {}, error: () => {} }
const ANSWER = '先停止开发机，再在控制台点击「释放」。释放会删除系统盘，数据请先放到共享存储。'

/** The collection schema of the official typesense-docsearch-scraper: no vector field. */
const scraperSchema = (name: string) => ({
  name,
  fields: [
    { name: 'anchor', type: 'string', optional: true },
    { name: 'content', type: 'string', optional: true },
    { name: 'url', type: 'string', facet: true },
    { name: 'url_without_anchor', type: 'string', facet: true, optional: true },
    { name: 'version', type: 'string[]', facet: true, optional: true },
    ...[0, 1, 2, 3, 4, 5, 6].map((n) => ({ name: `hierarchy.lvl${n}`, type: 'string', facet: true, optional: true })),
    { name: 'type', type: 'string', facet: true, optional: true },
    { name: '.*_tag', type: 'string', facet: true, optional: true },
    { name: 'language', type: 'string', facet: true, optional: true },
    { name: 'tags', type: 'string[]', facet: true, optional: true },
    { name: 'item_priority', type: 'int64' },
  ],
  default_sorting_field: 'item_priority',
  token_separators: ['_', '-'],
})

beforeAll(async () => {
  fake = await startTypesenseFake()
  await loadChatFixtures(fake)
})
afterEach(() => {
  fake.resetScenario()
  fake.requestLog.length = 0
})
afterAll(() => fake.close())

describe('liveness of a streamed answer', () => {
  it('empty "message":"" events reach the caller as progress', async () => {
    fake.setScenario({ answer: ANSWER, emptyEvents: 4 })
    const events: string[] = []
    const result = await new ChatClient(config()).ask({
      question: '如何释放开发机',
      mode: 'quick',
      onChunk: (d) => events.push(d),
    })
    expect(events.slice(0, 4)).toEqual(['', '', '', ''])
    expect(events.join('')).toBe(ANSWER)
    expect(result.answer).toBe(ANSWER)
  })

  it('a follow-up opens only after the server rewrote the question; onOpen marks that moment', async () => {
    const client = new ChatClient(config())
    const first = await client.ask({ question: '如何创建开发机', mode: 'quick', stream: false })
    fake.setScenario({ answer: ANSWER, followUpDelayMs: 400 })
    const started = Date.now()
    let openedAfter = -1
    const result = await client.ask({
      question: '那如何释放？',
      mode: 'quick',
      conversationId: first.conversationId,
      onOpen: () => (openedAfter = Date.now() - started),
    })
    expect(openedAfter).toBeGreaterThanOrEqual(350)
    expect(result.answer).toBe(ANSWER)
    expect(fake.conversationRequests()).toHaveLength(2)
  })

  it('a gateway that streams without text/event-stream still streams (the final JSON has no data: prefix)', async () => {
    fake.setScenario({ answer: ANSWER, gatewayContentType: 'application/json; charset=utf-8', chunkSize: 7 })
    const chunks: string[] = []
    const result = await new ChatClient(config()).ask({
      question: '如何释放开发机',
      mode: 'quick',
      onChunk: (d) => chunks.push(d),
    })
    expect(chunks.length).toBeGreaterThan(3)
    expect(result.answer).toBe(ANSWER)
    expect(result.sources.length).toBeGreaterThan(0)
  })
})

describe('conversations the server never stored', () => {
  it("a stalled stream leaves its conversation id unknown until the server's budget ends, as the real server does", async () => {
    fake.setScenario({ answer: ANSWER, stallAfterChunks: 1, chunkSize: 4 })
    const controller = new AbortController()
    let seen: string | null = null
    const stalled = new ChatClient(config()).ask({
      question: '如何释放开发机',
      mode: 'quick',
      signal: controller.signal,
      onChunk: (_d, id) => {
        seen = id
        setTimeout(() => controller.abort(), 50)
      },
    })
    await expect(stalled).rejects.toMatchObject({ kind: 'aborted' })
    expect(seen).toMatch(CONVERSATION_ID_SHAPE)
    expect(fake.storedConversations()).not.toContain(seen)
    fake.setScenario({ stallAfterChunks: null })
    await expect(
      new ChatClient(config()).ask({ question: '继续', mode: 'quick', stream: false, conversationId: seen }),
    ).rejects.toMatchObject({
      message: 'Request failed with HTTP code 400 | Server said: `conversation_id` is invalid.',
    })
  })

  it('conversation_history has the real shape: the messages and last_updated, no id or ttl', async () => {
    const raw = await (
      await fetch(
        `${fake.url}/multi_search?q=${encodeURIComponent('开发机')}&conversation=true&conversation_model_id=docs-quick`,
        {
          method: 'POST',
          headers: { 'X-TYPESENSE-API-KEY': fake.apiKey },
          body: JSON.stringify({ searches: [{ collection: 'docs', query_by: 'embedding' }] }),
        },
      )
    ).json()
    const history = raw.conversation.conversation_history
    expect(Object.keys(history).sort()).toEqual(['conversation', 'last_updated'])
    expect(history.conversation).toEqual([{ user: '开发机' }, { assistant: raw.conversation.answer }])
  })
})

describe('errors as the server words them', () => {
  it('an error body that is not JSON (an LLM error concatenated unescaped) is shown as text', async () => {
    const body = '{"message": "OpenAI API error: {"error": {"message": "quota exceeded"}}"}'
    fake.setScenario({ rawErrorBody: body })
    const err = (await new ChatClient(config())
      .ask({ question: '开发机', mode: 'quick' })
      .catch((e) => e)) as SearchError
    expect(err.kind).toBe('malformed_request')
    expect(err.message).toBe(`Request failed with HTTP code 400 | Server said: ${body}`)
    expect(err.httpBody).toBe(body)
  })

  it('a non-streamed answer whose model call failed twice never answers: the client waits for its own timeout', async () => {
    // get_answer throws "OpenAI API timeout." (src/conversation_model.cpp); nothing catches it in
    // post_multi_search (src/core_api.cpp) and the worker's packaged_task drops it (include/threadpool.h).
    fake.setScenario({ llmTimeout: true, llmCapMs: 20 })
    fake.modelCalls.length = 0
    const err = (await new ChatClient(config())
      .ask({ question: '开发机', mode: 'deep', stream: false, timeoutMs: 300 })
      .catch((e) => e)) as SearchError
    expect(err).toMatchObject({ kind: 'timeout', httpStatus: undefined })
    expect(fake.modelCalls.map((c) => c.outcome)).toEqual(['timeout', 'timeout'])
  })

  it('"OpenAI API timeout." reaches a client only from a follow-up\'s rewrite, as a 400 before any byte', async () => {
    const client = new ChatClient(config())
    const first = await client.ask({ question: '开发机', mode: 'quick', stream: false })
    fake.setScenario({ llmTimeout: true, llmCapMs: 20 })
    await expect(
      client.ask({ question: '那如何释放？', mode: 'deep', stream: false, conversationId: first.conversationId }),
    ).rejects.toMatchObject({
      message: 'Request failed with HTTP code 400 | Server said: OpenAI API timeout.',
    })
  })
})

describe('chat failover across nodes', () => {
  it('a name that does not resolve moves the question to the next node; one LLM call in all', async () => {
    const tried: string[] = []
    const client = new ChatClient(config({ nodes: [{ url: 'http://node-a.invalid:8108' }, { url: fake.url }] }), {
      random: () => 0.999, // keeps the configured order
      fetch: async (url, init) => {
        tried.push(new URL(url).host)
        if (url.startsWith('http://node-a.invalid'))
          throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ENOTFOUND' } })
        return fetch(url, init)
      },
    })
    const result = await client.ask({ question: '如何创建开发机', mode: 'quick' })
    expect(result.answer.length).toBeGreaterThan(0)
    expect(tried).toEqual(['node-a.invalid:8108', `127.0.0.1:${fake.port}`])
    expect(fake.conversationRequests()).toHaveLength(1)
    // The failed node is skipped on the next question, as typesense-js marks it unhealthy.
    tried.length = 0
    await client.ask({ question: '如何创建开发机', mode: 'quick', stream: false })
    expect(tried).toEqual([`127.0.0.1:${fake.port}`])
  })

  it('a browser TypeError (refused or dropped after sending: fetch cannot tell) is not re-sent to another node', async () => {
    const second = await startTypesenseFake({ apiKey: fake.apiKey })
    try {
      fake.setScenario({ dropNext: 1 })
      const client = new ChatClient(config({ nodes: [{ url: fake.url }, { url: second.url }] }), {
        random: () => 0.999,
        // What a browser's fetch reports for any network failure: a TypeError, no code.
        fetch: (url, init) => fetch(url, init).catch(() => Promise.reject(new TypeError('Failed to fetch'))),
      })
      const err = await client.ask({ question: '开发机', mode: 'quick' }).catch((e: unknown) => e)
      expect(err).toMatchObject({ kind: 'connection', reachedNode: 'maybe' })
      expect(fake.conversationRequests()).toHaveLength(1)
      expect(second.conversationRequests()).toHaveLength(0)
    } finally {
      await second.close()
    }
  })

  it('a 503 "Not Ready or Lagging" node is marked unhealthy and left out of the rotation, as typesense-js does', async () => {
    const second = await startTypesenseFake({ apiKey: fake.apiKey })
    try {
      await loadChatFixtures(second)
      fake.setScenario({ notReady: true })
      const client = new ChatClient(config({ nodes: [{ url: fake.url }, { url: second.url }] }), {
        random: () => 0.999,
      })
      const answered: string[] = []
      for (let i = 0; i < 3; i++) {
        const r = await client.ask({ question: '开发机', mode: 'quick', stream: false }).then(
          () => 'answer',
          (e: SearchError) => `${e.kind} ${e.httpStatus}`,
        )
        answered.push(r)
      }
      // One request per question: the 503 is the first question's answer; the next two go to the other node.
      expect(answered).toEqual(['server_error 503', 'answer', 'answer'])
      expect(fake.conversationRequests()).toHaveLength(1)
      expect(second.conversationRequests()).toHaveLength(2)
    } finally {
      await second.close()
    }
  })

  it('a nearest node that refuses is left for the nodes, in typesense-js order', async () => {
    const closed = await startTypesenseFake()
    const url = closed.url
    await closed.close()
    const result = await new ChatClient(config({ nearestNode: { url }, nodes: [{ url: fake.url }] })).ask({
      question: '开发机',
      mode: 'quick',
      stream: false,
    })
    expect(result.answer.length).toBeGreaterThan(0)
    expect(fake.conversationRequests()).toHaveLength(1)
  })

  it('a failure after the request reached a node is not retried elsewhere', async () => {
    fake.setScenario({ dropNext: 1 })
    const second = await startTypesenseFake({ apiKey: fake.apiKey })
    try {
      await expect(
        new ChatClient(config({ nodes: [{ url: fake.url }, { url: second.url }] }), { random: () => 0.999 }).ask({
          question: '开发机',
          mode: 'quick',
        }),
      ).rejects.toMatchObject({ kind: 'connection' })
      expect(fake.conversationRequests()).toHaveLength(1)
      expect(second.requestLog).toHaveLength(0)
    } finally {
      await second.close()
    }
  })
})

describe('hybrid order', () => {
  it("keeps Typesense's fusion order, and a vector-only hit shows the start of its content", async () => {
    const long = '放开发机的限制需要先提交工单。' + '工单审核通过后，配额会在十分钟内生效，期间请勿重复提交。'.repeat(8)
    fake.loadRecords('hyb', [
      {
        id: 'k',
        'hierarchy.lvl0': '平台',
        'hierarchy.lvl1': '释放',
        'hierarchy.lvl2': null,
        content: '如何释放？开发用的机器在控制台操作。',
        url: '/k.html',
        item_priority: 1,
      },
      {
        id: 'v',
        'hierarchy.lvl0': '平台',
        'hierarchy.lvl1': '释放配额',
        'hierarchy.lvl2': null,
        content: `何释${long}`,
        url: '/v.html',
        item_priority: 5,
      },
    ])
    const engine = new TypesenseEngine(config(), { collections: ['hyb'], logger: quietLogger })
    const r = await engine.search('如何释放开发机')
    const raw = (fake.requestLog.at(-1) as unknown as { body: unknown }).body
    expect(raw).toBeTruthy()
    expect(r.hits.map((h) => h.id)).toEqual(['v', 'k'])
    const v = defined(r.hits[0], 'the first hit')
    expect(v.textMatch).toBe(0)
    expect(v.fusionScore).toBeGreaterThan(defined(r.hits[1]?.fusionScore, "the second hit's fusion score"))
    expect(v.snippetHtml.startsWith('何释放开发机的限制')).toBe(true)
    expect(v.snippetHtml.endsWith('…')).toBe(true)
    expect(Array.from(v.snippetHtml).length).toBe(121)
  })
})

describe('a collection from the official DocSearch scraper (no embedding field)', () => {
  beforeAll(() => {
    fake.loadRecords(
      'scraped',
      [
        {
          id: '1',
          'hierarchy.lvl0': 'Docs',
          'hierarchy.lvl1': 'Dev instances',
          content: 'Create a dev instance from the console.',
          url: 'https://docs.example.com/dev.html',
          url_without_anchor: 'https://docs.example.com/dev.html',
          item_priority: 1,
        },
      ],
      scraperSchema('scraped'),
    )
  })

  it('the fake refuses query_by naming a field without a vector index, inside the 200 response', async () => {
    const res = await admin('POST', '/multi_search', {
      searches: [{ collection: 'scraped', q: 'dev', query_by: 'content,embedding' }],
    })
    expect(res.status).toBe(200)
    expect((await res.json()).results[0]).toEqual({
      code: 400,
      error: 'Field `embedding` does not have a vector query index.',
    })
    const unknown = await admin('POST', '/multi_search', {
      searches: [{ collection: 'scraped', q: 'dev', query_by: 'body' }],
    })
    expect((await unknown.json()).results[0]).toEqual({
      code: 404,
      error: 'Could not find a field named `body` in the schema.',
    })
  })

  it('with the default embedding field the search fails; with TYPESENSE_EMBEDDING_FIELD empty it finds the record', async () => {
    await expect(
      new TypesenseEngine(config(), { collections: ['scraped'], logger: quietLogger }).search('dev instance'),
    ).rejects.toMatchObject({ kind: 'vector_search' })
    const engine = new TypesenseEngine(config({ embeddingField: '' }), {
      collections: ['scraped'],
      logger: quietLogger,
    })
    const r = await engine.search('dev instance')
    expect(r.hits.map((h) => h.id)).toEqual(['1'])
    const sent = defined(
      (defined(fake.requestLog.at(-1), 'a request').body as { searches: Record<string, unknown>[] }).searches[0],
      'a search',
    )
    expect(sent.query_by).toBe('hierarchy.lvl0,hierarchy.lvl1,hierarchy.lvl2,content')
    expect(sent).not.toHaveProperty('vector_query')
    expect(sent.sort_by).toBe('_text_match:desc')
  })

  it('the assistant refuses to run without an embedding field, before any request', async () => {
    await expect(
      new ChatClient(config({ embeddingField: '' })).ask({ question: 'dev', mode: 'quick' }),
    ).rejects.toMatchObject({ kind: 'missing_configuration' })
    expect(fake.requestLog).toHaveLength(0)
  })
})

describe('the fake, faithful to the server', () => {
  it('URL parameters win over body parameters', async () => {
    const res = await fetch(`${fake.url}/multi_search?per_page=1`, {
      method: 'POST',
      headers: { 'X-TYPESENSE-API-KEY': fake.apiKey },
      body: JSON.stringify({ searches: [{ collection: 'docs', q: '开发机', query_by: 'content', per_page: 5 }] }),
    })
    expect((await res.json()).results[0].hits).toHaveLength(1)
  })

  it('q and conversation parameters in a search body are refused when conversation is on', async () => {
    const ask = (search: Record<string, unknown>) =>
      fetch(`${fake.url}/multi_search?q=x&conversation=true&conversation_model_id=docs-quick`, {
        method: 'POST',
        headers: { 'X-TYPESENSE-API-KEY': fake.apiKey },
        body: JSON.stringify({ searches: [{ collection: 'docs', query_by: 'embedding', ...search }] }),
      }).then(async (r) => [r.status, (await r.json()).message])
    expect(await ask({ q: 'x' })).toEqual([
      400,
      '`q` parameter cannot be used in POST body if `conversation` is enabled. Please set `q` as a query parameter in the request, instead of inside the POST body',
    ])
    expect(await ask({ conversation_id: 'c' })).toEqual([
      400,
      '`conversation_id` cannot be used in POST body. Please set `conversation_id` as a query parameter in the request, instead of inside the POST body',
    ])
    expect(await ask({ conversation_model_id: 'm' })).toEqual([
      400,
      '`conversation_model_id` cannot be used in POST body. Please set `conversation_model_id` as a query parameter in the request, instead of inside the POST body',
    ])
  })

  it('POST /keys needs a description; failed import lines carry code, the document only with return_doc', async () => {
    const key = await admin('POST', '/keys', { actions: ['documents:search'], collections: ['docs'] })
    expect([key.status, (await key.json()).message]).toEqual([400, 'Could not find a `description` key.'])
    await admin('POST', '/collections', {
      name: 'imp',
      fields: [
        { name: 'content', type: 'string' },
        { name: 'item_priority', type: 'int64' },
      ],
    })
    const lines = [JSON.stringify({ id: 'a', content: 'x' }), '{bad'].join('\n')
    const plain = (
      await (
        await fetch(`${fake.url}/collections/imp/documents/import`, {
          method: 'POST',
          headers: { 'X-TYPESENSE-API-KEY': fake.apiKey },
          body: lines,
        })
      ).text()
    )
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(plain[0]).toEqual({
      success: false,
      code: 400,
      error: 'Field `item_priority` has been declared in the schema, but is not found in the document.',
    })
    expect(plain[1]).toEqual({ success: false, code: 400, error: 'Bad JSON.' })
    const withDoc = (
      await (
        await fetch(`${fake.url}/collections/imp/documents/import?return_doc=true`, {
          method: 'POST',
          headers: { 'X-TYPESENSE-API-KEY': fake.apiKey },
          body: lines,
        })
      ).text()
    )
      .split('\n')
      .map((l) => JSON.parse(l))
    expect(withDoc[0].document).toBe(JSON.stringify({ id: 'a', content: 'x' }))
  })

  it("uses the server's texts for missing collections, models and routes", async () => {
    expect(await (await admin('GET', '/collections/none')).json()).toEqual({ message: 'Collection not found' })
    expect(await (await admin('GET', '/conversations/models/none')).json()).toEqual({ message: 'Model not found' })
    const dup = await admin('POST', '/conversations/models', {
      id: 'docs-quick',
      model_name: 'openai/qwen',
      api_key: 'sk',
      max_bytes: 128000,
      history_collection: 'conversation_store',
    })
    expect([dup.status, (await dup.json()).message]).toEqual([409, 'Model already exists'])
    expect(await (await admin('GET', '/no/such/route')).json()).toEqual({ message: 'Not Found' })
    const noFields = await admin('POST', '/multi_search', { searches: [{ collection: 'docs', q: 'x' }] })
    expect((await noFields.json()).results[0]).toEqual({
      code: 400,
      error: 'No search fields specified for the query.',
    })
    expect(await (await admin('GET', '/debug')).json()).toEqual({ state: 1, version: '30.0' })
  })
})
