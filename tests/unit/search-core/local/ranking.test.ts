import { describe, expect, it } from 'vitest'
import { PAGE_SIZE } from '../../../../src/search-core'
import { PAGE_REPEAT_DECAY, PAGE_SECTIONS_UNDECAYED, rankRecords } from '../../../../src/search-core/local/ranking'
import type { Scores } from '../../../../src/search-core/local/scoring'

/**
 * Scores of records given as [score, unitsMatched, covered share, phrase, exact, held]; held defaults to
 * every unit for a record with a phrase (one spelling the whole query), else to unitsMatched.
 */
function scores(rows: [number, number, number, number?, number?, number?][], units = 2): Scores {
  return {
    score: Float64Array.from(rows.map((r) => r[0])),
    unitsMatched: Uint16Array.from(rows.map((r) => r[1])),
    held: Uint16Array.from(rows.map((r) => r[5] ?? ((r[3] ?? 0) > 0 ? units : r[1]))),
    covered: Float64Array.from(rows.map((r) => r[2])),
    phraseHits: Uint8Array.from(rows.map((r) => r[3] ?? 0)),
    exactHits: Uint8Array.from(rows.map((r) => r[4] ?? 0)),
    touched: rows.map((_, i) => i).filter((i) => (rows[i]?.[1] ?? 0) > 0),
    units,
    unitsFound: units,
    totalUnitWeight: 1,
  }
}
const everyPage = (n: number) => Uint32Array.from({ length: n }, (_, i) => i)
const rank = (s: Scores, pageOf = everyPage(s.score.length), onlyPage: number | null = null) =>
  Array.from(rankRecords(s, { pageOf, onlyPage, page: 1 }))

describe('ranking', () => {
  it('ranks by score, equal scores in the index order', () => {
    expect(
      rank(
        scores([
          [1, 2, 1],
          [3, 2, 1],
          [1, 2, 1],
          [2, 1, 0.5],
        ]),
      ),
    ).toEqual([1, 3, 0, 2])
  })

  it('ranks a record titled as the query first, then a phrase as typed with every other word asked', () => {
    const s = scores([
      [9, 2, 1],
      [1, 2, 1, 1],
      [2, 2, 1, 0, 1],
      [8, 1, 0.9, 1, 0, 1], // a phrase and most of the query's weight, but a word missing: no tier
    ])
    expect(rank(s)).toEqual([2, 1, 0, 3])
  })

  it('lists only the records with every word when there are a page of them', () => {
    const rows: [number, number, number][] = Array.from({ length: PAGE_SIZE }, () => [1, 2, 1])
    rows.push([5, 1, 0.5])
    const ranked = rank(
      scores(rows),
      new Uint32Array(rows.length).map((_, i) => i),
    )
    expect(ranked).toHaveLength(PAGE_SIZE)
    expect(ranked).not.toContain(PAGE_SIZE)
    // Fewer than a page: the partial match follows.
    expect(
      rank(
        scores([
          [1, 2, 1],
          [5, 1, 0.5],
        ]),
      ),
    ).toEqual([1, 0])
  })

  it("does not count a record holding a phrase as typed but not the query's other words among those with every word", () => {
    // A page of records holding both words scattered, and one holding the phrase (which spells one of
    // the two units) without the other word.
    const rows: [number, number, number, number?, number?, number?][] = Array.from({ length: PAGE_SIZE }, () => [
      1, 2, 1,
    ])
    rows.push([9, 1, 0.8, 1, 0, 1])
    const ranked = rank(scores(rows))
    expect(ranked).toHaveLength(PAGE_SIZE)
    expect(ranked).not.toContain(PAGE_SIZE)
  })

  it('within one page: its sections with every word, else those covering half of the query', () => {
    const pageOf = Uint32Array.from([0, 0, 0, 1])
    expect(
      rank(
        scores([
          [1, 1, 0.5],
          [2, 1, 0.2],
          [1, 2, 1],
          [9, 2, 1],
        ]),
        pageOf,
        0,
      ),
    ).toEqual([2])
    expect(
      rank(
        scores([
          [1, 1, 0.5],
          [2, 1, 0.2],
          [1, 1, 0.6],
          [9, 2, 1],
        ]),
        pageOf,
        0,
      ),
    ).toEqual([0, 2])
  })

  it(`pushes a page's sections beyond the first ${PAGE_SECTIONS_UNDECAYED} down, lowering their scores`, () => {
    // Records 0–3 are one page's sections; record 4 is another page, just below them.
    const s = scores([
      [10, 2, 1],
      [9.9, 2, 1],
      [9.8, 2, 1],
      [9.7, 2, 1],
      [9, 2, 1],
    ])
    expect(rank(s, Uint32Array.from([0, 0, 0, 0, 1]))).toEqual([0, 1, 4, 2, 3])
    expect(s.score[2]).toBeCloseTo(9.8 * PAGE_REPEAT_DECAY, 9)
    expect(s.score[3]).toBeCloseTo(9.7 * PAGE_REPEAT_DECAY ** 2, 9)
  })
})
