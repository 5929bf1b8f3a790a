import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTypesenseFake, type TypesenseFake } from '../typesense-fake/server'

let fake: TypesenseFake
const call = (method: string, path: string, body?: unknown, raw?: string) =>
  fetch(`${fake.url}${path}`, {
    method,
    headers: { 'X-TYPESENSE-API-KEY': fake.apiKey, 'Content-Type': 'application/json' },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  })

beforeAll(async () => {
  fake = await startTypesenseFake()
})
afterAll(() => fake.close())

describe('the Typesense fake (endpoints the sync CLI uses)', () => {
  it('creates collections, rejects duplicates, and imports JSONL with per-line results', async () => {
    const schema = { name: 'docs_1', fields: [{ name: 'content', type: 'string', locale: 'zh' }, { name: 'item_priority', type: 'int64' }] }
    expect((await call('POST', '/collections', schema)).status).toBe(201)
    const dup = await call('POST', '/collections', schema)
    expect(dup.status).toBe(409)
    const lines = [JSON.stringify({ id: 'a', content: '开发机', item_priority: 1 }), JSON.stringify({ id: 'b', content: 'x' }), '{bad json'].join('\n')
    const res = await call('POST', '/collections/docs_1/documents/import?action=upsert', undefined, lines)
    const results = (await res.text()).split('\n').map((l) => JSON.parse(l))
    expect(results[0]).toEqual({ success: true })
    expect(results[1].success).toBe(false)
    expect(results[1].error).toContain('item_priority')
    expect(results[2]).toMatchObject({ success: false, error: 'Bad JSON.' })
    expect(fake.collections().docs_1.docs).toBe(1)
  })

  it('points aliases, answers 404 for unknown collections and 401 for a wrong key', async () => {
    expect(await (await call('PUT', '/aliases/docs', { collection_name: 'docs_1' })).json()).toEqual({ name: 'docs', collection_name: 'docs_1' })
    expect((await call('GET', '/collections/docs')).status).toBe(200)
    expect((await call('GET', '/collections/missing')).status).toBe(404)
    const unauthorized = await fetch(`${fake.url}/collections`, { headers: { 'X-TYPESENSE-API-KEY': 'nope' } })
    expect(unauthorized.status).toBe(401)
    expect(await unauthorized.json()).toEqual({ message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' })
  })

  it('creates scoped keys and conversation models, masking the LLM key', async () => {
    const key = await (await call('POST', '/keys', { description: 'search-only', actions: ['documents:search'], collections: ['docs', 'faq'] })).json()
    expect(key.value).toMatch(/^search-only-/)
    const model = { id: 'docs-quick', model_name: 'openai/qwen', api_key: 'secret', max_bytes: 128000, history_collection: 'conversation_store' }
    const created = await call('POST', '/conversations/models', model)
    expect(created.status).toBe(201)
    expect(await created.json()).not.toHaveProperty('api_key')
    expect((await call('POST', '/conversations/models', { ...model, id: 'x', max_bytes: 0 })).status).toBe(400)
    const updated = await (await call('PUT', '/conversations/models/docs-quick', { system_prompt: '只根据文档回答。' })).json()
    expect(updated).toMatchObject({ id: 'docs-quick', system_prompt: '只根据文档回答。' })
  })

  it('answers CORS preflight so a browser page can call it', async () => {
    const res = await fetch(`${fake.url}/multi_search`, { method: 'OPTIONS' })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('*')
  })
})
