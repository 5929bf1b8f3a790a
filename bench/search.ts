/**
 * Embedded search benchmark (prints figures, never fails), in Node, through the engine the browser
 * runs, reading the index files from disk: index size and files, what a first search session reads
 * (open + 3 queries, gzip), query latency cold and warm, at our size and on a synthetic site of
 * 10 000 pages made from the real ones (index build time included). The synthetic site is also
 * written to `.vitepress/dist-10k` for the browser benchmark (`npm run bench:island`).
 * Run after `npm run build`: `npm run bench:search`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { buildLocalIndex, compileSynonyms } from '../src/search-core'
import type { Locale } from '../src/contracts'
import { readSynonymRules } from '../src/indexer/build'
import { foldPairsFor } from '../src/indexer/fold-pairs'
import { builtRecords, engineFromDist, indexMetaPath } from '../testkit/local-index'
import { readRelevanceSet } from '../testkit/relevance/sets'
import { evaluateRelevance, type RelevanceCase } from '../testkit/relevance/evaluate'
import { knownItems } from '../testkit/relevance/known-items'
import { emit, table } from './lib/report'
import { SEARCH_SESSIONS } from '../testkit/search-sessions'
import { docPages } from '../testkit/doc-pages'
import { siteWithIndex } from './lib/site-with-index'
import { syntheticPages } from '../testkit/synthetic-site'
import { extractRecords } from '../src/indexer/records'

const dist = path.resolve('.vitepress/dist')
export const DIST_10K = path.resolve('.vitepress/dist-10k')
const PAGES_10K = 10_000
const readers = readRelevanceSet('reader-queries.json')
const queries = readers.filter((c) => (c.locale ?? 'zh') === 'zh').map((c) => c.q)
const records = (locale: Locale) => builtRecords(dist, locale)

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const gz = (file: string) => gzipSync(fs.readFileSync(file)).length

function folderBytes(dir: string) {
  let raw = 0
  let gzip = 0
  let files = 0
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile()) continue
    const f = path.join(e.parentPath, e.name)
    raw += fs.statSync(f).size
    gzip += gz(f)
    files++
  }
  return { raw, gzip, files }
}

/** The sessions' transfer (index files read, gzip) and per-query latencies on a built site. */
async function measure(site: string) {
  const sessions: { queries: string; files: number; gzip: number }[] = []
  for (const s of SEARCH_SESSIONS.filter((x) => x.locale === 'zh')) {
    const { engine, read } = engineFromDist(site, 'zh')
    for (const q of s.queries) await engine.search(q)
    sessions.push({
      queries: s.queries.join(' → '),
      files: read.length,
      gzip: read.reduce((n, u) => n + gz(path.join(site, u)), 0),
    })
  }
  // Cold: a fresh engine per query (meta, chunks and bundles read from disk); warm: the same words
  // again, with a trailing space, so the engine scores them anew from the files it holds instead of
  // answering from its remembered results.
  const cold: number[] = []
  const warm: number[] = []
  for (const q of queries) {
    const { engine } = engineFromDist(site, 'zh')
    let t = performance.now()
    await engine.search(q)
    cold.push(performance.now() - t)
    t = performance.now()
    await engine.search(`${q} `)
    warm.push(performance.now() - t)
  }
  return {
    sessions,
    cold: { p50: pct(cold, 0.5), p95: pct(cold, 0.95) },
    warm: { p50: pct(warm, 0.5), p95: pct(warm, 0.95) },
  }
}

const ours = await measure(dist)
const oursIndex = folderBytes(path.join(dist, path.dirname(indexMetaPath(dist, 'zh'))))
const zh = records('zh')

// 10 000 pages, the same synthetic site Pagefind is measured on (bench/pagefind.ts), cut into records
// by the build's own extractor and indexed: wall and CPU time of both steps (the machine may be shared).
const pages10k = syntheticPages(docPages(dist, 'zh'), PAGES_10K)
const rules = compileSynonyms(await readSynonymRules(path.resolve('docs')))
let t = performance.now()
const cpu = process.cpuUsage()
const synthetic = pages10k.flatMap((p) =>
  extractRecords({
    url: p.url,
    html: `<html><head><title>${p.title}</title></head><body><div class="vp-doc">${p.body}</div></body></html>`,
    locale: 'zh',
    lvl0: '合成页面',
  }),
)
const fold = foldPairsFor(synthetic.map((r) => r.content).join(''))
const built = buildLocalIndex({ locale: 'zh', records: synthetic, synonyms: rules, fold })
const buildCpuMs = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1000
const buildMs = performance.now() - t
t = performance.now()
siteWithIndex(dist, DIST_10K, built.files)
const writeMs = performance.now() - t
const big = await measure(DIST_10K)
const bigIndex = folderBytes(path.join(DIST_10K, path.dirname(indexMetaPath(DIST_10K, 'zh'))))
// Postings alone (p/): what keeping every posting of a frequent term costs.
const postingsOf = (site: string) => folderBytes(path.join(site, path.dirname(indexMetaPath(site, 'zh')), 'p'))
const oursPostings = postingsOf(dist)
const bigPostings = postingsOf(DIST_10K)

// Known items of 8 characters at 10 000 pages: a phrase copied from a page finds a page holding it
// (the synthetic site repeats real sections, so any page that holds it is the answer).
const KNOWN_8 = 200
const known8 = knownItems(synthetic, { count: KNOWN_8, locale: 'zh', chars: 8, maxPages: PAGES_10K })
const { engine: bigEngine } = engineFromDist(DIST_10K, 'zh')
const found8 = new Map<RelevanceCase, string[]>()
for (const c of known8)
  found8.set(
    c,
    (await bigEngine.search(c.q)).hits.map((h) => h.url),
  )
const known8Report = evaluateRelevance(known8, (c) => found8.get(c) ?? [])

const worst = (m: typeof ours) => m.sessions.reduce((a, b) => (a.gzip >= b.gzip ? a : b))
const median = (m: typeof ours) => [...m.sessions].sort((a, b) => a.gzip - b.gzip)[Math.floor(m.sessions.length / 2)]!
emit({
  title: 'Embedded search',
  markdown: [
    table(
      ['site', 'pages', 'records', 'index files', 'index raw', 'index gzip', 'index build'],
      [
        [
          'ours (zh)',
          String(new Set(zh.map((r) => r.url_without_anchor)).size),
          String(zh.length),
          String(oursIndex.files),
          kb(oursIndex.raw),
          kb(oursIndex.gzip),
          'in `npm run build`',
        ],
        [
          `synthetic (zh)`,
          String(PAGES_10K),
          String(synthetic.length),
          String(bigIndex.files),
          kb(bigIndex.raw),
          kb(bigIndex.gzip),
          `${(buildMs / 1000).toFixed(1)} s wall, ${(buildCpuMs / 1000).toFixed(1)} s CPU, records + index (+ ${(writeMs / 1000).toFixed(1)} s to write the files)`,
        ],
      ],
    ),
    '',
    `Postings (p/): ours ${kb(oursPostings.raw)} raw, ${kb(oursPostings.gzip)} gzip; 10 000 pages ${kb(bigPostings.raw)} raw, ${kb(bigPostings.gzip)} gzip. Known items of 8 characters at 10 000 pages (${known8.length}, seed fixed): recall@5 ${known8Report.recallAt5.toFixed(3)}, MRR ${known8Report.mrr.toFixed(3)}.`,
    '',
    table(
      ['first search session (open + 3 queries): index read, gzip', 'ours', '10 000 pages'],
      [
        [
          'median session',
          `${kb(median(ours).gzip)} (${median(ours).files} files)`,
          `${kb(median(big).gzip)} (${median(big).files} files)`,
        ],
        [
          'heaviest session',
          `${kb(worst(ours).gzip)}: ${worst(ours).queries}`,
          `${kb(worst(big).gzip)}: ${worst(big).queries}`,
        ],
      ],
    ),
    '',
    table(
      [`query in Node, ${queries.length} reader queries`, 'ours p50 / p95', '10 000 pages p50 / p95'],
      [
        [
          'cold (meta, chunks and text read from disk)',
          `${ours.cold.p50.toFixed(1)} / ${ours.cold.p95.toFixed(1)} ms`,
          `${big.cold.p50.toFixed(1)} / ${big.cold.p95.toFixed(1)} ms`,
        ],
        [
          'warm (the same words again, files held, scored anew)',
          `${ours.warm.p50.toFixed(2)} / ${ours.warm.p95.toFixed(2)} ms`,
          `${big.warm.p50.toFixed(2)} / ${big.warm.p95.toFixed(2)} ms`,
        ],
      ],
    ),
  ].join('\n'),
  data: {
    ours: { index: oursIndex, postings: oursPostings, ...ours },
    pages10k: {
      pages: PAGES_10K,
      records: synthetic.length,
      buildMs,
      buildCpuMs,
      writeMs,
      index: bigIndex,
      postings: bigPostings,
      knownItems8: { probes: known8.length, recallAt5: known8Report.recallAt5, mrr: known8Report.mrr },
      ...big,
    },
  },
})
