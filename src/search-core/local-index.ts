/**
 * The embedded index, in pieces a browser fetches on demand (Pagefind's design, on our tokeniser):
 *
 *   meta.json    what every search needs first: where each postings chunk starts in the sorted
 *                dictionary, the record count of each page, the synonym rules and the traditional →
 *                simplified pairs;
 *   p/<n>.json   postings chunks: the terms of a slice of the dictionary, each with its document
 *                frequency and its (record, impact) pairs;
 *   f/<n>.json   the text of record n, fetched only when it is shown.
 *
 * A search transfers the meta once, one chunk per distinct term and one small file per result shown,
 * whatever the size of the site. Every word of every record is indexed; nothing is truncated but the
 * postings of a term found in more than MAX_POSTINGS records, which keep their highest-impact records
 * (a term that common decides no ranking on its own).
 *
 * Pure TypeScript: the build, the dev server, the benchmarks and the tests all call it.
 */
import { pageRankOfPriority } from '../contracts/records'
import { foldText } from './fold'
import type { CompiledSynonym } from './synonyms'
import { tokenizeForIndex } from './tokenize'
import type { DocRecord } from './types'

/** Format version of every file of the index; bump when a shape or the indexed text changes. */
export const LOCAL_INDEX_VERSION = 6
/** Postings kept for one term: its highest-impact records. */
export const MAX_POSTINGS = 1000
/** A postings chunk is cut once its JSON passes this many characters (one term may exceed it alone). */
export const CHUNK_CHARS = 4_000

/**
 * Impact of a term in a record: where it occurs and how often. Title and headings outweigh the body;
 * the page description and the readers' keywords (the words readers type for the page, CONTENT.md)
 * count on the page's first record; landing pages rank a little higher and posts a little lower, as
 * their page rank in Typesense's item_priority makes them.
 */
export const FIELD_WEIGHTS = {
  title: 3,
  heading: 2.5,
  parentHeading: 1,
  description: 1.5,
  keywords: 1.5,
  content: 1,
} as const
/** BM25's saturation and length normalisation for the body text. */
export const CONTENT_K1 = 1.2
export const CONTENT_B = 0.5
export const LANDING_PAGE_BOOST = 1.25
/** Tutorial posts (page rank −1) yield to the reference pages when both answer as well. */
export const POST_PAGE_FACTOR = 0.8
/** Impacts are shipped as integers 0–255 on a log scale. */
export const IMPACT_SCALE = 24

/**
 * The term that marks a whole title or heading, for Typesense's prioritize_exact_match: a query that
 * is a page's title or a section's heading (or, as a whole, a synonym of one) finds that record first.
 * Spacing, punctuation and case do not count (`API 密钥` is `api密钥`); '' when nothing is left.
 */
export function exactTerm(text: string): string {
  const key = foldText(text).replace(/[^\p{L}\p{N}]+/gu, '')
  return key ? `=${key}` : ''
}

export const quantizeImpact = (x: number) => Math.min(255, Math.max(1, Math.round(Math.log1p(x) * IMPACT_SCALE)))
export const impactOf = (q: number) => Math.expm1(q / IMPACT_SCALE)

export interface IndexMeta {
  v: number
  locale: string
  /** Number of records; record ids are 0 … records − 1 in bundle order. */
  records: number
  /**
   * Where each postings chunk starts, in dictionary order: the shortest prefix of its first term that
   * sorts after the previous chunk's last term (a term t is in chunk i when chunks[i] ≤ t < chunks[i+1]).
   */
  chunks: string[]
  /** Record count of each page, in order (a page's records have consecutive ids). */
  pages: number[]
  synonyms: CompiledSynonym[]
  /** Traditional → simplified pairs, two characters a pair. */
  fold: string
  /** Number of `u/<n>.json` files mapping page urls to page numbers. */
  urlFiles: number
  /** Folder of the chunks and bundles relative to the meta's (`<build id>/`), when not the same. */
  dir?: string
}

/** `u/<n>.json`: url_without_anchor → page number (the index into `pages`), for the urls hashed to n. */
export interface UrlTable {
  v: number
  u: Record<string, number>
}

/** Page urls per `u/<n>.json` file: a question about one page fetches the one file its url falls in. */
export const PAGES_PER_URL_FILE = 1000

/** The `u/` file of a page url (FNV-1a), computed alike by the build and the browser. */
export function urlFileOf(url: string, files: number): number {
  let h = 0x811c9dc5
  for (let i = 0; i < url.length; i++) {
    h ^= url.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h % Math.max(1, files)
}

/** `p/<n>.json`: term → [document frequency, record delta, impact, record delta, impact, …]. */
export interface PostingsChunk {
  v: number
  t: Record<string, number[]>
}

/** `f/<n>.json`: record n as [url without anchor, anchor, lvl0, lvl1, lvl2, lvl3, content]. */
export type RecordRow = [string, string, string, string, string, string, string]
export interface RecordText {
  v: number
  r: RecordRow
}

export interface LocalIndexInput {
  locale: string
  records: DocRecord[]
  /** Page descriptions by url_without_anchor. */
  descriptions?: ReadonlyMap<string, string>
  synonyms?: CompiledSynonym[]
  /** Traditional → simplified pairs (see `fold`). */
  fold?: string
  chunkChars?: number
  maxPostings?: number
}

export interface LocalIndexFiles {
  meta: IndexMeta
  /** Relative path (`meta.json`, `p/0.json`, `f/0.json` …) → JSON text. */
  files: Map<string, string>
}

/** DocSearch's page rank, the billions of item_priority: 1 landing pages, 0 pages, −1 posts. */
const pageRankOf = (r: DocRecord) => pageRankOfPriority(r.item_priority)

/** Records grouped by page, pages in first-seen order: a page's records get consecutive ids. */
const pageKey = (r: DocRecord) => r.url_without_anchor || r.url.replace(/#.*$/, '')

function byPage(records: DocRecord[]): DocRecord[] {
  const pages = new Map<string, DocRecord[]>()
  for (const r of records) {
    const page = pageKey(r)
    let list = pages.get(page)
    if (!list) pages.set(page, (list = []))
    list.push(r)
  }
  return [...pages.values()].flat()
}

function countTerms(text: string, into: Map<string, number>): number {
  const terms = tokenizeForIndex(foldText(text))
  for (const t of terms) into.set(t, (into.get(t) ?? 0) + 1)
  return terms.length
}

export function buildLocalIndex(input: LocalIndexInput): LocalIndexFiles {
  const records = byPage(input.records)
  const maxPostings = input.maxPostings ?? MAX_POSTINGS
  const fields = records.map((r, i) => {
    const page = r.url_without_anchor
    const firstOfPage = i === 0 || records[i - 1]!.url_without_anchor !== page
    const own = r['hierarchy.lvl3'] || r['hierarchy.lvl2'] || ''
    return {
      title: r['hierarchy.lvl1'] ?? '',
      heading: own,
      parentHeading: r['hierarchy.lvl3'] ? (r['hierarchy.lvl2'] ?? '') : '',
      description: firstOfPage ? (input.descriptions?.get(page) ?? '') : '',
      keywords: (r.keywords ?? []).join('\n'),
      firstOfPage,
      content: r.content ?? '',
    }
  })

  // Average body length (in terms) for BM25's length normalisation.
  const contentCounts = fields.map((f) => {
    const m = new Map<string, number>()
    return { m, len: countTerms(f.content, m) }
  })
  const avgLen = contentCounts.reduce((s, c) => s + c.len, 0) / Math.max(1, contentCounts.length) || 1

  const postings = new Map<string, { docs: number[]; imps: number[] }>()
  records.forEach((r, doc) => {
    const f = fields[doc]!
    const weights = new Map<string, number>()
    const add = (text: string, w: number) => {
      if (!text) return
      const m = new Map<string, number>()
      countTerms(text, m)
      for (const t of m.keys()) weights.set(t, (weights.get(t) ?? 0) + w)
    }
    add(f.title, FIELD_WEIGHTS.title)
    add(f.heading, FIELD_WEIGHTS.heading)
    add(f.parentHeading, FIELD_WEIGHTS.parentHeading)
    add(f.description, FIELD_WEIGHTS.description)
    add(f.keywords, FIELD_WEIGHTS.keywords)
    const { m, len } = contentCounts[doc]!
    const norm = CONTENT_K1 * (1 - CONTENT_B + (CONTENT_B * len) / avgLen)
    for (const [t, tf] of m)
      weights.set(t, (weights.get(t) ?? 0) + (FIELD_WEIGHTS.content * tf * (CONTENT_K1 + 1)) / (tf + norm))
    // The page's title on its first record, each record's own heading on it.
    for (const whole of [f.firstOfPage ? f.title : '', f.heading]) {
      const t = exactTerm(whole)
      if (t) weights.set(t, 1)
    }
    const rank = pageRankOf(r)
    const boost = rank > 0 ? LANDING_PAGE_BOOST : rank < 0 ? POST_PAGE_FACTOR : 1
    for (const [t, w] of weights) {
      let p = postings.get(t)
      if (!p) postings.set(t, (p = { docs: [], imps: [] }))
      p.docs.push(doc)
      p.imps.push(quantizeImpact(w * boost))
    }
  })

  const files = new Map<string, string>()

  // Postings chunks over the sorted dictionary.
  const terms = [...postings.keys()].sort()
  const chunks: string[] = []
  let current: Record<string, number[]> = {}
  let size = 0
  let lastTerm = ''
  const boundary = (first: string) => {
    let n = 1
    while (n < first.length && first.slice(0, n) <= lastTerm) n++
    return chunks.length === 0 ? '' : first.slice(0, n)
  }
  const flush = () => {
    if (size === 0) return
    files.set(
      `p/${chunks.length - 1}.json`,
      JSON.stringify({ v: LOCAL_INDEX_VERSION, t: current } satisfies PostingsChunk),
    )
    current = {}
    size = 0
  }
  for (const term of terms) {
    const p = postings.get(term)!
    let order = p.docs.map((_, i) => i)
    if (order.length > maxPostings) {
      // Keep the highest impacts (ties: earlier records), then back to record order for delta coding.
      order = order
        .sort((a, b) => p.imps[b]! - p.imps[a]! || a - b)
        .slice(0, maxPostings)
        .sort((a, b) => a - b)
    }
    const flat: number[] = [p.docs.length]
    let prev = 0
    for (const i of order) {
      flat.push(p.docs[i]! - prev, p.imps[i]!)
      prev = p.docs[i]!
    }
    const cost = term.length + 6 + flat.join(',').length
    if (size === 0 || size + cost > (input.chunkChars ?? CHUNK_CHARS)) {
      flush()
      chunks.push(boundary(term))
    }
    current[term] = flat
    size += cost
    lastTerm = term
  }
  flush()

  records.forEach((r, doc) => {
    const row: RecordRow = [
      r.url_without_anchor,
      r.anchor ?? '',
      r['hierarchy.lvl0'] ?? '',
      r['hierarchy.lvl1'] ?? '',
      r['hierarchy.lvl2'] ?? '',
      r['hierarchy.lvl3'] ?? '',
      r.content ?? '',
    ]
    files.set(`f/${doc}.json`, JSON.stringify({ v: LOCAL_INDEX_VERSION, r: row } satisfies RecordText))
  })

  const pages: number[] = []
  const pageUrls: string[] = []
  records.forEach((r, i) => {
    if (i === 0 || pageKey(records[i - 1]!) !== pageKey(r)) {
      pages.push(0)
      pageUrls.push(pageKey(r))
    }
    pages[pages.length - 1]!++
  })
  const urlFiles = Math.max(1, Math.ceil(pageUrls.length / PAGES_PER_URL_FILE))
  const tables = Array.from({ length: urlFiles }, () => ({}) as Record<string, number>)
  pageUrls.forEach((url, page) => (tables[urlFileOf(url, urlFiles)]![url] = page))
  tables.forEach((u, n) => files.set(`u/${n}.json`, JSON.stringify({ v: LOCAL_INDEX_VERSION, u } satisfies UrlTable)))
  const meta: IndexMeta = {
    v: LOCAL_INDEX_VERSION,
    locale: input.locale,
    records: records.length,
    chunks,
    pages,
    synonyms: input.synonyms ?? [],
    fold: input.fold ?? '',
    urlFiles,
  }
  files.set('meta.json', JSON.stringify(meta))
  return { meta, files }
}
