/**
 * Answers by quotation (BEHAVIOUR.md search §2.3 "Quoted answers"): without a conversation model, the
 * AI tab answers with the one to three sentences or list items of the best sections that cover most
 * of the question. Pure: the embedded engine supplies the question's units (with their rarity) and its
 * best sections; this module cuts the sections into passages, scores and chooses them, and marks the
 * question's words with the snippets' own marking.
 */
import { HAN_CLASS } from '../contracts/text'
import { safeHref } from './hits'
import type { QuestionPlan } from './local-engine'
import type { Unit } from './local/query-plan'
import { idf } from './local/scoring'
import { highlight } from './local/snippets'
import { frameFit } from './frames'
import { passagesOf, trimPassage, type Passage } from './passages'
import type { Question } from './question'
import { pageSectionsFromHits, sourcesFromHits } from './sources'
import type { ChatResult, Quote, QuotedAnswer, SearchHit } from './types'

export type { Quote } from './types'

const HAN = new RegExp(`[${HAN_CLASS}]`)
const HAN_PAIR = new RegExp(`[${HAN_CLASS}]{2}`)
/**
 * A word led by a negation (不管, 没反应, 别动) says how the reader puts it, not what about: when no
 * record holds it, the question is not about something the docs lack.
 */
const PHRASING = /^[不没别]/
const LATIN_WORD = /^(?=.*[a-z])[a-z0-9._-]{2,}$/i
/** Letters and digits in one word (MI300, H20, v2): a model or product name, never the reader's phrasing. */
const MODEL_NAME = /^(?=.*[a-z])(?=.*\d)/i
/**
 * The rarity an English word no record holds weighs: a fairly common word's. An English question's
 * words the docs do not use are often the reader's phrasing (survive, shut down), which must not make a
 * passage fall short, but as often a topic the docs do not cover (weather, tomorrow), which a passage
 * sharing only the question's other word (Beijing) does not answer.
 */
export const UNKNOWN_WORD_IDF = 2
/**
 * A unit's rarity counts up to this share of the rarest possible (a word one record holds): past it, a
 * rarer unit is not more what the question is about. A pair the segmenter cut across two words (上个
 * of 上个月, 能查到) or an everyday word the docs seldom use (跑完, 真的) is rare, and uncapped it outweighs
 * the words that name the topic, so the passage about the topic fell under the coverage to quote.
 */
export const RARITY_CAP_SHARE = 0.35

/** At most this many passages are quoted. */
export const MAX_QUOTES = 3
/** And at most this many from one section (its neighbours, when it holds the answer; else other sections). */
export const MAX_QUOTES_PER_SECTION = 2
/**
 * A passage is quoted only when it (with its section's headings) covers at least
 * this share of the question's weight. Below it the passage matches a word or two of the question
 * (a page that mentions 训练 and 任务), not the question: the reader is told nothing covers it.
 */
export const MIN_QUOTE_COVERAGE = 0.35
/**
 * And holds at least this many of the question's units, when it has that many of substance (weighing
 * SUBSTANTIAL_SHARE of its heaviest or more): a passage that shares one word with a question of
 * several (天气 of 今天天气) shares a topic at most, while a common word beside a rare one (训练 of
 * 训练时显存不够) is context the answer need not repeat.
 */
export const MIN_UNITS_HELD = 2
export const SUBSTANTIAL_SHARE = 0.6
/**
 * Quotes after the first must score at least this share of the first's score: enough for the next
 * sentence under the same heading (the list of remedies after 这是 GPU 显存不足), not for a stray match.
 */
export const FOLLOWING_QUOTE_SHARE = 0.4
/**
 * How much a unit the section's headings name adds to a passage's score, beside the passage's own
 * words: a FAQ heading (报错 CUDA out of memory 怎么办？) states the question its passages answer
 * (the answer's sentences need not repeat it), so a passage under a heading that asks the reader's
 * question outranks a stray sentence elsewhere that happens to hold the same words.
 */
export const HEADING_WEIGHT = 0.75
/** How much a unit the passage itself says adds, beside what it covers with its headings. */
export const OWN_WEIGHT = 0.75
/**
 * A passage that reads like the kind of answer the question's frame asks for (frames.ts `sign`: a
 * button for 在哪里, a 可以 for 可以…吗) scores this much more: among passages holding the same words,
 * the one that answers the way the question asks comes first.
 */
export const FRAME_BONUS = 0.25
/**
 * An answer under a heading that asks the reader's question (an FAQ entry whose question holds most of
 * the question's weight) scores this much more: the docs wrote it as the answer to that question.
 */
export const FAQ_BONUS = 0.5
/**
 * The share of the question's weight an FAQ heading must name to ask the reader's question: more than
 * half. One shared noun (dev instance of "how is a dev instance billed?" in "what is the difference
 * between stopping and releasing a dev instance?") makes a neighbouring question, not the same one.
 */
export const FAQ_MATCH_SHARE = 0.6
/**
 * A question that asks for a value (where, how much, how many, how long, how to) is answered only by a
 * passage that gives one (frames.ts `value`: a console path, a price, a number, a duration, steps):
 * such a passage scores 1 + VALUE_FRAME_BONUS instead of 1 + FRAME_BONUS.
 */
export const VALUE_FRAME_BONUS = 1
/** A passage under a heading about a narrower case (it names a code the question does not) scores this share. */
export const NARROWER_SHARE = 0.75
/**
 * A sentence about the page itself (本页…说明…), or one that leads into a table or code it is quoted
 * without (…以下响应头：), scores this share: it tells where the answer is, not the answer.
 */
export const META_SHARE = 0.5
/**
 * A section the search ranked r-th (from 0) scores 1 / (1 + RANK_DECAY × r) of its passages' weight:
 * passages come from the sections the search ranks first, unless a later one holds clearly more.
 */
export const RANK_DECAY = 0.1

/** One way of saying a unit of the question (the word, its parts, a synonym) and what it counts. */
export interface UnitForm {
  text: string
  weight: number
}
/** A unit of the question (a word, a compound, a synonym span) and its weight: its plan weight × rarity. */
export interface QuestionUnit {
  forms: UnitForm[]
  weight: number
  /**
   * Its weight with its whole rarity (`weight` counts rarity up to RARITY_CAP_SHARE): which units are of
   * substance (SUBSTANTIAL_SHARE) is decided by it. Absent: as `weight`.
   */
  substance?: number
  /** The forms are synonyms of one thing; else the later forms are the first one's parts. */
  synonyms: boolean
  /**
   * No record holds it in any form: the question names something the docs never mention, so it keeps
   * its whole weight (a passage that lacks it does not answer).
   */
  absent: boolean
}
/** The question as the embedded engine reads it. */
export interface QuestionTerms {
  units: QuestionUnit[]
  /** Words to mark (the question's and the synonyms it was searched as) and the words as typed. */
  words: string[]
  typed: string[]
}

/**
 * The question's units weighted by rarity, as the engine's scoring weighs them (local/scoring.ts): a
 * unit counts its plan weight times the idf of the word as typed (else of its best alternative); a
 * word the index lacks counts as a rare one, since the reader asked for it.
 */
export function questionTerms({ plan, lookup, records }: QuestionPlan): QuestionTerms {
  const asked = plan.units.filter((u) => !FUNCTION_CHARS.test(u.alternatives[0]?.text ?? ''))
  const chinese = plan.typed.some((t) => HAN.test(t))
  const chosen = asked.length ? asked : plan.units
  const singles = new Set(chosen.flatMap((u) => (u.evidence && u.alternatives[0] ? [u.alternatives[0].text] : [])))
  const units = chosen.map((unit): QuestionUnit => {
    const found = unit.alternatives
      .map((alt) => {
        const ps = alt.specs.map(lookup)
        if (!ps.length || ps.some((p) => p === null)) return null
        const mean = ps.reduce((a, p) => a + idf(p?.df ?? 0, records), 0) / ps.length
        return { alt, idf: mean }
      })
      .filter((x) => x !== null)
    const typed = found.find((x) => x.alt === unit.alternatives[0])
    const unitIdf = typed ? typed.idf : Math.max(0, ...found.map((x) => x.idf * x.alt.weight))
    const text = unit.alternatives[0]?.text ?? ''
    // No record holds it: a thing the docs never name (元组, IPv6 in a Chinese question, a model name such
    // as MI300 in any), which weighs as the rarest word, or in an English question more likely a word the
    // docs say otherwise (survive).
    const absent =
      (!found.length &&
        !PHRASING.test(text) &&
        (HAN_PAIR.test(text) || (LATIN_WORD.test(text) && (chinese || MODEL_NAME.test(text))))) ||
      splitWordAbsent(unit, singles, lookup)
    const rarity = unitIdf || (absent || chinese ? Math.log(1 + records) : UNKNOWN_WORD_IDF)
    return {
      forms: unit.alternatives.map((a) => ({ text: a.text, weight: a.weight })),
      weight: unit.weight * Math.min(RARITY_CAP_SHARE * Math.log(1 + records), rarity),
      substance: unit.weight * rarity,
      synonyms: unit.synonyms === true,
      absent,
    }
  })
  return { units, words: plan.words, typed: plan.typed }
}

/**
 * A word the segmenter cut into two single characters (元|组 of 元组) that no record holds as a pair:
 * each character is common, the word they make is not in the docs. Only when the question has just
 * those two: a character beside a longer word (跑 of 连续跑) makes a pair across two words, and a run
 * of one-character words (扣的钱比我算的多) is the reader's phrasing, whose pairs cross words too.
 */
function splitWordAbsent(unit: Unit, singles: ReadonlySet<string>, lookup: QuestionPlan['lookup']): boolean {
  const [char, ...rest] = unit.alternatives
  if (!char || !unit.evidence?.length || singles.size !== 2) return false
  return unit.evidence.some((i) => {
    const pair = rest[i - 1]
    if (!pair || [...pair.text].length !== 2) return false
    const other = pair.text.replace(char.text, '')
    return other !== pair.text && singles.has(other) && pair.specs.every((s) => lookup(s) === null)
  })
}

/**
 * Whether `text` (lowercased) holds `piece`: a Latin word only where a word starts ("oom" is not in
 * "room"), by its stem (release: releasing, released; jobs: job).
 */
function holds(text: string, piece: string): boolean {
  const p = piece.toLowerCase()
  if (!p) return false
  if (!LATIN_START.test(p)) return text.includes(p)
  return new RegExp(`(?<![a-z0-9])${escapeRegExp(stem(p))}`).test(text)
}
/** An English word without its inflection, when enough is left to mean something. */
const stem = (w: string) => {
  const s = w.replace(/(?:ing|ed|es|s|e)$/, '')
  return /^[a-z]+$/.test(w) && s.length >= 4 ? s : w
}
/**
 * Characters that alone say how the question is asked, not what about (能, 在, 会…): a unit made of
 * them only (能在, rejoined from 能|在 because some page says 只能在) carries no match.
 */
const FUNCTION_CHARS = /^[能在会要想把被让给里是的了吗呢还就都也得地着过用做去来有没上下中后前时可以这那我你他它们]+$/
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const LATIN_START = /^[a-z0-9]/

/** How much of a unit a text holds: the best form it holds whole (a word's parts count when all are there). */
export function unitShare(unit: QuestionUnit, text: string): number {
  let best = 0
  for (const [i, form] of unit.forms.entries()) {
    const pieces = form.text.split(/\s+/).filter(Boolean)
    const whole = holds(text, form.text)
    // A word's parts count where they all are (a synonym's only whole, but the words typed count apart).
    const parts = (!unit.synonyms || i === 0) && pieces.length > 1 && pieces.every((p) => holds(text, p))
    if ((whole || parts) && form.weight > best) best = form.weight
  }
  return best
}

/** Where in `text` the first of the question's words sits (for cutting a long passage around it). */
function firstWordAt(text: string, words: readonly string[]): number {
  const lower = text.toLowerCase()
  const at = words.map((w) => lower.indexOf(w.toLowerCase())).filter((i) => i >= 0)
  return at.length ? Math.min(...at) : 0
}

/** A passage to quote, where it comes from and what it scored. */
export interface Candidate {
  passage: Passage
  hit: SearchHit
  rank: number
  score: number
  /** Weight of the units it or its headings hold. */
  covered: number
  /** How many of the units it or its headings hold. */
  held: number
}

/** A numbered step of a steps passage (passages.ts). */
const STEP_LINE = /^\d+\. /
/** A code in a heading: a number (429) or a snake_case name (rate_limit_exceeded). */
const IDENTIFIER = /\b\w*\d\w*\b|\b\w+_\w+\b/g
/** A sentence about the page rather than the product: 本页按表单的顺序说明…, This page explains… */
const META = /^(?:本页|本文|这篇|这一页|下面|以下)|^This (?:page|guide|article)\b/
/** A sentence that leads into what follows it (以下响应头：), quoted without it: it promises the answer. */
const LEAD_IN = /(?:以下|如下|下列|下表|下面|the following|below)[^。；.;]*[：:]$/i
/** A heading that asks a question (an FAQ entry): 开发机里可以运行 Docker 吗？ */
const QUESTION_HEADING = /[？?]$|吗$/

/** Per unit and section, the share of the unit the section's headings name. */
function headingShares(terms: QuestionTerms, sections: readonly SearchHit[]): number[][] {
  const headingsOf = sections.map(({ hierarchy: h }) => [h.lvl1, h.lvl2, h.lvl3].join(' ').toLowerCase())
  return terms.units.map((u) => headingsOf.map((text) => unitShare(u, text)))
}

/**
 * Every passage of the sections, scored: the weight of the question's units it holds with its
 * section's headings (what it covers), plus OWN_WEIGHT times those it says itself and HEADING_WEIGHT
 * times those its headings name; times 1 + FRAME_BONUS when it is the kind of sentence the question's
 * frame asks for; less for sections the search ranked lower (RANK_DECAY).
 */
export function scorePassages(
  question: Pick<Question, 'frame'>,
  terms: QuestionTerms,
  sections: readonly SearchHit[],
): { candidates: Candidate[]; total: number } {
  const namedBy = headingShares(terms, sections)
  const asked = terms.typed.join(' ').toLowerCase()
  const weights = terms.units.map((u) => u.weight)
  const total = weights.reduce((a, w) => a + w, 0)
  const candidates: Candidate[] = []
  sections.forEach((hit, rank) => {
    if (!safeHref(hit.url)) return
    const heading = hit.hierarchy.lvl3 || hit.hierarchy.lvl2
    const questionHeading = QUESTION_HEADING.test(heading)
    // A heading naming a code or identifier the reader did not (返回 429 怎么办 for 如何调用模型 API) is
    // about a narrower case than the question.
    const narrower = (heading.match(IDENTIFIER) ?? []).some((id) => !asked.includes(id.toLowerCase()))
    for (const passage of passagesOf(hit.content, hit.blocks)) {
      // A lead-in with its steps counts as the lead-in and its best step, not as all its words at once.
      const lines = passage.text.toLowerCase().split('\n')
      // Steps without a lead-in (a list that opens its section) count step by step.
      const lead = lines.length > 1 && !STEP_LINE.test(lines[0] ?? '') ? (lines.shift() ?? '') : ''
      const pieces = lines.map((l) => (lead ? `${lead}\n${l}` : l))
      let own = 0
      let named = 0
      let covered = 0
      let held = 0
      for (const piece of pieces) {
        let o = 0
        let h = 0
        let c = 0
        let n = 0
        terms.units.forEach((u, i) => {
          const w = weights[i] ?? 0
          const share = unitShare(u, piece)
          const inHeading = namedBy[i]?.[rank] ?? 0
          o += w * share
          h += w * inHeading
          c += w * Math.max(share, inHeading)
          if (share || inHeading) n++
        })
        if (c + o > covered + own) [own, named, covered, held] = [o, h, c, n]
      }
      if (covered <= 0) continue
      let score = covered + OWN_WEIGHT * own + HEADING_WEIGHT * named
      if (questionHeading && !narrower && named >= FAQ_MATCH_SHARE * total) score *= 1 + FAQ_BONUS
      if (narrower) score *= NARROWER_SHARE
      if (META.test(passage.text) || LEAD_IN.test(passage.text)) score *= META_SHARE
      const fit = frameFit(question.frame, passage)
      if (fit) score *= 1 + (fit === 'value' ? VALUE_FRAME_BONUS : FRAME_BONUS)
      candidates.push({ passage, hit, rank, score: score / (1 + RANK_DECAY * rank), covered, held })
    }
  })
  candidates.sort((a, b) => b.score - a.score || a.rank - b.rank || a.passage.position - b.passage.position)
  return { candidates, total }
}

/**
 * The passages that answer a question, best first (at most MAX_QUOTES), or none when no passage
 * covers MIN_QUOTE_COVERAGE of it with its section's headings: then the docs do not say, and the
 * reader is told so rather than shown a passage that shares a word or two with the question.
 * `sections` are the engine's best sections for the question's content, best first.
 */
export function chooseQuotes(
  question: Pick<Question, 'frame'>,
  terms: QuestionTerms,
  sections: readonly SearchHit[],
  keep: (c: Candidate) => boolean = () => true,
): Quote[] {
  const { candidates: all, total } = scorePassages(question, terms, sections)
  // The question names something no record holds (元组, 水印, Java): whatever the docs say beside it,
  // they do not say it.
  if (!total || terms.units.some((u) => u.absent)) return []
  const candidates = all.filter(keep)
  const best = candidates[0]
  const heaviest = Math.max(...terms.units.map((u) => u.substance ?? u.weight))
  const substantial = terms.units.filter((u) => (u.substance ?? u.weight) >= SUBSTANTIAL_SHARE * heaviest).length
  const enough = (c: Candidate) =>
    c.covered / total >= MIN_QUOTE_COVERAGE && c.held >= Math.min(MIN_UNITS_HELD, substantial)
  if (!best || !enough(best)) return []
  const chosen: Candidate[] = [best]
  for (const c of candidates.slice(1)) {
    if (chosen.length >= MAX_QUOTES || c.score < FOLLOWING_QUOTE_SHARE * best.score) break
    if (!enough(c)) continue
    // Nothing twice: a step already quoted inside its steps (or the steps around a quoted step).
    if (chosen.some((q) => q.passage.text.includes(c.passage.text) || c.passage.text.includes(q.passage.text))) continue
    if (chosen.filter((q) => q.hit === c.hit).length >= MAX_QUOTES_PER_SECTION) continue
    chosen.push(c)
  }
  return inReadingOrder(chosen).map((c) => quoteOf(c, terms.words, terms.typed, c.covered / total))
}

/** Quotes of one section read in the section's order, after the section's best. */
export function inReadingOrder(chosen: Candidate[]): Candidate[] {
  const sectionOrder = (c: Candidate) => chosen.findIndex((x) => x.hit === c.hit)
  return [...chosen].sort((a, b) => sectionOrder(a) - sectionOrder(b) || a.passage.position - b.passage.position)
}

export function quoteOf(c: Candidate, words: string[], typed: string[], coverage: number): Quote {
  const h = c.hit.hierarchy
  const { kind, text: whole } = c.passage
  const text = kind === 'context' ? whole : trimPassage(whole, firstWordAt(whole, words))
  return {
    text,
    html: highlight(text, words, typed, true),
    url: safeHref(c.hit.url),
    page: h.lvl1 || h.lvl0,
    section: h.lvl3 || h.lvl2 || '',
    coverage: Math.min(1, coverage),
  }
}

/** Quotes as plain text with their links (what the copy button copies): each quote, then its source. */
export function quotesAsText(quotes: Quote[], heading: string, base: string): string {
  const lines = [heading, '']
  for (const q of quotes) {
    let link = q.url
    try {
      link = new URL(q.url, base).href
    } catch {
      /* a relative link stays relative */
    }
    lines.push(
      ...q.text.split('\n').map((l) => `> ${l}`),
      `— ${[q.page, q.section].filter(Boolean).join(' › ')} ${link}`,
      '',
    )
  }
  return lines.join('\n').trimEnd()
}

/** What a quoted answer says (the island's catalogue supplies the texts). */
export interface QuoteTexts {
  quoted: { copyHeading: string; nothing: string; nothingPage: string }
}

/**
 * The chat answer by quotation: the passages that cover the question (the copy text holding them and
 * their links, one source per quoted section), or, when none does, that message and the related
 * sections (a page question: that page's) by the Typesense answer's source rules.
 */
export function quotedAnswer(input: {
  quotes: Quote[]
  hits: SearchHit[]
  page: boolean
  texts: QuoteTexts
  reason: QuotedAnswer['reason']
  /** The page's URL: quote links are copied absolute. */
  base: string
}): ChatResult {
  const { quotes, hits, texts, reason } = input
  if (!quotes.length)
    return {
      answer: input.page ? texts.quoted.nothingPage : texts.quoted.nothing,
      conversationId: null,
      sources: input.page ? pageSectionsFromHits(hits) : sourcesFromHits(hits),
      quoted: { quotes, reason },
    }
  return {
    answer: quotesAsText(quotes, texts.quoted.copyHeading, input.base),
    conversationId: null,
    sources: quotes
      .filter((q, i) => quotes.findIndex((x) => x.url === q.url) === i)
      .map((q) => ({ title: [q.page, q.section].filter(Boolean).join(' › '), excerpt: q.text, url: q.url })),
    quoted: { quotes, reason },
  }
}
