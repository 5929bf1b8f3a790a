// First: typesense-js on the same fetch-based transport as in the browser bundle.
import { axiosCalls, restoreTypesenseAxios } from './support/typesense-on-fetch'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTypesenseClient, SearchError, TypesenseEngine, type SearchClientConfig } from '../../src/search-core'
import { startTypesenseFake, type TypesenseFake } from '../../testkit/typesense-fake/server'
import { defined } from '../../testkit/defined'
import { docs, faq } from './fixtures'

let fake: TypesenseFake
const logger = () => ({ warn: vi.fn(), error: vi.fn() })
const config = (over: Partial<SearchClientConfig> = {}): SearchClientConfig => ({
  nodes: [{ url: fake.url }],
  apiKey: fake.apiKey,
  connectionTimeoutSeconds: 2,
  ...over,
})
const searches = () => fake.requestLog.filter((r) => r.path === '/multi_search')

beforeAll(async () => {
  fake = await startTypesenseFake()
  fake.loadRecords('docs_v1', docs)
  fake.loadRecords('faq', faq)
  const res = await fetch(`${fake.url}/aliases/docs`, {
    method: 'PUT',
    headers: { 'X-TYPESENSE-API-KEY': fake.apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ collection_name: 'docs_v1' }),
  })
  expect(res.status).toBe(200)
})
afterEach(() => {
  fake.resetScenario()
  fake.requestLog.length = 0
})
afterAll(async () => {
  await fake.close()
  restoreTypesenseAxios()
})

it('runs typesense-js over the fetch-based transport the site ships', () => {
  expect(axiosCalls).toBeGreaterThan(0)
})

describe('TypesenseEngine over real sockets', () => {
  it('finds a Chinese word in the middle of a paragraph, with marks, found and paging', async () => {
    const engine = new TypesenseEngine(config(), { logger: logger() })
    const first = await engine.search('开发机')
    expect(first.found).toBe(15)
    expect(first.hits).toHaveLength(10)
    expect(first.hits.some((h) => /<mark>开发(机)?<\/mark>/.test(h.snippetHtml))).toBe(true)
    expect(first.hits[0]?.url).toMatch(/\.html(#\w+)?$/)
    const second = await engine.search('开发机', 2)
    expect(second.hits).toHaveLength(5)
    expect(second.page).toBe(2)
    const request = defined(searches()[0], 'a multi_search request')
    const sent = request.body as { searches: Record<string, unknown>[] }
    expect(sent.searches[0]).toMatchObject({
      collection: 'docs',
      q: '开发机',
      per_page: 10,
      prefix: false,
      exclude_fields: 'embedding',
    })
    expect(request.headers['x-typesense-api-key']).toBe(fake.apiKey)
    expect(request.query['x-typesense-api-key']).toBeUndefined()
  })

  it("shows the reader's language only: filter_by on the language field, unless it is configured empty", async () => {
    const base = docs[0]!
    fake.loadRecords('bilingual', [
      {
        ...base,
        id: 'zh-quota',
        content: '配额 quota 用完后不能创建实例。',
        language: 'zh',
        url: '/quota.html',
        url_without_anchor: '/quota.html',
      },
      {
        ...base,
        id: 'en-quota',
        content: 'When the quota is used up, new instances cannot be created.',
        language: 'en',
        url: '/en/quota.html',
        url_without_anchor: '/en/quota.html',
      },
    ])
    const en = new TypesenseEngine(config(), { logger: logger(), collections: ['bilingual'], language: 'en' })
    expect((await en.search('quota')).hits.map((h) => h.url.replace(/#.*/, ''))).toEqual(['/en/quota.html'])
    expect((searches().at(-1)!.body as { searches: Record<string, unknown>[] }).searches[0]!.filter_by).toBe(
      'language:=en',
    )
    const zh = new TypesenseEngine(config(), { logger: logger(), collections: ['bilingual'], language: 'zh' })
    expect((await zh.search('quota')).hits.map((h) => h.url.replace(/#.*/, ''))).toEqual(['/quota.html'])
    const unfiltered = new TypesenseEngine(config({ languageField: '' }), {
      logger: logger(),
      collections: ['bilingual'],
      language: 'en',
    })
    expect((await unfiltered.search('quota')).found).toBe(2)
    expect((searches().at(-1)!.body as { searches: Record<string, unknown>[] }).searches[0]!.filter_by).toBeUndefined()
  })

  it('merges two hybrid collections by fusion score and sums found', async () => {
    const engine = new TypesenseEngine(config(), { logger: logger(), collections: ['docs', 'faq'] })
    const r = await engine.search('释放')
    expect(r.found).toBe(15)
    expect(r.hits.map((h) => h.id)).toContain('faq-1')
    const scores = r.hits.map((h) => h.fusionScore ?? -1)
    expect(scores.every((s) => s >= 0)).toBe(true)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
  })

  it('caches results for repeated queries, and the cache can be cleared', async () => {
    const engine = new TypesenseEngine(config(), { logger: logger() })
    await engine.search('DDP')
    await engine.search('DDP')
    expect(searches()).toHaveLength(1)
    engine.clearCache()
    await engine.search('DDP')
    expect(searches()).toHaveLength(2)
  })

  it('401: a wrong key is unauthorized', async () => {
    const log = logger()
    const engine = new TypesenseEngine(config({ apiKey: 'wrong' }), { logger: log })
    await expect(engine.search('开发机')).rejects.toMatchObject({ kind: 'unauthorized' })
    expect(log.error).toHaveBeenCalledWith('Typesense: unauthorized — invalid API key or insufficient permissions')
  })

  it('404: an unknown collection is reported from inside the 200 response', async () => {
    const engine = new TypesenseEngine(config(), { logger: logger(), collections: ['nope'] })
    const err = await engine.search('开发机').catch((e: SearchError) => e)
    expect(err).toBeInstanceOf(SearchError)
    expect((err as SearchError).kind).toBe('not_found')
    expect((err as SearchError).message).toBe(
      'Request failed with HTTP code 404 | Server said: `nope` collection not found.',
    )
    expect(JSON.parse((err as SearchError).httpBody!)).toEqual({ code: 404, error: '`nope` collection not found.' })
  })

  it('400: weights that do not match the fields are an invalid weights configuration', async () => {
    const log = logger()
    const engine = new TypesenseEngine(config(), {
      logger: log,
      createClient: (cfg) => {
        const c = createTypesenseClient(cfg)
        return {
          health: c.health,
          multiSearch: {
            perform: (req: { searches: object[] }) =>
              c.multiSearch.perform({ searches: req.searches.map((s) => ({ ...s, query_by_weights: '1' })) }),
          },
        }
      },
    })
    await expect(engine.search('开发机')).rejects.toMatchObject({ kind: 'invalid_weights', httpStatus: 400 })
    expect(log.error).toHaveBeenCalledWith(
      'Typesense: invalid weights configuration — query_by_weights must match query_by',
    )
  })

  it('5xx is retried, then succeeds', async () => {
    fake.setScenario({ failNext: 2, failStatus: 503 })
    const engine = new TypesenseEngine(config(), { logger: logger() })
    const r = await engine.search('开发机')
    expect(r.found).toBe(15)
    expect(searches()).toHaveLength(3)
  })

  it('a dropped connection is retried like any network failure', async () => {
    fake.setScenario({ dropNext: 1 })
    const engine = new TypesenseEngine(config(), { logger: logger() })
    expect((await engine.search('DDP')).found).toBeGreaterThan(0)
    expect(searches()).toHaveLength(2)
  })

  it('a garbled body is a typed error, not a crash', async () => {
    fake.setScenario({ malformedBody: true })
    const engine = new TypesenseEngine(config(), { logger: logger() })
    await expect(engine.search('开发机')).rejects.toMatchObject({
      kind: 'malformed_response',
      message: 'No search results in MultiSearch response',
    })
  })

  it('connection refused is classified, logged with the fallback note, and health is false', async () => {
    const closed = await startTypesenseFake()
    const url = closed.url
    await closed.close()
    const log = logger()
    const engine = new TypesenseEngine(config({ nodes: [{ url }] }), { logger: log })
    await expect(engine.search('开发机')).rejects.toMatchObject({ kind: 'connection' })
    expect(log.error).toHaveBeenCalledWith(
      'Typesense: connection refused or fetch failed — fallback results will be used',
    )
    expect(await engine.health()).toBe(false)
    expect(log.warn).toHaveBeenCalledWith('Typesense health check: cannot connect to the search server')
  })

  it('a server slower than the connection timeout is a timeout', async () => {
    fake.setScenario({ latencyMs: 700 })
    const engine = new TypesenseEngine(config({ connectionTimeoutSeconds: 0.2 }), { logger: logger() })
    await expect(engine.search('开发机')).rejects.toMatchObject({ kind: 'timeout' })
  })

  it('health: true when ok, false with a warning when the server is unhealthy', async () => {
    const log = logger()
    const engine = new TypesenseEngine(config(), { logger: log })
    expect(await engine.health()).toBe(true)
    fake.setScenario({ unhealthy: true })
    expect(await engine.health()).toBe(false)
    expect(log.warn.mock.calls.map((c) => c[0])).toContain(
      'Typesense health check: the search server reported an error',
    )
  })

  it('a blank query never reaches the server', async () => {
    const engine = new TypesenseEngine(config(), { logger: logger() })
    expect(await engine.search('   \u0000 ')).toEqual({ hits: [], found: 0, page: 1, searchTimeMs: 0 })
    expect(searches()).toHaveLength(0)
  })
})
