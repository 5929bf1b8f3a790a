/**
 * The embedded engine: caches what it reads and runs a query through the stages of `local/`:
 * query plan and index files read (plan-and-read.ts) → postings lookup (postings.ts) → scoring
 * (scoring.ts) → ranking (ranking.ts) → shown order (shown-order.ts) → snippets (snippets.ts).
 */
import { normalizeQuery } from '../query-analysis'
import { FIRST_PAGE, PAGE_SIZE } from './constants'
import type { SearchEngine } from './engine'
import { SearchError } from './errors'
import { foldText, parseFoldPairs } from './fold'
import { hashedFileOf, type IndexMeta, type PostingsChunk, type RecordRow, type UrlTable } from './local/index-format'
import {
  checkChunk,
  checkLexicon,
  checkMeta,
  checkRecord,
  checkSynonymPostings,
  checkUrlTable,
  decodePostings,
  pageOfRecords,
  type DecodedPostings,
} from './local/index-files'
import { planAndRead, postingSource, type IndexFiles, type Reads, type RuleFile } from './local/plan-and-read'
import { lookupPosting, type Posting } from './local/postings'
import { specKey, type Plan, type TermSpec } from './local/query-plan'
import { rankRecords } from './local/ranking'
import { scoreRecords, type Scratch } from './local/scoring'
import { asTypedCheck, shownOrder } from './local/shown-order'
import { recordHit } from './local/snippets'
import type { CompiledSynonym } from './synonyms'
import type { SearchResult } from './types'

/** Results remembered for repeated searches (a query typed again, a prefetched one, load more). */
export const REMEMBERED_RESULTS = 16
/**
 * The results a phone's screen shows first: their texts are read first, and `firstResults` answers
 * once they are in. Fewer than the six connections a browser opens to a host over HTTP/1.1, so they
 * come in one round trip (BEHAVIOUR.md search §4).
 */
export const FIRST_SCREEN_HITS = 5

/** One search: its first screen of results, and the whole page. */
interface Run {
  head: Promise<SearchResult>
  full: Promise<SearchResult>
}

/** The index as loaded: its meta, and its files through the engine's caches (plan-and-read.ts reads them). */
interface LoadedMeta extends IndexFiles {
  fold: Map<string, string>
  /** Page number of each record. */
  pageOf: Uint32Array
  /** URL prefix of the chunks and record texts. */
  base: string
}

/** A question's plan, a lookup of its terms' postings, and the number of records (for rarity). */
export interface QuestionPlan {
  plan: Plan
  lookup: (s: TermSpec) => Posting | null
  records: number
  /** Which of the plan's unpaired characters' pairs (question-terms.ts `unpairedPairs`) are words the docs never write. */
  unwritten?: ReadonlySet<string>
}

/** Fetches and parses one JSON file; rejects with a SearchError when it cannot. */
export type FetchJson = (url: string) => Promise<unknown>

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
  private readonly ruleCache = new Map<string, Promise<RuleFile>>()
  private readonly lexiconCache = new Map<string, Promise<string[]>>()
  private readonly textCache = new Map<string, Promise<RecordRow>>()
  private readonly urlCache = new Map<string, Promise<UrlTable['u']>>()
  /** The latest searches' results (the files are immutable, so a result is too), most recent last. */
  private readonly results = new Map<string, Run>()
  /** The query the reader gave last (speculate): only it goes on from its postings to its texts. */
  private latest: string | null = null
  // Postings decoded once per term, and each looked-up term (with its completions or typos) kept:
  // the next keystroke reuses them. Keys carry the index folder, so a rebuilt index shares nothing.
  private readonly decoded = new WeakMap<number[], DecodedPostings>()
  private scratch: (Scratch & { n: number; union: Float32Array }) | null = null
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

  /**
   * An engine over index files held in memory (tests, benchmarks, Node). Over records:
   * `LocalEngine.fromRecords` of the search-core barrel (local-engine-records.ts), which keeps the
   * index builder out of the browser's bundle.
   */
  static fromFiles(files: ReadonlyMap<string, string>): LocalEngine {
    return new LocalEngine('mem:/meta.json', async (url) => {
      const text = files.get(url.replace(/^mem:\//, ''))
      if (text === undefined) throw new SearchError('http_error', `Search index file missing: ${url}`, 404)
      return JSON.parse(text)
    })
  }

  private loadMeta(): Promise<LoadedMeta> {
    if (this.revalidate || !this.meta) {
      const loading: Promise<LoadedMeta> = this.fetchJson(this.metaUrl).then((data) => {
        const meta = checkMeta(data)
        const pageOf = pageOfRecords(meta)
        const base = this.metaUrl.replace(/[^/]*$/, '') + (meta.dir ?? '')
        return {
          meta,
          fold: parseFoldPairs(meta.fold),
          pageOf,
          base,
          ruleTerms: new Map(),
          rule: (n) => this.cached(this.ruleCache, `${base}s/${n}.json`, checkSynonymPostings),
          chunk: (c) => this.cached(this.chunkCache, `${base}p/${c}.json`, checkChunk),
          decode: (flat) => this.decode(flat),
        }
      })
      this.meta = loading
      loading.catch(() => {
        if (this.meta === loading) this.meta = null // the next search tries again
      })
    }
    return this.meta
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

  private decode(flat: number[]): DecodedPostings {
    let decoded = this.decoded.get(flat)
    if (!decoded) this.decoded.set(flat, (decoded = decodePostings(flat)))
    return decoded
  }

  /** Per-record work arrays, kept between searches (zeroed after each use). */
  private scratchFor(n: number) {
    if (this.scratch?.n !== n)
      this.scratch = { n, union: new Float32Array(n), acc: new Float64Array(n), count: new Uint16Array(n) }
    return this.scratch
  }

  /** Fetches the meta ahead of the first search (the modal opening). Never throws. */
  async warm(): Promise<void> {
    await this.loadMeta().catch(() => {})
  }

  /** The page number of a url_without_anchor, or null when the index has no such page. */
  private async pageNumberOf(url: string, meta: IndexMeta, base: string): Promise<number | null> {
    const table = await this.cached(this.urlCache, `${base}u/${hashedFileOf(url, meta.urlFiles)}.json`, checkUrlTable)
    const n = Object.hasOwn(table, url) ? (table[url] ?? -1) : -1
    return n >= 0 && n < meta.pages.length ? n : null
  }

  /**
   * Keyword search; `within` restricts it to the sections of one page (its url_without_anchor), for a
   * question about the page in front of the reader.
   */
  search(query: string, page: number = FIRST_PAGE, within?: string): Promise<SearchResult> {
    return this.runFor(query, page, within).full
  }

  /**
   * The first page's first FIRST_SCREEN_HITS results (and the whole count), as soon as their texts are
   * in: the same search as `search(query)`, which answers once all its texts are.
   */
  firstResults(query: string): Promise<SearchResult> {
    return this.runFor(query, FIRST_PAGE).head
  }

  private runFor(query: string, page: number, within?: string): Run {
    const key = `${page}\u0000${within ?? ''}\u0000${query}`
    if (this.revalidate) {
      // The dev server's index changes under the engine: nothing is remembered once read, but the panel's
      // first screen and its page share the run in flight.
      const inFlight = this.results.get(key)
      if (inFlight) return inFlight
      const run = this.run(query, page, within)
      this.results.set(key, run)
      const forget = () => this.results.get(key) === run && this.results.delete(key)
      run.full.then(forget, forget)
      return run
    }
    let run = this.results.get(key)
    if (run) {
      this.results.delete(key)
    } else {
      run = this.run(query, page, within)
      run.full.catch(() => this.results.delete(key))
    }
    this.results.set(key, run)
    const oldest = this.results.keys().next()
    if (this.results.size > REMEMBERED_RESULTS && !oldest.done) this.results.delete(oldest.value)
    return run
  }

  /**
   * The reader gave a query (a keystroke, not an input method's composition): its postings are read at
   * once and, when they are in and it is still the latest query given, its whole search runs (texts
   * read, result kept), so the search the panel makes once its debounce ends answers from what is
   * read. A query given since stops it before its texts. Never throws.
   */
  speculate(query: string): void {
    const q = normalizeQuery(query)
    this.latest = q || null
    // The dev server's meta is fetched afresh for each search: not on every keystroke too.
    if (!q || this.revalidate) return
    this.loadMeta()
      .then((loaded) => planAndRead(foldQuery(q, loaded.fold), loaded))
      .then(() => {
        if (this.latest === q) return this.search(q)
      })
      .catch(() => {})
  }

  /** The query being given is no query yet (an input method composing): no speculation goes on. */
  stopSpeculating(): void {
    this.latest = null
  }

  private run(query: string, page: number, within: string | undefined): Run {
    const ranked = this.rank(query, page, within)
    // Texts are asked for in rank order (the first screen's first) and read once each.
    const collect = (count?: number) =>
      ranked.then(async (r): Promise<SearchResult> => {
        if ('hits' in r) return r
        const shown = (await shownOrder(r, count)).flatMap((i) => {
          const row = r.rows[i]
          return row ? [{ row, score: r.scores[i] ?? 0 }] : []
        })
        const rows = await Promise.all(shown.map((x) => x.row))
        const hits = rows.map((row, j) => recordHit(row, shown[j]?.score ?? 0, r.plan.words, r.plan.typed))
        return { hits, found: r.found, page: r.page, searchTimeMs: Date.now() - r.started }
      })
    const head = collect(FIRST_SCREEN_HITS)
    head.catch(() => {}) // awaited only by a panel showing the first screen early; `full` reports failures
    return { head, full: collect() }
  }

  /** A search's ranking, and its shown records' texts on their way. */
  private async rank(query: string, page: number, within: string | undefined) {
    const started = Date.now()
    const p = Number.isInteger(page) && page >= 1 ? page : FIRST_PAGE
    const empty: SearchResult = { hits: [], found: 0, page: p, searchTimeMs: 0 }
    const q = normalizeQuery(query)
    if (!q) return empty
    const loadedMeta = await this.loadMeta()
    const { meta, fold, pageOf, base } = loadedMeta
    const onlyPage = within === undefined ? null : await this.pageNumberOf(within, meta, base)
    if (within !== undefined && onlyPage === null) return empty
    const folded = foldQuery(q, fold)
    const { plan, loaded } = await planAndRead(folded, loadedMeta)
    if (!plan.units.length) return empty

    const scores = scoreRecords({
      plan,
      lookup: this.lookupIn(loaded, loadedMeta),
      records: meta.records,
      pageOf,
      pages: meta.pages.length,
      scratch: this.scratchFor(meta.records),
    })
    const ranked = rankRecords(scores, { pageOf, onlyPage, page: p })
    const shown = Array.from(ranked.subarray((p - 1) * PAGE_SIZE, p * PAGE_SIZE))
    const rows = shown.map((doc) => this.cached(this.textCache, `${base}f/${doc}.json`, checkRecord))
    // A failed text fails the search through `full`; the rows not awaited by `head` must not go unhandled.
    for (const row of rows) row.catch(() => {})
    // What the texts read to be shown are checked for, to order them (shown-order.ts).
    const asTyped = asTypedCheck(plan, scores, shown, fold)
    return {
      rows,
      scores: shown.map((doc) => scores.score[doc] ?? 0),
      plan,
      asTyped,
      found: ranked.length,
      page: p,
      started,
    }
  }

  /** Looks a spec up in what was read, keeping the result for the next keystroke. */
  private lookupIn(loaded: Reads, index: LoadedMeta) {
    const { meta, base } = index
    const source = postingSource(loaded, index, this.scratchFor(meta.records).union)
    return (s: TermSpec): Posting | null => {
      const key = base + specKey(s)
      const known = this.postings.get(key)
      if (known !== undefined) return known
      const result = lookupPosting(s, source)
      this.postings.set(key, result)
      return result
    }
  }

  /** The question as this engine plans it, and its terms' postings: quoted answers weigh it (quotes.ts). */
  async questionPlan(query: string): Promise<QuestionPlan> {
    const loadedMeta = await this.loadMeta()
    const { meta, fold } = loadedMeta
    const folded = foldQuery(normalizeQuery(query), fold)
    const { plan, loaded } = await planAndRead(folded, loadedMeta)
    return { plan, lookup: this.lookupIn(loaded, loadedMeta), records: meta.records }
  }

  /** Which of these words the index's lexicon lists as never written by the docs: one `l/` file per word. */
  async unwrittenWords(words: readonly string[]): Promise<ReadonlySet<string>> {
    const { meta, base } = await this.loadMeta()
    const n = meta.lexiconFiles
    const lists = n
      ? await Promise.all(
          words.map((w) => this.cached(this.lexiconCache, `${base}l/${hashedFileOf(w, n)}.json`, checkLexicon)),
        )
      : []
    return new Set(words.filter((w, i) => lists[i]?.includes(w)))
  }

  /** The synonym rules this index ships (quote-answer.ts keeps their phrases whole in a question). */
  async synonymRules(): Promise<readonly CompiledSynonym[]> {
    return (await this.loadMeta()).meta.synonyms
  }

  async health(): Promise<boolean> {
    return true
  }

  clearCache(): void {
    /* nothing to drop: index files are immutable, and failed loads are never kept */
  }
}

/** A query as the index is searched with it: folded, its spaces collapsed. */
function foldQuery(query: string, fold: ReadonlyMap<string, string>): string {
  return foldText(query, fold).replace(/\s+/g, ' ').trim()
}
