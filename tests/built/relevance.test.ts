import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LocalEngine } from '../../src/search-core'
import type { DocRecord } from '../../src/search-core'
import { evaluateRelevance, type RelevanceCase } from '../relevance/evaluate'

// Runs after `npm run build`: the relevance set against the records of the built site.
const dist = new URL('../../.vitepress/dist/', import.meta.url)
const records = (locale: string): DocRecord[] =>
  fs.readFileSync(new URL(`records.${locale}.jsonl`, dist), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l))
const cases: RelevanceCase[] = JSON.parse(fs.readFileSync(new URL('../relevance/relevance-set.json', import.meta.url), 'utf8'))

describe('search relevance on the built records', () => {
  it('has a relevance set of 40+ queries in Chinese, English and mixed', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40)
  })

  it('recall@5 ≥ 0.9 and MRR ≥ 0.7 with the embedded engine', () => {
    const engines = { zh: LocalEngine.fromRecords(records('zh')), en: LocalEngine.fromRecords(records('en')) }
    const report = evaluateRelevance(cases, (c) => engines[(c.locale ?? 'zh') as 'zh' | 'en'].searchSync(c.q).hits.map((h) => h.url))
    if (report.misses.length) console.log('missed at 5:', report.misses.join(' | '))
    console.log(`relevance: recall@5 ${report.recallAt5.toFixed(3)}, MRR ${report.mrr.toFixed(3)} over ${cases.length} queries`)
    expect(report.recallAt5).toBeGreaterThanOrEqual(0.9)
    expect(report.mrr).toBeGreaterThanOrEqual(0.7)
  })
})
