/**
 * The quoted-answer evaluation (tests/relevance/answer-questions.json): each question asked as the AI
 * tab without a model asks it, judged like search. An answerable question is answered right when a
 * quote holds one of its answer fragments (the sentence that answers), and from the right page when
 * the first quote is on its page or states the answer; a question the docs do not answer is answered
 * right by no quote. A case may list other pages that state the same answer (`also`): judged as it is,
 * a quote from them counts too; judged `asWritten`, only its own page and fragments do.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Locale } from '../../src/contracts'
import type { QuotedReply } from '../../src/search-core/quote-answer'

export interface AnswerCase {
  half: 'tune' | 'report'
  locale: Locale
  q: string
  page?: string
  answer?: string[]
  abstain?: boolean
  /** Other pages that state the same answer, with their fragments (the set's `also`). */
  also?: { page: string; answer: string[] }[]
}

/**
 * A case as first written: its page and its fragments only. The first figures are read this way; the
 * second ("any page that states it") also count the other pages a case lists.
 */
export const asWritten = ({ also: _, ...c }: AnswerCase): AnswerCase => c

export const answerSet = (root: string): AnswerCase[] =>
  JSON.parse(fs.readFileSync(path.join(root, 'tests/relevance/answer-questions.json'), 'utf8')).questions

export interface AnswerOutcome {
  c: AnswerCase
  reply: QuotedReply
  /** A quote holds an answer fragment. */
  sentence: boolean
  /**
   * The first quote is from a page that answers: the question's page (or one its `also` lists), or
   * another page whose quoted passage states the answer itself in the same words.
   */
  page: boolean
  /** Nothing was quoted. */
  abstained: boolean
}

export interface AnswerFigures {
  answerable: number
  unanswerable: number
  /** Share of answerable questions whose answering sentence was quoted. */
  sentenceRate: number
  /** Share of answerable questions whose first quote is on the answering page. */
  pageRate: number
  /** Of the "no passage" replies, the share that were right (the docs do not answer). */
  abstainPrecision: number
  /** Of the questions the docs do not answer, the share that got no quote. */
  abstainRecall: number
}

const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase()
const pathOf = (url: string) => url.replace(/#.*$/, '')

/** Every fragment that answers a case: its own and those of the other pages it lists. */
const fragmentsOf = (c: AnswerCase) => [...(c.answer ?? []), ...(c.also ?? []).flatMap((o) => o.answer)]

export function judge(c: AnswerCase, reply: QuotedReply): AnswerOutcome {
  const quotes = reply.quotes
  const abstained = quotes.length === 0
  const fragments = fragmentsOf(c)
  const holds = (text: string) => fragments.some((a) => squash(text).includes(squash(a)))
  const pages = [c.page, ...(c.also ?? []).map((o) => o.page)]
  const first = quotes[0]
  return {
    c,
    reply,
    abstained,
    sentence: !c.abstain && holds(quotes.map((q) => q.text).join(' ')),
    page: !c.abstain && !!first && (pages.includes(pathOf(first.url)) || holds(first.text)),
  }
}

export function figures(outcomes: readonly AnswerOutcome[]): AnswerFigures {
  const answerable = outcomes.filter((o) => !o.c.abstain)
  const unanswerable = outcomes.filter((o) => o.c.abstain)
  const abstained = outcomes.filter((o) => o.abstained)
  const share = (n: number, d: number) => (d ? n / d : 1)
  return {
    answerable: answerable.length,
    unanswerable: unanswerable.length,
    sentenceRate: share(answerable.filter((o) => o.sentence).length, answerable.length),
    pageRate: share(answerable.filter((o) => o.page).length, answerable.length),
    abstainPrecision: share(abstained.filter((o) => o.c.abstain).length, abstained.length),
    abstainRecall: share(unanswerable.filter((o) => o.abstained).length, unanswerable.length),
  }
}

export const formatFigures = (label: string, f: AnswerFigures) =>
  `${label}: answering sentence quoted ${f.sentenceRate.toFixed(2)}, first quote on the answering page ${f.pageRate.toFixed(2)} (${f.answerable} questions); abstain precision ${f.abstainPrecision.toFixed(2)}, recall ${f.abstainRecall.toFixed(2)} (${f.unanswerable} the docs do not answer)`

/**
 * Why an answerable question was answered wrong, by where its answering passage is: quoted but not
 * first, in a section the picker searched but outscored, in a section the search ranks 11th–30th or
 * lower, or a wrong abstention. `answerRank` is the rank (from 0) of the first section of the search's
 * first 30 that holds an answer fragment, -1 when none does. Null for a question answered right, and
 * for one the docs do not answer.
 */
export const FAILURE_CLASSES = [
  'quoted, not first',
  'outscored',
  'ranked 11–30',
  'not in the first 30',
  'abstained',
] as const
export type FailureClass = (typeof FAILURE_CLASSES)[number]
/** The sections the picker searches: the search's first page. */
const SEARCHED_SECTIONS = 10

export function failureClass(o: AnswerOutcome, answerRank: number): FailureClass | null {
  if (o.c.abstain || (o.sentence && o.page)) return null
  if (o.abstained) return 'abstained'
  if (o.sentence) return 'quoted, not first'
  if (answerRank < 0) return 'not in the first 30'
  return answerRank < SEARCHED_SECTIONS ? 'outscored' : 'ranked 11–30'
}

/** The rank of the first section holding one of the question's answer fragments, -1 when none does. */
export const answerRankIn = (c: AnswerCase, sections: readonly { content: string }[]): number =>
  sections.findIndex((s) => fragmentsOf(c).some((a) => squash(s.content).includes(squash(a))))
