import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtRecords, engineFromDist } from '../../testkit/local-index'
import { evaluateRelevance, type RelevanceCase } from '../../testkit/relevance/evaluate'
import { knownItems } from '../../testkit/relevance/known-items'
import { readRelevanceSet } from '../../testkit/relevance/sets'
import type { Locale } from '../../src/contracts'

// Runs after `npm run build`: relevance of the embedded engine over the built index, read from disk
// piece by piece as the browser reads it. Floors catch regressions; `npm run bench` reports the figures.
const dist = path.resolve(__dirname, '../../.vitepress/dist')
const records = (locale: Locale) => builtRecords(dist, locale)
const load = readRelevanceSet
const engines = { zh: engineFromDist(dist, 'zh').engine, en: engineFromDist(dist, 'en').engine }

async function evaluate(cases: RelevanceCase[]) {
  const results = new Map<RelevanceCase, string[]>()
  for (const c of cases)
    results.set(
      c,
      (await engines[c.locale ?? 'zh'].search(c.q)).hits.map((h) => h.url),
    )
  return evaluateRelevance(cases, (c) => results.get(c)!)
}

describe('search relevance on the built index', () => {
  const readers = load('reader-queries.json')

  it('has 150+ reader-phrased queries, split into a tuning and a reporting half', () => {
    expect(readers.length).toBeGreaterThanOrEqual(150)
    const halves = {
      tune: readers.filter((c) => c.half === 'tune').length,
      report: readers.filter((c) => c.half === 'report').length,
    }
    expect(halves.tune + halves.report).toBe(readers.length)
    expect(Math.abs(halves.tune - halves.report)).toBeLessThanOrEqual(readers.length * 0.1)
  })

  it.each(['tune', 'report'])(
    'reader queries, %s half: recall@5 ≥ 0.95 and MRR ≥ 0.8 (the target README "Relevance checks" states)',
    async (half) => {
      const report = await evaluate(readers.filter((c) => c.half === half))
      console.log(`reader queries (${half}): recall@5 ${report.recallAt5.toFixed(3)}, MRR ${report.mrr.toFixed(3)}`)
      expect(report.recallAt5).toBeGreaterThanOrEqual(0.95)
      expect(report.mrr).toBeGreaterThanOrEqual(0.8)
    },
  )

  // Sets written later by other writers, from the content alone: each must be large enough, and every
  // page it expects must exist in the build (a renamed page would otherwise count as a miss).
  it.each([
    {
      name: 'the independent held-out set (written blind, never tuned on)',
      file: 'validation-queries.json',
      size: 80,
      recall: 0.85,
      mrr: 0.7,
    },
    {
      name: 'the later tuning set (written blind, tuned on)',
      file: 'tuning-queries.json',
      size: 150,
      recall: 0.9,
      mrr: 0.8,
    },
  ])(
    '$name: every expected page is built; recall@5 ≥ $recall and MRR ≥ $mrr',
    async ({ name, file, size, recall, mrr }) => {
      const set = load(file)
      expect(set.length).toBeGreaterThanOrEqual(size)
      const built = (url: string) => fs.existsSync(path.join(dist, url.endsWith('/') ? `${url}index.html` : url))
      expect(set.flatMap((c) => c.expect).filter((u) => !built(u))).toEqual([])
      const report = await evaluate(set)
      console.log(`${name}: recall@5 ${report.recallAt5.toFixed(3)}, MRR ${report.mrr.toFixed(3)}`)
      expect(report.recallAt5).toBeGreaterThanOrEqual(recall)
      expect(report.mrr).toBeGreaterThanOrEqual(mrr)
    },
  )

  // Readers' own words that no page uses (the colloquial bridge, docs/search-colloquial.json): every
  // expected page is built, no page uses the reader's words, and both halves keep a floor.
  const colloquial = load('colloquial-queries.json')
  it('colloquial set: 60+ queries, split in halves, in words no page uses; every expected page is built', () => {
    expect(colloquial.length).toBeGreaterThanOrEqual(60)
    expect(colloquial.filter((c) => c.half === 'tune').length).toBe(Math.ceil(colloquial.length / 2))
    const built = (url: string) => fs.existsSync(path.join(dist, url.endsWith('/') ? `${url}index.html` : url))
    expect(colloquial.flatMap((c) => c.expect).filter((u) => !built(u))).toEqual([])
    const text = (locale: Locale) =>
      records(locale)
        .map((r) => `${r['hierarchy.lvl1']} ${r['hierarchy.lvl2'] ?? ''} ${r['hierarchy.lvl3'] ?? ''} ${r.content}`)
        .join('\n')
        .toLowerCase()
    const texts = { zh: text('zh'), en: text('en') }
    const used = colloquial.flatMap((c) => (c.words ?? []).filter((w) => texts[c.locale ?? 'zh'].includes(w)))
    expect(used).toEqual([])
  })
  it.each(['tune', 'report'])('colloquial set, %s half: recall@5 ≥ 0.85 and MRR ≥ 0.65', async (half) => {
    const report = await evaluate(colloquial.filter((c) => c.half === half))
    console.log(`colloquial queries (${half}): recall@5 ${report.recallAt5.toFixed(3)}, MRR ${report.mrr.toFixed(3)}`)
    expect(report.recallAt5).toBeGreaterThanOrEqual(0.85)
    expect(report.mrr).toBeGreaterThanOrEqual(0.65)
  })

  // The relevance floor: queries about nothing the docs say (none of their content words is in any
  // record) find nothing, so the panel shows its no-results state and the Ask AI row.
  it.each([
    ['zh', '量子纠缠咖啡机'],
    ['zh', '蓝牙耳机怎么配对'],
    ['zh', '红烧肉菜谱'],
    ['zh', '周杰伦演唱会门票'],
    ['zh', '猫咪不吃猫粮怎么办'],
    ['zh', '高铁怎么改签'],
    ['en', 'bluetooth headphones pairing'],
    ['en', 'chocolate cake recipe'],
    ['en', 'quantum entanglement espresso'],
  ] as const)('an off-topic query finds nothing (%s: %s)', async (locale, q) => {
    expect((await engines[locale].search(q)).found).toBe(0)
  })

  // A page found by its readers' keywords alone does not open the list: the first results show the word.
  it.each([
    ['zh', '退款'],
    ['zh', '发票'],
    ['en', 'refund'],
  ] as const)('the first results of a one-word query say the word (%s: %s)', async (locale, q) => {
    const { hits } = await engines[locale].search(q)
    for (const hit of hits.slice(0, 3))
      expect(hit.snippetHtml + hit.hierarchy.lvl1 + (hit.hierarchy.lvl2 ?? '')).toContain(q)
  })

  it('the project’s first relevance set: recall@5 ≥ 0.95 and MRR ≥ 0.8', async () => {
    const report = await evaluate(load('relevance-set.json'))
    console.log(`first relevance set: recall@5 ${report.recallAt5.toFixed(3)}, MRR ${report.mrr.toFixed(3)}`)
    expect(report.recallAt5).toBeGreaterThanOrEqual(0.95)
    expect(report.mrr).toBeGreaterThanOrEqual(0.8)
  })

  it('known items: 300 phrases sampled anywhere in the Chinese text find their page in the top 5 (≥ 0.98)', async () => {
    const set = knownItems(records('zh'), { count: 300, locale: 'zh' })
    expect(set).toHaveLength(300)
    const report = await evaluate(set)
    console.log(`known items (zh, ${set.length}): found@5 ${report.recallAt5.toFixed(3)}, MRR ${report.mrr.toFixed(3)}`)
    expect(report.recallAt5).toBeGreaterThanOrEqual(0.98)
  })
})
