import { HAN_CLASS } from '../contracts/text'
import { normalizeQuery } from '../query-analysis'
import { FIRST_PAGE, PAGE_SIZE } from './constants'
import type { SearchEngine } from './engine'
import { SearchError } from './errors'
import { foldText, parseFoldPairs } from './fold'
import { escapeHtml, safeHref } from './hits'
import {
  buildLocalIndex,
  exactTerm,
  impactOf,
  LOCAL_INDEX_VERSION,
  type RecordRow,
  type IndexMeta,
  type LocalIndexInput,
  type PostingsChunk,
  type RecordText,
  type UrlTable,
  urlFileOf,
} from './local-index'
import { findSynonymSpans } from './synonyms'
import { cjkPairs, isCjkTerm, queryWords, segmentQuery, type QueryWord } from './tokenize'
import type { DocRecord, SearchHit, SearchResult } from './types'

const SNIPPET_CHARS = 120
/** A synonym weighs a little less than the words the reader typed. */
export const SYNONYM_WEIGHT = 0.85
/** A one-character CJK word (often a particle the stop list missed) counts for less. */
export const SINGLE_CHAR_WEIGHT = 0.5
/**
 * A CJK run typed as one phrase (several words, or words and particles) and found as typed (all its
 * character pairs in the record) ranks above the scattered words, and adds this to the score.
 */
export const PHRASE_WEIGHT = 1.5
/** Share of the query's weight a record with a phrase as typed must also cover to rank above the rest. */
export const PHRASE_TIER_COVERAGE = 0.75
/** CJK runs up to this long are searched as typed first, then by their segmented words. */
export const MAX_SHORT_RUN = 3
/** A compound identifier found only by its parts, scattered, weighs this much of one found whole. */
export const PARTS_WEIGHT = 0.6
/** Beyond its first two records, each further record of a page in the ranking weighs this much less (DocSearch groups by page). */
export const PAGE_REPEAT_DECAY = 0.6
/**
 * How strongly missing words pull a record down: score × coverage^COVERAGE_POWER. The score already
 * sums the words found, so less than a second linear factor: a colloquial question carries everyday
 * words that a page answering it need not use (bench:tune, 0.7 against 1: the later tuning set
 * recall@5 0.947 against 0.933, MRR 0.855 against 0.842; the first tuning half 0.983 both, MRR 0.915
 * against 0.920).
 */
export const COVERAGE_POWER = 0.7
/** Share of the query's weight covered elsewhere on a section's page that counts toward the section. */
export const PAGE_COVERAGE_SHARE = 0.25
/** Latin prefixes shorter than this are matched exactly (a 2-letter prefix matches half the dictionary). */
export const MIN_LATIN_PREFIX = 3
/** A prefix or fuzzy lookup reads at most this many chunks. */
export const MAX_RANGE_CHUNKS = 8
/** The head of the ranking in which one page's extra sections are pushed down. */
export const RERANK_DEPTH = 200
/** Words of a query that count (a 256-character query has at most a few dozen). */
export const MAX_UNITS = 31
/** A prefix is searched as at most this many of its completions (the most frequent). */
export const MAX_COMPLETIONS = 32
/** Results remembered for repeated searches (a query typed again, a prefetched one, load more). */
export const REMEMBERED_RESULTS = 16
/** Share of the query's weight a section must cover to answer a question about its page. */
export const PAGE_MATCH_COVERAGE = 0.5
/** Latin words of this length get one typo; of FUZZY_TWO_AT, two. */
export const FUZZY_ONE_AT = 5
export const FUZZY_TWO_AT = 9
const FUZZY_WEIGHT = 0.8
/** A completion of the word being typed weighs a little less than the word as typed. */
const PREFIX_WEIGHT = 0.9

interface LoadedMeta {
  meta: IndexMeta
  fold: Map<string, string>
  /** Page number of each record. */
  pageOf: Uint32Array
  /** URL prefix of the chunks and record texts. */
  base: string
}

/** Fetches and parses one JSON file; rejects with a SearchError when it cannot. */
export type FetchJson = (url: string) => Promise<unknown>

/**
 * How one term of a query is looked up in the dictionary: as it is, and also as the start of longer
 * terms (a single CJK character, the Latin word being typed) or, when not in the dictionary, as a
 * typo of a near term (Latin words of FUZZY_ONE_AT letters or more).
 */
type TermSpec = { term: string; prefix?: boolean; fuzzy?: boolean }
const specKey = (s: TermSpec) => `${s.prefix ? 'p' : ''}${s.fuzzy ? 'f' : ''}:${s.term}`
interface Alternative {
  text: string
  weight: number
  specs: TermSpec[]
}
/** One word (or synonym span) of the query: matched by any of its alternatives. */
interface Unit {
  alternatives: Alternative[]
  weight: number
  /** The alternatives are synonyms (a rule of the synonyms file), not a word and its parts. */
  synonyms?: boolean
}
interface Plan {
  units: Unit[]
  /** CJK runs typed as phrases: the character pairs that find them as typed. */
  phrases: string[][]
  /** Words to mark in snippets: the query's, and the synonyms it was searched as. */
  words: string[]
  /** The words as typed: a snippet shows where they occur first, when they do. */
  typed: string[]
  /** Character pairs that may rejoin single characters (see joinSingles); empty once joined. */
  pairs: string[]
  /** Whole-title terms (see exactTerm) of the query and, when one rule covers all of it, of its synonyms. */
  exact: string[]
}

/** Postings of one looked-up term: record → impact, and how many records have it. */
interface Posting {
  df: number
  /** Record ids, ascending, and their impacts. */
  docs: Int32Array
  imps: Float32Array
}

const lastLatinToken = /[a-z0-9]+(?:[._-][a-z0-9]+)*$/

const CJK_RUNS = new RegExp(`([${HAN_CLASS}]+)`)

/**
 * Terms a piece of folded query text is searched by (the same tokeniser as the index). Its CJK runs
 * are words already (the segmenter's, rejoined, or a synonym rule's terms: 显存, 配额) and are found
 * as written: segmenting them again would cut 显存 into 显 and 存.
 */
function specsOf(text: string, allowPrefix: boolean): TermSpec[] {
  const specs: TermSpec[] = []
  const words = text
    .split(CJK_RUNS)
    .flatMap((piece) => (isCjkTerm(piece) ? [piece] : segmentQuery(piece).map((w) => w.word)))
  for (const w of words) {
    if (isCjkTerm(w)) {
      if (Array.from(w).length === 1) specs.push({ term: w, prefix: true })
      else for (const p of cjkPairs(w)) specs.push({ term: p })
    } else {
      specs.push({ term: w, fuzzy: w.length >= FUZZY_ONE_AT && /[a-z]/.test(w) })
    }
  }
  // The word being typed at the end of the query: also its completions.
  const tail = lastLatinToken.exec(text)?.[0]
  const last = specs[specs.length - 1]
  if (
    allowPrefix &&
    tail &&
    last &&
    !isCjkTerm(last.term) &&
    tail.endsWith(last.term) &&
    last.term.length >= MIN_LATIN_PREFIX
  )
    last.prefix = true
  const seen = new Set<string>()
  return specs.filter((s) => (seen.has(specKey(s)) ? false : (seen.add(specKey(s)), true)))
}

/** How many records hold a CJK character pair (0 when none do, or it has not been read). */
export type PairFrequency = (pair: string) => number

/**
 * Single characters the segmenter left apart in a longer run (its dictionary lacks 显存, 配额, 密钥,
 * 余额: 训练时显存爆了 comes out 训练|时|显|存|爆|了) are rejoined where the index holds them as a
 * pair, choosing the pairing with the most frequent pairs (a unigram segmentation over the index's own
 * vocabulary); a longer word with a pair no record holds is segmented the same way. Without
 * frequencies (the first pass) the words stay as they are and `candidates` gets every pair the second
 * pass may ask about, so that their chunks are read before it.
 */
function joinSingles(words: QueryWord[], pairDf: PairFrequency | undefined, candidates: string[]): QueryWord[] {
  const inLongRun = (w: QueryWord | undefined) => !!w?.run && Array.from(w.run).length > MAX_SHORT_RUN
  const single = (w: QueryWord | undefined): w is QueryWord => inLongRun(w) && w!.word.length === 1
  // A longer word no record holds as typed (回答说: 答说 is in no record) is cut back into its characters
  // and segmented the same way (回答 + 说).
  const ws = words.flatMap((w) => {
    if (!inLongRun(w) || w.word.length < 3 || !isCjkTerm(w.word)) return [w]
    if (!pairDf) candidates.push(...cjkPairs(w.word))
    if (!pairDf || cjkPairs(w.word).every((p) => pairDf(p) > 0)) return [w]
    return Array.from(w.word, (ch, k) => ({ ...w, word: ch, at: w.at! + k }))
  })
  const out: QueryWord[] = []
  for (let i = 0; i < ws.length;) {
    let j = i
    while (single(ws[i]) && single(ws[j + 1]) && ws[j + 1]!.token === ws[i]!.token && ws[j + 1]!.at === ws[j]!.at! + 1)
      j++
    const seq = ws.slice(i, j + 1)
    i = j + 1
    if (seq.length < 2) {
      out.push(...seq)
      continue
    }
    const pair = (t: number) => seq[t - 2]!.word + seq[t - 1]!.word
    if (!pairDf) {
      for (let t = 2; t <= seq.length; t++) candidates.push(pair(t))
      out.push(...seq)
      continue
    }
    const best = new Float64Array(seq.length + 1)
    const step = new Uint8Array(seq.length + 1)
    for (let t = 1; t <= seq.length; t++) {
      best[t] = best[t - 1]!
      step[t] = 1
      const df = t >= 2 ? pairDf(pair(t)) : 0
      if (df > 0 && best[t - 2]! + Math.log(1 + df) > best[t]!)
        ((best[t] = best[t - 2]! + Math.log(1 + df)), (step[t] = 2))
    }
    const pieces: QueryWord[] = []
    for (let t = seq.length; t > 0; t -= step[t]!)
      pieces.unshift(step[t] === 2 ? { ...seq[t - 2]!, word: pair(t) } : seq[t - 1]!)
    out.push(...pieces)
  }
  return out
}

/**
 * The query as units to match: synonym spans first, then the words between them. Planned twice when
 * the query has single characters to rejoin: once without `pairDf` (whose `pairs` are then read), and
 * again with it.
 */
export function planQuery(folded: string, meta: Pick<IndexMeta, 'synonyms'>, pairDf?: PairFrequency): Plan {
  const units: Unit[] = []
  const phrases: string[][] = []
  const words: string[] = []
  const pairs: string[] = []
  const spans = findSynonymSpans(folded, meta.synonyms)
  let prevEnd = 0
  const atEnd = (end: number) => folded.slice(end).trim() === ''
  const plain = (text: string, end: number) => {
    const ws = joinSingles(segmentQuery(text), pairDf, pairs)
    ws.forEach(({ word, token, whole, run }, i) => {
      // One unit, found as typed or by all its parts: a compound identifier (model_not_found,
      // qwen2.5-7b), and a short CJK run the segmenter cut (布式, 设得太: a cut through words).
      const short = run !== undefined && Array.from(run).length <= MAX_SHORT_RUN && run !== word
      const joined = whole ?? (short ? run : undefined)
      if (joined && ws[i - 1]?.token === token) return
      const group = joined ? ws.filter((w) => w.token === token) : [ws[i]!]
      const isLast = i + group.length === ws.length && atEnd(end)
      const partsText = group.map((w) => w.word).join(' ')
      const specs = specsOf(partsText, isLast)
      if (!specs.length) return
      const asTyped: TermSpec[] = whole
        ? [{ term: whole, prefix: isLast }]
        : short
          ? cjkPairs(run!).map((term) => ({ term }))
          : []
      const alternatives: Alternative[] = joined
        ? [
            { text: joined, weight: 1, specs: asTyped },
            { text: partsText, weight: PARTS_WEIGHT, specs },
          ]
        : [{ text: word, weight: 1, specs }]
      const single = isCjkTerm(word) && Array.from(word).length === 1
      units.push({ alternatives, weight: single && !joined ? SINGLE_CHAR_WEIGHT : 1 })
      words.push(joined ?? word)
    })
  }
  for (const span of spans) {
    plain(folded.slice(prevEnd, span.start), span.start)
    const alternatives = span.alternatives
      .map((text, i) => ({
        text,
        weight: i === 0 ? 1 : SYNONYM_WEIGHT,
        specs: specsOf(text, i === 0 && atEnd(span.end)),
      }))
      .filter((a) => a.specs.length > 0)
    if (alternatives.length) {
      units.push({ alternatives, weight: 1, synonyms: true })
      words.push(...span.alternatives)
    }
    prevEnd = span.end
  }
  plain(folded.slice(prevEnd), folded.length)
  // A CJK run that is more than one word (or a word and particles, or a word the segmenter cut) is
  // also a phrase to find as typed, whatever synonym rules matched inside it (删除开发机 with 删除 a
  // rule term): the records holding it as typed score more, and rank first when they also cover most
  // of the query (PHRASE_TIER_COVERAGE).
  // (Not a run that is one rule term as a whole, 限流: its synonyms are as good as the form typed.)
  for (const m of folded.matchAll(new RegExp(`[${HAN_CLASS}]+`, 'g'))) {
    const run = m[0]
    const start = m.index ?? 0
    if (spans.some((sp) => sp.start <= start && sp.end >= start + run.length)) continue
    if (run.length > 1 && segmentQuery(run).some((w) => w.word !== run)) phrases.push(cjkPairs(run))
  }
  const typed = queryWords(folded)
  const whole =
    spans.length === 1 && spans[0]!.start === 0 && spans[0]!.end === folded.length ? spans[0]!.alternatives : [folded]
  const exact = [...new Set(whole.map(exactTerm).filter(Boolean))]
  return { units, phrases, pairs, exact, typed, words: [...new Set([...words, ...typed])] }
}

const idf = (df: number, n: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5))

function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false
  // Damerau (adjacent transposition) distance with an early exit.
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i])
  for (let j = 1; j <= b.length; j++) d[0]![j] = j
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1)
      d[i]![j] = v
      rowMin = Math.min(rowMin, v)
    }
    if (rowMin > max) return false
  }
  return d[a.length]![b.length]! <= max
}

/** Text with every query word marked, around the first match. */
export function highlight(text: string, words: string[], typed: string[] = []): string {
  if (!text) return ''
  const lower = text.toLowerCase()
  // Single characters only mark when the query has nothing longer (avoids speckled snippets).
  const long = words.filter((w) => Array.from(w).length > 1)
  const found = (long.length ? long : words)
    .filter(Boolean)
    .map((w) => ({ w, at: lower.indexOf(w.toLowerCase()) }))
    .filter((x) => x.at >= 0)
  if (!found.length) return escapeHtml(text.length > SNIPPET_CHARS ? text.slice(0, SNIPPET_CHARS) + '…' : text)
  const typedAt = found.filter((f) => typed.includes(f.w))
  const first = Math.min(...(typedAt.length ? typedAt : found).map((f) => f.at))
  const start = Math.max(0, first - 30)
  const end = Math.min(text.length, start + SNIPPET_CHARS)
  const slice = text.slice(start, end)
  const re = new RegExp(
    found
      .map((f) => f.w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .sort((a, b) => b.length - a.length)
      .join('|'),
    'gi',
  )
  let out = ''
  let last = 0
  for (const m of slice.matchAll(re)) {
    out += escapeHtml(slice.slice(last, m.index)) + '<mark>' + escapeHtml(m[0]) + '</mark>'
    last = (m.index ?? 0) + m[0].length
  }
  out += escapeHtml(slice.slice(last))
  // Adjacent words of one phrase read as one highlight.
  out = out.replace(/<\/mark><mark>/g, '')
  return (start > 0 ? '…' : '') + out + (end < text.length ? '…' : '')
}

const isText = (v: unknown): v is string => typeof v === 'string'
const malformed = (what: string) =>
  new SearchError('malformed_response', `The search index could not be read (${what})`)

function checkMeta(data: unknown): IndexMeta {
  const m = data as Partial<IndexMeta> | null
  if (!m || typeof m !== 'object' || m.v !== LOCAL_INDEX_VERSION) {
    throw new SearchError('malformed_response', 'The search index is missing or from another version')
  }
  const ok =
    typeof m.records === 'number' &&
    Array.isArray(m.chunks) &&
    m.chunks.every(isText) &&
    Array.isArray(m.pages) &&
    m.pages.every((n) => Number.isInteger(n) && n > 0) &&
    Array.isArray(m.synonyms) &&
    m.synonyms.every((s) => Array.isArray(s) && Array.isArray(s[0]) && s[0].every(isText) && isText(s[1])) &&
    isText(m.fold) &&
    Number.isInteger(m.urlFiles) &&
    m.urlFiles! > 0 &&
    (m.dir === undefined || (isText(m.dir) && /^([\w-]+\/)?$/.test(m.dir)))
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
  if (!ok || sum(m.pages!) !== m.records) throw malformed('meta')
  return m as IndexMeta
}

function checkChunk(data: unknown): PostingsChunk['t'] {
  const c = data as Partial<PostingsChunk> | null
  if (!c || typeof c !== 'object' || c.v !== LOCAL_INDEX_VERSION || !c.t || typeof c.t !== 'object')
    throw malformed('postings')
  return c.t
}

function checkUrlTable(data: unknown): UrlTable['u'] {
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

function checkRecord(data: unknown): RecordRow {
  const t = data as Partial<RecordText> | null
  if (!t || t.v !== LOCAL_INDEX_VERSION || !Array.isArray(t.r) || t.r.length !== 7 || !t.r.every(isText))
    throw malformed('text')
  return t.r as RecordRow
}

/** Index of the chunk whose range holds `term`: the last chunk starting at or before it. */
function chunkFor(chunks: readonly string[], term: string): number {
  let lo = 0
  let hi = chunks.length - 1
  let at = 0
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (chunks[mid]! <= term) {
      at = mid
      lo = mid + 1
    } else hi = mid - 1
  }
  return at
}

/** Chunks to read for a spec: the term's own, the range of its completions, the one before for typos. */
function chunksOf(chunks: readonly string[], spec: TermSpec): number[] {
  const first = chunkFor(chunks, spec.term)
  const out = [first]
  if (spec.fuzzy && first > 0) out.unshift(first - 1)
  if (spec.prefix)
    for (let i = first + 1; i < chunks.length && chunks[i]!.startsWith(spec.term) && i - first < MAX_RANGE_CHUNKS; i++)
      out.push(i)
  return out
}

/**
 * The embedded engine: the same hit shape as Typesense, over the sharded index. It reads only what a
 * query needs (meta once, the chunks of its terms, the text of the results shown) and keeps what it
 * read; a file that fails to load fails that search only, and the next one fetches it again.
 */
export class LocalEngine implements SearchEngine {
  readonly kind = 'local' as const
  private meta: Promise<LoadedMeta> | null = null
  // Keyed by URL: a rebuilt index (dev server) lives in another folder, so nothing stale is reused.
  private readonly chunkCache = new Map<string, Promise<PostingsChunk['t']>>()
  private readonly textCache = new Map<string, Promise<RecordRow>>()
  private readonly urlCache = new Map<string, Promise<UrlTable['u']>>()
  /** The latest searches' results (the files are immutable, so a result is too), most recent last. */
  private readonly results = new Map<string, Promise<SearchResult>>()
  // Postings decoded once per term, and each looked-up term (with its completions or typos) kept:
  // the next keystroke reuses them. Keys carry the index folder, so a rebuilt index shares nothing.
  private readonly decoded = new WeakMap<number[], Pick<Posting, 'docs' | 'imps'>>()
  private scratch: { n: number; union: Float32Array; acc: Float64Array; count: Uint8Array } | null = null
  private readonly postings = new Map<string, Posting | null>()

  /**
   * @param metaUrl URL of the index's meta.json; the other files are relative to its folder (plus
   *   the meta's `dir`).
   * @param revalidate refetch the meta before each search (the dev server rebuilds the index on edits).
   */
  constructor(
    private readonly metaUrl: string,
    private readonly fetchJson: FetchJson,
    private readonly revalidate = false,
  ) {}

  /** An engine over index files held in memory (tests, benchmarks, Node). */
  static fromFiles(files: ReadonlyMap<string, string>): LocalEngine {
    return new LocalEngine('mem:/meta.json', async (url) => {
      const text = files.get(url.replace(/^mem:\//, ''))
      if (text === undefined) throw new SearchError('http_error', `Search index file missing: ${url}`, 404)
      return JSON.parse(text)
    })
  }

  static fromRecords(
    records: DocRecord[],
    options: Omit<LocalIndexInput, 'records' | 'locale'> & { locale?: string } = {},
  ): LocalEngine {
    return LocalEngine.fromFiles(buildLocalIndex({ locale: 'zh', ...options, records }).files)
  }

  private loadMeta(): Promise<LoadedMeta> {
    if (this.revalidate || !this.meta) {
      const loading: Promise<LoadedMeta> = this.fetchJson(this.metaUrl).then((data) => {
        const meta = checkMeta(data)
        const pageOf = new Uint32Array(meta.records)
        let record = 0
        meta.pages.forEach((n, page) => pageOf.fill(page, record, (record += n)))
        const base = this.metaUrl.replace(/[^/]*$/, '') + (meta.dir ?? '')
        return { meta, fold: parseFoldPairs(meta.fold), pageOf, base }
      })
      this.meta = loading
      loading.catch(() => {
        if (this.meta === loading) this.meta = null // the next search tries again
      })
    }
    return this.meta!
  }

  private cached<T>(cache: Map<string, Promise<T>>, url: string, check: (data: unknown) => T): Promise<T> {
    let p = cache.get(url)
    if (!p) {
      p = this.fetchJson(url).then(check)
      cache.set(url, p)
      p.catch(() => cache.delete(url))
    }
    return p
  }

  private decode(flat: number[]): Pick<Posting, 'docs' | 'imps'> {
    let decoded = this.decoded.get(flat)
    if (!decoded) {
      const count = (flat.length - 1) >> 1
      decoded = { docs: new Int32Array(count), imps: new Float32Array(count) }
      let doc = 0
      for (let i = 0; i < count; i++) {
        doc += flat[1 + 2 * i]!
        decoded.docs[i] = doc
        decoded.imps[i] = impactOf(flat[2 + 2 * i]!)
      }
      this.decoded.set(flat, decoded)
    }
    return decoded
  }

  /** Per-record work arrays, kept between searches (zeroed after each use). */
  private scratchFor(n: number) {
    if (this.scratch?.n !== n)
      this.scratch = { n, union: new Float32Array(n), acc: new Float64Array(n), count: new Uint8Array(n) }
    return this.scratch
  }

  /** Fetches the meta ahead of the first search (the modal opening). Never throws. */
  async warm(): Promise<void> {
    await this.loadMeta().catch(() => {})
  }

  /** The page number of a url_without_anchor, or null when the index has no such page. */
  private async pageNumberOf(url: string, meta: IndexMeta, base: string): Promise<number | null> {
    const table = await this.cached(this.urlCache, `${base}u/${urlFileOf(url, meta.urlFiles)}.json`, checkUrlTable)
    const n = Object.hasOwn(table, url) ? table[url]! : -1
    return n >= 0 && n < meta.pages.length ? n : null
  }

  /**
   * Keyword search; `within` restricts it to the sections of one page (its url_without_anchor), for a
   * question about the page in front of the reader.
   */
  search(query: string, page: number = FIRST_PAGE, within?: string): Promise<SearchResult> {
    // The dev server's index changes under the engine: nothing is remembered there.
    if (this.revalidate) return this.run(query, page, within)
    const key = `${page}\u0000${within ?? ''}\u0000${query}`
    let result = this.results.get(key)
    if (result) {
      this.results.delete(key)
    } else {
      result = this.run(query, page, within)
      result.catch(() => this.results.delete(key))
    }
    this.results.set(key, result)
    if (this.results.size > REMEMBERED_RESULTS) this.results.delete(this.results.keys().next().value!)
    return result
  }

  /**
   * Runs a search ahead of the reader's pause (while the panel's debounce waits): its files are read
   * and its result kept, so the search the panel then makes answers at once. Never throws.
   */
  prefetch(query: string): void {
    this.search(query).catch(() => {})
  }

  private async run(query: string, page: number, within: string | undefined): Promise<SearchResult> {
    const started = Date.now()
    const p = Number.isInteger(page) && page >= 1 ? page : FIRST_PAGE
    const empty: SearchResult = { hits: [], found: 0, page: p, searchTimeMs: 0 }
    const q = normalizeQuery(query)
    if (!q) return empty
    const { meta, fold, pageOf, base } = await this.loadMeta()
    const onlyPage = within === undefined ? null : await this.pageNumberOf(within, meta, base)
    if (within !== undefined && onlyPage === null) return empty
    const folded = foldText(q, fold).replace(/\s+/g, ' ').trim()
    let plan = planQuery(folded, meta)
    if (!plan.units.length) return empty

    // Every chunk the query's terms live in, fetched together.
    const loaded = new Map<number, PostingsChunk['t']>()
    const load = async (plan: Plan) => {
      const specs = new Map<string, TermSpec>()
      for (const u of plan.units) for (const a of u.alternatives) for (const s of a.specs) specs.set(specKey(s), s)
      for (const term of [...plan.phrases.flat(), ...plan.pairs, ...plan.exact]) specs.set(specKey({ term }), { term })
      const needed = new Set<number>()
      for (const s of specs.values()) for (const c of chunksOf(meta.chunks, s)) if (!loaded.has(c)) needed.add(c)
      await Promise.all(
        [...needed].map(async (c) =>
          loaded.set(c, await this.cached(this.chunkCache, `${base}p/${c}.json`, checkChunk)),
        ),
      )
    }
    await load(plan)
    if (plan.pairs.length) {
      plan = planQuery(folded, meta, (pair) => loaded.get(chunkFor(meta.chunks, pair))?.[pair]?.[0] ?? 0)
      await load(plan)
    }

    const postingCache = this.postings
    const scratch = this.scratchFor(meta.records)
    const lookup = (s: TermSpec): Posting | null => {
      const key = base + specKey(s)
      if (postingCache.has(key)) return postingCache.get(key)!
      const found: { flat: number[]; weight: number }[] = []
      const exact = loaded.get(chunkFor(meta.chunks, s.term))?.[s.term]
      if (exact) found.push({ flat: exact, weight: 1 })
      // Typos only when the word as typed is not in the dictionary (nor the start of a word in it).
      let fuzzy = !!s.fuzzy && !exact
      if (s.prefix || fuzzy) {
        const range = chunksOf(meta.chunks, s).map((c) => Object.entries(loaded.get(c) ?? {}))
        if (s.prefix) {
          const completions = range.flat().filter(([term]) => term !== s.term && term.startsWith(s.term))
          // The most frequent completions only: a common character starts hundreds of pairs.
          completions.sort((a, b) => (b[1][0] ?? 0) - (a[1][0] ?? 0) || (a[0] < b[0] ? -1 : 1))
          for (const [, flat] of completions.slice(0, MAX_COMPLETIONS)) found.push({ flat, weight: PREFIX_WEIGHT })
          if (completions.length) fuzzy = false
        }
        if (fuzzy) {
          const max = s.term.length >= FUZZY_TWO_AT ? 2 : 1
          for (const entries of range)
            for (const [term, flat] of entries)
              if (term[0] === s.term[0] && editDistanceAtMost(s.term, term, max))
                found.push({ flat, weight: FUZZY_WEIGHT })
        }
      }
      let result: Posting | null = null
      if (found.length === 1 && found[0]!.weight === 1) {
        result = { df: Math.min(found[0]!.flat[0] ?? 0, meta.records), ...this.decode(found[0]!.flat) }
      } else if (found.length) {
        // The union of several terms' postings, each record at its best impact.
        const dense = scratch.union
        const list: number[] = []
        let df = 0
        for (const { flat, weight } of found) {
          df += flat[0] ?? 0
          const { docs, imps } = this.decode(flat)
          for (let i = 0; i < docs.length; i++) {
            const d = docs[i]!
            const v = imps[i]! * weight
            if (dense[d] === 0) list.push(d)
            if (v > dense[d]!) dense[d] = v
          }
        }
        const docs = Int32Array.from(list).sort()
        const imps = new Float32Array(docs.length)
        docs.forEach((d, i) => {
          imps[i] = dense[d]!
          dense[d] = 0
        })
        result = { df: Math.min(df, meta.records), docs, imps }
      }
      postingCache.set(key, result)
      return result
    }

    // Score: per unit, its best alternative (all of an alternative's terms must be present). Typed
    // arrays over the records and a list of the records touched: no per-record allocation.
    const n = meta.records
    const units = plan.units.slice(0, MAX_UNITS)
    // Records holding every posting of a list, with the sum of their idf-weighted impacts.
    const intersect = (ps: Posting[], idfs: number[], each: (doc: number, sum: number) => void) => {
      if (ps.length === 1) {
        const { docs, imps } = ps[0]!
        for (let i = 0; i < docs.length; i++) each(docs[i]!, imps[i]! * idfs[0]!)
        return
      }
      const { acc, count } = scratch
      ps.forEach(({ docs, imps }, j) => {
        for (let i = 0; i < docs.length; i++) {
          acc[docs[i]!] += imps[i]! * idfs[j]!
          count[docs[i]!]++
        }
      })
      const smallest = ps.reduce((a, b) => (a.docs.length <= b.docs.length ? a : b))
      for (const doc of smallest.docs) if (count[doc] === ps.length) each(doc, acc[doc]!)
      for (const { docs } of ps) for (const doc of docs) ((acc[doc] = 0), (count[doc] = 0))
    }
    const score = new Float64Array(n)
    const covered = new Float64Array(n)
    const matched = new Uint32Array(n)
    const best = new Float64Array(n)
    const touched: number[] = []
    let totalUnitWeight = 0
    const unitWeights: number[] = []
    units.forEach((unit, ui) => {
      const unitDocs: number[] = []
      // The alternatives of a unit name one thing: a record is scored by how prominently it uses any
      // of them (impact), weighted by the rarity of the word as typed (or, when the index lacks it, of
      // its best alternative), so a rare synonym does not outrank the page about the word.
      const found = unit.alternatives
        .map((alt) => ({ alt, ps: alt.specs.map(lookup) }))
        .filter((x): x is { alt: Alternative; ps: Posting[] } => x.ps.every(Boolean))
        .map((x) => ({ ...x, idf: x.ps.reduce((a, p) => a + idf(p.df, n), 0) / x.ps.length }))
      const typed = found.find((x) => x.alt === unit.alternatives[0])
      const unitIdf = typed ? typed.idf : Math.max(0, ...found.map((x) => x.idf * x.alt.weight))
      for (const { alt, ps } of found) {
        // (A word and its parts, or a run and its segmented words, are not synonyms: each keeps its own rarity.)
        const idfs = unit.synonyms ? ps.map(() => unitIdf) : ps.map((p) => idf(p.df, n))
        intersect(ps, idfs, (doc, sum) => {
          const s = (alt.weight * sum) / ps.length
          if (best[doc] === 0) unitDocs.push(doc)
          if (s > best[doc]!) best[doc] = s
        })
      }
      // A word found nowhere still counts against coverage, as the reader asked for it.
      const w = unit.weight * (unitIdf || Math.log(1 + n))
      unitWeights.push(w)
      totalUnitWeight += w
      for (const doc of unitDocs) {
        if (matched[doc] === 0) touched.push(doc)
        score[doc] += unit.weight * best[doc]!
        covered[doc] += w
        matched[doc] |= 1 << ui
        best[doc] = 0
      }
    })
    const phraseHits = new Uint8Array(n)
    for (const pairs of plan.phrases) {
      const ps = pairs.map((term) => lookup({ term }))
      if (ps.some((x) => !x)) continue
      const postings = ps as Posting[]
      const idfs = postings.map((x) => idf(x.df, n))
      intersect(postings, idfs, (doc, sum) => {
        if (matched[doc] === 0) return
        score[doc] += (PHRASE_WEIGHT * sum) / postings.length
        phraseHits[doc]++
      })
    }

    // Records whose title or heading is the query as a whole (Typesense's prioritize_exact_match).
    const exactHits = new Uint8Array(n)
    for (const term of plan.exact) {
      const posting = lookup({ term })
      if (posting) for (const doc of posting.docs) if (matched[doc] !== 0) exactHits[doc] = 1
    }

    const all = (units.length >= 32 ? 0xffffffff : (1 << units.length) - 1) >>> 0
    // A section is ranked by what it covers of the query, plus a share of what the rest of its page
    // covers: a reader's question often spreads its words over a page's sections.
    const pageMask = new Uint32Array(meta.pages.length)
    for (const doc of touched) pageMask[pageOf[doc]!] |= matched[doc]!
    const masked = (m: number) => unitWeights.reduce((sum, w, i) => ((m >>> i) & 1 ? sum + w : sum), 0)
    const pageCovered = new Map<number, number>()
    for (const doc of touched) {
      const pg = pageOf[doc]!
      let pc = pageCovered.get(pg)
      if (pc === undefined) pageCovered.set(pg, (pc = masked(pageMask[pg]!)))
      score[doc] *= Math.pow(
        (covered[doc]! + PAGE_COVERAGE_SHARE * (pc - covered[doc]!)) / totalUnitWeight,
        COVERAGE_POWER,
      )
    }
    // Records with every word first when there are a page of them (Typesense drops words only when
    // too few records have them all); otherwise the best partial matches follow.
    let candidates = Int32Array.from(onlyPage === null ? touched : touched.filter((doc) => pageOf[doc] === onlyPage))
    // (A phrase found as typed holds its words, even a last character searched by its completions.)
    const complete = candidates.filter((doc) => matched[doc] >>> 0 === all || phraseHits[doc]! > 0)
    if (complete.length >= PAGE_SIZE) candidates = complete
    // Within one page the reader wants the sections that answer: those with every word, else those
    // with at least half of what was asked (a section sharing one common character is not a match).
    else if (onlyPage !== null)
      candidates = complete.length
        ? complete
        : candidates.filter((doc) => covered[doc]! >= totalUnitWeight * PAGE_MATCH_COVERAGE)
    // Records titled as the query first; then those with a phrase as typed and most of what was asked;
    // then the score; equal scores keep the index's order. (A phrase alone does not lift a record that
    // lacks the query's other words: MountFailed 创建开发机 wants the page with MountFailed, not every
    // page on creating one.)
    const tier = (d: number) =>
      2 * exactHits[d]! + (phraseHits[d]! > 0 && covered[d]! >= totalUnitWeight * PHRASE_TIER_COVERAGE ? 1 : 0)
    const order = (a: number, b: number) => tier(b) - tier(a) || score[b]! - score[a]! || a - b
    candidates.sort(order)
    // One page's sections must not fill the list: beyond two, each further one weighs less. Only
    // lowering scores, it can only reorder the head of the list (the rest stays behind it).
    const head = candidates.subarray(0, Math.min(candidates.length, Math.max(RERANK_DEPTH, p * PAGE_SIZE * 4)))
    // (Within one page every section is that page's: nothing to spread.)
    if (onlyPage === null) {
      const seenPages = new Map<number, number>()
      for (const doc of head) {
        const k = seenPages.get(pageOf[doc]!) ?? 0
        seenPages.set(pageOf[doc]!, k + 1)
        if (k >= 2) score[doc] *= Math.pow(PAGE_REPEAT_DECAY, k - 1)
      }
      head.sort(order)
    }
    const ranked = candidates

    const slice = Array.from(ranked.subarray((p - 1) * PAGE_SIZE, p * PAGE_SIZE))
    const rowsFor = await Promise.all(
      slice.map((doc) => this.cached(this.textCache, `${base}f/${doc}.json`, checkRecord)),
    )
    const hits: SearchHit[] = slice.map((doc, i) => {
      const [page, anchor, lvl0, lvl1, lvl2, lvl3, content] = rowsFor[i]!
      // The index is data: a url that is not a same-site path or http(s) never becomes a live link.
      const url = safeHref(anchor ? `${page}#${anchor}` : page)
      return {
        id: url,
        url,
        hierarchy: { lvl0, lvl1, lvl2, lvl3 },
        content,
        snippetHtml: highlight(content || lvl3 || lvl2 || lvl1, plan.words, plan.typed),
        textMatch: Math.round(score[doc]! * 1000),
      }
    })
    return { hits, found: ranked.length, page: p, searchTimeMs: Date.now() - started }
  }

  async health(): Promise<boolean> {
    return true
  }

  clearCache(): void {
    /* nothing to drop: index files are immutable, and failed loads are never kept */
  }
}
