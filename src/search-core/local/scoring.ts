/**
 * Scoring: each record touched by the plan's terms gets a score (per unit, its best alternative, all
 * of whose terms it must hold; plus its phrases found as typed), the share of the query's weight it
 * covers, and the marks ranking needs. Typed arrays over the records and a list of the records
 * touched: no per-record allocation.
 */
import type { Posting } from './postings'
import type { Alternative, Plan, TermSpec, Unit } from './query-plan'

/** A CJK run typed as one phrase and found as typed (all its character pairs) adds this to the score. */
const PHRASE_WEIGHT = 1.5
/**
 * How strongly missing words pull a record down: score × coverage^COVERAGE_POWER. The score already
 * sums the words found, so less than a second linear factor: a colloquial question carries everyday
 * words that a page answering it need not use (bench:tune, 0.7 against 1: the later tuning set
 * recall@5 0.947 against 0.933, MRR 0.855 against 0.842; the first tuning half 0.983 both, MRR 0.915
 * against 0.920).
 */
export const COVERAGE_POWER = 0.7
/**
 * A Latin word and the CJK run typed beside it, found side by side (Plan.joints), add this to the score:
 * less than a CJK phrase (a Latin word next to a common word is a weaker sign than a Chinese phrase as
 * typed). Set on the tuning halves: at 1.5 the site's reader queries (tuning half) lost a page from the
 * top 5 (recall@5 0.992 → 0.983); at 1 they keep 0.992 and the Vue corpus's Latin + Chinese probes
 * (tuning half) rise from 0.939 / 0.796 without joints to 0.970 / 0.902.
 */
const JOINT_WEIGHT = 1
/** Share of the query's weight covered elsewhere on a section's page that counts toward the section. */
export const PAGE_COVERAGE_SHARE = 0.25
/**
 * A compound identifier's parts found in different sections of one page (`consistency-check-interval`
 * whose words the page spreads over its sections) count this much of the parts found in one section.
 */
const ACROSS_PAGE_WEIGHT = 0.5
/**
 * A record titled as the query ranks first only when its page holds at least this share of what the
 * page holding most of the query does (summed over its sections): an unrelated page's section headed
 * `TiFlash` does not outrank the pages about TiFlash.
 */
const EXACT_PAGE_SHARE = 0.5

/** Work arrays over the records, all zeros, left all zeros (kept by the engine between searches). */
export interface Scratch {
  acc: Float64Array
  /** Postings holding a record, per intersection: at most one per term of an alternative or phrase. */
  count: Uint16Array
}

export interface Scores {
  /** Per record: the score, ranking order within a tier. */
  score: Float64Array
  /** Per record: the weight of the query's units it holds. */
  covered: Float64Array
  /** Per record: how many of the query's units it holds (0: not a match). */
  unitsMatched: Uint16Array
  /**
   * Per record: how many of the query's units it holds, counting those a phrase it holds as typed spells
   * (units == held: it has everything asked for).
   */
  held: Uint16Array
  /** Per record: how many of the query's phrases it holds as typed. */
  phraseHits: Uint8Array
  /** Per record: 1 when its title or heading is the query as a whole. */
  exactHits: Uint8Array
  /** The records holding any unit, in the order first found. */
  touched: number[]
  /** Number of units of the query. */
  units: number
  /**
   * How many of the query's units some record holds with evidence of the word (Unit.evidence): none,
   * and the query is about nothing the docs say (the relevance floor: no results).
   */
  unitsFound: number
  /** The weight of all the query's units (those found nowhere included). */
  totalUnitWeight: number
}

/** BM25's inverse document frequency (always positive). */
export const idf = (df: number, n: number) => Math.log(1 + (n - df + 0.5) / (df + 0.5))

/**
 * Records holding every posting of a list, with the sum of their idf-weighted impacts. A capped list
 * (a frequent term the index kept only the highest-impact records of) does not veto a record the other
 * lists agree on: 数据抽 finds the record with 据抽 whether or not 数据's kept records include it.
 */
function intersect(ps: Posting[], idfs: number[], scratch: Scratch, each: (doc: number, sum: number) => void) {
  const first = ps[0]
  if (!first) return
  if (ps.length === 1) {
    const w = idfs[0] ?? 0
    for (let i = 0; i < first.docs.length; i++) each(first.docs[i] ?? 0, (first.imps[i] ?? 0) * w)
    return
  }
  const { acc, count } = scratch
  const uncapped = ps.filter((p) => !p.capped)
  const required = uncapped.length ? uncapped : ps
  ps.forEach((p, j) => {
    const { docs, imps } = p
    const w = idfs[j] ?? 0
    const counts = required.includes(p)
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i] ?? 0
      acc[doc] = (acc[doc] ?? 0) + (imps[i] ?? 0) * w
      if (counts) count[doc] = (count[doc] ?? 0) + 1
    }
  })
  const smallest = required.reduce((a, b) => (a.docs.length <= b.docs.length ? a : b))
  for (const doc of smallest.docs) if (count[doc] === required.length) each(doc, acc[doc] ?? 0)
  for (const { docs } of ps)
    for (const doc of docs) {
      acc[doc] = 0
      count[doc] = 0
    }
}

/**
 * Records of the pages that hold every posting of a list somewhere among their records, each with the
 * sum of the idf-weighted impacts of the postings it holds itself.
 */
function acrossPage(
  ps: Posting[],
  idfs: number[],
  pageOf: Uint32Array,
  pages: number,
  each: (doc: number, sum: number) => void,
) {
  const held = new Uint16Array(pages)
  const lastList = new Int32Array(pages).fill(-1)
  ps.forEach(({ docs }, j) => {
    for (const doc of docs) {
      const pg = pageOf[doc] ?? 0
      if (lastList[pg] !== j) {
        lastList[pg] = j
        held[pg] = (held[pg] ?? 0) + 1
      }
    }
  })
  const sums = new Map<number, number>()
  ps.forEach(({ docs, imps }, j) => {
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i] ?? 0
      if (held[pageOf[doc] ?? 0] === ps.length) sums.set(doc, (sums.get(doc) ?? 0) + (imps[i] ?? 0) * (idfs[j] ?? 0))
    }
  })
  for (const [doc, sum] of sums) each(doc, sum)
}

const popCount = (bits: number) => {
  let c = 0
  for (let b = bits >>> 0; b; b &= b - 1) c++
  return c
}

/**
 * Credits the records holding some of the terms of a unit's typed form (`credit`, adding to `best`): each
 * term's impact × idf over the form's terms. Returns per record the share of the terms it holds (none
 * without a form: the unit was found whole).
 */
function creditParts(
  alt: Alternative | undefined,
  lookup: (s: TermSpec) => Posting | null,
  n: number,
  scratch: Scratch,
  credit: (doc: number, s: number) => void,
  best: Float64Array,
): Map<number, number> {
  const part = new Map<number, number>()
  const k = alt?.specs.length ?? 0
  if (alt && k > 1)
    for (const spec of alt.specs) {
      const p = lookup(spec)
      if (p)
        intersect([p], [idf(p.df, n)], scratch, (doc, sum) => {
          credit(doc, (best[doc] ?? 0) + (alt.weight * sum) / k)
          part.set(doc, (part.get(doc) ?? 0) + 1 / k)
        })
    }
  return part
}

/** The postings of every term, or null when one has none. */
const allFound = (ps: (Posting | null)[]): Posting[] | null => (ps.every((p) => p !== null) ? ps : null)

export interface ScoringInput {
  plan: Plan
  lookup: (s: TermSpec) => Posting | null
  records: number
  pageOf: Uint32Array
  pages: number
  scratch: Scratch
}

export function scoreRecords(input: ScoringInput): Scores {
  const { plan, lookup, pageOf, pages } = input
  const { heldBits, pageCovered, ...matched } = scoreUnits(input)
  const { phraseHits, held } = addPhrases(plan, input, matched, heldBits)
  applyCoverage(matched, pageCovered, pageOf)
  const exactHits = exactHitsOf(plan.exact, lookup, matched, pageOf, pages)
  return { ...matched, held, phraseHits, exactHits, units: plan.units.length }
}

/** How one unit matched: the records holding it (their scores in the caller's `best`), and its weight. */
interface UnitMatch {
  /** The records holding the unit, in the order first found. */
  docs: number[]
  /** Per record, the share of the unit's terms it holds, when no record holds the unit whole; else empty. */
  part: Map<number, number>
  /** Some record holds the unit with evidence of the word (Unit.evidence). */
  found: boolean
  /** The unit's share of the query's weight: its weight × its idf (a word found nowhere as a rare word). */
  weight: number
}

/**
 * Matches one unit: each record holding any of its alternatives whole is credited (in `best`) the best
 * of them, and failing any, the records holding some of its typed form's terms that share of it.
 */
export function matchUnit(unit: Unit, input: ScoringInput, best: Float64Array): UnitMatch {
  const { lookup, records: n, pageOf, pages, scratch } = input
  const docs: number[] = []
  // The alternatives of a unit name one thing: a record is scored by how prominently it uses any
  // of them (impact), weighted by the rarity of the word as typed (or, when the index lacks it, of
  // its best alternative), so a rare synonym does not outrank the page about the word.
  const found = unit.alternatives
    .map((alt) => ({ alt, ps: allFound(alt.specs.map(lookup)) }))
    .filter((x): x is { alt: Alternative; ps: Posting[] } => x.ps !== null)
    .map((x) => ({ ...x, idf: x.ps.reduce((a, p) => a + idf(p.df, n), 0) / x.ps.length }))
  let evidenced = false
  const isEvidence = (alt: Alternative) => !unit.evidence || unit.evidence.includes(unit.alternatives.indexOf(alt))
  const typed = found.find((x) => x.alt === unit.alternatives[0])
  const unitIdf = typed ? typed.idf : Math.max(0, ...found.map((x) => x.idf * x.alt.weight))
  const credit = (doc: number, s: number) => {
    if (best[doc] === 0) docs.push(doc)
    if (s > (best[doc] ?? 0)) best[doc] = s
  }
  for (const { alt, ps } of found) {
    // (A word and its parts, or a run and its segmented words, are not synonyms: each keeps its own rarity.)
    const idfs = unit.synonyms ? ps.map(() => unitIdf) : ps.map((p) => idf(p.df, n))
    const evidence = isEvidence(alt)
    const creditAlt = (doc: number, s: number) => {
      if (evidence) evidenced = true
      credit(doc, s)
    }
    // (sum > 0: impacts and idfs are positive, so a record is listed once.)
    intersect(ps, idfs, scratch, (doc, sum) => creditAlt(doc, (alt.weight * sum) / ps.length))
    if (alt.acrossPage && ps.length > 1)
      acrossPage(ps, idfs, pageOf, pages, (doc, sum) =>
        creditAlt(doc, (alt.weight * ACROSS_PAGE_WEIGHT * sum) / ps.length),
      )
  }
  // Words typed together that a synonym rule took as one thing (batch API), or a word no record holds
  // whole (爆显存), held together by no record in any form: the records holding some of its terms
  // (显存) match that share of the unit, as Typesense drops a query's words when none of its records
  // holds them all (drop_tokens_threshold).
  const part = creditParts(docs.length ? undefined : unit.alternatives[0], lookup, n, scratch, credit, best)
  // A word found nowhere still counts against coverage, as the reader asked for it (weighing as a
  // rare word: log(1 + n)).
  return { docs, part, found: evidenced || part.size > 0, weight: unit.weight * (unitIdf || Math.log(1 + n)) }
}

/** What the units give the records, before phrases and coverage. */
type UnitScores = Pick<Scores, 'score' | 'covered' | 'unitsMatched' | 'touched' | 'unitsFound' | 'totalUnitWeight'> & {
  /**
   * Which units a record holds, as bits (the first 32 units: a phrase spelling a later one credits it
   * to no record, the stricter reading).
   */
  heldBits: Uint32Array
  /** Per page: the weight of the units any of its records holds. */
  pageCovered: Float64Array
}

/** Each unit matched in turn: its best alternative's score added to the records holding it. */
function scoreUnits(input: ScoringInput): UnitScores {
  const { plan, records: n, pageOf, pages } = input
  const score = new Float64Array(n)
  const covered = new Float64Array(n)
  const unitsMatched = new Uint16Array(n)
  const heldBits = new Uint32Array(n)
  const pageCovered = new Float64Array(pages)
  const touched: number[] = []
  let unitsFound = 0
  let totalUnitWeight = 0
  const best = new Float64Array(n)
  // A page is credited a unit once: lastUnitOf holds the last unit counted, −1 none.
  const lastUnitOf = new Int32Array(pages).fill(-1)
  plan.units.forEach((unit, ui) => {
    const { docs, part, found, weight: w } = matchUnit(unit, input, best)
    totalUnitWeight += w
    if (found) unitsFound++
    for (const doc of docs) {
      if (unitsMatched[doc] === 0) touched.push(doc)
      const share = part.size ? (part.get(doc) ?? 0) : 1
      score[doc] = (score[doc] ?? 0) + unit.weight * (best[doc] ?? 0)
      covered[doc] = (covered[doc] ?? 0) + w * share
      unitsMatched[doc] = (unitsMatched[doc] ?? 0) + 1
      if (ui < 32 && share === 1) heldBits[doc] = (heldBits[doc] ?? 0) | (1 << ui)
      best[doc] = 0
      const pg = pageOf[doc] ?? 0
      if (lastUnitOf[pg] !== ui) {
        lastUnitOf[pg] = ui
        pageCovered[pg] = (pageCovered[pg] ?? 0) + w
      }
    }
  })
  return { score, covered, unitsMatched, touched, unitsFound, totalUnitWeight, heldBits, pageCovered }
}

/**
 * The phrases typed (and a Latin word beside a CJK run) found as typed in records holding some unit:
 * their score added, the phrases counted for the tier, and the units a phrase spells held.
 */
function addPhrases(
  plan: Plan,
  { lookup, records: n, scratch }: ScoringInput,
  { score, unitsMatched }: Pick<Scores, 'score' | 'unitsMatched'>,
  heldBits: Uint32Array,
): { phraseHits: Uint8Array; held: Uint16Array } {
  const phraseHits = new Uint8Array(n)
  const held = unitsMatched.slice()
  const bitsOf = (units: number[]) => units.reduce((b, ui) => (ui < 32 ? b | (1 << ui) : b), 0)
  const phrases = [
    ...plan.phrases.map((terms, i) => ({
      terms,
      tier: true,
      weight: PHRASE_WEIGHT,
      spells: bitsOf(plan.phraseUnits[i] ?? []),
    })),
    ...plan.joints.map((terms) => ({ terms, tier: false, weight: JOINT_WEIGHT, spells: 0 })),
  ]
  for (const { terms, tier, weight, spells } of phrases) {
    const postings = allFound(terms.map((term) => lookup({ term })))
    if (!postings) continue
    const idfs = postings.map((x) => idf(x.df, n))
    intersect(postings, idfs, scratch, (doc, sum) => {
      if (unitsMatched[doc] === 0) return
      score[doc] = (score[doc] ?? 0) + (weight * sum) / postings.length
      if (tier) phraseHits[doc] = (phraseHits[doc] ?? 0) + 1
      const gained = spells & ~(heldBits[doc] ?? 0)
      if (gained) {
        heldBits[doc] = (heldBits[doc] ?? 0) | gained
        held[doc] = (held[doc] ?? 0) + popCount(gained)
      }
    })
  }
  return { phraseHits, held }
}

/**
 * A section is ranked by what it covers of the query, plus a share of what the rest of its page
 * covers: a reader's question often spreads its words over a page's sections.
 */
function applyCoverage(
  { score, covered, touched, totalUnitWeight }: Pick<Scores, 'score' | 'covered' | 'touched' | 'totalUnitWeight'>,
  pageCovered: Float64Array,
  pageOf: Uint32Array,
) {
  for (const doc of touched) {
    const pc = pageCovered[pageOf[doc] ?? 0] ?? 0
    const own = covered[doc] ?? 0
    score[doc] =
      (score[doc] ?? 0) * Math.pow((own + PAGE_COVERAGE_SHARE * (pc - own)) / totalUnitWeight, COVERAGE_POWER)
  }
}

/**
 * Records whose title or heading is the query as a whole (Typesense's prioritize_exact_match), on a
 * page that is about the query: one whose sections score at least EXACT_PAGE_SHARE of the best page's.
 */
function exactHitsOf(
  terms: string[],
  lookup: ScoringInput['lookup'],
  { score, unitsMatched, touched }: Pick<Scores, 'score' | 'unitsMatched' | 'touched'>,
  pageOf: Uint32Array,
  pages: number,
): Uint8Array {
  const exactHits = new Uint8Array(score.length)
  const exact = terms.map((term) => lookup({ term })).filter((p): p is Posting => p !== null)
  if (!exact.length) return exactHits
  const pageScore = new Float64Array(pages)
  for (const doc of touched) pageScore[pageOf[doc] ?? 0] = (pageScore[pageOf[doc] ?? 0] ?? 0) + (score[doc] ?? 0)
  const top = pageScore.reduce((a, b) => Math.max(a, b), 0)
  for (const posting of exact)
    for (const doc of posting.docs)
      if (unitsMatched[doc] !== 0 && (pageScore[pageOf[doc] ?? 0] ?? 0) >= EXACT_PAGE_SHARE * top) exactHits[doc] = 1
  return exactHits
}
