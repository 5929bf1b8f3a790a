/**
 * Builds the embedded index (its files are described in local/index-format.ts) from the records of a
 * build. A search transfers the meta once, one file per synonym rule it matches, one chunk per other
 * distinct term and one small file per result shown, whatever the size of the site. Every word of
 * every record is indexed; nothing is truncated but the postings of a term found in more than
 * MAX_POSTINGS records, which keep their highest-impact records (a term that common decides no ranking on its own). Such a list stores its whole record
 * count, and a search lets it veto no record the term's rarer neighbours agree on (scoring.ts), so a
 * phrase pairing it with a rare term still finds its record (数据抽 on a corpus where 数据 is in 4 182).
 * The cap, measured at 10 000 pages (bench:search: known items of 8 characters, first session median /
 * heaviest, postings gzip): 1 000 → 0.980, 145 / 161 KB, 21.5 MB; 2 000 → 0.985, 176 / 197 KB, 24.6 MB;
 * 3 000 → 0.985, 196 / 227 KB; every posting kept → 0.990, 356 / 454 KB (over the 300 KB budget), 30.8 MB.
 * Heads plus tail files read on demand reached 0.985 too, at one or two more round trips for a
 * quarter of the queries there: not worth it while a cap meets the target.
 *
 * Pure TypeScript: the build, the dev server, the benchmarks and the tests all call it.
 */
import { pageRankOfPriority } from '../contracts/records'
import { foldText, parseFoldPairs } from './fold'
import {
  exactTerm,
  LOCAL_INDEX_VERSION,
  PAGES_PER_URL_FILE,
  quantizeImpact,
  hashedFileOf,
  WORDS_PER_LEXICON_FILE,
  type IndexMeta,
  type LexiconFile,
  type RecordRow,
  type RecordText,
  type UrlTable,
} from './local/index-format'
import { postingsFiles, shardPostings, synonymFiles, type TermPostings } from './local/write-postings'
import type { CompiledSynonym } from './synonyms'
import { cjkPairs, isJointTerm, tokenizeForIndex } from './tokenize'
import type { DocRecord } from './types'

// The format's names, for the modules that import them from here.
export { LOCAL_INDEX_VERSION } from './local/index-format'

/** Postings kept for one term: its highest-impact records (the stored df stays the whole count). 2 000: see above. */
const MAX_POSTINGS = 2000

/** A postings chunk is cut once its JSON passes this many characters (one term may exceed it alone). */
const CHUNK_CHARS = 4_000

/**
 * Impact of a term in a record: where it occurs and how often. Title and headings outweigh the body;
 * the page description and the readers' keywords (the words readers type for the page, CONTENT.md)
 * count on the page's first record; landing pages rank a little higher and posts a little lower, as
 * their page rank in Typesense's item_priority makes them. A section's readers' questions (CONTENT.md)
 * are not indexed here: measured on questions nobody tuned on, they brought sections that share a
 * reader's word without answering (first quote on the answering page 0.67 → 0.58).
 */
const FIELD_WEIGHTS = {
  title: 3,
  heading: 2.5,
  parentHeading: 1,
  description: 1.5,
  keywords: 1.5,
  content: 1,
} as const
/** BM25's saturation and length normalisation for the body text. */
const CONTENT_K1 = 1.2
const CONTENT_B = 0.5
const LANDING_PAGE_BOOST = 1.25
/** Tutorial posts (page rank −1) yield to the reference pages when both answer as well. */
const POST_PAGE_FACTOR = 0.8
/** The weight of a whole-title term (exactTerm): a flag that the record is titled so, not a frequency. */
const EXACT_TERM_WEIGHT = 1

export interface LocalIndexInput {
  locale: string
  records: DocRecord[]
  /** Page descriptions by url_without_anchor. */
  descriptions?: ReadonlyMap<string, string>
  synonyms?: CompiledSynonym[]
  /** Traditional → simplified pairs (see `fold`). */
  fold?: string
  /**
   * Words of the general language (src/indexer/lexicon.ts): those no record writes ship as `l/` files
   * (index-format.ts LexiconFile).
   */
  lexicon?: readonly string[]
  chunkChars?: number
  maxPostings?: number
}

export interface LocalIndexFiles {
  meta: IndexMeta
  /** Relative path (`meta.json`, `p/0.json`, `f/0.json` …) → JSON text. */
  files: Map<string, string>
}

/** DocSearch's item_priority carries the page rank in its billions: 1 landing pages, 0 pages, −1 posts. */
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

/** Counts a text's terms into `into`; returns its length in words (a joint is no word of its own). */
function countTerms(text: string, into: Map<string, number>): number {
  const terms = tokenizeForIndex(foldText(text))
  let joints = 0
  for (const t of terms) {
    into.set(t, (into.get(t) ?? 0) + 1)
    if (isJointTerm(t)) joints++
  }
  return terms.length - joints
}

/** A record's indexed fields: what FIELD_WEIGHTS weighs. */
interface RecordFields {
  title: string
  heading: string
  parentHeading: string
  description: string
  keywords: string
  firstOfPage: boolean
  content: string
}

/** The indexed fields of each record (records in page order). */
function fieldsOf(records: DocRecord[], descriptions: LocalIndexInput['descriptions']): RecordFields[] {
  return records.map((r, i) => {
    const page = r.url_without_anchor
    const firstOfPage = i === 0 || records[i - 1]!.url_without_anchor !== page
    return {
      title: r['hierarchy.lvl1'] ?? '',
      heading: r['hierarchy.lvl3'] || r['hierarchy.lvl2'] || '',
      parentHeading: r['hierarchy.lvl3'] ? (r['hierarchy.lvl2'] ?? '') : '',
      description: firstOfPage ? (descriptions?.get(page) ?? '') : '',
      keywords: (r.keywords ?? []).join('\n'),
      firstOfPage,
      content: r.content ?? '',
    }
  })
}

/** A record's body: its terms counted, and its length in words. */
interface Body {
  counts: Map<string, number>
  len: number
}

/** Each record's body tokenised, and the average body length (in words) for BM25's length normalisation. */
function bodiesOf(fields: RecordFields[]): { bodies: Body[]; avgLen: number } {
  const bodies = fields.map((f) => {
    const counts = new Map<string, number>()
    return { counts, len: countTerms(f.content, counts) }
  })
  const avgLen = bodies.reduce((s, c) => s + c.len, 0) / Math.max(1, bodies.length) || 1
  return { bodies, avgLen }
}

/**
 * The weight of each term in one record: its fields' weights summed (a term counts once per field), the
 * body's by BM25, and a whole-title term (exactTerm) set to its flag weight.
 */
export function termWeights(f: RecordFields, body: Body, avgLen: number): Map<string, number> {
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
  const norm = CONTENT_K1 * (1 - CONTENT_B + (CONTENT_B * body.len) / avgLen)
  for (const [t, tf] of body.counts)
    weights.set(t, (weights.get(t) ?? 0) + (FIELD_WEIGHTS.content * tf * (CONTENT_K1 + 1)) / (tf + norm))
  // The page's title on its first record, each record's own heading on it.
  for (const whole of [f.firstOfPage ? f.title : '', f.heading]) {
    const t = exactTerm(whole)
    if (t) weights.set(t, EXACT_TERM_WEIGHT)
  }
  return weights
}

/** A record's factor from its page rank: landing pages up, posts down. */
function pageBoost(r: DocRecord): number {
  const rank = pageRankOf(r)
  return rank > 0 ? LANDING_PAGE_BOOST : rank < 0 ? POST_PAGE_FACTOR : 1
}

/** Every term's postings: the records holding it, in record order, with its quantised impact in each. */
function collectPostings(records: DocRecord[], fields: RecordFields[]): Map<string, TermPostings> {
  const { bodies, avgLen } = bodiesOf(fields)
  const postings = new Map<string, TermPostings>()
  records.forEach((r, doc) => {
    const boost = pageBoost(r)
    for (const [t, w] of termWeights(fields[doc]!, bodies[doc]!, avgLen)) {
      let p = postings.get(t)
      if (!p) postings.set(t, (p = { docs: [], imps: [] }))
      p.docs.push(doc)
      p.imps.push(quantizeImpact(w * boost))
    }
  })
  return postings
}

/**
 * Each record's stored text, `f/<n>.json`: its fields, with its readers' keywords and, on a page's first
 * record, the page's description.
 */
function recordFiles(records: DocRecord[], fields: RecordFields[]): [string, string][] {
  return records.map((r, doc) => {
    const row: RecordRow = [
      r.url_without_anchor,
      r.anchor ?? '',
      r['hierarchy.lvl0'] ?? '',
      r['hierarchy.lvl1'] ?? '',
      r['hierarchy.lvl2'] ?? '',
      r['hierarchy.lvl3'] ?? '',
      r.content ?? '',
      [fields[doc]?.description, fields[doc]?.keywords].filter(Boolean).join('\n'),
      r.blocks ?? '',
    ]
    return [`f/${doc}.json`, JSON.stringify({ v: LOCAL_INDEX_VERSION, r: row } satisfies RecordText)]
  })
}

/** The pages, in record order: how many records each has (the meta's `pages`) and the url → page tables. */
export function pageTables(records: DocRecord[]): { pages: number[]; tables: Record<string, number>[] } {
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
  pageUrls.forEach((url, page) => (tables[hashedFileOf(url, urlFiles)]![url] = page))
  return { pages, tables }
}

/**
 * The `l/` files: the lexicon's words, folded as queries are, that no record writes (a pair of their
 * characters is in no record), each in the file its hash names.
 */
function lexiconFiles(lexicon: readonly string[], fold: string, postings: ReadonlyMap<string, unknown>): string[][] {
  const folding = parseFoldPairs(fold)
  const unwritten = new Set<string>()
  for (const word of lexicon) {
    const folded = foldText(word, folding)
    const pairs = cjkPairs(folded)
    if (pairs.length && pairs.some((p) => !postings.has(p))) unwritten.add(folded)
  }
  if (!unwritten.size) return []
  const files = Array.from({ length: Math.ceil(unwritten.size / WORDS_PER_LEXICON_FILE) }, (): string[] => [])
  for (const word of [...unwritten].sort()) files[hashedFileOf(word, files.length)]!.push(word)
  return files
}

/** The index: records weighed into postings, the postings cut into chunks, then the texts, pages and meta. */
export function buildLocalIndex(input: LocalIndexInput): LocalIndexFiles {
  const records = byPage(input.records)
  const fields = fieldsOf(records, input.descriptions)
  const postings = collectPostings(records, fields)
  const lexicon = lexiconFiles(input.lexicon ?? [], input.fold ?? '', postings)
  const shards = shardPostings(postings, input.chunkChars ?? CHUNK_CHARS, input.maxPostings ?? MAX_POSTINGS)
  const { pages, tables } = pageTables(records)
  const files = new Map<string, string>([
    ...postingsFiles(shards),
    ...synonymFiles(input.synonyms ?? [], shards),
    ...recordFiles(records, fields),
    ...tables.map((u, n): [string, string] => [
      `u/${n}.json`,
      JSON.stringify({ v: LOCAL_INDEX_VERSION, u } satisfies UrlTable),
    ]),
    ...lexicon.map((w, n): [string, string] => [
      `l/${n}.json`,
      JSON.stringify({ v: LOCAL_INDEX_VERSION, w } satisfies LexiconFile),
    ]),
  ])
  const meta: IndexMeta = {
    v: LOCAL_INDEX_VERSION,
    locale: input.locale,
    records: records.length,
    chunks: shards.chunks,
    pages,
    synonyms: input.synonyms ?? [],
    fold: input.fold ?? '',
    urlFiles: tables.length,
    lexiconFiles: lexicon.length,
  }
  files.set('meta.json', JSON.stringify(meta))
  return { meta, files }
}
