import MiniSearch, { type Options, type SearchResult as MiniResult } from 'minisearch'
import { analyzeQuery, normalizeQuery, searchStrategy } from '../query-analysis'
import { FIRST_PAGE, PAGE_SIZE } from './constants'
import type { SearchEngine } from './engine'
import { SearchError } from './errors'
import { escapeHtml } from './hits'
import { isCjkTerm, queryWords, tokenizeForIndex, tokenizeQuery } from './tokenize'
import type { DocRecord, SearchHit, SearchResult } from './types'

/** Format version of the serialised index; bump when its shape or the indexed text changes. */
export const LOCAL_INDEX_VERSION = 3
/** Content indexed and stored per record: the opening of each section, enough for a snippet. */
export const STORED_CONTENT_CHARS = 240
/** Records indexed per slice when loading in the browser, between which the main thread is free. */
export const LOAD_CHUNK_SIZE = 100
const SNIPPET_CHARS = 120

// lvl0 (the product area) is stored for the breadcrumb but not indexed: it repeats on every record of
// an area, costs index bytes, and the page titles already carry the product names.
const FIELDS = ['lvl1', 'lvl2', 'lvl3', 'content'] as const
type Field = (typeof FIELDS)[number]

interface IndexedDoc {
  id: string
  lvl0: string
  lvl1: string
  lvl2: string
  lvl3: string
  content: string
  url: string
}

/**
 * The shipped index is the text, not MiniSearch's inverted index: CJK pair postings are several
 * times larger than the text they come from (560 KB against 220 KB gzipped for 161 pages), and
 * indexing 1 100 records in the browser is faster than deserialising the inverted index. Page-level
 * fields are written once per page; a record points at its page by position.
 */
export interface SerializedLocalIndex {
  version: number
  locale: string
  /** [url without anchor, lvl0, lvl1] */
  pages: [string, string, string][]
  /** [page position, anchor, lvl2, lvl3, content] */
  records: [number, string, string, string, string][]
}

const miniOptions: Options<IndexedDoc> = {
  idField: 'id',
  fields: [...FIELDS],
  storeFields: ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'content', 'url'],
  tokenize: tokenizeForIndex,
  processTerm: (t) => t,
  searchOptions: { tokenize: tokenizeQuery, processTerm: (t) => t },
}

// A record's URL (with its anchor) is unique and stable, so it is the document id.
function toIndexed(r: DocRecord): IndexedDoc {
  return {
    id: r.url,
    lvl0: r['hierarchy.lvl0'] ?? '',
    lvl1: r['hierarchy.lvl1'] ?? '',
    lvl2: r['hierarchy.lvl2'] ?? '',
    lvl3: r['hierarchy.lvl3'] ?? '',
    content: (r.content ?? '').slice(0, STORED_CONTENT_CHARS),
    url: r.url,
  }
}

/** Builds the embedded index of one locale from its records (at build time). */
export function buildLocalIndex(records: DocRecord[], locale: string): SerializedLocalIndex {
  const pages: SerializedLocalIndex['pages'] = []
  const position = new Map<string, number>()
  const rows = records.map((r): SerializedLocalIndex['records'][number] => {
    const doc = toIndexed(r)
    const page = r.url_without_anchor || doc.url.replace(/#.*$/, '')
    let at = position.get(page)
    if (at === undefined) {
      at = pages.push([page, doc.lvl0, doc.lvl1]) - 1
      position.set(page, at)
    }
    return [at, r.anchor ?? '', doc.lvl2, doc.lvl3, doc.content]
  })
  return { version: LOCAL_INDEX_VERSION, locale, pages, records: rows }
}

const isText = (v: unknown): v is string => typeof v === 'string'

/** The documents of a serialised index; throws a SearchError for anything that is not one. */
function docsOf(data: unknown): IndexedDoc[] {
  const d = data as Partial<SerializedLocalIndex> | null
  if (!d || typeof d !== 'object' || d.version !== LOCAL_INDEX_VERSION || !Array.isArray(d.pages) || !Array.isArray(d.records)) {
    throw new SearchError('malformed_response', 'The search index is missing or from another version')
  }
  const pages = d.pages
  return d.records.map((row) => {
    const page = Array.isArray(row) ? pages[row[0]] : undefined
    if (!Array.isArray(page) || !page.every(isText) || !row.slice(1).every(isText)) {
      throw new SearchError('malformed_response', 'The search index could not be read')
    }
    const [url, lvl0, lvl1] = page
    const [, anchor, lvl2, lvl3, content] = row
    return { id: anchor ? `${url}#${anchor}` : url, url: anchor ? `${url}#${anchor}` : url, lvl0, lvl1, lvl2, lvl3, content }
  })
}

/** Field boosts from the query strategy's weights (lvl3 follows lvl2; weight 0 still counts a little). */
function boostsFor(query: string): Record<Field, number> {
  const s = searchStrategy(analyzeQuery(query))
  const w = (f: string) => Math.max(0.5, s.query_by_weights[s.query_by.indexOf(f as never)] ?? 1)
  return { lvl1: w('hierarchy.lvl1'), lvl2: w('hierarchy.lvl2'), lvl3: w('hierarchy.lvl2'), content: w('content') }
}

/** Text with every query word marked, around the first match. */
export function highlight(text: string, words: string[]): string {
  if (!text) return ''
  const lower = text.toLowerCase()
  // Single characters only mark when the query has nothing longer (avoids speckled snippets).
  const long = words.filter((w) => Array.from(w).length > 1)
  const found = (long.length ? long : words)
    .filter(Boolean)
    .map((w) => ({ w, at: lower.indexOf(w.toLowerCase()) }))
    .filter((x) => x.at >= 0)
  if (!found.length) return escapeHtml(text.length > SNIPPET_CHARS ? text.slice(0, SNIPPET_CHARS) + '…' : text)
  const first = Math.min(...found.map((f) => f.at))
  const start = Math.max(0, first - 30)
  const end = Math.min(text.length, start + SNIPPET_CHARS)
  const slice = text.slice(start, end)
  const re = new RegExp(found.map((f) => f.w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).sort((a, b) => b.length - a.length).join('|'), 'gi')
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

/** The embedded engine: the same hit shape as Typesense, searched in the browser or in Node. */
export class LocalEngine implements SearchEngine {
  readonly kind = 'local' as const
  private readonly mini: MiniSearch<IndexedDoc>

  private constructor(mini: MiniSearch<IndexedDoc>) {
    this.mini = mini
  }

  static fromRecords(records: DocRecord[]): LocalEngine {
    const mini = new MiniSearch<IndexedDoc>(miniOptions)
    mini.addAll(records.map(toIndexed))
    return new LocalEngine(mini)
  }

  /** Indexes a serialised index at once; throws a SearchError for anything that is not one. */
  static fromSerialized(data: unknown): LocalEngine {
    const mini = new MiniSearch<IndexedDoc>(miniOptions)
    mini.addAll(docsOf(data))
    return new LocalEngine(mini)
  }

  /** The same, in slices that leave the main thread free between them (the browser's path). */
  static async load(data: unknown, chunkSize = LOAD_CHUNK_SIZE): Promise<LocalEngine> {
    const docs = docsOf(data)
    const mini = new MiniSearch<IndexedDoc>(miniOptions)
    await mini.addAllAsync(docs, { chunkSize })
    return new LocalEngine(mini)
  }

  get documentCount(): number {
    return this.mini.documentCount
  }

  async search(query: string, page: number = FIRST_PAGE): Promise<SearchResult> {
    return this.searchSync(query, page)
  }

  searchSync(query: string, page: number = FIRST_PAGE): SearchResult {
    const started = Date.now()
    const q = normalizeQuery(query)
    const p = Number.isInteger(page) && page >= 1 ? page : FIRST_PAGE
    if (!q || tokenizeQuery(q).length === 0) return { hits: [], found: 0, page: p, searchTimeMs: 0 }
    const options = {
      boost: boostsFor(q),
      // One character: any pair starting with it. Latin: prefix, and light typos on longer words.
      prefix: (term: string) => (isCjkTerm(term) ? Array.from(term).length === 1 : term.length >= 2),
      fuzzy: (term: string) => (!isCjkTerm(term) && term.length >= 5 ? 0.2 : false),
    }
    // Records with every term first; when they are fewer than a page, the best partial matches
    // follow (like Typesense's drop_tokens_threshold), so a long query still finds the right page.
    let results: MiniResult[] = this.mini.search(q, { ...options, combineWith: 'AND' })
    if (results.length < PAGE_SIZE) {
      const seen = new Set(results.map((r) => r.id))
      results = results.concat(this.mini.search(q, { ...options, combineWith: 'OR' }).filter((r) => !seen.has(r.id)))
    }
    const words = queryWords(q)
    const hits: SearchHit[] = results.slice((p - 1) * PAGE_SIZE, p * PAGE_SIZE).map((r) => {
      const s = (k: string) => String((r as unknown as Record<string, unknown>)[k] ?? '')
      const content = s('content')
      return {
        id: String(r.id),
        url: s('url'),
        hierarchy: { lvl0: s('lvl0'), lvl1: s('lvl1'), lvl2: s('lvl2'), lvl3: s('lvl3') },
        content,
        snippetHtml: highlight(content || s('lvl2') || s('lvl1'), words),
        textMatch: r.score,
      }
    })
    return { hits, found: results.length, page: p, searchTimeMs: Date.now() - started }
  }

  async health(): Promise<boolean> {
    return true
  }

  clearCache(): void {
    /* nothing cached: searches are synchronous and cheap */
  }
}
