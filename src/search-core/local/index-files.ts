/**
 * Index files: checking each file the engine reads (it is data from the network), which postings
 * chunks a query's terms live in, and decoding a term's postings.
 */
import { SearchError } from '../errors'
import type { CompiledSynonym } from '../synonyms'
import {
  chunkFor,
  exactTerm,
  impactOf,
  LOCAL_INDEX_VERSION,
  RECORD_ROW_FIELDS,
  type IndexMeta,
  type LexiconFile,
  type PostingsChunk,
  type RecordRow,
  type RecordText,
  type SynonymPostings,
  type UrlTable,
} from './index-format'
import { specsOf, type Plan, type TermSpec } from './query-plan'

/** A prefix or fuzzy lookup reads at most this many chunks. */
export const MAX_RANGE_CHUNKS = 8

/** A term's postings, decoded: record ids ascending and their impacts. */
export interface DecodedPostings {
  docs: Int32Array
  imps: Float32Array
}

const isText = (v: unknown): v is string => typeof v === 'string'
const malformed = (what: string) =>
  new SearchError('malformed_response', `The search index could not be read (${what})`)
/** The meta's `dir`: one folder name (the build id) and a slash, or nothing. */
const INDEX_DIR = /^([\w-]+\/)?$/

const isCompiledRule = (s: unknown) =>
  Array.isArray(s) &&
  Array.isArray(s[0]) &&
  s[0].every(isText) &&
  isText(s[1]) &&
  (s.length === 2 || (s.length === 3 && s[2] === 1))

export function checkMeta(data: unknown): IndexMeta {
  const m = data as Partial<IndexMeta> | null
  if (!m || typeof m !== 'object') throw new SearchError('malformed_response', 'The search index is missing')
  if (m.v !== LOCAL_INDEX_VERSION)
    throw new SearchError(
      'malformed_response',
      `The search index is format version ${JSON.stringify(m.v ?? null)}; this engine reads version ${LOCAL_INDEX_VERSION}`,
    )
  const ok =
    typeof m.records === 'number' &&
    Array.isArray(m.chunks) &&
    m.chunks.every(isText) &&
    Array.isArray(m.pages) &&
    m.pages.every((n) => Number.isInteger(n) && n > 0) &&
    Array.isArray(m.synonyms) &&
    m.synonyms.every(isCompiledRule) &&
    isText(m.fold) &&
    typeof m.urlFiles === 'number' &&
    Number.isInteger(m.urlFiles) &&
    m.urlFiles > 0 &&
    Number.isInteger(m.lexiconFiles) &&
    (m.lexiconFiles ?? -1) >= 0 &&
    (m.dir === undefined || (isText(m.dir) && INDEX_DIR.test(m.dir)))
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
  if (!ok || sum(m.pages ?? []) !== m.records) throw malformed('meta')
  return m as IndexMeta
}

export function checkChunk(data: unknown): PostingsChunk['t'] {
  const c = data as Partial<PostingsChunk> | null
  if (!c || typeof c !== 'object' || c.v !== LOCAL_INDEX_VERSION || !c.t || typeof c.t !== 'object')
    throw malformed('postings')
  return c.t
}

export function checkSynonymPostings(data: unknown): Omit<SynonymPostings, 'v'> {
  const f = data as Partial<SynonymPostings> | null
  if (
    !f ||
    f.v !== LOCAL_INDEX_VERSION ||
    !f.t ||
    typeof f.t !== 'object' ||
    !f.z ||
    typeof f.z !== 'object' ||
    !Object.values(f.z).every((near) => Array.isArray(near) && near.every(isText))
  )
    throw malformed('synonym postings')
  return { t: f.t, z: f.z }
}

export function checkUrlTable(data: unknown): UrlTable['u'] {
  const t = data as Partial<UrlTable> | null
  if (
    !t ||
    t.v !== LOCAL_INDEX_VERSION ||
    !t.u ||
    typeof t.u !== 'object' ||
    !Object.values(t.u).every((n) => Number.isInteger(n))
  )
    throw malformed('urls')
  return t.u
}

export function checkLexicon(data: unknown): LexiconFile['w'] {
  const l = data as Partial<LexiconFile> | null
  if (!l || l.v !== LOCAL_INDEX_VERSION || !Array.isArray(l.w) || !l.w.every(isText)) throw malformed('lexicon')
  return l.w
}

export function checkRecord(data: unknown): RecordRow {
  const t = data as Partial<RecordText> | null
  if (
    !t ||
    t.v !== LOCAL_INDEX_VERSION ||
    !Array.isArray(t.r) ||
    t.r.length !== RECORD_ROW_FIELDS ||
    !t.r.every(isText)
  )
    throw malformed('text')
  return t.r as RecordRow
}

/** The page number of every record (a page's records have consecutive ids). */
export function pageOfRecords(meta: Pick<IndexMeta, 'records' | 'pages'>): Uint32Array {
  const pageOf = new Uint32Array(meta.records)
  let record = 0
  meta.pages.forEach((n, page) => pageOf.fill(page, record, (record += n)))
  return pageOf
}

/** Chunks to read for a spec: the term's own, the range of its completions, the one before for typos. */
export function chunksOf(chunks: readonly string[], spec: TermSpec): number[] {
  const first = chunkFor(chunks, spec.term)
  const out = [first]
  if (spec.fuzzy && first > 0) out.unshift(first - 1)
  if (spec.prefix)
    for (let i = first + 1; i < chunks.length && chunks[i]?.startsWith(spec.term) && i - first < MAX_RANGE_CHUNKS; i++)
      out.push(i)
  return out
}

/** The chunks the specs need that are not read yet. */
export function chunksToRead(chunks: readonly string[], specs: TermSpec[], read: (chunk: number) => boolean): number[] {
  const needed = new Set<number>()
  for (const s of specs) for (const c of chunksOf(chunks, s)) if (!read(c)) needed.add(c)
  return [...needed]
}

/** A term's stored postings ([df, record delta, impact, …]) as record ids and impacts. */
export function decodePostings(flat: readonly number[]): DecodedPostings {
  const count = (flat.length - 1) >> 1
  const decoded = { docs: new Int32Array(count), imps: new Float32Array(count) }
  let doc = 0
  for (let i = 0; i < count; i++) {
    doc += flat[1 + 2 * i] ?? 0
    decoded.docs[i] = doc
    decoded.imps[i] = impactOf(flat[2 + 2 * i] ?? 0)
  }
  return decoded
}

/**
 * The terms a synonym rule's forms (its terms and root) are looked up by, as a query that the rule
 * matches plans them (query-plan.ts specsOf, exactTerm): `s/<n>.json` holds their postings. Not the
 * completions of a word being typed: those need the dictionary's range (prefix specs read chunks).
 */
export function synonymTerms([terms, root]: CompiledSynonym): TermSpec[] {
  const out = new Map<string, TermSpec>()
  for (const text of root ? [...terms, root] : terms) {
    for (const s of specsOf(text, false))
      if (!s.prefix) out.set(s.term, { term: s.term, ...(s.fuzzy || out.get(s.term)?.fuzzy ? { fuzzy: true } : {}) })
    const exact = exactTerm(text)
    if (exact && !out.has(exact)) out.set(exact, { term: exact })
  }
  return [...out.values()]
}

/**
 * The synonym rules a plan's synonym units come from (indices into the meta's `synonyms`): for each
 * unit, the smallest rule holding every form it is searched as besides the one typed. Whichever rule
 * is picked, a term is taken from its file only when the file covers the term (synonymTerms).
 */
export function synonymRulesOf(plan: Plan, rules: readonly CompiledSynonym[]): number[] {
  const out = new Set<number>()
  for (const unit of plan.units) {
    if (!unit.synonyms) continue
    const others = unit.alternatives.slice(1).map((a) => a.text)
    if (!others.length) continue
    let best = -1
    let size = Infinity
    rules.forEach(([terms, root], i) => {
      const forms = root ? [...terms, root] : terms
      if (forms.length < size && others.every((o) => forms.includes(o))) [best, size] = [i, forms.length]
    })
    if (best >= 0) out.add(best)
  }
  return [...out]
}
