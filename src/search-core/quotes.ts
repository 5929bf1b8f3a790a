/**
 * Answers by quotation (BEHAVIOUR.md search §2.3 "Quoted answers"): without a conversation model, the
 * AI tab answers with the one to three sentences or list items of the best sections that cover most
 * of the question. Pure: the embedded engine supplies the question's units (with their rarity) and its
 * best sections; this module cuts the sections into passages, scores and chooses them, and marks the
 * question's words with the snippets' own marking.
 */
import { HAN_CLASS } from '../contracts/text'
import { safeHref } from './hits'
import { highlight } from './local/snippets'
import { frameFit } from './frames'
import { MAX_PASSAGE_CHARS, passagesOf, TRIM_BACK_CHARS, TRIM_LEAD_CHARS, trimPassage, type Passage } from './passages'
import { frameOf, type Question } from './question'
import { STATUS_CODE_SOURCE, unitShare, type QuestionTerms } from './question-terms'
import { pageSectionsFromHits, sourcesFromHits } from './sources'
import type { ChatResult, Quote, QuotedAnswer, SearchHit } from './types'

export type { Quote } from './types'

/** At most this many passages are quoted. */
export const MAX_QUOTES = 3
/** And at most this many from one section (its neighbours, when it holds the answer; else other sections). */
const MAX_QUOTES_PER_SECTION = 2
/**
 * A passage is quoted only when it (with its section's headings) covers at least
 * this share of the question's weight. Below it the passage matches a word or two of the question
 * (a page that mentions 训练 and 任务), not the question: the reader is told nothing covers it.
 */
const MIN_QUOTE_COVERAGE = 0.35
/**
 * An English yes/no question must be covered this much: its words weigh alike (English has no
 * compounds to make one unit of "remote desktop"), so two everyday words of it (remote, dev instance)
 * reach MIN_QUOTE_COVERAGE in a passage about something else, while a passage about the thing asked
 * holds most of them.
 */
const MIN_ENGLISH_YESNO_COVERAGE = 0.45
/**
 * And holds at least this many of the question's units, when it has that many of substance (weighing
 * SUBSTANTIAL_SHARE of its heaviest or more): a passage that shares one word with a question of
 * several (天气 of 今天天气) shares a topic at most, while a common word beside a rare one (训练 of
 * 训练时显存不够) is context the answer need not repeat.
 */
const MIN_UNITS_HELD = 2
const SUBSTANTIAL_SHARE = 0.6
/**
 * Quotes after the first must score at least this share of the first's score: enough for the next
 * sentence under the same heading (the list of remedies after 这是 GPU 显存不足), not for a stray match.
 */
const FOLLOWING_QUOTE_SHARE = 0.4
/**
 * How much a unit the section's headings name adds to a passage's score, beside the passage's own
 * words: a FAQ heading (报错 CUDA out of memory 怎么办？) states the question its passages answer
 * (the answer's sentences need not repeat it), so a passage under a heading that asks the reader's
 * question outranks a stray sentence elsewhere that happens to hold the same words.
 */
const HEADING_WEIGHT = 0.75
/** How much a unit the passage itself says adds, beside what it covers with its headings. */
const OWN_WEIGHT = 0.75
/**
 * A passage that reads like the kind of answer the question's frame asks for (frames.ts `sign`: a
 * button for 在哪里, a 可以 for 可以…吗) scores this much more: among passages holding the same words,
 * the one that answers the way the question asks comes first.
 */
const FRAME_BONUS = 0.25
/**
 * An answer under a heading that asks the reader's question (an FAQ entry whose question holds most of
 * the question's weight) scores this much more: the docs wrote it as the answer to that question.
 */
const FAQ_BONUS = 0.5
/**
 * The share of the question's weight an FAQ heading must name to ask the reader's question: more than
 * half. One shared noun (dev instance of "how is a dev instance billed?" in "what is the difference
 * between stopping and releasing a dev instance?") makes a neighbouring question, not the same one.
 */
const FAQ_MATCH_SHARE = 0.6
/**
 * A question that asks for a value (where, how much, how many, how long, how to) is answered only by a
 * passage that gives one (frames.ts `value`: a console path, a price, a number, a duration, steps), and
 * a yes/no question by one that gives a verdict on what it asks about (`verdictOn`): such a passage
 * scores 1 + VALUE_FRAME_BONUS instead of 1 + FRAME_BONUS.
 */
const VALUE_FRAME_BONUS = 1
/** A passage under a heading about a narrower case (it names a code the question does not) scores this share. */
const NARROWER_SHARE = 0.75
/**
 * A sentence about the page itself (本页…说明…), one that leads into a table or code it is quoted
 * without (…以下响应头：), or one that asks, scores this share: it tells where the answer is, or
 * what the question is, not the answer.
 */
const META_SHARE = 0.5
/**
 * A section the search ranked r-th (from 0) scores 1 / (1 + RANK_DECAY × r) of its passages' weight:
 * passages come from the sections the search ranks first, unless a later one holds clearly more.
 */
const RANK_DECAY = 0.1

/**
 * Where to cut a long passage around (passages.ts `trimPassage` keeps MAX_PASSAGE_CHARS from a little
 * before it): the occurrence of a question word that starts the stretch holding the most of the
 * question's different words, the first such. A sentence that names the topic early and answers late
 * (…the same Chinese text…; for a rough estimate, count 0.6–1 token per Chinese character) is shown
 * where the answer is, not where the first word is.
 */
export function densestWordAt(text: string, words: readonly string[]): number {
  const lower = text.toLowerCase()
  const hits: { at: number; end: number; word: number }[] = []
  words.forEach((w, word) => {
    const needle = w.toLowerCase()
    if (!needle) return
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length))
      hits.push({ at, end: at + needle.length, word })
  })
  if (!hits.length) return 0
  hits.sort((a, b) => a.at - b.at)
  // What surely follows the word in the cut passage.
  const span = MAX_PASSAGE_CHARS - TRIM_LEAD_CHARS - TRIM_BACK_CHARS
  let best = { at: hits[0]?.at ?? 0, count: 0 }
  for (const h of hits) {
    const count = new Set(hits.filter((x) => x.at >= h.at && x.end <= h.at + span).map((x) => x.word)).size
    if (count > best.count) best = { at: h.at, count }
  }
  return best.at
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

const HAN = new RegExp(`[${HAN_CLASS}]`)
/** A numbered step of a steps passage (passages.ts). */
const STEP_LINE = /^\d+\. /
/** A code in a heading: a number (429) or a snake_case name (rate_limit_exceeded). */
const IDENTIFIER = /\b\w*\d\w*\b|\b\w+_\w+\b/g
/** An HTTP error code (402, 504): a reader who names one asks about that one. */
const CODE = new RegExp(`(?<![\\d.])${STATUS_CODE_SOURCE}(?![\\d.])`, 'g')
/** A sentence about the page rather than the product: 本页按表单的顺序说明…, This page explains… */
const META = /^(?:本页|本文|这篇|这一页|下面|以下)|^This (?:page|guide|article)\b/
/** A sentence that leads into what follows it (以下响应头：), quoted without it: it promises the answer. */
const LEAD_IN = /(?:以下|如下|下列|下表|下面|the following|below)[^。；.;]*[：:]$/i
/** A passage that asks (为什么 job.yaml 里写的 $JOB_ID 原样出现在了路径里？): the docs' question, not their answer. */
const ASKS = /[？?]\s*$/
/** A heading that asks a question (an FAQ entry): 开发机里可以运行 Docker 吗？ */
const QUESTION_HEADING = /[？?]$|吗$/

/** Verdict words: what a yes/no answer says of the thing asked about. */
const VERDICT =
  /(?:不能|不会|不支持|无法|不可以|不允许|不需要|不用|不再|不受|可以|能够|支持|允许|仍然|仍会|照常|\b(?:cannot|can't|can|won't|will not|will|does not|doesn't|do not|don't|is not|isn't|are not|aren't|no longer|still|only)\b)/gi
/** How far after its verdict word the word asked about may start (characters), within one clause. */
const VERDICT_REACH = 10
const CLAUSE_END = /[，。；！？,.;!?]/

/**
 * Whether a passage gives a verdict (不能, 不会, 支持, can't, still…) on one of the question's words: a
 * verdict word, then the word within VERDICT_REACH characters of the same clause (不能安装或更新节点 for
 * 能装插件吗; 不会增加额度 for 会不会提高限额). It answers a yes/no question, where a sentence that only
 * names the same things beside a verdict on something else (…将无法启动，而华北二区有 4 台) does not.
 */
export function verdictOn(text: string, words: readonly string[]): boolean {
  const lower = text.toLowerCase()
  for (const m of lower.matchAll(VERDICT)) {
    const clause = lower.slice((m.index ?? 0) + m[0].length).split(CLAUSE_END)[0] ?? ''
    const near = (w: string) => {
      const at = clause.indexOf(w.toLowerCase())
      return at >= 0 && at <= VERDICT_REACH
    }
    if (words.some(near)) return true
  }
  return false
}

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
function scorePassages(
  question: Pick<Question, 'frame'>,
  terms: QuestionTerms,
  sections: readonly SearchHit[],
): { candidates: Candidate[]; total: number } {
  const namedBy = headingShares(terms, sections)
  // A verdict is on a word, not a character (有, 按 are in every other clause).
  const askedWords = terms.words.filter((w) => Array.from(w).length > 1)
  const asked = terms.typed.join(' ').toLowerCase()
  const weights = terms.units.map((u) => u.weight)
  const total = weights.reduce((a, w) => a + w, 0)
  const candidates: Candidate[] = []
  sections.forEach((hit, rank) => {
    if (!safeHref(hit.url)) return
    const heading = hit.hierarchy.lvl3 || hit.hierarchy.lvl2
    // A heading that asks another kind of question about the same thing (how do I deploy… for how long
    // until… is up) is not the reader's question.
    const headingFrame = frameOf(heading)
    const questionHeading =
      QUESTION_HEADING.test(heading) &&
      (headingFrame === 'any' || question.frame === 'any' || headingFrame === question.frame)
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
      if (META.test(passage.text) || LEAD_IN.test(passage.text) || ASKS.test(passage.text)) score *= META_SHARE
      const fit =
        question.frame === 'yesno' && verdictOn(passage.text, askedWords) ? 'value' : frameFit(question.frame, passage)
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
  // The question names something no record holds (水印, Java): whatever the docs say beside it,
  // they do not say it.
  if (!total || terms.units.some((u) => u.absent)) return []
  const candidates = all.filter(keep)
  const heaviest = Math.max(...terms.units.map((u) => u.substance ?? u.weight))
  const substantial = terms.units.filter((u) => (u.substance ?? u.weight) >= SUBSTANTIAL_SHARE * heaviest).length
  const english = !terms.typed.some((t) => HAN.test(t))
  const floor = question.frame === 'yesno' && english ? MIN_ENGLISH_YESNO_COVERAGE : MIN_QUOTE_COVERAGE
  const enough = (c: Candidate) => c.covered / total >= floor && c.held >= Math.min(MIN_UNITS_HELD, substantial)
  // The best passage that covers the question: a better-scored one that covers less (its heading's
  // words, a value of another kind) does not make the docs silent.
  const best = candidates.find(enough)
  if (!best) return []
  const asked = terms.typed.join(' ').toLowerCase()
  const askedCodes = asked.match(CODE) ?? []
  const otherCode = (text: string) => (text.match(CODE) ?? []).some((code) => !asked.includes(code.toLowerCase()))
  const chosen: Candidate[] = [best]
  for (const c of candidates.slice(candidates.indexOf(best) + 1)) {
    if (chosen.length >= MAX_QUOTES || c.score < FOLLOWING_QUOTE_SHARE * best.score) break
    if (!enough(c)) continue
    // A row or sentence about another code than the one asked (400 beside the 402 asked about).
    if (askedCodes.length && otherCode(c.passage.text)) continue
    // Nothing twice: a step already quoted inside its steps (or the steps around a quoted step).
    if (chosen.some((q) => q.passage.text.includes(c.passage.text) || c.passage.text.includes(q.passage.text))) continue
    if (chosen.filter((q) => q.hit === c.hit).length >= MAX_QUOTES_PER_SECTION) continue
    chosen.push(c)
  }
  // The answer first; what else is quoted follows in the docs' order.
  return [best, ...inReadingOrder(chosen.slice(1))].map((c) => quoteOf(c, terms.words, terms.typed, c.covered / total))
}

/**
 * A section shown as related when nothing is quoted must hold (with its headings) at least this share of
 * the weight of the question's words the docs use: sections that share a word with an off-topic question
 * (Beijing of a weather question, in "00:00 Beijing time") are not related to it, and listing them reads
 * as an answer. What no record holds (TPU of 训练任务能用 TPU 吗) is left out: the sections about the rest
 * are where the reader looks next.
 */
const RELATED_SHARE = 0.5

/** The sections related to a question nothing answers: those holding RELATED_SHARE of its known weight. */
export function relatedSections(terms: QuestionTerms, sections: readonly SearchHit[]): SearchHit[] {
  const known = terms.units.filter((u) => !u.absent)
  const total = known.reduce((a, u) => a + u.weight, 0)
  if (!total) return []
  return sections.filter((hit) => {
    const h = hit.hierarchy
    const text = [h.lvl1, h.lvl2, h.lvl3, hit.content].join(' ').toLowerCase()
    const held = known.reduce((a, u) => a + u.weight * unitShare(u, text), 0)
    return held >= RELATED_SHARE * total
  })
}

/** Quotes of one section read in the section's order, after the section's best. */
export function inReadingOrder(chosen: Candidate[]): Candidate[] {
  const sectionOrder = (c: Candidate) => chosen.findIndex((x) => x.hit === c.hit)
  return [...chosen].sort((a, b) => sectionOrder(a) - sectionOrder(b) || a.passage.position - b.passage.position)
}

export function quoteOf(c: Candidate, words: string[], typed: string[], coverage: number): Quote {
  const h = c.hit.hierarchy
  const { kind, text: whole } = c.passage
  const text = kind === 'context' ? whole : trimPassage(whole, densestWordAt(whole, words))
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
