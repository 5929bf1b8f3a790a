/**
 * The embedded index's file format, shared by the build (local-index.ts) and the browser's reader
 * (index-files.ts). The index comes in pieces a browser fetches on demand (Pagefind's design, on our
 * tokeniser):
 *
 *   meta.json    what every search needs first: where each postings chunk starts in the sorted
 *                dictionary, the record count of each page, the synonym rules (the colloquial
 *                table's marked as bridges) and the traditional → simplified pairs;
 *   p/<n>.json   postings chunks: the terms of a slice of the dictionary, each with its document
 *                frequency and its (record, impact) pairs;
 *   s/<n>.json   the postings of synonym rule n (its index in the meta's `synonyms`): every term its
 *                forms are looked up by, so a query a rule matches reads one file for them instead of
 *                a chunk per term (a rule's forms scatter over the dictionary);
 *   f/<n>.json   the text of record n, fetched only when it is shown;
 *   u/<n>.json   page urls → page numbers, read only for a question about one page;
 *   l/<n>.json   words of the general language that no record writes (a lexicon's, LexiconFile), read
 *                only for a question whose characters the docs never pair (quote answers).
 */
import { INDEX_FORMAT_VERSION } from '../../contracts/index-files'
import { foldText } from '../fold'
import type { CompiledSynonym } from '../synonyms'

/** Format version of every file of the index: the contract's number (bump it there). */
export const LOCAL_INDEX_VERSION = INDEX_FORMAT_VERSION

/**
 * Impacts are shipped as integers MIN_IMPACT–MAX_IMPACT (one byte) on a log scale: each step is a
 * change of about 4 % (e^(1/24)) in 1 + impact, finer than any ranking signal. The largest impact a
 * record reaches (every field weight plus a saturated body, times the landing-page boost: ≈ 15)
 * quantises to about 66, far from the cap.
 */
const IMPACT_SCALE = 24
const MAX_IMPACT = 255
/** Every stored posting keeps some weight: a term found counts, however faintly. */
const MIN_IMPACT = 1

export const quantizeImpact = (x: number) =>
  Math.min(MAX_IMPACT, Math.max(MIN_IMPACT, Math.round(Math.log1p(x) * IMPACT_SCALE)))
export const impactOf = (q: number) => Math.expm1(q / IMPACT_SCALE)

/**
 * The term that marks a whole title or heading, for Typesense's prioritize_exact_match: a query that
 * is a page's title or a section's heading (or, as a whole, a synonym of one) finds that record first.
 * Spacing, punctuation and case do not count (`API 密钥` is `api密钥`); '' when nothing is left.
 */
export function exactTerm(text: string): string {
  const key = foldText(text).replace(/[^\p{L}\p{N}]+/gu, '')
  return key ? `=${key}` : ''
}

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
  /** Number of `l/<n>.json` lexicon files (0: the index ships no lexicon). */
  lexiconFiles: number
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

/** FNV-1a's 32-bit offset basis and prime (the published constants of the hash). */
const FNV_OFFSET = 0x811c9dc5
const FNV_PRIME = 0x01000193

/**
 * Which of `files` hashed files holds a key (FNV-1a): the `u/` file of a page url, the `l/` file of a
 * word. Computed alike by the build and the browser.
 */
export function hashedFileOf(key: string, files: number): number {
  let h = FNV_OFFSET
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i)
    h = Math.imul(h, FNV_PRIME) >>> 0
  }
  return h % Math.max(1, files)
}

/** `p/<n>.json`: term → [document frequency, record delta, impact, record delta, impact, …]. */
export interface PostingsChunk {
  v: number
  t: Record<string, number[]>
}

/**
 * `s/<n>.json`: the stored postings (as in a chunk) of every term synonym rule n's forms are looked up
 * by (synonymTerms) that the dictionary holds; `z`: for such a term the dictionary lacks and that may
 * be a typo, the dictionary's terms near it in the chunks a typo lookup reads (their postings in `t`).
 */
export interface SynonymPostings {
  v: number
  t: Record<string, number[]>
  z: Record<string, string[]>
}

/** Words per `l/<n>.json` file: a question reads one small file per pair of characters it checks. */
export const WORDS_PER_LEXICON_FILE = 500

/**
 * `l/<n>.json`: the words of the general language (src/indexer/lexicon.ts) that hash to file n and that
 * no record writes. A question that pairs two characters the docs never pair (三级 of 等保三级) names
 * something the docs never mention when the pair is such a word, and is only the reader's phrasing (调同
 * of 调同一个模型) when it is not (question-terms.ts).
 */
export interface LexiconFile {
  v: number
  w: string[]
}

/**
 * `f/<n>.json`: record n as [url without anchor, anchor, lvl0, lvl1, lvl2, lvl3, content, about, blocks]:
 * `about` is what else the record is indexed by, its page's description (on the page's first record)
 * and readers' keywords, one per line, so that the query as typed is checked in all of it; `blocks`
 * says where the content's paragraphs, list items, table rows and code blocks start (blocks.ts).
 */
export type RecordRow = [string, string, string, string, string, string, string, string, string]
export const RECORD_ROW_FIELDS = 9
export interface RecordText {
  v: number
  r: RecordRow
}

/** Index of the chunk whose range holds `term`: the last chunk starting at or before it. */
export function chunkFor(chunks: readonly string[], term: string): number {
  let lo = 0
  let hi = chunks.length - 1
  let at = 0
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const start = chunks[mid]
    if (start !== undefined && start <= term) {
      at = mid
      lo = mid + 1
    } else hi = mid - 1
  }
  return at
}
