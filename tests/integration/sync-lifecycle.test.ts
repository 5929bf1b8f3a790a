/**
 * `search:sync --check` and `--repair` against the fake, on the cluster states a node goes through
 * (shared reference typesense.md, "Over a cluster's lifetime"): models dropped at a restart with
 * the gateway down, a purged history collection, an alias left pointing nowhere.
 */
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { faqFileName, recordsFileName } from '../../src/contracts'
import { startModelGateway, type ModelGateway } from '../../testkit/typesense-fake/model-gateway'
import { startTypesenseFake, type TypesenseFake } from '../../testkit/typesense-fake/server'
import { syncFaqPair, syncRecord, syncRunner } from './fixtures'

let fake: TypesenseFake
let gateway: ModelGateway
let dist: string
const sync = syncRunner(() => ({ fake, gateway, dist }), 1_900_000_000_000)
const writes = () => fake.requestLog.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`)
const del = (p: string) =>
  fetch(`${fake.url}${p}`, { method: 'DELETE', headers: { 'X-TYPESENSE-API-KEY': fake.apiKey } })

beforeAll(async () => {
  gateway = await startModelGateway({ apiKey: 'sk-llm' })
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'sync-lifecycle-'))
  await fs.writeFile(path.join(dist, recordsFileName('zh')), JSON.stringify(syncRecord('a')))
  await fs.writeFile(path.join(dist, faqFileName('zh')), JSON.stringify(syncFaqPair))
})
beforeEach(async () => {
  fake = await startTypesenseFake({ apiKey: 'admin-key', modelGateway: 'call' })
  const first = await sync()
  expect(first.code).toBe(0)
  fake.requestLog.length = 0
})
afterEach(() => fake.close())
afterAll(async () => {
  await gateway.close()
  await fs.rm(dist, { recursive: true, force: true })
})

describe('search:sync --check', () => {
  it('passes on a cluster the sync has just served, and changes nothing', async () => {
    const r = await sync(['--check'])
    expect(r.code).toBe(0)
    expect(r.err).toEqual([])
    expect(r.out.at(-1)).toBe(
      'check: docs, faq, conversation_store and docs-quick, docs-balance, docs-deep are as the assistant needs them',
    )
    expect(writes()).toEqual([])
  })

  it('after a restart with the gateway down: the dropped models, and that the gateway does not answer', async () => {
    fake.setScenario({ gatewayDown: true })
    await fake.restartNode()
    const r = await sync(['--check'], { CONVERSATION_LLM_URL: 'http://127.0.0.1:9' })
    expect(r.code).toBe(1)
    const failing = r.out.filter((l) => l.startsWith('  fails: '))
    expect(failing.slice(0, 3).map((l) => /model `([^`]+)`/.exec(l)?.[1])).toEqual([
      'docs-quick',
      'docs-balance',
      'docs-deep',
    ])
    expect(failing[0]).toContain('[--repair recreates it]')
    expect(failing.at(-1)).toContain('the gateway did not answer the "hello"')
    expect(r.err).toEqual(['check: 4 problems would make the assistant fail'])
    expect(writes()).toEqual([])
  })

  it('an alias that points nowhere is named; --repair cannot fix it and says so', async () => {
    const target = fake.aliases().docs!
    await del(`/collections/${target}`)
    const check = await sync(['--check'])
    expect(check.code).toBe(1)
    expect(check.out).toContain(
      `  fails: alias \`docs\` points to \`${target}\`, which does not exist: every docs search and every question fails (run a full sync)`,
    )
    const repair = await sync(['--repair'])
    expect(repair.code).toBe(1)
    expect(repair.out).toContain('repair: nothing to recreate')
    expect(repair.err[0]).toBe('repair: 1 problem left that only a full sync or a person can fix:')
  })
})

describe('search:sync --repair', () => {
  it('recreates a purged history collection and the models a restart dropped; then the check passes', async () => {
    await del('/collections/conversation_store')
    fake.setScenario({ gatewayDown: true })
    await fake.restartNode()
    fake.resetScenario()
    fake.requestLog.length = 0
    expect(fake.conversationModels()).toEqual({})
    const r = await sync(['--repair'])
    expect(r.err).toEqual([])
    expect(r.code).toBe(0)
    expect(r.out).toEqual([
      'repair: conversation_store created',
      'model docs-quick: created',
      'model docs-balance: created',
      'model docs-deep: created',
      'repair complete: the assistant has what it needs',
    ])
    expect(writes()).toEqual([
      'POST /collections',
      'POST /conversations/models',
      'POST /conversations/models',
      'POST /conversations/models',
    ])
    expect((await sync(['--check'])).code).toBe(0)
  })

  it('a repair the cluster refuses undoes what it did', async () => {
    await del('/conversations/models/docs-deep')
    await del('/collections/conversation_store')
    fake.setScenario({ helloError: 'Incorrect API key provided.' })
    const r = await sync(['--repair'])
    expect(r.code).toBe(1)
    expect(r.err[0]).toMatch(/^repair failed: docs-deep: .*OpenAI API error: Incorrect API key provided\./)
    expect(r.err.at(-1)).toBe('the cluster is as it was before the sync')
    expect(fake.collections().conversation_store).toBeUndefined()
  })

  it('unknown flags stop the sync before anything is read', async () => {
    const r = await sync(['--repiar'])
    expect(r.code).toBe(2)
    expect(r.err[0]).toMatch(/Unknown option '--repiar'/)
    expect(fake.requestLog).toEqual([])
  })
})
