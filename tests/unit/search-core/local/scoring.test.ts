import { describe, expect, it } from 'vitest'
import type { Posting } from '../../../../src/search-core/local/postings'
import { SINGLE_CHAR_WEIGHT, SYNONYM_WEIGHT, type Unit } from '../../../../src/search-core/local/query-plan'
import { COVERAGE_POWER, idf, matchUnit, PAGE_COVERAGE_SHARE } from '../../../../src/search-core/local/scoring'
import { plan, posting, score, unit } from './helpers'

describe('scoring', () => {
  // Records 0 and 1 hold both words of 创建开发机; only record 0 holds them as typed (the phrase).
  const index = {
    创建: posting([0, 1, 2]),
    开发: posting([0, 1]),
    建开: posting([0]),
    无关: posting([3]),
  }
  const createMachine = plan([unit('创建'), unit('开发')], [['创建', '建开', '开发']])

  it('scores a phrase found as typed above the same words scattered', () => {
    const s = score(createMachine, index, 4)
    expect(s.phraseHits[0]).toBe(1)
    expect(s.phraseHits[1]).toBe(0)
    expect(s.score[0]).toBeGreaterThan(s.score[1] ?? 0)
    expect(Array.from(s.unitsMatched)).toEqual([2, 2, 1, 0])
  })

  it('pulls a record missing words down by its coverage, and never lists a record matching none', () => {
    const s = score(createMachine, index, 4)
    expect(s.touched).toEqual([0, 1, 2])
    expect(s.score[2]).toBeLessThan(s.score[1] ?? 0)
    expect(s.score[3]).toBe(0)
    // Both words hold the same weight (their rarity): record 2 covers half of the query.
    expect(s.covered[2]).toBeCloseTo(s.totalUnitWeight * (idf(3, 4) / (idf(3, 4) + idf(2, 4))), 9)
  })

  it('counts a word found nowhere against coverage', () => {
    const s = score(plan([unit('创建'), unit('缺失')]), index, 4)
    expect(s.units).toBe(2)
    expect(s.covered[0]).toBeLessThan(s.totalUnitWeight)
    expect(s.unitsMatched[0]).toBe(1)
  })

  it('lends a section a share of what the rest of its page covers', () => {
    // Records 0 and 1 are one page, each holding one word; record 2, another page, holds the first word.
    const split = { 创建: posting([0, 2]), 开发: posting([1]) }
    const s = score(plan([unit('创建'), unit('开发')]), split, 3, [0, 0, 1])
    expect(s.score[0]).toBeGreaterThan(s.score[2] ?? 0)
    const share = (own: number, page: number) =>
      Math.pow((own + PAGE_COVERAGE_SHARE * (page - own)) / s.totalUnitWeight, COVERAGE_POWER)
    const own = s.covered[0] ?? 0
    expect((s.score[0] ?? 0) / (s.score[2] ?? 1)).toBeCloseTo(share(own, s.totalUnitWeight) / share(own, own), 9)
  })

  it('marks the records titled as the whole query', () => {
    const s = score(plan([unit('创建')], [], ['=创建']), { 创建: posting([0, 1]), '=创建': posting([1, 3]) }, 4)
    expect(Array.from(s.exactHits)).toEqual([0, 1, 0, 0])
  })

  it('counts as held the words a phrase found as typed spells, and only those', () => {
    // 自动图文集 区域: the phrase spells 自动, 图 and 文集; record 0 holds it (图 by none of the completions
    // searched) but not 区域, record 1 holds the phrase and 区域.
    const units = [unit('自动'), unit('图', 0.5), unit('文集'), unit('区域')]
    const p = { ...plan(units, [['自动', '动图', '图文', '文集']]), phraseUnits: [[0, 1, 2]] }
    const idx = {
      自动: posting([0, 1]),
      文集: posting([0, 1]),
      动图: posting([0, 1]),
      图文: posting([0, 1]),
      区域: posting([1, 2]),
    }
    const s = score(p, idx, 3)
    expect(Array.from(s.unitsMatched)).toEqual([2, 3, 1])
    expect(Array.from(s.held)).toEqual([3, 4, 1])
  })

  it('has no cap on the number of words (no 32-bit mask): a record holding all 40 is complete', () => {
    const terms = Array.from({ length: 40 }, (_, i) => `w${i}`)
    const all = Object.fromEntries(terms.map((t) => [t, posting([0, 1])]))
    all['w39'] = posting([0])
    const s = score(plan(terms.map((t) => unit(t))), all, 2)
    expect(s.unitsMatched[0]).toBe(40)
    expect(s.unitsMatched[1]).toBe(39)
    expect(s.held[0]).toBe(40)
    expect(s.covered[0]).toBeCloseTo(s.totalUnitWeight, 9)
    expect(s.score[0]).toBeGreaterThan(s.score[1] ?? 0)
  })
})

describe('matching one unit', () => {
  const match = (u: Unit, index: Record<string, Posting>, records: number) => {
    const best = new Float64Array(records)
    const m = matchUnit(
      u,
      {
        plan: plan([u]),
        lookup: (s) => index[s.term] ?? null,
        records,
        pageOf: Uint32Array.from({ length: records }, (_, i) => i),
        pages: records,
        scratch: { acc: new Float64Array(records), count: new Uint16Array(records) },
      },
      best,
    )
    return { ...m, best: Array.from(best) }
  }
  const alt = (text: string, weight: number, terms = [text]) => ({
    text,
    weight,
    specs: terms.map((term) => ({ term })),
  })

  it('credits each record the best of the alternatives it holds, once', () => {
    const u = { weight: 1, alternatives: [alt('显存', 1), alt('vram', SYNONYM_WEIGHT)], synonyms: true }
    const m = match(u, { 显存: posting([0, 1], [1, 1]), vram: posting([1, 2], [4, 1]) }, 4)
    expect(m.docs).toEqual([0, 1, 2])
    // A synonym weighs with the rarity of the word typed: both terms are in 2 of 4 records.
    const typed = idf(2, 4)
    expect(m.best[1]).toBeCloseTo(SYNONYM_WEIGHT * 4 * typed, 12)
    expect(m.best[0]).toBeCloseTo(typed, 12)
    expect(m.found).toBe(true)
    expect(m.part.size).toBe(0)
    expect(m.weight).toBeCloseTo(typed, 12)
  })

  it('falls back to the records holding part of the word when none holds it whole', () => {
    const u = { weight: 1, alternatives: [alt('爆显存', 1, ['爆显', '显存'])] }
    const m = match(u, { 爆显: posting([0]), 显存: posting([1, 2]) }, 4)
    expect(m.docs).toEqual([0, 1, 2])
    expect([...m.part]).toEqual([
      [0, 0.5],
      [1, 0.5],
      [2, 0.5],
    ])
    expect(m.found).toBe(true)
  })

  it('is found only by an alternative that is evidence of the word, and a word found nowhere weighs as a rare one', () => {
    const single = { weight: SINGLE_CHAR_WEIGHT, alternatives: [alt('机', 1), alt('啡机', 1)], evidence: [1] }
    expect(match(single, { 机: posting([0, 1]) }, 4).found).toBe(false)
    expect(match(single, { 机: posting([0, 1]), 啡机: posting([1]) }, 4).found).toBe(true)
    const nowhere = match({ weight: 1, alternatives: [alt('缺失', 1)] }, {}, 4)
    expect(nowhere.docs).toEqual([])
    expect(nowhere.weight).toBeCloseTo(Math.log(5), 12)
  })
})
