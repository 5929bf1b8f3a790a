/**
 * Search quality side by side (prints figures, never fails): recall@5 and MRR on the reader-phrased
 * set (both halves, the reporting half first), the independent held-out set, the reporting half of the
 * colloquial set, the later tuning set, the
 * generated known-item sets and the first relevance set, for our embedded engine (its built index,
 * read as the browser reads it) and for VitePress's built-in local search over the same pages,
 * searched the way its search box does (its MiniSearch options, first 16 results). Run after `npm run build`
 * and `npm run build:baseline`: `npm run bench:quality`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import MiniSearch from 'minisearch'
import { evaluateRelevance, type RelevanceCase } from '../testkit/relevance/evaluate'
import { KNOWN_ITEM_SEED, knownItems } from '../testkit/relevance/known-items'
import { readRelevanceSet } from '../testkit/relevance/sets'
import { builtRecords, engineFromDist } from '../testkit/local-index'
import { HAN_CHAR, type Locale } from '../src/contracts'
import { emit, table } from './lib/report'

const dist = path.resolve('.vitepress/dist')
const baseline = path.resolve('.vitepress/dist-baseline')
const load = readRelevanceSet
const locales = ['zh', 'en'] as const
const records = (locale: Locale) => builtRecords(dist, locale)

const ours = Object.fromEntries(locales.map((l) => [l, engineFromDist(dist, l).engine]))

// The baseline's index chunk exports the serialised MiniSearch index as a string.
async function baselineIndex(locale: string): Promise<MiniSearch> {
  const name = locale === 'zh' ? 'root' : locale
  const file = fs
    .readdirSync(path.join(baseline, 'assets/chunks'))
    .find((f) => f.startsWith(`@localSearchIndex${name}.`))!
  const json = (await import(pathToFileURL(path.join(baseline, 'assets/chunks', file)).href)).default as string
  return MiniSearch.loadJSON(json, {
    fields: ['title', 'titles', 'text'],
    storeFields: ['title', 'titles'],
    searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } },
  })
}
const theirs = Object.fromEntries(await Promise.all(locales.map(async (l) => [l, await baselineIndex(l)] as const)))

const readers = load('reader-queries.json')
const colloquial = load('colloquial-queries.json')
const isChinese = (c: RelevanceCase) => (c.locale ?? 'zh') === 'zh' && HAN_CHAR.test(c.q)
const groups: Record<string, RelevanceCase[]> = {
  'reader queries, reporting half (never tuned on)': readers.filter((c) => c.half === 'report'),
  'reader queries, tuning half': readers.filter((c) => c.half === 'tune'),
  'reader queries, reporting half, Chinese': readers.filter((c) => c.half === 'report' && isChinese(c)),
  'reader queries, reporting half, other': readers.filter((c) => c.half === 'report' && !isChinese(c)),
  // By kind (figures only: which kinds of asking the engine serves worst).
  ...Object.fromEntries(
    [...new Set(readers.map((c) => c.kind ?? 'other'))]
      .sort()
      .map((kind) => [
        `reader queries, reporting half: ${kind}`,
        readers.filter((c) => c.half === 'report' && c.kind === kind),
      ]),
  ),
  // A second writer's 80 queries, written from the content alone, blind to the other sets, the
  // synonyms file and the engine's results: held out like the reporting half (nothing is tuned on it).
  'independent set, written blind (held out)': load('validation-queries.json'),
  'independent set: colloquial': load('validation-queries.json').filter((c) => c.kind === 'colloquial'),
  'independent set: other kinds': load('validation-queries.json').filter((c) => c.kind !== 'colloquial'),
  // A third writer's 150 queries, written blind when the tuning half was exhausted, then tuned on.
  'later tuning set (tuned on)': load('tuning-queries.json'),
  // Readers' own words that no page uses: the reporting half (never tuned on), by language.
  'colloquial queries, reporting half (never tuned on)': colloquial.filter((c) => c.half === 'report'),
  'colloquial queries, reporting half, Chinese': colloquial.filter((c) => c.half === 'report' && isChinese(c)),
  [`known items zh (seed ${KNOWN_ITEM_SEED})`]: knownItems(records('zh'), { count: 300, locale: 'zh' }),
  [`known items en (seed ${KNOWN_ITEM_SEED})`]: knownItems(records('en'), { count: 60, locale: 'en' }),
  'the first relevance set (close to titles)': load('relevance-set.json'),
}
const localeOf = (c: RelevanceCase): Locale => c.locale ?? 'zh'
const rows: string[][] = []
const data: Record<string, unknown> = {}
for (const [name, set] of Object.entries(groups)) {
  const results = new Map<RelevanceCase, string[]>()
  for (const c of set)
    results.set(
      c,
      (await ours[localeOf(c)]!.search(c.q)).hits.map((h) => h.url),
    )
  const o = evaluateRelevance(set, (c) => results.get(c)!)
  const b = evaluateRelevance(set, (c) =>
    theirs[localeOf(c)]!.search(c.q)
      .slice(0, 16)
      .map((r) => String(r.id)),
  )
  const r = (x: number, y: number) => (y > 0 ? `${(x / y).toFixed(2)}×` : '∞')
  rows.push([
    `${name} (${set.length})`,
    o.recallAt5.toFixed(3),
    b.recallAt5.toFixed(3),
    r(o.recallAt5, b.recallAt5),
    o.mrr.toFixed(3),
    b.mrr.toFixed(3),
    r(o.mrr, b.mrr),
  ])
  data[name] = {
    queries: set.length,
    ours: { recallAt5: o.recallAt5, mrr: o.mrr },
    baseline: { recallAt5: b.recallAt5, mrr: b.mrr },
  }
}
emit({
  title: 'Search quality on the relevance set (same pages)',
  markdown: table(
    ['queries', 'recall@5 ours', 'recall@5 baseline', 'ratio', 'MRR ours', 'MRR baseline', 'ratio'],
    rows,
  ),
  data,
})
