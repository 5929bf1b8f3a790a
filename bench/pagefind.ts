/**
 * Pagefind measured as our embedded engine would use it (prints figures, never fails): the question it answers
 * is whether to adopt it or keep our own sharded index. Run after `npm run build`, under the e2e lock:
 * `flock /tmp/e2e.lock npx vite-node bench/pagefind.ts [--set tests/relevance/x.json …] [--pages 10000]`.
 *
 * Pagefind (the npm package's extended binary, which segments Chinese) indexes the `.vp-doc` of every
 * page our search indexes, one index per `<html lang>` as it does by default, and nothing is tuned. Its
 * JS API (`pagefind.js`: options, init, search, result.data()) runs in Chromium from a bare page on a
 * local gzip static server, as our island would drive it. Figures: index build time and size, bytes of
 * a first search session, cold and warm latency, recall@5 / MRR per query set, Chinese probe queries,
 * and the same at a synthetic site of `--pages` pages. Writes bench/results/pagefind.json.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { evaluateRelevance, pageOf, type RelevanceCase } from '../testkit/relevance/evaluate'
import { readRelevanceSet } from '../testkit/relevance/sets'
import { escapeHtml, HAN_CHAR, recordsFileName } from '../src/contracts'
// @ts-expect-error plain ESM helpers without types
import { CHROMIUM_ARGS, findChromium } from '../testkit/chromium.mjs'
import { kb } from '../testkit/bytes'
import { docPages, type DocPage } from '../testkit/doc-pages'
import { emit, median, table } from './lib/report'
import { syntheticPages } from '../testkit/synthetic-site'
import {
  buildPagefind,
  driverPage,
  PAGEFIND_VERSION,
  pagefindWireBytes as wireBytes,
  recordPagefindFiles,
  requireExtendedBinary,
  servePagefind as serve,
  type PagefindBuild as Built,
  type PagefindColdResult as ColdResult,
} from './lib/pagefind'

// ---------- arguments ----------
const args = process.argv.slice(2)
const argValues = (name: string) => args.flatMap((a, i) => (a === name && args[i + 1] ? [args[i + 1]!] : []))
const setFiles = argValues('--set').length ? argValues('--set') : ['relevance-set.json']
const LARGE_PAGES = Number(argValues('--pages')[0] ?? 10_000)
if (!Number.isInteger(LARGE_PAGES) || LARGE_PAGES < 0)
  throw new Error(`--pages must be a whole number, got ${argValues('--pages')[0]}`)

/** Query sets, read before any measuring so a bad file fails at once. */
const querySets = new Map<string, RelevanceCase[]>(
  setFiles.map((file) => {
    try {
      const cases: unknown = readRelevanceSet(file)
      const ok = (c: unknown): c is RelevanceCase =>
        typeof (c as RelevanceCase)?.q === 'string' && Array.isArray((c as RelevanceCase).expect)
      if (!Array.isArray(cases) || !cases.length || !cases.every(ok))
        throw new Error('expected a non-empty array of {q, expect: [urls], locale?}')
      return [file, cases]
    } catch (e) {
      throw new Error(`--set ${file}: ${(e as Error).message}`)
    }
  }),
)

const dist = path.resolve('.vitepress/dist')

const extendedBinary = requireExtendedBinary()
if (!fs.existsSync(path.join(dist, recordsFileName('zh'))))
  throw new Error('No built site in .vitepress/dist: run `npm run build` first.')

/** The session a reader has on first use: three queries, the top results' data fetched as a list shows them. */
const SESSION = ['开发机', '共享存储挂载路径', 'rate limit']
const SHOWN = 5
/** Results whose page is read for quality figures (MRR beyond rank 10 adds under 0.1 per query). */
const RANKED = 10
const COLD_RUNS = 5
const WARM_ROUNDS = 3

/**
 * Queries that show how an engine copes with Chinese. `expect`: pages that answer the query (taken
 * from the relevance set, or the pages where the longer word is central). `sameAs`: the plain form
 * whose results the variant should reproduce.
 */
interface Probe {
  kind: string
  q: string
  expect: string[]
  sameAs?: string
}
const PROBES: Probe[] = [
  {
    kind: 'one character',
    q: '卡',
    expect: [
      '/ai-studio/pricing/',
      '/ai-studio/inference/distributed-serving.html',
      '/posts/how-to-select-gpu.html',
      '/opti-compute/',
    ],
  },
  { kind: 'one character', q: '盘', expect: ['/fundamentals/storage/', '/posts/disk-space-cleanup.html'] },
  {
    kind: 'one character',
    q: '费',
    expect: [
      '/fundamentals/expense/',
      '/ai-studio/pricing/',
      '/gen-studio/api/billing.html',
      '/comfy-stack/billing.html',
    ],
  },
  { kind: 'whole word', q: '张量并行', expect: ['/ai-studio/inference/distributed-serving.html'] },
  { kind: 'whole word', q: '容错训练', expect: ['/ai-studio/job/fault-tolerant.html'] },
  { kind: 'mid-word (张量并行)', q: '量并', expect: ['/ai-studio/inference/distributed-serving.html'] },
  { kind: 'mid-word (容错训练)', q: '错训', expect: ['/ai-studio/job/fault-tolerant.html'] },
  {
    kind: 'mid-word (分布式)',
    q: '布式',
    expect: [
      '/ai-studio/inference/distributed-serving.html',
      '/posts/ray-on-kubestudio-data-processing.html',
      '/ai-studio/job/',
      '/posts/train-with-pytorch-fsdp.html',
    ],
  },
  { kind: 'mid-word (任务失败)', q: '务失', expect: ['/notification/', '/support/faq.html', '/fundamentals/'] },
  { kind: 'mid-word (灰度发布)', q: '度发', expect: ['/ai-studio/inference/upgrade.html'] },
  {
    kind: 'mid-word (镜像仓库)',
    q: '像仓',
    expect: ['/fundamentals/image-hub/', '/posts/build-cuda-image-and-push.html'],
  },
  {
    kind: 'English on a Chinese page',
    q: 'rate limit',
    expect: [
      '/gen-studio/api/rate-limit.html',
      '/posts/handle-rate-limits-and-retries.html',
      '/comfy-stack/rate-limit-comfyui.html',
    ],
  },
  { kind: 'English on a Chinese page', q: 'api key', expect: ['/fundamentals/tenant/iam-credentials-api-key.html'] },
  { kind: 'traditional characters', q: '開發機', expect: ['/ai-studio/dev-instance/'], sameAs: '开发机' },
  { kind: 'traditional characters', q: '訓練任務', expect: ['/ai-studio/job/'], sameAs: '训练任务' },
  {
    kind: 'full-width Latin',
    q: 'ＡＰＩ',
    expect: ['/fundamentals/tenant/iam-credentials-api-key.html', '/gen-studio/api/maas.html'],
    sameAs: 'API',
  },
  {
    kind: 'full-width Latin',
    q: 'ＡＰＩ 密钥',
    expect: ['/fundamentals/tenant/iam-credentials-api-key.html'],
    sameAs: 'API 密钥',
  },
]

// ---------- index ----------
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pagefind-'))
process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }))

/** A page as Pagefind sees it: the page's language, and the `.vp-doc` (or, without one, title and description) as its body. */
const buildIndex = (name: string, pages: DocPage[]) =>
  buildPagefind(
    path.join(tmp, name),
    pages.map((p) => ({
      url: p.url,
      lang: p.lang,
      title: p.title,
      body: p.body || `<h1>${escapeHtml(p.title)}</h1><p>${escapeHtml(p.description)}</p>`,
    })),
  )

// ---------- browser ----------
interface Transfer {
  file: string
  bytes: number
}

/**
 * A first session in a fresh browser context: pagefind.js loaded on first use, then `queries`, each
 * with the top results' data. Returns every Pagefind file fetched with its bytes, and the first
 * query's times.
 */
async function firstSession(
  browser: Browser,
  built: Built,
  base: string,
  lang: string,
  queries: string[],
): Promise<{ transfers: Transfer[]; cold: ColdResult }> {
  const context = await browser.newContext()
  const files = recordPagefindFiles(context)
  const page = await driverPage(context, base, lang)
  const cold = await page.cold(queries[0]!, SHOWN)
  for (const q of queries.slice(1)) await page.query(q, SHOWN)
  await context.close()
  return { transfers: files.map((file) => ({ file, bytes: wireBytes(built.root, file) })), cold }
}

/** Cold first results, each run in a fresh context (nothing cached): median with the runs. */
async function coldRuns(browser: Browser, base: string, lang: string, q: string): Promise<ColdResult[]> {
  const out: ColdResult[] = []
  for (let i = 0; i < COLD_RUNS; i++) {
    const context = await browser.newContext()
    out.push(await (await driverPage(context, base, lang)).cold(q, SHOWN))
    await context.close()
  }
  return out
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!

/**
 * Warm latency on an opened page: each query seen for the first time (its index chunks and fragments
 * fetched), then WARM_ROUNDS repeats (all in memory). Times are search + the shown results' data.
 */
async function warmLatency(browser: Browser, base: string, lang: string, queries: string[]) {
  const driven = await driverPage(browser, base, lang)
  await driven.open()
  const run = (q: string) => driven.query(q, SHOWN)
  const first: number[] = []
  for (const q of queries) first.push((await run(q)).totalMs)
  const repeat: number[] = []
  const byQuery = new Map<string, number[]>()
  for (let r = 0; r < WARM_ROUNDS; r++) {
    for (const q of queries) {
      const t = (await run(q)).totalMs
      repeat.push(t)
      byQuery.set(q, [...(byQuery.get(q) ?? []), t])
    }
  }
  await driven.page.close()
  const summary = (xs: number[]) => ({ p50: pct(xs, 0.5), p95: pct(xs, 0.95), n: xs.length })
  const slowest = [...byQuery]
    .map(([q, ts]) => ({ q, medianMs: median(ts) }))
    .sort((a, b) => b.medianMs - a.medianMs)
    .slice(0, 5)
  return { firstSight: summary(first), repeat: summary(repeat), slowest }
}

/** Top-ranked pages of each query, per locale page (one opened page per language, reused). */
async function searcher(browser: Browser, base: string, langs: Record<string, string>) {
  const pages = new Map<string, Awaited<ReturnType<typeof driverPage>>>()
  for (const [locale, lang] of Object.entries(langs)) {
    const driven = await driverPage(browser, base, lang)
    await driven.open()
    pages.set(locale, driven)
  }
  return {
    search: async (q: string, locale = 'zh', n = RANKED) => {
      const p = pages.get(locale)
      if (!p) throw new Error(`no index for locale ${locale}`)
      return p.query(q, n)
    },
    segments: (q: string) => pages.get('zh')!.segments(q),
    close: () => Promise.all([...pages.values()].map((p) => p.page.close())),
  }
}

// ---------- measure: our site ----------
// The machine is shared: the load beside the timings says how far to trust them.
const loadAtStart = os.loadavg()[0]!
const real = { zh: docPages(dist, 'zh'), en: docPages(dist, 'en') }
const langs = { zh: real.zh[0]!.lang, en: real.en[0]!.lang }
console.log(`pagefind: indexing ${real.zh.length} zh + ${real.en.length} en pages…`)
const site = await buildIndex('site', [...real.zh, ...real.en])
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS })
const server = await serve(site.root)

/** What the island would load to drive Pagefind without its UI, per file: raw and as transferred. */
const apiCode = site.files
  .filter((f) => /^(pagefind\.js|pagefind-worker\.js|wasm\.[^/]+\.pagefind|pagefind-entry\.json)$/.test(f.file))
  .map((f) => ({ file: f.file, raw: f.bytes, wire: wireBytes(site.root, f.file) }))

const kindOf = (file: string) =>
  /^(pagefind\.js|pagefind-worker\.js)$/.test(file)
    ? 'JS'
    : /^wasm\./.test(file)
      ? 'wasm'
      : /entry\.json$/.test(file)
        ? 'entry'
        : /\.pf_meta$/.test(file)
          ? 'meta'
          : /\.pf_index$/.test(file)
            ? 'index chunks'
            : /\.pf_fragment$/.test(file)
              ? 'fragments'
              : 'other'
const byKind = (transfers: Transfer[]) => {
  const out: Record<string, { files: number; bytes: number }> = {}
  for (const t of transfers) {
    const k = (out[kindOf(t.file)] ??= { files: 0, bytes: 0 })
    k.files++
    k.bytes += t.bytes
  }
  return out
}
const total = (transfers: Transfer[]) => transfers.reduce((n, t) => n + t.bytes, 0)

console.log('pagefind: first session, cold and warm latency…')
const session = await firstSession(browser, site, server.base, langs.zh, SESSION)
const cold = await coldRuns(browser, server.base, langs.zh, SESSION[0]!)
// Warm latency over the project's relevance set whatever --set says, so runs stay comparable.
const relevanceSet = readRelevanceSet('relevance-set.json')
const warmQueries = [...new Set(relevanceSet.filter((c) => (c.locale ?? 'zh') === 'zh').map((c) => c.q))]
const warm = await warmLatency(browser, server.base, langs.zh, warmQueries)

console.log('pagefind: query sets and probes…')
const engine = await searcher(browser, server.base, langs)
const sets: Record<
  string,
  {
    queries: number
    recallAt5: number
    mrr: number
    groups: Record<string, { queries: number; recallAt5: number; mrr: number }>
    misses: string[]
  }
> = {}
for (const file of setFiles) {
  const cases = querySets.get(file)!
  const ranked = new Map<RelevanceCase, string[]>()
  for (const c of cases)
    ranked.set(
      c,
      (await engine.search(c.q, c.locale ?? 'zh')).top.map((t) => t.url),
    )
  const isChinese = (c: RelevanceCase) => (c.locale ?? 'zh') === 'zh' && HAN_CHAR.test(c.q)
  const groups: Record<string, RelevanceCase[]> = {
    Chinese: cases.filter(isChinese),
    'other (English, technical terms)': cases.filter((c) => !isChinese(c)),
  }
  const all = evaluateRelevance(cases, (c) => ranked.get(c)!)
  sets[file] = {
    queries: cases.length,
    recallAt5: all.recallAt5,
    mrr: all.mrr,
    groups: Object.fromEntries(
      Object.entries(groups)
        .filter(([, g]) => g.length)
        .map(([name, g]) => {
          const r = evaluateRelevance(g, (c) => ranked.get(c)!)
          return [name, { queries: g.length, recallAt5: r.recallAt5, mrr: r.mrr }]
        }),
    ),
    misses: all.misses,
  }
}

const probes = []
for (const p of PROBES) {
  const r = await engine.search(p.q, 'zh', SHOWN)
  const pages = r.top.map((t) => pageOf(t.url))
  const same = p.sameAs ? (await engine.search(p.sameAs, 'zh', SHOWN)).top.map((t) => pageOf(t.url)) : null
  probes.push({
    ...p,
    segments: await engine.segments(p.q),
    results: r.count,
    inTop5: pages.some((u) => p.expect.includes(u)),
    top: r.top.map((t) => `${t.title} (${pageOf(t.url)})`),
    sameAsTop5: same ? same.length > 0 && same.join() === pages.join() : null,
  })
}
await engine.close()
await server.stop()

// ---------- measure: the synthetic large site ----------
let large: Record<string, unknown> | null = null
if (LARGE_PAGES > 0) {
  console.log(`pagefind: generating and indexing ${LARGE_PAGES} synthetic pages…`)
  const synthetic = syntheticPages(real.zh, LARGE_PAGES)
  const built = await buildIndex('large', synthetic)
  const s = await serve(built.root)
  const ls = await firstSession(browser, built, s.base, langs.zh, SESSION)
  const lc = await coldRuns(browser, s.base, langs.zh, SESSION[0]!)
  const lw = await warmLatency(browser, s.base, langs.zh, warmQueries)
  await s.stop()
  large = {
    pages: LARGE_PAGES,
    buildMs: built.buildMs,
    buildCpuMs: built.buildCpuMs,
    files: built.files.length,
    indexBytes: built.files
      .filter((f) => /\.(pf_index|pf_meta|pf_fragment)$/.test(f.file))
      .reduce((n, f) => n + f.bytes, 0),
    fragmentBytes: built.files.filter((f) => f.file.endsWith('.pf_fragment')).reduce((n, f) => n + f.bytes, 0),
    sessionBytes: total(ls.transfers),
    sessionByKind: byKind(ls.transfers),
    coldMs: median(lc.map((c) => c.totalMs)),
    coldRuns: lc.map((c) => c.totalMs),
    warm: lw,
  }
}
await browser.close()

// ---------- report ----------
const ms = (n: number) => `${n.toFixed(0)} ms`
const ms1 = (n: number) => `${n.toFixed(1)} ms`
const siteIndexBytes = site.files
  .filter((f) => /\.(pf_index|pf_meta|pf_fragment)$/.test(f.file))
  .reduce((n, f) => n + f.bytes, 0)
const coldTotals = cold.map((c) => c.totalMs)
const L = large as null | {
  pages: number
  buildMs: number
  buildCpuMs: number | null
  indexBytes: number
  fragmentBytes: number
  files: number
  sessionBytes: number
  sessionByKind: Record<string, { files: number; bytes: number }>
  coldMs: number
  warm: Awaited<ReturnType<typeof warmLatency>>
}
const buildTime = (b: { buildMs: number; buildCpuMs: number | null }) =>
  `${(b.buildMs / 1000).toFixed(1)} s${b.buildCpuMs === null ? '' : ` (CPU ${(b.buildCpuMs / 1000).toFixed(1)} s)`}`
const kinds = (k: Record<string, { files: number; bytes: number }>) =>
  Object.entries(k)
    .map(([name, v]) => `${name} ${v.files}× ${kb(v.bytes)}`)
    .join(', ')

const load = { start: loadAtStart, end: os.loadavg()[0]!, cpus: os.cpus().length }
const data = {
  load,
  pagefind: { version: PAGEFIND_VERSION, binary: path.relative(process.cwd(), extendedBinary) },
  site: {
    pages: { zh: real.zh.length, en: real.en.length },
    buildMs: site.buildMs,
    buildCpuMs: site.buildCpuMs,
    indexBytes: siteIndexBytes,
    files: site.files.length,
    apiCode,
    session: {
      queries: SESSION,
      shown: SHOWN,
      bytes: total(session.transfers),
      byKind: byKind(session.transfers),
      transfers: session.transfers,
    },
    cold: {
      query: SESSION[0],
      medianMs: median(coldTotals),
      runs: cold.map((c) => ({ openMs: c.openMs, searchMs: c.searchMs, totalMs: c.totalMs })),
    },
    warm,
  },
  sets,
  probes,
  large,
}
fs.mkdirSync('bench/results', { recursive: true })
fs.writeFileSync('bench/results/pagefind.json', JSON.stringify(data, null, 2) + '\n')

const sizeRows = [
  [
    'our site',
    `${real.zh.length} zh + ${real.en.length} en`,
    buildTime(site),
    kb(siteIndexBytes),
    `${kb(total(session.transfers))} (${kinds(byKind(session.transfers))})`,
    ms(median(coldTotals)),
    `${ms1(warm.firstSight.p50)} / ${ms1(warm.firstSight.p95)}`,
    `${ms1(warm.repeat.p50)} / ${ms1(warm.repeat.p95)}`,
  ],
]
if (L) {
  sizeRows.push([
    'synthetic',
    `${L.pages} zh`,
    buildTime(L),
    kb(L.indexBytes),
    `${kb(L.sessionBytes)} (${kinds(L.sessionByKind)})`,
    ms(L.coldMs),
    `${ms1(L.warm.firstSight.p50)} / ${ms1(L.warm.firstSight.p95)}`,
    `${ms1(L.warm.repeat.p50)} / ${ms1(L.warm.repeat.p95)}`,
  ])
}
emit({
  title: `Pagefind (${PAGEFIND_VERSION}, extended binary, default options) on the same pages`,
  markdown: [
    table(
      [
        'site',
        'pages',
        'index build: wall (CPU)',
        'index files (gzip)',
        `first session: open + ${SESSION.length} queries, top ${SHOWN} data (gzip)`,
        `cold first results (median of ${COLD_RUNS})`,
        'warm, first sight p50 / p95',
        'warm, repeated p50 / p95',
      ],
      sizeRows,
    ),
    '',
    `Session queries: ${SESSION.join(' · ')}. Warm: ${warmQueries.length} zh queries of the relevance set, search + top ${SHOWN} data, localhost (no network latency). Load average ${load.start.toFixed(1)} → ${load.end.toFixed(1)} on ${load.cpus} CPUs.`,
    '',
    table(
      [
        'query set',
        'queries',
        'recall@5',
        'MRR',
        ...['Chinese', 'other (English, technical terms)'].map((g) => `${g}: recall@5 / MRR`),
      ],
      Object.entries(sets).map(([file, s]) => [
        path.basename(file),
        s.queries,
        s.recallAt5.toFixed(3),
        s.mrr.toFixed(3),
        ...['Chinese', 'other (English, technical terms)'].map((g) =>
          s.groups[g]
            ? `${s.groups[g]!.recallAt5.toFixed(3)} / ${s.groups[g]!.mrr.toFixed(3)} (${s.groups[g]!.queries})`
            : '–',
        ),
      ]),
    ),
    '',
    table(
      [
        'probe',
        'query',
        'query words (Intl.Segmenter)',
        'results',
        'expected page in top 5',
        'same top 5 as',
        'top results',
      ],
      probes.map((p) => [
        p.kind,
        p.q,
        p.segments.join(' · '),
        p.results,
        p.inTop5 ? 'yes' : 'no',
        p.sameAs ? `${p.sameAs}: ${p.sameAsTop5 ? 'yes' : 'no'}` : '',
        p.top.slice(0, 3).join('; ') || '–',
      ]),
    ),
    '',
    table(
      ['API file', 'raw', 'transferred (gzip)'],
      apiCode.map((f) => [f.file, kb(f.raw), kb(f.wire)]),
    ),
  ].join('\n'),
  data,
})
