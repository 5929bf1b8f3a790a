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
