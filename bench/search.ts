/**
 * Embedded search benchmark (prints figures, never fails): index bytes per locale (raw, gzip), load
 * and parse time, query latency p50/p95 over the relevance set at our size and at 10 000 records.
 * Run after `npm run build`: `npm run bench:search`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { gzipSync } from 'node:zlib'
import { buildLocalIndex, LocalEngine, type DocRecord } from '../src/search-core'
import { emit, table } from './lib/report'

const dist = path.resolve('.vitepress/dist')
const cases: { q: string; locale?: string }[] = JSON.parse(fs.readFileSync('tests/relevance/relevance-set.json', 'utf8'))
const records = (locale: string): DocRecord[] =>
  fs.readFileSync(path.join(dist, `records.${locale}.jsonl`), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l))

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

function queryLatencies(engine: LocalEngine, queries: string[], rounds = 5): number[] {
  const times: number[] = []
  for (let r = 0; r < rounds; r++) {
    for (const q of queries) {
      const t = performance.now()
      engine.searchSync(q)
      times.push(performance.now() - t)
    }
  }
  return times
}

const indexRows: string[][] = []
const data: Record<string, unknown> = {}
for (const locale of ['zh', 'en']) {
  const file = fs.readdirSync(path.join(dist, 'assets')).find((f) => f.startsWith(`search-index.${locale}.`))!
  const raw = fs.readFileSync(path.join(dist, 'assets', file))
  const gz = gzipSync(raw).length
  const recs = records(locale)
  const pages = new Set(recs.map((r) => r.url_without_anchor)).size
  const loads: number[] = []
  for (let i = 0; i < 5; i++) {
    const t = performance.now()
    LocalEngine.fromSerialized(JSON.parse(raw.toString('utf8')))
    loads.push(performance.now() - t)
  }
  indexRows.push([locale, String(recs.length), String(pages), kb(raw.length), kb(gz), kb(gz / pages), `${median(loads).toFixed(1)} ms`])
  data[`index_${locale}`] = { records: recs.length, pages, rawBytes: raw.length, gzipBytes: gz, gzipPerPage: gz / pages, loadMs: median(loads) }
}

const zh = records('zh')
const queries = cases.filter((c) => (c.locale ?? 'zh') === 'zh').map((c) => c.q)
const ours = LocalEngine.fromRecords(zh)
queryLatencies(ours, queries, 1) // warm-up
const t1 = queryLatencies(ours, queries)

// 10 000 synthetic records made from the real ones: same vocabulary, distinct pages.
const synthetic: DocRecord[] = Array.from({ length: 10_000 }, (_, i) => {
  const r = zh[i % zh.length]!
  return { ...r, id: `s${i}`, url: `/synthetic/${i}.html`, url_without_anchor: `/synthetic/${i}.html`, content: `${r.content} 第 ${i} 号` }
})
const big = LocalEngine.fromSerialized(JSON.parse(JSON.stringify(buildLocalIndex(synthetic, 'zh'))))
queryLatencies(big, queries, 1)
const t2 = queryLatencies(big, queries)

data.query_ours = { records: zh.length, p50: pct(t1, 0.5), p95: pct(t1, 0.95) }
data.query_10k = { records: 10_000, p50: pct(t2, 0.5), p95: pct(t2, 0.95) }
emit({
  title: 'Embedded search',
  markdown: [
    table(['locale', 'records', 'pages', 'index raw', 'index gzip', 'gzip per page', 'load + index in Node (median of 5)'], indexRows),
    '',
    table(['corpus', 'queries × rounds', 'p50', 'p95'], [
      [`our zh records (${zh.length})`, `${queries.length} × 5`, `${pct(t1, 0.5).toFixed(2)} ms`, `${pct(t1, 0.95).toFixed(2)} ms`],
      ['10 000 synthetic records', `${queries.length} × 5`, `${pct(t2, 0.5).toFixed(2)} ms`, `${pct(t2, 0.95).toFixed(2)} ms`],
    ]),
  ].join('\n'),
  data,
})
