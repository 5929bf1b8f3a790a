/**
 * Postings lookup: the records of one term of the plan, merging the term as typed with its
 * completions (the word being typed, a single CJK character) or its near spellings (a typo), from
 * whichever chunks hold them, each record at its best weighted impact.
 */
import { isJointTerm } from '../tokenize'
import type { DecodedPostings } from './index-files'
import { FUZZY_TWO_AT, type TermSpec } from './query-plan'

/** A prefix is searched as at most this many of its completions (the most frequent). */
export const MAX_COMPLETIONS = 32
/** A completion of the word being typed weighs a little less than the word as typed. */
export const PREFIX_WEIGHT = 0.9
/** A near spelling weighs less than a completion: the reader may have meant another word. */
export const FUZZY_WEIGHT = 0.8

/** Postings of one looked-up term: record → impact, and how many records have it. */
export interface Posting extends DecodedPostings {
  df: number
  /**
   * The index kept only the highest-impact records of the term (or of one of the terms merged here):
   * a record missing from the list may still hold it.
   */
  capped?: boolean
}

/** A stored list ([df, record delta, impact, …]) that holds fewer records than its df: cut at build. */
const isCapped = (flat: number[]) => (flat[0] ?? 0) > (flat.length - 1) / 2

/** What a lookup reads: the chunks already fetched, and a decoder (the engine caches its results). */
export interface PostingSource {
  /** Number of records in the index. */
  records: number
  /** A term's stored postings ([df, record delta, impact, …]), when a read chunk holds it. */
  stored(term: string): number[] | undefined
  /** The (term, postings) entries of each chunk a spec's completions and typos may be in. */
  range(spec: TermSpec): [string, number[]][][]
  decode(flat: number[]): DecodedPostings
  /** Work array over the records, all zeros, left all zeros. */
  union: Float32Array
}

/** The postings of a spec, or null when no record has the term (nor a completion or typo of it). */
export function lookupPosting(s: TermSpec, src: PostingSource): Posting | null {
  const found: { flat: number[]; weight: number }[] = []
  const exact = src.stored(s.term)
  if (exact) found.push({ flat: exact, weight: 1 })
  // Typos only when the word as typed is not in the dictionary (nor the start of a word in it).
  let fuzzy = !!s.fuzzy && !exact
  if (s.prefix || fuzzy) {
    const range = src.range(s)
    if (s.prefix) {
      // (Not a joint: 在vue records an adjacency, it is no word that starts with 在.)
      const completions = range
        .flat()
        .filter(([term]) => term !== s.term && term.startsWith(s.term) && !isJointTerm(term))
      // The most frequent completions only: a common character starts hundreds of pairs.
      completions.sort((a, b) => (b[1][0] ?? 0) - (a[1][0] ?? 0) || (a[0] < b[0] ? -1 : 1))
      for (const [, flat] of completions.slice(0, MAX_COMPLETIONS)) found.push({ flat, weight: PREFIX_WEIGHT })
      if (completions.length) fuzzy = false
    }
    if (fuzzy) {
      const max = s.term.length >= FUZZY_TWO_AT ? 2 : 1
      for (const entries of range)
        for (const [term, flat] of entries)
          if (term[0] === s.term[0] && !isJointTerm(term) && editDistanceAtMost(s.term, term, max))
            found.push({ flat, weight: FUZZY_WEIGHT })
    }
  }
  const only = found.length === 1 ? found[0] : undefined
  if (only && only.weight === 1)
    return {
      df: Math.min(only.flat[0] ?? 0, src.records),
      ...src.decode(only.flat),
      ...(isCapped(only.flat) ? { capped: true } : {}),
    }
  return found.length ? union(found, src) : null
}

/** The union of several terms' postings, each record at its best weighted impact. */
function union(found: { flat: number[]; weight: number }[], src: PostingSource): Posting {
  const dense = src.union
  const list: number[] = []
  let df = 0
  for (const { flat, weight } of found) {
    df += flat[0] ?? 0
    const { docs, imps } = src.decode(flat)
    for (let i = 0; i < docs.length; i++) {
      const d = docs[i] ?? 0
      const v = (imps[i] ?? 0) * weight
      const held = dense[d] ?? 0
      if (held === 0) list.push(d)
      if (v > held) dense[d] = v
    }
  }
  const docs = Int32Array.from(list).sort()
  const imps = new Float32Array(docs.length)
  docs.forEach((d, i) => {
    imps[i] = dense[d] ?? 0
    dense[d] = 0
  })
  const capped = found.some((f) => isCapped(f.flat))
  return { df: Math.min(df, src.records), docs, imps, ...(capped ? { capped: true } : {}) }
}

/** Whether two words are at most `max` edits apart (Damerau: an adjacent transposition is one edit). */
export function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  // Rows of the distance table, with an early exit once a whole row exceeds `max`.
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i])
  const at = (i: number, j: number) => d[i]?.[j] ?? Infinity
  const row0 = d[0]
  if (row0) for (let j = 1; j <= b.length; j++) row0[j] = j
  for (let i = 1; i <= a.length; i++) {
    const row = d[i]
    if (!row) break
    let rowMin = Infinity
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let v = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, at(i - 2, j - 2) + 1)
      row[j] = v
      rowMin = Math.min(rowMin, v)
    }
    if (rowMin > max) return false
  }
  return at(a.length, b.length) <= max
}
