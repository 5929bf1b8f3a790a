import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTypesenseFake, type TypesenseFake } from '../../testkit/typesense-fake/server'
import { historySchema } from '../../src/indexer/schemas'

let fake: TypesenseFake
const call = (method: string, path: string, body?: unknown, raw?: string) =>
  fetch(`${fake.url}${path}`, {
    method,
    headers: { 'X-TYPESENSE-API-KEY': fake.apiKey, 'Content-Type': 'application/json' },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  })

beforeAll(async () => {
  fake = await startTypesenseFake()
  // A conversation model is refused without its history collection (src/conversation_model.cpp).
  fake.loadRecords('conversation_store', [], historySchema('conversation_store'))
})
afterAll(() => fake.close())

describe('the Typesense fake (endpoints the sync CLI uses)', () => {
  it('creates collections, rejects duplicates, and imports JSONL with per-line results', async () => {
    const schema = {
      name: 'docs_1',
      fields: [
        { name: 'content', type: 'string', locale: 'zh' },
        { name: 'item_priority', type: 'int64' },
      ],
    }
    expect((await call('POST', '/collections', schema)).status).toBe(201)
    const dup = await call('POST', '/collections', schema)
    expect(dup.status).toBe(409)
    const lines = [
      JSON.stringify({ id: 'a', content: '开发机', item_priority: 1 }),
      JSON.stringify({ id: 'b', content: 'x' }),
      '{bad json',
    ].join('\n')
    const res = await call('POST', '/collections/docs_1/documents/import?action=upsert', undefined, lines)
    const results = (await res.text()).split('\n').map((l) => JSON.parse(l))
    expect(results[0]).toEqual({ success: true })
    expect(results[1].success).toBe(false)
    expect(results[1].error).toContain('item_priority')
    expect(results[2]).toMatchObject({ success: false, error: 'Bad JSON.' })
    expect(fake.collections().docs_1?.docs).toBe(1)
  })

  it('points aliases, answers 404 for unknown collections and 401 for a wrong key', async () => {
    expect(await (await call('PUT', '/aliases/docs', { collection_name: 'docs_1' })).json()).toEqual({
      name: 'docs',
      collection_name: 'docs_1',
    })
    expect((await call('GET', '/collections/docs')).status).toBe(200)
    expect((await call('GET', '/collections/missing')).status).toBe(404)
    const unauthorized = await fetch(`${fake.url}/collections`, { headers: { 'X-TYPESENSE-API-KEY': 'nope' } })
    expect(unauthorized.status).toBe(401)
    expect(await unauthorized.json()).toEqual({
      message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.',
    })
  })

  it('creates scoped keys and conversation models, masking the LLM key', async () => {
    const key = await (
      await call('POST', '/keys', {
        description: 'search-only',
        actions: ['documents:search'],
        collections: ['docs', 'faq'],
      })
    ).json()
    expect(key.value).toMatch(/^search-only-/)
    const model = {
      id: 'docs-quick',
      model_name: 'openai/qwen',
      api_key: 'secret',
      max_bytes: 128000,
      history_collection: 'conversation_store',
    }
    const created = await call('POST', '/conversations/models', model)
    expect(created.status).toBe(201)
    expect(await created.json()).not.toHaveProperty('api_key')
    expect((await call('POST', '/conversations/models', { ...model, id: 'x', max_bytes: 0 })).status).toBe(400)
    const updated = await (
      await call('PUT', '/conversations/models/docs-quick', { system_prompt: '只根据文档回答。' })
    ).json()
    expect(updated).toMatchObject({ id: 'docs-quick', system_prompt: '只根据文档回答。' })
  })

  it('answers CORS preflight so a browser page can call it', async () => {
    const res = await fetch(`${fake.url}/multi_search`, { method: 'OPTIONS' })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('the Typesense fake: synonyms as v29 and v30 keep them (testkit/typesense-fake/synonyms.ts)', () => {
  const schema = (name: string, extra: Record<string, unknown> = {}) => ({
    name,
    fields: [
      { name: 'title', type: 'string', locale: 'zh' },
      { name: 'content', type: 'string', locale: 'zh' },
      { name: 'en', type: 'string' },
    ],
    ...extra,
  })
  const docs = [
    { id: 'rate', title: '速率限制', content: '超过速率限制时返回 429。', en: 'rate limit' },
    { id: 'dev', title: '开发机', content: '在控制台创建开发机。', en: 'dev box' },
  ]
  async function within(
    version: string,
    body: (
      call: (method: string, path: string, b?: unknown) => Promise<{ status: number; json: unknown }>,
      f: TypesenseFake,
    ) => Promise<void>,
  ) {
    const f = await startTypesenseFake({ version })
    const call = async (method: string, path: string, b?: unknown) => {
      const res = await fetch(`${f.url}${path}`, {
        method,
        headers: { 'X-TYPESENSE-API-KEY': f.apiKey, 'Content-Type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      })
      return { status: res.status, json: await res.json() }
    }
    try {
      await body(call, f)
    } finally {
      await f.close()
    }
  }
  const ids = async (
    call: (m: string, p: string, b?: unknown) => Promise<{ json: unknown }>,
    q: string,
    queryBy = 'title,content',
    collection = 'docs',
  ) => {
    const { json } = await call('POST', '/multi_search', {
      searches: [{ collection, q, query_by: queryBy, drop_tokens_threshold: 0 }],
    })
    const r = (json as { results: { hits?: { document: { id: string } }[]; code?: number; error?: string }[] })
      .results[0]!
    return r.hits ? r.hits.map((h) => h.document.id) : r
  }

  it("v29: per-collection routes (through an alias too), the server's shapes and texts, rules by locale of the first query_by field", () =>
    within('29.0', async (call, f) => {
      await call('POST', '/collections', schema('docs_1'))
      f.loadRecords('docs_1', docs)
      await call('PUT', '/aliases/docs', { collection_name: 'docs_1' })
      expect(
        await call('PUT', '/collections/docs/synonyms/rate-limit', { synonyms: ['速率限制', '限流'], locale: 'zh' }),
      ).toEqual({ status: 200, json: { synonyms: ['速率限制', '限流'], locale: 'zh', id: 'rate-limit' } })
      await call('PUT', '/collections/docs/synonyms/box', { root: 'devbox', synonyms: ['开发机'], locale: 'zh' })
      expect((await call('GET', '/collections/docs_1/synonyms')).json).toEqual({
        synonyms: [
          { id: 'rate-limit', root: '', synonyms: ['速率限制', '限流'], locale: 'zh' },
          { id: 'box', root: 'devbox', synonyms: ['开发机'], locale: 'zh' },
        ],
      })
      expect(await ids(call, '限流')).toEqual(['rate'])
      expect(await ids(call, 'devbox')).toEqual(['dev'])
      // A zh rule does not apply when the first query_by field has no locale.
      expect(await ids(call, '限流', 'en,title,content')).toEqual([])
      expect(await call('PUT', '/collections/docs/synonyms/x', { synonyms: [] })).toEqual({
        status: 400,
        json: { message: 'Could not find a valid string array of `synonyms`' },
      })
      expect(await call('PUT', '/collections/docs/synonyms/x', { root: ['a'], synonyms: ['b'] })).toEqual({
        status: 400,
        json: { message: 'Key `root` should be a string.' },
      })
      expect(await call('DELETE', '/collections/docs/synonyms/box')).toEqual({ status: 200, json: { id: 'box' } })
      expect(await call('DELETE', '/collections/docs/synonyms/box')).toEqual({
        status: 404,
        json: { message: 'Could not find that `id`.' },
      })
      expect(await call('GET', '/collections/docs/synonyms/box')).toEqual({
        status: 404,
        json: { message: 'Not Found' },
      })
      expect(await call('GET', '/collections/nope/synonyms')).toEqual({
        status: 404,
        json: { message: 'Collection not found' },
      })
      expect(await call('GET', '/synonym_sets')).toEqual({ status: 404, json: { message: 'Not Found' } })
    }))

  it('v30: synonym sets attached through synonym_sets, no per-collection routes, a deleted set fails the search, a set PUT leaves old items in the store', () =>
    within('30.0', async (call, f) => {
      expect(await call('PUT', '/collections/docs_1/synonyms/x', { synonyms: ['a', 'b'] })).toEqual({
        status: 404,
        json: { message: 'Not Found' },
      })
      expect(await call('POST', '/collections', schema('docs_1', { synonym_sets: ['vocab'] }))).toEqual({
        status: 404,
        json: { message: 'Synonym set `vocab` not found.' },
      })
      expect(await call('PUT', '/synonym_sets/vocab', { items: [{ synonyms: ['a'] }] })).toEqual({
        status: 400,
        json: { message: 'Missing `id` field.' },
      })
      expect(await call('PUT', '/synonym_sets/vocab', {})).toEqual({
        status: 400,
        json: { message: "Missing or invalid 'items' field" },
      })
      const items = [
        { id: 'rate-limit', synonyms: ['速率限制', '限流'], locale: 'zh' },
        { id: 'box', root: 'devbox', synonyms: ['开发机'], locale: 'zh' },
      ]
      expect(await call('PUT', '/synonym_sets/vocab', { items })).toEqual({
        status: 200,
        json: { items: [{ ...items[0], root: '' }, items[1]], name: 'vocab' },
      })
      expect((await call('POST', '/collections', schema('docs_1', { synonym_sets: ['vocab'] }))).status).toBe(201)
      expect(((await call('GET', '/collections/docs_1')).json as { synonym_sets: string[] }).synonym_sets).toEqual([
        'vocab',
      ])
      f.loadRecords('docs_1', docs)
      expect(await ids(call, '限流', 'title,content', 'docs_1')).toEqual(['rate'])
      expect(await call('GET', '/synonym_sets/vocab/items')).toEqual({
        status: 200,
        json: [{ ...items[0], root: '' }, items[1]],
      })
      expect(await call('DELETE', '/synonym_sets/vocab/items/nope')).toEqual({
        status: 404,
        json: { message: 'Could not find that `id`.' },
      })
      expect(await call('GET', '/synonym_sets/other/items')).toEqual({
        status: 404,
        json: { message: 'Synonym index not found' },
      })
      // PATCH attaches sets that exist.
      expect(await call('PATCH', '/collections/docs_1', { synonym_sets: ['other'] })).toEqual({
        status: 404,
        json: { message: 'Synonym set `other` not found.' },
      })
      expect(await call('PATCH', '/collections/docs_1', { synonym_sets: 'vocab' })).toEqual({
        status: 400,
        json: { message: 'The `synonym_sets` value should be an array.' },
      })
      // A PUT without `box` drops it now, but the store still has it: it is back after a restart.
      await call('PUT', '/synonym_sets/vocab', { items: [items[0]] })
      expect(f.synonymSets().vocab!.map((s) => s.id)).toEqual(['rate-limit'])
      f.restartSynonymSets()
      expect(f.synonymSets().vocab!.map((s) => s.id)).toEqual(['rate-limit', 'box'])
      // Deleting an item removes it from the store as well.
      expect(await call('DELETE', '/synonym_sets/vocab/items/box')).toEqual({ status: 200, json: { id: 'box' } })
      f.restartSynonymSets()
      expect(f.synonymSets().vocab!.map((s) => s.id)).toEqual(['rate-limit'])
      expect(await call('DELETE', '/synonym_sets/vocab')).toEqual({ status: 200, json: { name: 'vocab' } })
      expect(await ids(call, '限流', 'title,content', 'docs_1')).toEqual({
        code: 404,
        error: 'Synonym index not found',
      })
    }))
})
