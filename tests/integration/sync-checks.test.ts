/**
 * `npm run search:sync` cannot half-fail: the gateway and the cluster's model validation are
 * checked before anything changes, every name the build searches under is checked at the end, and
 * a failure leaves aliases, collections, models and synonym sets exactly as they were.
 */
import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BUILD_MANIFEST_FILE, writeBuildManifest } from '../../src/indexer/build-manifest'
import { sayHello } from '../../src/indexer/model-gateway'
import { historySchema } from '../../src/indexer/schemas'
import { startTypesenseFake, type TypesenseFake } from '../../testkit/typesense-fake/server'
import { startModelGateway, type ModelGateway } from '../../testkit/typesense-fake/model-gateway'
import { DEFAULT_CONVERSATION_MODELS, faqFileName, recordsFileName, TYPESENSE_DEFAULTS } from '../../src/contracts'
import { syncFaqPair, syncRecord, syncRunner } from './fixtures'

let fake: TypesenseFake
let gateway: ModelGateway
let http1: ModelGateway
let dist: string

const record = syncRecord
const faqPair = syncFaqPair

const sync = syncRunner(() => ({ fake, gateway, dist }), 1_800_000_000_000)
const run = (env: Record<string, string> = {}) => sync([], env)

/** Everything a sync may change, as the server holds it. */
const cluster = () =>
  structuredClone({
    aliases: fake.aliases(),
    collections: fake.collections(),
    models: fake.conversationModels(),
    sets: fake.synonymSets(),
  })
const writes = () => fake.requestLog.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)

beforeAll(async () => {
  gateway = await startModelGateway({ apiKey: 'sk-llm' })
  http1 = await startModelGateway({ apiKey: 'sk-llm', h2c: false })
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'sync-checks-'))
  await fs.writeFile(
    path.join(dist, recordsFileName('zh')),
    [record('a'), record('b')].map((r) => JSON.stringify(r)).join('\n'),
  )
  await fs.writeFile(path.join(dist, faqFileName('zh')), JSON.stringify(faqPair))
})
beforeEach(async () => {
  // A cluster the sync has served before: aliases, collections, models, synonym sets.
  fake = await startTypesenseFake({ apiKey: 'admin-key', modelGateway: 'call' })
  const first = await run()
  expect(first.err).toEqual([])
  expect(first.code).toBe(0)
  fake.requestLog.length = 0
})
afterEach(async () => {
  await fake.close()
  await fs.rm(path.join(dist, BUILD_MANIFEST_FILE), { force: true })
})
afterAll(async () => {
  await gateway.close()
  await http1.close()
  await fs.rm(dist, { recursive: true, force: true })
})

describe('search:sync checks before it changes anything', () => {
  it('prints one line per step and ends with a cluster the build can use', async () => {
    const r = await run()
    expect(r.code).toBe(0)
    expect(r.out.filter((l) => l.startsWith('step ')).map((l) => l.replace(/:.*/, ''))).toEqual([
      'step 1/11 server',
      'step 2/11 model gateway',
      'step 3/11 history collection',
      'step 4/11 models on the cluster',
      'step 5/11 docs import',
      'step 6/11 faq import',
      'step 7/11 models',
      'step 8/11 aliases',
      'step 9/11 final check',
      'step 10/11 old collections',
      'step 11/11 search-only key',
    ])
    // The probe models the cluster validated are gone; only the modes' models remain.
    expect(Object.keys(fake.conversationModels()).sort()).toEqual(Object.values(DEFAULT_CONVERSATION_MODELS).sort())
    const docs = fake.collections()[fake.aliases().docs!]!.schema as { fields: { name: string }[] }
    expect(docs.fields.map((f) => f.name)).toContain('page_key')
  })

  it('an unreachable node is named with the variable to check', async () => {
    // A port nothing listens on: one just closed.
    const closed = net.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as net.AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const r = await run({ TYPESENSE_NODES: `http://127.0.0.1:${port}` })
    expect(r.code).toBe(1)
    expect(r.err[0]).toBe(
      `step 1/11 server failed: GET /debug could not reach http://127.0.0.1:${port} (ECONNREFUSED): check TYPESENSE_NODES and the network`,
    )
    expect(r.err.at(-1)).toBe('nothing was changed on the cluster')
  })

  it('a key the gateway refuses stops it at the gateway step, before any write, naming the variable', async () => {
    const before = cluster()
    const r = await run({ CONVERSATION_LLM_API_KEY: 'sk-wrong' })
    expect(r.code).toBe(1)
    expect(r.err[0]).toBe(
      `step 2/11 model gateway failed: ${gateway.url}/maas/v1/chat/completions refused the key (HTTP 401: Incorrect API key provided.): check CONVERSATION_LLM_API_KEY`,
    )
    expect(r.err.at(-1)).toBe('nothing was changed on the cluster')
    expect(writes()).toEqual([])
    expect(cluster()).toEqual(before)
  })

  it('an http:// gateway without h2c is named as such (Typesense calls it with HTTP/2 only)', async () => {
    const r = await run({ CONVERSATION_LLM_URL: http1.url })
    expect(r.code).toBe(1)
    expect(r.err[0]).toMatch(/^step 2\/11 model gateway failed: .* not HTTP\/2 without TLS \(h2c\)/)
    expect(writes()).toEqual([])
  })

  it('a failing "hello" from the cluster (no egress) changes nothing: aliases, collections, models and synonym sets as before', async () => {
    const before = cluster()
    fake.setScenario({ helloError: '' })
    const r = await run()
    expect(r.code).toBe(1)
    expect(r.err[0]).toMatch(
      /^step 4\/11 models on the cluster failed: docs-quick: POST \/conversations\/models failed with HTTP 400: OpenAI API error: — the cluster got no answer from the gateway: check the nodes' egress/,
    )
    expect(r.err.at(-1)).toBe('nothing was changed on the cluster')
    expect(writes()).toEqual(['POST /conversations/models'])
    expect(cluster()).toEqual(before)
  })

  it('a missing history collection is created first, and dropped again when a later step fails', async () => {
    await fetch(`${fake.url}/collections/conversation_store`, {
      method: 'DELETE',
      headers: { 'X-TYPESENSE-API-KEY': fake.apiKey },
    })
    const before = cluster()
    fake.setScenario({ helloError: 'Incorrect API key provided.' })
    const r = await run()
    expect(r.code).toBe(1)
    expect(r.out).toContain('step 3/11 history collection: conversation_store created')
    expect(r.err[0]).toMatch(/^step 4\/11 models on the cluster failed: docs-quick: .*Incorrect API key provided\./)
    expect(r.err.slice(1)).toEqual([
      '  undone: collection conversation_store (dropped)',
      'the cluster is as it was before the sync',
    ])
    expect(cluster()).toEqual(before)
  })

  it('a history collection the server would refuse stops it at that step, naming the field', async () => {
    await fetch(`${fake.url}/collections/conversation_store`, {
      method: 'DELETE',
      headers: { 'X-TYPESENSE-API-KEY': fake.apiKey },
    })
    const { fields } = historySchema('conversation_store') as { fields: { name: string; type: string }[] }
    fake.loadRecords('conversation_store', [], {
      name: 'conversation_store',
      fields: fields.map((f) => (f.name === 'timestamp' ? { ...f, type: 'int64' } : f)),
    })
    const before = cluster()
    const r = await run()
    expect(r.code).toBe(1)
    expect(r.err[0]).toBe(
      "step 3/11 history collection failed: conversation_store exists but Typesense would refuse it as conversation history (`timestamp` field must be an integer); fix or drop it (it holds the readers' conversations)",
    )
    expect(cluster()).toEqual(before)
  })
})

describe('search:sync checks, at its end, every name the build searches under', () => {
  it('a build naming a docs alias that does not exist is refused, and every change is undone', async () => {
    await writeBuildManifest(dist, {
      docsCollection: 'docs-v2',
      faqCollection: TYPESENSE_DEFAULTS.faqCollection,
      embeddingField: TYPESENSE_DEFAULTS.embeddingField,
      languageField: TYPESENSE_DEFAULTS.languageField,
      conversationModels: { ...DEFAULT_CONVERSATION_MODELS },
    })
    const before = cluster()
    const r = await run()
    expect(r.code).toBe(1)
    expect(
      r.out.some((l) => l.includes('note: the build searches docs-v2 and faq, this sync writes docs and faq')),
    ).toBe(true)
    expect(r.err[0]).toBe(
      'step 9/11 final check failed: the build searches docs collection `docs-v2`, which does not exist (no alias, no collection)',
    )
    expect(r.err.at(-1)).toBe('the cluster is as it was before the sync')
    expect(cluster()).toEqual(before)
  })

  it('a first sync onto an empty cluster that fails leaves it empty: no history, models or synonym sets', async () => {
    await fake.close()
    fake = await startTypesenseFake({ apiKey: 'admin-key', modelGateway: 'call' })
    await writeBuildManifest(dist, {
      docsCollection: 'docs-v2',
      faqCollection: 'faq',
      embeddingField: 'embedding',
      languageField: 'language',
      conversationModels: { ...DEFAULT_CONVERSATION_MODELS },
    })
    const r = await run()
    expect(r.code).toBe(1)
    expect(r.err[0]).toMatch(/^step 9\/11 final check failed: /)
    expect(r.err.at(-1)).toBe('the cluster is as it was before the sync')
    expect(cluster()).toEqual({ aliases: {}, collections: {}, models: {}, sets: {} })
  })

  it('passes for a build whose names the cluster holds, and names the build in its line', async () => {
    await writeBuildManifest(dist, {
      docsCollection: 'docs',
      faqCollection: 'faq',
      embeddingField: 'embedding',
      languageField: 'language',
      conversationModels: { ...DEFAULT_CONVERSATION_MODELS },
    })
    const r = await run()
    expect(r.code).toBe(0)
    expect(r.out.find((l) => l.startsWith('step 9/11'))).toMatch(/^step 9\/11 final check: the build in .*: docs, faq/)
  })
})

describe("the sync's own hello names what failed", () => {
  const target = {
    url: 'https://llm.example.invalid',
    path: '/maas/v1/chat/completions',
    apiKey: 'k',
    modelName: 'openai/x',
  }
  const failing = (code: string) => async () => {
    throw Object.assign(new TypeError('fetch failed'), { cause: { code } })
  }

  it('DNS, a refused connection, a wrong path', async () => {
    expect((await sayHello(target, { fetch: failing('ENOTFOUND') })).detail).toBe(
      'cannot resolve llm.example.invalid (DNS, ENOTFOUND): check CONVERSATION_LLM_URL',
    )
    expect((await sayHello(target, { fetch: failing('ECONNREFUSED') })).detail).toMatch(
      /^cannot connect to https:\/\/llm\.example\.invalid \(ECONNREFUSED\)/,
    )
    const notFound = await sayHello({ ...target, url: gateway.url, path: '/v1/chat/completions' })
    expect(notFound).toEqual({
      ok: false,
      detail: `${gateway.url}/v1/chat/completions answered 404 (Not Found): check CONVERSATION_LLM_URL and the path, or the model name`,
    })
  })
})
