/**
 * Query plan: a folded query as the units to match (words, compound identifiers, synonym spans), the
 * terms each is looked up by, the phrases to find as typed and the words to mark in snippets.
 */
import { HAN_CLASS } from '../../contracts/text'
import { findSynonymSpans, type SynonymSpan } from '../synonyms'
import { cjkPairs, isCjkTerm, latinCjkJoints, queryWords, segmentQuery, type QueryWord } from '../tokenize'
import { exactTerm, type IndexMeta } from './index-format'
import { phraseOfPairs } from './as-typed'
import { joinSingles, MAX_SHORT_RUN, type PairFrequency, type PairRecords } from './rejoin'

export type { PairFrequency, PairRecords } from './rejoin'

/** A synonym weighs a little less than the words the reader typed. */
export const SYNONYM_WEIGHT = 0.85
/**
 * A docs word reached by a bridge from the reader's word (the colloquial table) weighs less than a
 * synonym: the bridge is a guess at what the reader meant, so a page using the reader's own word,
 * or a synonym of it, comes first (BEHAVIOUR.md search §2.2).
 */
export const BRIDGE_WEIGHT = 0.7
/** A one-character CJK word (often a particle the stop list missed) counts for less. */
export const SINGLE_CHAR_WEIGHT = 0.5
/**
 * A single CJK character is also found by the pair it makes with a neighbour as typed, at full weight: a
 * record holding 接取 holds 取, whether or not its completion was among the MAX_COMPLETIONS searched
 * (bench:tune: the site's reader tuning half MRR 0.911 → 0.917, known items of the tuning seeds recall@5
 * 0.995 → 0.997; the Vue corpus's tuning half 0.960 / 0.903 → 0.965 / 0.904; 0.6 did no better).
 */
const NEIGHBOUR_PAIR_WEIGHT = 1
/** A compound identifier found only by its parts, scattered, weighs this much of one found whole. */
export const PARTS_WEIGHT = 0.6
/** Latin prefixes shorter than this are matched exactly (a 2-letter prefix matches half the dictionary). */
const MIN_LATIN_PREFIX = 3
/** Latin words of this length get one typo; of FUZZY_TWO_AT, two. */
export const FUZZY_ONE_AT = 5
export const FUZZY_TWO_AT = 9

/**
 * How one term of a query is looked up in the dictionary: as it is, and also as the start of longer
 * terms (a single CJK character, the Latin word being typed) or, when not in the dictionary, as a
 * typo of a near term (Latin words of FUZZY_ONE_AT letters or more).
 */
export type TermSpec = { term: string; prefix?: boolean; fuzzy?: boolean }
export const specKey = (s: TermSpec) => `${s.prefix ? 'p' : ''}${s.fuzzy ? 'f' : ''}:${s.term}`

export interface Alternative {
  text: string
  weight: number
  /** Terms that must all be present for the alternative to match. */
  specs: TermSpec[]
  /**
   * The parts of a compound identifier: they match where they all sit in one record, and also, for
   * less (ACROSS_PAGE_WEIGHT), in the records of a page that holds them all across its sections.
   */
  acrossPage?: boolean
}
/** One word (or synonym span) of the query: matched by any of its alternatives. */
export interface Unit {
  alternatives: Alternative[]
  weight: number
  /** The alternatives are synonyms (a rule of the synonyms file), not a word and its parts. */
  synonyms?: boolean
  /**
   * The alternatives (indices) whose match shows that the index holds the unit, for the relevance
   * floor (scoring.ts): a single character written beside another content character (机 of 咖啡机, 配
   * of 配对) is held only by a pair it makes with one, not by the words it starts. Absent: any.
   */
  evidence?: number[]
}
export interface Plan {
  units: Unit[]
  /** CJK runs typed as phrases: the character pairs that find them as typed. */
  phrases: string[][]
  /**
   * Per phrase, the units whose words it spells: a record holding the phrase as typed holds them (a
   * last character searched by its completions included), and only them.
   */
  phraseUnits: number[][]
  /**
   * A Latin word typed next to a CJK run (`HTML 文件`): the term recording the two side by side
   * (latinCjkJoints) and the run's pairs. Found as typed, they add to a record's score as a phrase does,
   * without lifting it to the phrase tier (a Latin word beside a common word is no rarer phrase).
   */
  joints: string[][]
  /** Words to mark in snippets: the query's, and the synonyms it was searched as. */
  words: string[]
  /**
   * The words as typed, each phrase whole with its function words (中的参数, whose words are 参数) and
   * a query of several words whole (`api key`): a snippet shows where the longest of them occurs.
   */
  typed: string[]
  /** Character pairs that may rejoin single characters (see joinSingles); empty once joined. */
  pairs: string[]
  /** Whole-title terms (see exactTerm) of the query and, when one rule covers all of it, of its synonyms. */
  exact: string[]
}

const lastLatinToken = /[a-z0-9]+(?:[._-][a-z0-9]+)*$/
const CJK_RUNS = new RegExp(`([${HAN_CLASS}]+)`)
const CJK_RUN_G = new RegExp(`[${HAN_CLASS}]+`, 'g')
const charCount = (s: string) => Array.from(s).length

/**
 * Terms a piece of folded query text is searched by (the same tokeniser as the index). Its CJK runs
 * are words already (the segmenter's, rejoined, or a synonym rule's terms: 显存, 配额) and are found
 * as written: segmenting them again would cut 显存 into 显 and 存.
 */
export function specsOf(text: string, allowPrefix: boolean): TermSpec[] {
  const specs: TermSpec[] = []
  const words = text
    .split(CJK_RUNS)
    .flatMap((piece) => (isCjkTerm(piece) ? [piece] : segmentQuery(piece).map((w) => w.word)))
  for (const w of words) {
    if (isCjkTerm(w)) {
      if (charCount(w) === 1) specs.push({ term: w, prefix: true })
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

/**
 * The query as units to match: synonym spans first, then the words between them. Planned twice when
 * the query has single characters to rejoin: once without `pairDf` (whose `pairs` are then read), and
 * again with it (and `pairRecords`, which tells whether a single extends the word beside it).
 */
export function planQuery(
  folded: string,
  meta: Pick<IndexMeta, 'synonyms'>,
  pairDf?: PairFrequency,
  pairRecords?: PairRecords,
): Plan {
  const spans = findSynonymSpans(folded, meta.synonyms)
  const { units, words, pairs } = queryUnits(folded, spans, pairDf, pairRecords)
  const runs = phraseRuns(folded, spans)
  const phrases = runs.map(cjkPairs)
  const typed = typedForms(folded, phrases)
  return {
    units,
    phrases,
    phraseUnits: runs.map((run) =>
      units.flatMap((u, i) => (run.includes(u.alternatives[0]?.text ?? '\u0000') ? [i] : [])),
    ),
    joints: latinCjkJoints(folded).map((j) => [j.term, ...(charCount(j.run) > 1 ? cjkPairs(j.run) : [])]),
    pairs,
    exact: exactTerms(folded, spans),
    typed,
    words: [...new Set([...words, ...typed])],
  }
}

/**
 * The units in query order (plain words, their single characters rejoined by joinSingles, and synonym
 * spans), the words they mark, and the pairs that may rejoin single characters (Plan.pairs).
 */
function queryUnits(
  folded: string,
  spans: SynonymSpan[],
  pairDf: PairFrequency | undefined,
  pairRecords: PairRecords | undefined,
): { units: Unit[]; words: string[]; pairs: string[] } {
  const units: Unit[] = []
  const words: string[] = []
  const pairs: string[] = []
  /** Units of a single character beside function words only (see below). */
  const lone = new Set<number>()
  const atEnd = (end: number) => folded.slice(end).trim() === ''
  const plain = (text: string, end: number) => {
    const ws = joinSingles(segmentQuery(text), pairDf, pairs, pairRecords)
    for (const planned of wordUnits(ws, atEnd(end))) {
      if (planned.lone) lone.add(units.length)
      units.push(planned.unit)
      words.push(planned.word)
    }
  }
  let prevEnd = 0
  for (const span of spans) {
    plain(folded.slice(prevEnd, span.start), span.start)
    const unit = synonymUnit(span, atEnd(span.end))
    if (unit) {
      units.push(unit)
      words.push(...span.alternatives)
    }
    prevEnd = span.end
  }
  plain(folded.slice(prevEnd), folded.length)
  // A word of one character beside function words only (办 of 猫粮怎么办) is evidence of nothing when
  // the query has longer words: only a query of such words is held by the words they start.
  if (units.some((_, i) => !lone.has(i))) for (const i of lone) units[i] = { ...units[i]!, evidence: [] }
  return { units, words, pairs }
}

/** A synonym span's unit: the form typed at full weight, the rule's other terms as synonyms or bridged words. */
export function synonymUnit(span: SynonymSpan, atQueryEnd: boolean): Unit | undefined {
  const alternatives = span.alternatives
    .map((text, i) => ({
      text,
      weight: i === 0 ? 1 : span.bridged.includes(text) ? BRIDGE_WEIGHT : SYNONYM_WEIGHT,
      specs: specsOf(text, i === 0 && atQueryEnd),
    }))
    .filter((a) => a.specs.length > 0)
  return alternatives.length ? { alternatives, weight: 1, synonyms: true } : undefined
}

/** A unit of plain words, the word it marks, and whether it is a single character with no content beside it. */
interface WordUnit {
  unit: Unit
  word: string
  lone: boolean
}

/** The units of a stretch of plain words (between synonym spans), as segmented and rejoined. */
export function wordUnits(ws: QueryWord[], atQueryEnd: boolean): WordUnit[] {
  return ws.flatMap((w, i) => wordUnit(w, i, ws, atQueryEnd) ?? [])
}

/** The unit of `w`, the word at `i` of `ws`, or none (a part of a group planned at its first word, or no terms). */
function wordUnit(w: QueryWord, i: number, ws: QueryWord[], atQueryEnd: boolean): WordUnit | undefined {
  const { word, token, whole, run, at } = w
  // One unit, found as typed or by all its parts: a compound identifier (model_not_found,
  // qwen2.5-7b), and a short CJK run the segmenter cut (布式, 设得太: a cut through words).
  const short = run !== undefined && charCount(run) <= MAX_SHORT_RUN && run !== word
  const joined = whole ?? (short ? run : undefined)
  if (joined && ws[i - 1]?.token === token) return undefined
  const group = joined ? ws.filter((w) => w.token === token) : ws.slice(i, i + 1)
  const isLast = i + group.length === ws.length && atQueryEnd
  const partsText = group.map((w) => w.word).join(' ')
  const specs = specsOf(partsText, isLast)
  if (!specs.length) return undefined
  if (joined) {
    const asTyped: TermSpec[] = whole ? [{ term: whole, prefix: isLast }] : cjkPairs(joined).map((term) => ({ term }))
    const alternatives: Alternative[] = [
      { text: joined, weight: 1, specs: asTyped },
      { text: partsText, weight: PARTS_WEIGHT, specs, ...(whole ? { acrossPage: true } : {}) },
    ]
    return { unit: { alternatives, weight: 1 }, word: joined, lone: false }
  }
  const single = isCjkTerm(word) && charCount(word) === 1
  // A single character is also found by the pair it makes with a neighbour as typed (接取 of 是直接取):
  // a record holding the pair holds the character, whichever of its completions were searched.
  const neighbours =
    single && run && at !== undefined
      ? [run.slice(at - 1, at) + word, word + run.slice(at + 1, at + 2)].filter((p) => p.length === 2)
      : []
  const alternatives: Alternative[] = [
    { text: word, weight: 1, specs },
    ...neighbours.map((pair) => ({ text: pair, weight: NEIGHBOUR_PAIR_WEIGHT, specs: [{ term: pair }] })),
  ]
  const evidence = single && run && at !== undefined ? pairEvidence(ws, i, run, at) : undefined
  return {
    unit: { alternatives, weight: single ? SINGLE_CHAR_WEIGHT : 1, ...(evidence ? { evidence } : {}) },
    word,
    lone: !!(single && run && Array.from(run).length > 1 && !evidence),
  }
}

/**
 * The words as typed: the query's words, each phrase whole, and a query of several words whole
 * (`api key`: where a text says it so).
 */
function typedForms(folded: string, phrases: string[][]): string[] {
  return [...new Set([...queryWords(folded), ...phrases.map(phraseOfPairs), ...(folded.includes(' ') ? [folded] : [])])]
}

/** Whole-title terms (exactTerm) of the query and, when one synonym rule covers all of it, of the rule's terms. */
export function exactTerms(folded: string, spans: SynonymSpan[]): string[] {
  const onlySpan = spans.length === 1 ? spans[0] : undefined
  const whole = onlySpan && onlySpan.start === 0 && onlySpan.end === folded.length ? onlySpan.alternatives : [folded]
  return [...new Set(whole.map(exactTerm).filter(Boolean))]
}

/**
 * For a single character at `at` of its run: the indices, among its alternatives (the character, then
 * the pairs with its neighbours before and after, as planQuery lists them), of the pairs it makes with
 * a neighbour that belongs to a content word; undefined when no neighbour does (a word of one
 * character beside function words, 怎么配, or alone: found by the words it starts).
 */
function pairEvidence(ws: QueryWord[], i: number, run: string, at: number): number[] | undefined {
  const token = ws[i]?.token
  const content = (pos: number) =>
    ws.some((w) => w.token === token && w.at !== undefined && w.at <= pos && pos < w.at + charCount(w.word))
  const sides = [at - 1, at + 1].filter((pos) => pos >= 0 && pos < run.length)
  if (!sides.some(content)) return undefined
  return sides.flatMap((pos, k) => (content(pos) ? [k + 1] : []))
}

/**
 * A CJK run that is more than one word (or a word and particles, or a word the segmenter cut) is also
 * a phrase to find as typed, whatever synonym rules matched inside it (删除开发机 with 删除 a rule
 * term): the records holding it as typed score more, and rank first when they also cover most of the
 * query. (Not a run that is one rule term as a whole, 限流: its synonyms are as good as the form typed.)
 */
function phraseRuns(folded: string, spans: { start: number; end: number }[]): string[] {
  const phrases: string[] = []
  for (const m of folded.matchAll(CJK_RUN_G)) {
    const run = m[0]
    const start = m.index ?? 0
    if (spans.some((sp) => sp.start <= start && sp.end >= start + run.length)) continue
    if (run.length > 1 && segmentQuery(run).some((w) => w.word !== run)) phrases.push(run)
  }
  return phrases
}

/** Every term a plan looks up (its units', phrases', joints', rejoining pairs' and whole-title terms), once each. */
export function planTerms(plan: Plan): TermSpec[] {
  const specs = new Map<string, TermSpec>()
  for (const u of plan.units) for (const a of u.alternatives) for (const s of a.specs) specs.set(specKey(s), s)
  for (const term of [...plan.phrases.flat(), ...plan.joints.flat(), ...plan.pairs, ...plan.exact])
    specs.set(specKey({ term }), { term })
  return [...specs.values()]
}
