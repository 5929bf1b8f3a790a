/**
 * Golden outputs of the embedded engine, to prove a refactor changes no result: runs the built index
 * (as the browser reads it) over every relevance query set and the known-item sets, as typed, on its
 * second page, restricted to its expected page, cut short (the word being typed) and with a typo, and
 * writes each search's top 10 (url, score, snippet) and count, plus a digest of the index files built
 * in memory from the same records. Run after `npm run build`:
 * `npx vite-node bench/engine-golden.ts -- <out.json>`, then compare two outputs with `--compare a b`.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { buildLocalIndex } from '../src/search-core'
import type { RelevanceCase } from '../testkit/relevance/evaluate'
import { knownItems } from '../testkit/relevance/known-items'
import { readRelevanceSet } from '../testkit/relevance/sets'
import { builtRecords, engineFromDist } from '../testkit/local-index'

interface Golden {
  indexDigest: Record<string, string>
  searches: Record<string, { found: number; top: [string, number, string][] }>
}

const args = process.argv.slice(2).filter((a) => a !== '--')

if (args[0] === '--compare') {
  const [a, b] = [args[1], args[2]].map((f) => JSON.parse(fs.readFileSync(f!, 'utf8')) as Golden)
  let same = 0
  const diffs: string[] = []
  for (const key of Object.keys(a!.searches)) {
    const x = a!.searches[key]!
    const y = b!.searches[key]
    const ok =
      !!y &&
      x.found === y.found &&
      x.top.length === y.top.length &&
      x.top.every(([url, score, snippet], i) => {
        const o = y.top[i]
        return !!o && o[0] === url && Math.abs(o[1] - score) <= 1 && o[2] === snippet
      })
    if (ok) same++
    else diffs.push(key)
  }
  const digests = JSON.stringify(a!.indexDigest) === JSON.stringify(b!.indexDigest)
  console.log(`${same} of ${Object.keys(a!.searches).length} searches identical; index digests equal: ${digests}`)
  for (const d of diffs.slice(0, 20)) console.log('  differs:', d)
  process.exit(diffs.length || !digests ? 1 : 0)
}

const out = args[0] ?? '/tmp/engine-golden.json'
const dist = path.resolve('.vitepress/dist')
const load = (file: string): RelevanceCase[] => readRelevanceSet(file)
const cases: RelevanceCase[] = [
  ...['reader-queries.json', 'validation-queries.json', 'tuning-queries.json', 'relevance-set.json'].flatMap(load),
  ...knownItems(builtRecords(dist, 'zh'), { count: 300, locale: 'zh' }),
  ...knownItems(builtRecords(dist, 'en'), { count: 60, locale: 'en' }),
]
const engines = { zh: engineFromDist(dist, 'zh').engine, en: engineFromDist(dist, 'en').engine }
/** A typo: two letters of the longest Latin word swapped. */
const typo = (q: string) => {
  const word = [...q.matchAll(/[A-Za-z]{5,}/g)].sort((a, b) => b[0].length - a[0].length)[0]
  if (!word) return null
  const at = (word.index ?? 0) + 2
  return q.slice(0, at) + (q[at + 1] ?? '') + (q[at] ?? '') + q.slice(at + 2)
}
const golden: Golden = { indexDigest: {}, searches: {} }
for (const locale of ['zh', 'en'] as const) {
  const hash = createHash('sha256')
  const { files } = buildLocalIndex({ locale, records: builtRecords(dist, locale) })
  for (const [name, body] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(name).update(body)
  golden.indexDigest[locale] = hash.digest('hex')
}
for (const c of cases) {
  const locale = (c.locale ?? 'zh') as 'zh' | 'en'
  const within = c.expect[0]?.replace(/#.*$/, '').replace(/\/$/, '/index.html')
  const variants: [string, string, number, string | undefined][] = [
    ['q', c.q, 1, undefined],
    ['page2', c.q, 2, undefined],
    ['within', c.q, 1, within],
    ['typing', c.q.slice(0, -1), 1, undefined],
    ['half', c.q.slice(0, Math.ceil(c.q.length / 2)), 1, undefined],
  ]
  const t = typo(c.q)
  if (t) variants.push(['typo', t, 1, undefined])
  for (const [kind, q, page, only] of variants) {
    const key = `${locale}|${kind}|${q}|${page}|${only ?? ''}`
    if (golden.searches[key]) continue
    const r = await engines[locale].search(q, page, only)
    golden.searches[key] = {
      found: r.found,
      top: r.hits.slice(0, 10).map((h) => [h.url, h.textMatch ?? 0, h.snippetHtml ?? '']),
    }
  }
}
fs.writeFileSync(out, JSON.stringify(golden, null, 1))
console.log(`${Object.keys(golden.searches).length} searches written to ${out}`)
