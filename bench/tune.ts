/**
 * The tuning loop's view (prints, never fails): recall@5 and MRR, and every query not ranked first,
 * for the tuning half of the reader-phrased set, the later tuning set, and known items drawn with
 * seeds other than the reported one. The reporting half and the reported seed are never shown here:
 * tune on this, report with `npm run bench:quality`. Run after `npm run build`: `npm run bench:tune [-- reader|tuning|colloquial|known]`.
 */
import path from 'node:path'
import { evaluateRelevance, pageOf, type RelevanceCase } from '../testkit/relevance/evaluate'
import { KNOWN_ITEM_SEED, knownItems } from '../testkit/relevance/known-items'
import { readRelevanceSet } from '../testkit/relevance/sets'
import { builtRecords, engineFromDist } from '../testkit/local-index'
import type { Locale } from '../src/contracts'

const dist = path.resolve('.vitepress/dist')
const records = (locale: Locale) => builtRecords(dist, locale)
const engines = { zh: engineFromDist(dist, 'zh').engine, en: engineFromDist(dist, 'en').engine }

const TUNING_SEEDS = [KNOWN_ITEM_SEED + 1, KNOWN_ITEM_SEED + 2, KNOWN_ITEM_SEED + 3]
const sets: Record<string, RelevanceCase[]> = {
  reader: readRelevanceSet('reader-queries.json').filter((c) => c.half === 'tune'),
  // Written later, blind to the engine and to the other sets, when the tuning half was exhausted.
  tuning: readRelevanceSet('tuning-queries.json'),
  // Readers' own words that no page uses (the colloquial bridge): its tuning half.
  colloquial: readRelevanceSet('colloquial-queries.json').filter((c) => c.half === 'tune'),
  known: TUNING_SEEDS.flatMap((seed) => knownItems(records('zh'), { count: 300, locale: 'zh', seed })),
}
const titles: Record<string, string> = {
  reader: 'reader queries, tuning half',
  tuning: 'tuning set (tests/relevance/tuning-queries.json)',
  colloquial: 'colloquial queries, tuning half (tests/relevance/colloquial-queries.json)',
  known: `known items zh, seeds ${TUNING_SEEDS.join(', ')}`,
}
const only = process.argv[2]
for (const [name, set] of Object.entries(sets)) {
  if (only && only !== name) continue
  const results = new Map<RelevanceCase, string[]>()
  for (const c of set)
    results.set(
      c,
      (await engines[c.locale === 'en' ? 'en' : 'zh'].search(c.q)).hits.map((h) => h.url),
    )
  const r = evaluateRelevance(set, (c) => results.get(c)!)
  console.log(`\n## ${titles[name]} (${set.length}): recall@5 ${r.recallAt5.toFixed(3)}, MRR ${r.mrr.toFixed(3)}`)
  console.log('rank\tquery\twanted\tfirst three')
  for (const c of set) {
    const pages = [...new Set(results.get(c)!.map(pageOf))]
    const wanted = c.expect.map(pageOf)
    const rank = pages.findIndex((p) => wanted.includes(p)) + 1
    // Known items: only the misses (hundreds rank second behind a page with the same phrase).
    if (rank === 1 || (name === 'known' && rank >= 1 && rank <= 5)) continue
    console.log(`${rank || '–'}\t${c.q}\t${wanted.join(' ')}\t${pages.slice(0, 3).join(' ')}`)
  }
}
