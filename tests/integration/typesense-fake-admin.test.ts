/**
 * The fake's model validation, string filters and the node crash, held to the server's behaviour
 * (each block names the server file the fake copies).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTypesenseFake, type TypesenseFake } from '../../testkit/typesense-fake/server'
import { startModelGateway, type ModelGateway } from '../../testkit/typesense-fake/model-gateway'
import { typesenseTokens } from '../../testkit/typesense-fake/filter'
import { docsSchema, historySchema, toDocsDocument } from '../../src/indexer/schemas'
import { pageFilter } from '../../src/search-core/chat'

let fake: TypesenseFake
let gateway: ModelGateway
let http1: ModelGateway

const call = (method: string, path: string, body?: unknown) =>
  fetch(`${fake.url}${path}`, {
    method,
    headers: { 'X-TYPESENSE-API-KEY': fake.apiKey, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
const said = async (res: Response) => [res.status, ((await res.json()) as { message: string }).message]
const model = (over: Record<string, unknown> = {}) => ({
  id: 'm',
  model_name: 'openai/qwen',
  api_key: 'sk-llm',
  max_bytes: 128000,
  history_collection: 'conversation_store',
  openai_url: gateway.url,
  openai_path: '/maas/v1/chat/completions',
  ...over,
})

beforeAll(async () => {
  fake = await startTypesenseFake({ modelGateway: 'call' })
  gateway = await startModelGateway({ apiKey: 'sk-llm' })
  http1 = await startModelGateway({ apiKey: 'sk-llm', h2c: false })
})
afterAll(async () => {
  await fake.close()
  await gateway.close()
  await http1.close()
})

describe('conversation models are validated live (src/conversation_model.cpp, validate_model)', () => {
  it('refuses a model whose history collection is missing or has the wrong schema', async () => {
    expect(await said(await call('POST', '/conversations/models', model()))).toEqual([400, 'Collection not found'])
    const { fields } = historySchema('h') as { fields: { name: string }[] }
    fake.loadRecords('no_model_id', [], { name: 'no_model_id', fields: fields.filter((f) => f.name !== 'model_id') })
    expect(
      await said(await call('POST', '/conversations/models', model({ history_collection: 'no_model_id' }))),
    ).toEqual([400, 'Schema is missing `model_id` field'])
    expect(fake.conversationModels()).toEqual({})
  })

  it('says "hello" to the gateway over h2c, with the model name and key; the gateway must answer 200', async () => {
    fake.loadRecords('conversation_store', [], historySchema('conversation_store'))
    gateway.requests.length = 0
    const created = await call('POST', '/conversations/models', model())
    expect(created.status).toBe(201)
    expect(gateway.requests).toEqual([
      {
        path: '/maas/v1/chat/completions',
        authorization: 'Bearer sk-llm',
        body: { model: 'qwen', messages: [{ role: 'user', content: 'hello' }] },
      },
    ])
    // add_model gives a model without ttl 24 h (src/conversation_model_manager.cpp).
    expect(fake.conversationModels().m).toMatchObject({ ttl: 86400 })
  })

  it("words a refused hello as the server does: the gateway's message, or nothing when no answer came", async () => {
    expect(await said(await call('POST', '/conversations/models', model({ id: 'k', api_key: 'sk-wrong' })))).toEqual([
      400,
      'OpenAI API error: Incorrect API key provided.',
    ])
    expect(
      await said(await call('POST', '/conversations/models', model({ id: 'p', openai_path: '/v1/chat/completions' }))),
    ).toEqual([400, 'OpenAI API error: Not Found'])
    // An http:// gateway that speaks HTTP/1.1 only: curl's HTTP/2 prior knowledge gets no answer (500, empty body).
    expect(await said(await call('POST', '/conversations/models', model({ id: 'h', openai_url: http1.url })))).toEqual([
      400,
      'OpenAI API error: ',
    ])
    expect(Object.keys(fake.conversationModels())).toEqual(['m'])
  })

  it('a refused update leaves the model as it was (update_model validates the merged model)', async () => {
    const before = fake.conversationModels().m
    expect(
      await said(await call('PUT', '/conversations/models/m', { api_key: 'sk-wrong', system_prompt: 'x' })),
    ).toEqual([400, 'OpenAI API error: Incorrect API key provided.'])
    expect(fake.conversationModels().m).toEqual(before)
    fake.setScenario({ helloError: '' })
    expect(await said(await call('PUT', '/conversations/models/m', { system_prompt: 'x' }))).toEqual([
      400,
      'OpenAI API error: ',
    ])
    fake.resetScenario()
    expect(fake.conversationModels().m).toEqual(before)
  })
})

describe('string filters compare tokens (src/filter_result_iterator.cpp, src/tokenizer.cpp)', () => {
  const page = (id: string, url: string) =>
    toDocsDocument({
      id,
      'hierarchy.lvl0': '平台',
      'hierarchy.lvl1': `页面 ${id}`,
      'hierarchy.lvl2': null,
      content: '显存与配额的说明。',
      url,
      url_without_anchor: url,
      type: 'content',
      language: 'zh',
      tags: [],
      item_priority: 1,
    })
  const filtered = async (filter_by: string) => {
    const res = await call('POST', '/multi_search', {
      searches: [{ collection: 'pages', q: '*', query_by: 'content', filter_by }],
    })
    const r = (
      (await res.json()) as { results: { hits?: { document: { id: string } }[]; code?: number; error?: string }[] }
    ).results[0]!
    return r.hits ? r.hits.map((h) => h.document.id).sort() : r
  }
  beforeAll(() => {
    fake.loadRecords(
      'pages',
      [page('a-b', '/a/b.html'), page('ab', '/ab.html'), page('home', '/'), page('dash', '/a-b.html')],
      docsSchema('pages'),
    )
  })

  it('tokenises as the server: case and ASCII punctuation dropped, separators split, non-ASCII kept', () => {
    expect(typesenseTokens('/a/b.html')).toEqual(['abhtml'])
    expect(typesenseTokens('/AB.html')).toEqual(['abhtml'])
    expect(typesenseTokens('/a-b.html', '', [], ['_', '-'])).toEqual(['a', 'bhtml'])
    expect(typesenseTokens('Café /文档')).toEqual(['cafe', '文档'])
    expect(typesenseTokens('/')).toEqual([])
  })

  it('the url filter matches two pages where the page key matches one; `/` is an error', async () => {
    expect(await filtered('url_without_anchor:=`/a/b.html`')).toEqual(['a-b', 'ab'])
    expect(await filtered(pageFilter('/a/b.html'))).toEqual(['a-b'])
    expect(await filtered(pageFilter('/ab.html'))).toEqual(['ab'])
    expect(await filtered('url_without_anchor:=`/`')).toEqual({
      code: 400,
      error: 'Error with filter field `url_without_anchor`: Filter value cannot be empty.',
    })
    expect(await filtered(pageFilter('/'))).toEqual(['home'])
    // The docs schema's token_separators split `-`: `:=` still wants every token, in order.
    expect(await filtered('url_without_anchor:=`/a-b.html`')).toEqual(['dash'])
  })
})

describe('a conversation whose first collection is missing crashes the node (src/core_api.cpp, do_multi_search)', () => {
  const ask = (collections: string[]) =>
    fetch(
      `${fake.url}/multi_search?${new URLSearchParams({ q: '显存', conversation: 'true', conversation_model_id: 'm' })}`,
      {
        method: 'POST',
        headers: { 'X-TYPESENSE-API-KEY': fake.apiKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          searches: collections.map((collection) => ({ collection, query_by: 'content', exclude_fields: 'embedding' })),
        }),
      },
    )

  it('drops the connection when searches[0] names no collection and another search succeeded', async () => {
    await expect(ask(['missing_docs', 'pages'])).rejects.toThrow()
  })

  it('answers when the missing collection is not the first, or when no search succeeded', async () => {
    const faqMissing = await ask(['pages', 'missing_faq'])
    expect(faqMissing.status).toBe(200)
    expect(((await faqMissing.json()) as { results: { code?: number }[] }).results[1]).toMatchObject({ code: 404 })
    expect((await ask(['missing_docs'])).status).toBe(200)
  })
})
