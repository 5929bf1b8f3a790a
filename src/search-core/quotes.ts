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
import { idf } from './local/scoring'
import { highlight } from './local/snippets'
import { pageSectionsFromHits, sourcesFromHits } from './sources'
import type { ChatResult, Quote, QuotedAnswer, SearchHit } from './types'

export type { Quote } from './types'

/** At most this many passages are quoted. */
export const MAX_QUOTES = 3
/** And at most this many from one section (its neighbours, when it holds the answer; else other sections). */
export const MAX_QUOTES_PER_SECTION = 2
/**
 * A passage is quoted only when it (with its section's headings) covers at least
 * this share of the question's weight. Below it the passage matches a word or two of the question
 * (a page that mentions 训练 and 任务), not the question: the reader is told nothing covers it.
 */
export const MIN_QUOTE_COVERAGE = 0.5
/**
 * Quotes after the first must score at least this share of the first's score: enough for the next
 * sentence under the same heading (the list of remedies after 这是 GPU 显存不足), not for a stray match.
 */
export const FOLLOWING_QUOTE_SHARE = 0.6
/**
 * How much a unit the section's headings name adds to a passage's score, beside the passage's own
 * words: a FAQ heading (报错 CUDA out of memory 怎么办？) states the question its passages answer
 * (the answer's sentences need not repeat it), so a passage under a heading that asks the reader's
 * question outranks a stray sentence elsewhere that happens to hold the same words.
 */
export const HEADING_WEIGHT = 1
/**
 * A unit of the question that no heading of the sections found names weighs this much of its
 * rarity. Headings are how the docs name what they are about; the question's other words describe the
 * reader's situation (跑到一半, 昨天, 我的): rare in the docs, so heavy by rarity alone, they would
 * otherwise quote a passage that shares the situation (训练任务跑到一半) over the one about the problem.
 */
export const SITUATION_WEIGHT = 0.25
/** Passages shorter than this (characters) say too little to be an answer: a table cell (完整镜像地址), a lead-in (示例如下：). */
export const MIN_PASSAGE_CHARS = 10
/** A passage longer than this is quoted as its snippet (cut around the first question word). */
export const MAX_PASSAGE_CHARS = 200
/** A passage with more than this share of code punctuation is code (records keep code inline): not quoted. */
export const MAX_CODE_SYMBOL_SHARE = 0.08
/**
 * A passage naming more command-line flags than this is a command line run into the prose (records
 * keep code blocks inline, and a shell line has few symbols): not quoted. Prose may name one flag.
 */
export const MAX_CLI_FLAGS = 1

/** One way of saying a unit of the question (the word, its parts, a synonym) and what it counts. */
export interface UnitForm {
  text: string
  weight: number
}
/** A unit of the question (a word, a compound, a synonym span) and its weight: its plan weight × rarity. */
export interface QuestionUnit {
  forms: UnitForm[]
  weight: number
  /** The forms are synonyms of one thing; else the later forms are the first one's parts. */
  synonyms: boolean
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
  const units = plan.units.map((unit): QuestionUnit => {
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
    return {
      forms: unit.alternatives.map((a) => ({ text: a.text, weight: a.weight })),
      weight: unit.weight * (unitIdf || Math.log(1 + records)),
      synonyms: unit.synonyms === true,
    }
  })
  return { units, words: plan.words, typed: plan.typed }
}

const CJK = `${HAN_CLASS}`
/** End of a sentence: CJK terminators, or Latin ones before a space. */
const SENTENCE_END = new RegExp(`(?<=[。！？])\\s*|(?<=[.!?])\\s+`, 'u')
/**
 * Records keep a section's blocks (paragraphs, list items, table cells) apart by a space only. Between
 * two CJK characters (or after CJK punctuation that leads into a list, ： and ，is not one) a space is
 * no word gap in Chinese: it is the border of a block.
 */
const BLOCK_GAP = new RegExp(`(?<=[${CJK}：；）」”])\\s+(?=[${CJK}（「“])|(?<=[：；])\\s+`, 'u')

/** A section's text as sentences and list items, in order. */
export function passagesOf(content: string): string[] {
  return content
    .split(SENTENCE_END)
    .flatMap((s) => s.split(BLOCK_GAP))
    .map((s) => s.trim())
    .filter((s) => Array.from(s).length >= MIN_PASSAGE_CHARS && !looksLikeCode(s))
}

const CODE_SYMBOLS = /[=(){}[\]<>"'`$|\\/#*_]/g
const CLI_FLAG = /(?:^|\s)--?[a-z][\w-]*/gi
function looksLikeCode(s: string): boolean {
  return (
    (s.match(CODE_SYMBOLS)?.length ?? 0) / s.length > MAX_CODE_SYMBOL_SHARE ||
    (s.match(CLI_FLAG)?.length ?? 0) > MAX_CLI_FLAGS
  )
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const LATIN_START = /^[a-z0-9]/

/** Whether `text` (lowercased) holds `piece` (a Latin word only where a word starts: "oom" is not in "room"). */
function holds(text: string, piece: string): boolean {
  const p = piece.toLowerCase()
  if (!p) return false
  if (!LATIN_START.test(p)) return text.includes(p)
  return new RegExp(`(?<![a-z0-9])${escapeRegExp(p)}`).test(text)
}

/** How much of a unit a text holds: the best form it holds whole (a word's parts count when all are there). */
function unitShare(unit: QuestionUnit, text: string): number {
  let best = 0
  for (const form of unit.forms) {
    const pieces = form.text.split(/\s+/).filter(Boolean)
    const whole = holds(text, form.text)
    const parts = !unit.synonyms && pieces.length > 1 && pieces.every((p) => holds(text, p))
    if ((whole || parts) && form.weight > best) best = form.weight
  }
  return best
}

interface Candidate {
  text: string
  hit: SearchHit
  rank: number
  position: number
  score: number
  /** Weight of the units it or its headings hold. */
  covered: number
}

/**
 * The passages that answer a question, best first (at most MAX_QUOTES), or none when no passage covers
 * MIN_QUOTE_COVERAGE of it (with its section's headings). A passage scores the weight of the
 * question's units it holds plus HEADING_WEIGHT times those its section's headings name; the section's
 * rank breaks ties only.
 * `sections` are the engine's best sections for the question, best first.
 */
export function chooseQuotes(terms: QuestionTerms, sections: SearchHit[]): Quote[] {
  const headingsOf = sections.map(({ hierarchy: h }) => [h.lvl1, h.lvl2, h.lvl3].join(' ').toLowerCase())
  const named = terms.units.map((u) => headingsOf.map((text) => unitShare(u, text)))
  const weights = terms.units.map((u, i) =>
    named[i]?.some((share) => share > 0) ? u.weight : u.weight * SITUATION_WEIGHT,
  )
  const total = weights.reduce((a, w) => a + w, 0)
  if (!total) return []
  const candidates: Candidate[] = []
  sections.forEach((hit, rank) => {
    if (!safeHref(hit.url)) return
    passagesOf(hit.content).forEach((text, position) => {
      const lower = text.toLowerCase()
      let score = 0
      let covered = 0
      terms.units.forEach((u, i) => {
        const own = unitShare(u, lower)
        const heading = named[i]?.[rank] ?? 0
        score += (weights[i] ?? 0) * (own + HEADING_WEIGHT * heading)
        covered += (weights[i] ?? 0) * Math.max(own, heading)
      })
      if (score > 0) candidates.push({ text, hit, rank, position, score, covered })
    })
  })
  candidates.sort((a, b) => b.score - a.score || a.rank - b.rank || a.position - b.position)
  const best = candidates[0]
  if (!best || best.covered / total < MIN_QUOTE_COVERAGE) return []
  const chosen: Candidate[] = [best]
  for (const c of candidates.slice(1)) {
    if (chosen.length >= MAX_QUOTES || c.score < FOLLOWING_QUOTE_SHARE * best.score) break
    if (c.covered / total < MIN_QUOTE_COVERAGE) continue
    if (chosen.some((q) => q.text === c.text)) continue
    if (chosen.filter((q) => q.hit === c.hit).length >= MAX_QUOTES_PER_SECTION) continue
    chosen.push(c)
  }
  // Quotes of one section read in the section's order, after the section's best.
  const sectionOrder = (c: Candidate) => chosen.findIndex((x) => x.hit === c.hit)
  chosen.sort((a, b) => sectionOrder(a) - sectionOrder(b) || a.position - b.position)
  return chosen.map((c) => quoteOf(c, terms, total))
}

function quoteOf(c: Candidate, terms: QuestionTerms, total: number): Quote {
  const h = c.hit.hierarchy
  const whole = Array.from(c.text).length <= MAX_PASSAGE_CHARS
  return {
    text: c.text,
    html: highlight(c.text, terms.words, terms.typed, whole),
    url: safeHref(c.hit.url),
    page: h.lvl1 || h.lvl0,
    section: h.lvl3 || h.lvl2 || '',
    coverage: Math.min(1, c.covered / total),
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
    lines.push(`> ${q.text}`, `— ${[q.page, q.section].filter(Boolean).join(' › ')} ${link}`, '')
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
  plan: QuestionPlan
  hits: SearchHit[]
  page: boolean
  texts: QuoteTexts
  reason: QuotedAnswer['reason']
  /** The page's URL: quote links are copied absolute. */
  base: string
}): ChatResult {
  const { hits, texts, reason } = input
  const quotes = chooseQuotes(questionTerms(input.plan), hits)
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
