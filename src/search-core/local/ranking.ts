/**
 * Ranking: which scored records are results, in which order. Records titled as the query first; then
 * those with a phrase as typed and most of what was asked; then by score; one page's sections spread
 * out so that they do not fill the list.
 */
import { PAGE_SIZE } from '../constants'
import type { Scores } from './scoring'

/** Share of the query's weight a section must cover to answer a question about its page. */
const PAGE_MATCH_COVERAGE = 0.5
/** The head of the ranking in which one page's extra sections are pushed down. */
const RERANK_DEPTH = 200
/**
 * The head is also at least this many times the results up to the page asked for: the sections pushed
 * out of that page are replaced by records from after it, which must have been reranked as well.
 */
const RERANK_HEAD_FACTOR = 4
/** Sections of one page listed at full score (DocSearch shows a page's sections grouped, two at a glance). */
export const PAGE_SECTIONS_UNDECAYED = 2
/** Each further section of a page in the ranking weighs this much less than the one before. */
export const PAGE_REPEAT_DECAY = 0.6

export interface RankingInput {
  /** Page number of each record. */
  pageOf: Uint32Array
  /** The page a question is about: only its sections are results. */
  onlyPage: number | null
  /** Result page asked for (1-based). */
  page: number
}

/**
 * A record's tier: 2 titled as the query, +1 holding a phrase as typed and every other word asked
 * (自动图文集 区域: not the sections on 自动图文集 that never say 区域, however rare the phrase's words).
 * Measured against the rule it replaced, a phrase and 75 % of the query's weight (bench:tune, tuning
 * halves): the site's reader queries MRR 0.917 → 0.921, the tuning set 0.862 either way, LibreOffice's
 * help recall@5 0.955 → 0.960, Vue's docs MRR 0.952 → 0.951.
 */
export const tierOf = (s: Scores, d: number) =>
  2 * (s.exactHits[d] ?? 0) + ((s.phraseHits[d] ?? 0) > 0 && s.held[d] === s.units ? 1 : 0)

/**
 * The results, best first. Lowers the scores of a page's extra sections in `s.score` (the order and
 * the scores shown agree).
 */
export function rankRecords(s: Scores, { pageOf, onlyPage, page }: RankingInput): Int32Array {
  const { score, covered, totalUnitWeight } = s
  // The relevance floor: a query none of whose words the docs hold (量子纠缠咖啡机, whose 机 alone
  // starts hundreds of words) has no results, rather than every record sharing a character with it.
  if (s.unitsFound === 0) return new Int32Array(0)
  // Records with every word first when there are a page of them (Typesense drops words only when
  // too few records have them all); otherwise the best partial matches follow.
  let candidates = Int32Array.from(onlyPage === null ? s.touched : s.touched.filter((doc) => pageOf[doc] === onlyPage))
  // (A phrase found as typed holds its own words, even a last character searched by its completions,
  // and no other: 自动图文集 区域 wants the records that also say 区域.)
  const complete = candidates.filter((doc) => s.held[doc] === s.units)
  if (complete.length >= PAGE_SIZE) candidates = complete
  // Within one page the reader wants the sections that answer: those with every word, else those
  // with at least half of what was asked (a section sharing one common character is not a match).
  else if (onlyPage !== null)
    candidates = complete.length
      ? complete
      : candidates.filter((doc) => (covered[doc] ?? 0) >= totalUnitWeight * PAGE_MATCH_COVERAGE)
  // Equal scores keep the index's order. (A phrase alone does not lift a record that lacks the
  // query's other words: MountFailed 创建开发机 wants the page with MountFailed, not every page on
  // creating one.)
  const order = (a: number, b: number) => tierOf(s, b) - tierOf(s, a) || (score[b] ?? 0) - (score[a] ?? 0) || a - b
  candidates.sort(order)
  // Within one page every section is that page's: nothing to spread.
  if (onlyPage === null) {
    // Only lowering scores, it can only reorder the head of the list (the rest stays behind it).
    const depth = Math.max(RERANK_DEPTH, page * PAGE_SIZE * RERANK_HEAD_FACTOR)
    const head = candidates.subarray(0, Math.min(candidates.length, depth))
    const seenPages = new Map<number, number>()
    for (const doc of head) {
      const pg = pageOf[doc] ?? 0
      const k = seenPages.get(pg) ?? 0
      seenPages.set(pg, k + 1)
      if (k >= PAGE_SECTIONS_UNDECAYED)
        score[doc] = (score[doc] ?? 0) * Math.pow(PAGE_REPEAT_DECAY, k - PAGE_SECTIONS_UNDECAYED + 1)
    }
    head.sort(order)
  }
  return candidates
}
