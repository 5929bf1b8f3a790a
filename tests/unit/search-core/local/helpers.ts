import type { Posting } from '../../../../src/search-core/local/postings'
import type { Plan, TermSpec, Unit } from '../../../../src/search-core/local/query-plan'
import { scoreRecords, type Scores } from '../../../../src/search-core/local/scoring'

/** A posting over the given records, every one at the same impact unless given. */
export const posting = (docs: number[], imps: number[] = docs.map(() => 1)): Posting => ({
  df: docs.length,
  docs: Int32Array.from(docs),
  imps: Float32Array.from(imps),
})

/** A unit matched by one term. */
export const unit = (term: string, weight = 1): Unit => ({
  alternatives: [{ text: term, weight: 1, specs: [{ term }] }],
  weight,
})

export const plan = (units: Unit[], phrases: string[][] = [], exact: string[] = []): Plan => ({
  units,
  phrases,
  phraseUnits: phrases.map(() => units.map((_, i) => i)),
  joints: [],
  exact,
  words: [],
  typed: [],
  pairs: [],
})

/** Scores of a plan over `records` records, with the postings of `index` and a page per `pageOf`. */
export function score(p: Plan, index: Record<string, Posting>, records: number, pageOf?: number[]): Scores {
  const pages = pageOf ?? Array.from({ length: records }, (_, i) => i)
  return scoreRecords({
    plan: p,
    lookup: (s: TermSpec) => index[s.term] ?? null,
    records,
    pageOf: Uint32Array.from(pages),
    pages: Math.max(...pages) + 1,
    scratch: { acc: new Float64Array(records), count: new Uint16Array(records) },
  })
}
