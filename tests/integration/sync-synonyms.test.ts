/**
 * `npm run search:sync` pushes docs/search-synonyms.json to Typesense, against the fake speaking v29
 * (per-collection synonyms) and v30 (synonym sets): the server ends with exactly the file's rules,
 * and a reader's word that only the vocabulary connects to a page finds it after the sync.
 */
import { readVocabulary } from '../../src/indexer/synonyms-file'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildSearchEntries } from '../../src/search-core/request'
import type { SynonymRule } from '../../src/search-core/synonyms'
import { docsSchema } from '../../src/indexer/schemas'
import { runSync } from '../../src/indexer/sync'
import { startTypesenseFake, type TypesenseFake } from '../../testkit/typesense-fake/server'
import { faqFileName, recordsFileName } from '../../src/contracts'
import { syncFaqPair } from './fixtures'

const base = {
  'hierarchy.lvl0': '大模型服务',
  'hierarchy.lvl2': null,
  type: 'content',
  language: 'zh',
  tags: [],
  item_priority: 0,
}
// No record holds 流, 多, 少 or 钱 outside `how-much-faq`: only the vocabulary links 限流 and 多少钱 to a page.
const records = [
  {
    ...base,
    id: 'rate',
    'hierarchy.lvl1': '速率限制',
    content: '每个 API Key 每分钟最多 60 次请求，超过速率限制时接口返回 429。',
    url: '/maas/rate.html',
    url_without_anchor: '/maas/rate.html',
  },
  {
    ...base,
    id: 'pricing',
    'hierarchy.lvl1': '模型价格',
    content: '按输入和输出的 token 数计费，价格见价目表。',
    url: '/maas/pricing.html',
    url_without_anchor: '/maas/pricing.html',
  },
  {
    ...base,
    id: 'how-much-faq',
    'hierarchy.lvl1': '开发机常见问题',
    content: '开发机一小时多少钱？见开发机页面。',
    url: '/faq/dev.html',
    url_without_anchor: '/faq/dev.html',
  },
  {
    ...base,
    id: 'dev',
    'hierarchy.lvl1': '创建开发机',
    content: '在控制台创建开发机。',
    url: '/ai-studio/dev.html',
    url_without_anchor: '/ai-studio/dev.html',
  },
]
const faqPair = syncFaqPair

let dir: string
let clock = 1_700_000_000_000

async function rulesFile(name: string, rules: SynonymRule[] | string): Promise<string> {
  const file = path.join(dir, name)
  await fs.writeFile(file, typeof rules === 'string' ? rules : JSON.stringify({ synonyms: rules }))
  return file
}

async function run(fake: TypesenseFake, argv: string[] = [], env: Record<string, string> = {}) {
  const out: string[] = []
  const err: string[] = []
  const code = await runSync({
    argv: [`--dist=${dir}`, ...argv],
    env: { TYPESENSE_ADMIN_KEY: fake.apiKey, TYPESENSE_NODES: fake.url, CONVERSATION_LLM_API_KEY: 'sk-llm', ...env },
    cwd: process.cwd(),
    log: (l) => out.push(l),
    error: (l) => err.push(l),
    now: () => (clock += 1000),
    // The gateway's "hello" is sync.test.ts's subject; here it answers.
    sayHello: async () => ({ ok: true, detail: 'the gateway answered' }),
  })
  return { code, out, err }
}

async function multiSearch(fake: TypesenseFake, searches: object[]) {
  const res = await fetch(`${fake.url}/multi_search`, {
    method: 'POST',
    headers: { 'X-TYPESENSE-API-KEY': fake.apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ searches }),
  })
  return (
    (await res.json()) as {
      results: {
        hits?: { document: { id: string }; highlight?: Record<string, { snippet: string }> }[]
        code?: number
        error?: string
      }[]
    }
  ).results
}
/** Ids a keyword-only search of `docs` finds, with no token dropped: what the words alone match. */
const exactIds = async (fake: TypesenseFake, q: string) =>
  (
    await multiSearch(fake, [{ collection: 'docs', q, query_by: 'content,hierarchy.lvl1', drop_tokens_threshold: 0 }])
  )[0]!.hits!.map((h) => h.document.id)
/** Ids the island's own request for `q` finds in `docs` (hybrid, the reader's strategy). */
const readerIds = async (fake: TypesenseFake, q: string) =>
  (await multiSearch(fake, buildSearchEntries(q, ['docs'])))[0]!.hits!.map((h) => h.document.id)

const rule = (id: string, synonyms: string[], root?: string): SynonymRule =>
  root === undefined ? { id, synonyms } : { id, root, synonyms }
const firstRules = [
  rule('rate-limit', ['速率限制', '限流', '429']),
  rule('how-much', ['价格', '计费'], '多少钱'),
  rule('gpu', ['显卡', 'gpu']),
]
// `gpu` left out, `how-much` changed, `quota` added.
const secondRules = [
  rule('rate-limit', ['速率限制', '限流', '429']),
  rule('how-much', ['价格', '计费', '费用'], '多少钱'),
  rule('quota', ['配额', 'quota']),
]
const ids = (rules: { id: string }[]) => rules.map((r) => r.id).sort()

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'sync-synonyms-'))
  await fs.writeFile(path.join(dir, recordsFileName('zh')), records.map((r) => JSON.stringify(r)).join('\n'))
  await fs.writeFile(path.join(dir, faqFileName('zh')), JSON.stringify(faqPair))
})
afterAll(() => fs.rm(dir, { recursive: true, force: true }))

describe.each([
  { version: '29.0', sets: false },
  { version: '30.0', sets: true },
])('search:sync synonyms on Typesense $version', ({ version, sets }) => {
  let fake: TypesenseFake
  /** The rules the server applies to the collection behind `alias` now. */
  const serverRules = (alias: string) =>
    sets ? (fake.synonymSets()[`${alias}-synonyms`] ?? []) : (fake.collectionSynonyms(alias) ?? [])

  beforeAll(async () => {
    fake = await startTypesenseFake({ apiKey: 'admin-key', version })
  })
  afterEach(() => {
    fake.resetScenario()
    fake.requestLog.length = 0
  })
  afterAll(() => fake.close())

  it("a reader's word finds the page only the vocabulary links it to, once the sync has pushed docs/search-synonyms.json", async () => {
    const none = await run(fake, [`--synonyms=${await rulesFile('none.json', [])}`])
    expect(none.err).toEqual([])
    expect(await exactIds(fake, '限流')).toEqual([])
    expect(await readerIds(fake, '多少钱')).not.toContain('pricing')

    const r = await run(fake) // the project's own file, as `npm run search:sync` reads it
    expect(r.code).toBe(0)
    // The vocabulary the sync pushes: the synonyms file and the colloquial table beside it.
    const count = (await readVocabulary('docs/search-synonyms.json'))?.length ?? 0
    expect(r.out).toEqual(
      expect.arrayContaining([
        sets
          ? `docs: synonym set docs-synonyms: ${count} rules written, 0 removed`
          : expect.stringMatching(new RegExp(`^docs: ${count} synonym rules written to docs_\\d+, 0 removed$`)),
      ]),
    )
    expect(serverRules('docs')).toHaveLength(count)
    expect(serverRules('faq')).toHaveLength(count)
    // The page says 速率限制; the reader types 限流 (multi-way rule rate-limit).
    const hits = (
      await multiSearch(fake, [
        { collection: 'docs', q: '限流', query_by: 'content,hierarchy.lvl1', drop_tokens_threshold: 0 },
      ])
    )[0]!.hits!
    expect(hits.map((h) => h.document.id)).toContain('rate')
    expect(JSON.stringify(hits.find((h) => h.document.id === 'rate')!.highlight)).toContain('<mark>')
    // 多少钱 → 价格 / 计费 (one-way rule how-much), through the island's own request.
    expect(await readerIds(fake, '多少钱')).toContain('pricing')
    // One way only: 价格 is not widened to 多少钱.
    expect(await exactIds(fake, '价格')).not.toContain('how-much-faq')
  })

  it("leaves the server with exactly the file's rules: ids from the rules, changed rules updated, removed rules deleted, the same ids on every run", async () => {
    const first = await run(fake, [`--synonyms=${await rulesFile('first.json', firstRules)}`])
    expect(first.code).toBe(0)
    expect(ids(serverRules('docs'))).toEqual(ids(firstRules))
    expect(ids(serverRules('faq'))).toEqual(ids(firstRules))
    // Every rule carries the locale of the zh fields, or Typesense would never apply it.
    expect(serverRules('docs').every((s) => s.locale === 'zh')).toBe(true)
    expect(serverRules('docs').find((s) => s.id === 'how-much')).toEqual({
      id: 'how-much',
      root: '多少钱',
      synonyms: ['价格', '计费'],
      locale: 'zh',
    })
    expect(serverRules('docs').find((s) => s.id === 'gpu')).toEqual({
      id: 'gpu',
      root: '',
      synonyms: ['显卡', 'gpu'],
      locale: 'zh',
    })

    const again = await run(fake, [`--synonyms=${await rulesFile('first.json', firstRules)}`])
    expect(again.code).toBe(0)
    expect(ids(serverRules('docs'))).toEqual(ids(firstRules))

    const second = await run(fake, [`--synonyms=${await rulesFile('second.json', secondRules)}`])
    expect(second.code).toBe(0)
    // v29: every run writes into a fresh collection, so nothing is left there to remove.
    expect(second.out).toEqual(
      expect.arrayContaining([
        sets
          ? 'docs: synonym set docs-synonyms: 3 rules written, 1 removed'
          : expect.stringMatching(/^docs: 3 synonym rules written to docs_\d+, 0 removed$/),
      ]),
    )
    expect(ids(serverRules('docs'))).toEqual(ids(secondRules))
    expect(serverRules('docs').find((s) => s.id === 'how-much')?.synonyms).toEqual(['价格', '计费', '费用'])
    expect(await exactIds(fake, '显卡')).toEqual([]) // the gpu rule is gone
    if (sets) {
      // A PUT of the whole set would leave `gpu` in the server's store, back after a restart.
      fake.restartSynonymSets()
      expect(ids(serverRules('docs'))).toEqual(ids(secondRules))
      const live = fake.collections()[fake.aliases().docs!]!.schema
      expect(live.synonym_sets).toEqual(['docs-synonyms'])
      expect(Object.keys(fake.synonymSets()).sort()).toEqual(['docs-synonyms', 'faq-synonyms'])
    } else {
      expect(fake.requestLog.some((q) => q.path.startsWith('/synonym_sets'))).toBe(false)
    }
  })

  it('--synonyms-only rewrites the rules of the live collections in place, without importing, and removes rules no longer in the file', async () => {
    await run(fake, [`--synonyms=${await rulesFile('first.json', firstRules)}`])
    const live = fake.aliases().docs
    fake.requestLog.length = 0
    const r = await run(fake, ['--synonyms-only', `--synonyms=${await rulesFile('second.json', secondRules)}`], {
      CONVERSATION_LLM_API_KEY: '',
    })
    expect(r.err).toEqual([])
    expect(r.code).toBe(0)
    expect(r.out).toContain(
      sets
        ? 'docs: synonym set docs-synonyms: 3 rules written, 1 removed'
        : `docs: 3 synonym rules written to ${live}, 1 removed`,
    )
    expect(r.out.at(-1)).toBe('synonyms synced')
    expect(fake.aliases().docs).toBe(live)
    expect(ids(serverRules('docs'))).toEqual(ids(secondRules))
    expect(ids(serverRules('faq'))).toEqual(ids(secondRules))
    expect(
      fake.requestLog.filter((q) => q.method === 'POST' && (q.path === '/collections' || q.path.endsWith('/import'))),
    ).toEqual([])
  })

  it('a server error while writing synonyms stops the sync with the failed call, exit 1, and the alias where it was', async () => {
    await run(fake, [`--synonyms=${await rulesFile('first.json', firstRules)}`])
    const live = fake.aliases().docs
    fake.setScenario({ failPathContaining: sets ? '/synonym_sets/' : '/synonyms/', failStatus: 503 })
    const r = await run(fake, [`--synonyms=${await rulesFile('second.json', secondRules)}`])
    expect(r.code).toBe(1)
    expect(r.err[0]).toMatch(
      sets
        ? /^step 5\/11 docs import failed: GET \/synonym_sets\/docs-synonyms\/items failed with HTTP 503: Internal fake failure\.$/
        : /^step 5\/11 docs import failed: PUT \/collections\/docs_\d+\/synonyms\/[a-z-]+ failed with HTTP 503: Internal fake failure\.$/,
    )
    // What the step had made is undone (v29: the fresh collection); the last line says where the cluster is.
    expect(r.err.at(-1)).toBe(sets ? 'nothing was changed on the cluster' : 'the cluster is as it was before the sync')
    fake.resetScenario()
    expect(fake.aliases().docs).toBe(live)
    expect(Object.keys(fake.collections()).filter((n) => n.startsWith('docs_'))).toEqual([live])
    expect(ids(serverRules('docs'))).toEqual(ids(firstRules))
  })
})

describe('search:sync synonyms, whatever the version', () => {
  let fake: TypesenseFake
  beforeAll(async () => {
    fake = await startTypesenseFake({ apiKey: 'admin-key' })
  })
  afterAll(() => fake.close())

  it('a malformed rules file stops before any request, with exit 2 and the rule named', async () => {
    const bad = await rulesFile(
      'bad.json',
      JSON.stringify({
        synonyms: [
          { id: 'ok', synonyms: ['a', 'b'] },
          { id: 'Bad Id', synonyms: ['c', 'd'] },
        ],
      }),
    )
    const r = await run(fake, [`--synonyms=${bad}`])
    expect(r.code).toBe(2)
    expect(r.err).toEqual([`${bad}: rule 2 (Bad Id): "id" must be kebab-case. Nothing was changed.`])
    const missing = await run(fake, [`--synonyms=${path.join(dir, 'nope.json')}`])
    expect(missing.code).toBe(2)
    expect(missing.err).toEqual([`${path.join(dir, 'nope.json')} does not exist. Nothing was changed.`])
    expect(fake.requestLog).toEqual([])
  })

  it('--dry-run names the rules file, the count and where they go, and sends nothing', async () => {
    const r = await run(fake, ['--dry-run', `--synonyms=${await rulesFile('first.json', firstRules)}`])
    expect(r.code).toBe(0)
    expect(r.out.find((l) => l.includes('synonyms:'))).toMatch(
      /^ {2}synonyms: 3 rules from .*first\.json for docs and faq, rules not in the file removed \(v29: on each collection; v30\+: in the synonym sets docs-synonyms and faq-synonyms\)$/,
    )
    expect(fake.requestLog).toEqual([])
  })

  it("on v30, the set an upgrade from v29 made of the old collection's synonyms goes with that collection", async () => {
    await run(fake, [`--synonyms=${await rulesFile('first.json', firstRules)}`])
    const old = fake.aliases().docs!
    // What the server does on upgrade: the collection's v29 synonyms become `<collection>_synonyms_index`.
    const put = await fetch(`${fake.url}/synonym_sets/${old}_synonyms_index`, {
      method: 'PUT',
      headers: { 'X-TYPESENSE-API-KEY': fake.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ items: [{ id: 'gpu', synonyms: ['显卡', 'gpu'], locale: 'zh' }] }),
    })
    expect(put.status).toBe(200)
    const r = await run(fake, [`--synonyms=${await rulesFile('first.json', firstRules)}`])
    expect(r.code).toBe(0)
    expect(r.out).toContain(`docs: dropped synonym set ${old}_synonyms_index (left by the upgrade from v29)`)
    expect(Object.keys(fake.synonymSets()).sort()).toEqual(['docs-synonyms', 'faq-synonyms'])
  })

  it('--synonyms-only on v30 attaches the set to a live collection made before synonyms were synced (by its own name, not the alias)', async () => {
    fake.loadRecords('docs_legacy', records, docsSchema('docs_legacy'))
    const alias = await fetch(`${fake.url}/aliases/docs`, {
      method: 'PUT',
      headers: { 'X-TYPESENSE-API-KEY': fake.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ collection_name: 'docs_legacy' }),
    })
    expect(alias.status).toBe(200)
    expect(await exactIds(fake, '限流')).toEqual([])
    fake.requestLog.length = 0
    const r = await run(fake, ['--synonyms-only', `--synonyms=${await rulesFile('first.json', firstRules)}`])
    expect(r.code).toBe(0)
    expect(r.out).toContain('docs: docs_legacy now uses docs-synonyms')
    const patch = fake.requestLog.filter((q) => q.method === 'PATCH')
    expect(patch.map((q) => [q.path, q.body])).toEqual([
      ['/collections/docs_legacy', { synonym_sets: ['docs-synonyms'] }],
    ])
    expect(await exactIds(fake, '限流')).toEqual(['rate'])
  })
})
