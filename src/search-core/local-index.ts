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
import { foldText } from './fold'
import {
  chunkFor,
  exactTerm,
  LOCAL_INDEX_VERSION,
  PAGES_PER_URL_FILE,
  quantizeImpact,
  urlFileOf,
  type IndexMeta,
  type PostingsChunk,
  type RecordRow,
  type RecordText,
  type SynonymPostings,
  type UrlTable,
} from './local/index-format'
import { chunksOf, synonymTerms } from './local/index-files'
import { editDistanceAtMost } from './local/postings'
import type { CompiledSynonym } from './synonyms'
import { isJointTerm, tokenizeForIndex } from './tokenize'
import type { DocRecord } from './types'

// The format's names, for the modules that import them from here.
export { LOCAL_INDEX_VERSION } from './local/index-format'

/** Postings kept for one term: its highest-impact records (the stored df stays the whole count). 2 000: see above. */
const MAX_POSTINGS = 2000

/** A postings chunk is cut once its JSON passes this many characters (one term may exceed it alone). */
const CHUNK_CHARS = 4_000
/** JSON a chunk spends on one entry besides the term and its numbers: `"term":[…],`. */
const CHUNK_ENTRY_OVERHEAD = 6

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

/** The indexed fields of each record (records in page order): what FIELD_WEIGHTS weighs. */
function fieldsOf(records: DocRecord[], descriptions: LocalIndexInput['descriptions']) {
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

export function buildLocalIndex(input: LocalIndexInput): LocalIndexFiles {
  const records = byPage(input.records)
  const maxPostings = input.maxPostings ?? MAX_POSTINGS
  const fields = fieldsOf(records, input.descriptions)

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
      if (t) weights.set(t, EXACT_TERM_WEIGHT)
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
  const chunkTerms: Record<string, number[]>[] = []
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
    chunkTerms.push(current)
    current = {}
    size = 0
  }
  for (const term of terms) {
    const p = postings.get(term)!
    let order = p.docs.map((_, i) => i)
    if (order.length > maxPostings) {
      // Keep the highest impacts (ties: earlier records), then back to record order for delta coding.
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
    const cost = term.length + CHUNK_ENTRY_OVERHEAD + flat.join(',').length
    if (size === 0 || size + cost > (input.chunkChars ?? CHUNK_CHARS)) {
      flush()
      chunks.push(boundary(term))
    }
    current[term] = flat
    size += cost
    lastTerm = term
  }
  flush()

  // Each synonym rule's terms in one file (index-format.ts s/<n>.json); a term the dictionary lacks
  // that may be a typo brings its near terms from the chunks a typo lookup reads (a superset: two
  // edits, the lookup itself filters them as it filters a chunk's).
  ;(input.synonyms ?? []).forEach((rule, n) => {
    const file: SynonymPostings = { v: LOCAL_INDEX_VERSION, t: {}, z: {} }
    for (const spec of synonymTerms(rule)) {
      const flat = chunkTerms[chunkFor(chunks, spec.term)]?.[spec.term]
      if (flat) file.t[spec.term] = flat
      else if (spec.fuzzy) {
        const near = chunksOf(chunks, spec)
          .flatMap((c) => Object.entries(chunkTerms[c] ?? {}))
          .filter(([term]) => term[0] === spec.term[0] && editDistanceAtMost(spec.term, term, 2))
        file.z[spec.term] = near.map(([term]) => term)
        for (const [term, flat] of near) file.t[term] = flat
      }
    }
    files.set(`s/${n}.json`, JSON.stringify(file))
  })

  records.forEach((r, doc) => {
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
