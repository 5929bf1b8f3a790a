/**
 * The postings side of the index build (local-index.ts): each term's list capped and delta-coded, the
 * sorted dictionary cut into chunks (`p/<n>.json`), and each synonym rule's terms in a file of their own
 * (`s/<n>.json`). The engine reads them back with index-files.ts.
 */
import type { CompiledSynonym } from '../synonyms'
import { chunkFor, LOCAL_INDEX_VERSION, type PostingsChunk, type SynonymPostings } from './index-format'
import { chunksOf, synonymTerms } from './index-files'
import { editDistanceAtMost } from './postings'

/** JSON a chunk spends on one entry besides the term and its numbers: `"term":[…],`. */
const CHUNK_ENTRY_OVERHEAD = 6

/** A term's records (ids ascending) and its quantised impact in each, every record kept. */
export interface TermPostings {
  docs: number[]
  imps: number[]
}

/**
 * A term's postings as stored: its whole record count, then (record id − previous id, impact) pairs.
 * Past `maxPostings` records only the highest impacts are kept (ties: earlier records), still in record
 * order for the delta coding; the count stays the whole one.
 */
export function encodePostings(p: TermPostings, maxPostings: number): number[] {
  let order = p.docs.map((_, i) => i)
  if (order.length > maxPostings) {
    order = order
      .sort((a, b) => (p.imps[b] ?? 0) - (p.imps[a] ?? 0) || a - b)
      .slice(0, maxPostings)
      .sort((a, b) => a - b)
  }
  const flat: number[] = [p.docs.length]
  let prev = 0
  for (const i of order) {
    flat.push((p.docs[i] ?? 0) - prev, p.imps[i] ?? 0)
    prev = p.docs[i] ?? 0
  }
  return flat
}

/** The dictionary cut into chunks: where each starts (the meta's `chunks`) and each one's terms. */
export interface Shards {
  /** Per chunk, the shortest start that sorts after the previous chunk's last term ('' for the first). */
  chunks: string[]
  /** Per chunk, its terms (sorted) with their encoded postings. */
  terms: Record<string, number[]>[]
}

/**
 * Cuts the sorted dictionary into chunks of about `chunkChars` characters of JSON (a term may exceed it
 * alone). A chunk starts at the shortest prefix of its first term that sorts after the last term of the
 * chunk before, so a lookup can place any term, present or not, by its start.
 */
export function shardPostings(
  postings: ReadonlyMap<string, TermPostings>,
  chunkChars: number,
  maxPostings: number,
): Shards {
  const chunks: string[] = []
  const terms: Record<string, number[]>[] = []
  let current: Record<string, number[]> = {}
  let size = 0
  let lastTerm = ''
  const boundary = (first: string) => {
    let n = 1
    while (n < first.length && first.slice(0, n) <= lastTerm) n++
    return chunks.length === 0 ? '' : first.slice(0, n)
  }
  for (const term of [...postings.keys()].sort()) {
    const flat = encodePostings(postings.get(term)!, maxPostings)
    const cost = term.length + CHUNK_ENTRY_OVERHEAD + flat.join(',').length
    if (size === 0 || size + cost > chunkChars) {
      if (size > 0) terms.push(current)
      current = {}
      size = 0
      chunks.push(boundary(term))
    }
    current[term] = flat
    size += cost
    lastTerm = term
  }
  if (size > 0) terms.push(current)
  return { chunks, terms }
}

/** The postings files, `p/<n>.json`, one per chunk. */
export const postingsFiles = ({ terms }: Shards): [string, string][] =>
  terms.map((t, n) => [`p/${n}.json`, JSON.stringify({ v: LOCAL_INDEX_VERSION, t } satisfies PostingsChunk)])

/**
 * Each synonym rule's terms in one file (index-format.ts s/<n>.json); a term the dictionary lacks that
 * may be a typo brings its near terms from the chunks a typo lookup reads (a superset: two edits, the
 * lookup itself filters them as it filters a chunk's).
 */
export function synonymFiles(rules: readonly CompiledSynonym[], { chunks, terms }: Shards): [string, string][] {
  return rules.map((rule, n) => {
    const file: SynonymPostings = { v: LOCAL_INDEX_VERSION, t: {}, z: {} }
    for (const spec of synonymTerms(rule)) {
      const flat = terms[chunkFor(chunks, spec.term)]?.[spec.term]
      if (flat) file.t[spec.term] = flat
      else if (spec.fuzzy) {
        const near = chunksOf(chunks, spec)
          .flatMap((c) => Object.entries(terms[c] ?? {}))
          .filter(([term]) => term[0] === spec.term[0] && editDistanceAtMost(spec.term, term, 2))
        file.z[spec.term] = near.map(([term]) => term)
        for (const [term, flat] of near) file.t[term] = flat
      }
    }
    return [`s/${n}.json`, JSON.stringify(file)]
  })
}
