/**
 * A question answered from the docs by quotation, end to end: the question read (question.ts), its
 * content searched, and the passages chosen (quotes.ts). A code block asked about (解释这段代码) is
 * found on its page and explained by the prose around it, then by another page that uses the same
 * command; a passage asked about is explained by what continues it, never quoted back.
 */
import { decodeBlocks } from './blocks'
import type { QuestionPlan } from './local-engine'
import { passagesOf, type Passage } from './passages'
import { contentOf, readQuestion, type Question } from './question'
import { chooseQuotes, inReadingOrder, questionTerms, quoteOf, type Candidate } from './quotes'
import type { Quote, SearchHit, SearchResult } from './types'

/** What quoting needs of an engine (the embedded one: LocalEngine). */
export interface QuoteEngine {
  questionPlan(query: string): Promise<QuestionPlan>
  search(query: string, page?: number, within?: string): Promise<SearchResult>
}

export interface QuotedReply {
  question: Question
  quotes: Quote[]
  /** The sections searched: the related sections shown when nothing is quoted. */
  hits: SearchHit[]
}

/** A code block is searched by its start: enough to find it, short enough for the query planner. */
export const CODE_QUERY_CHARS = 80
/** A passage asked about is searched by this much of it. */
export const SELECTION_QUERY_CHARS = 60
/** A passage that holds the selection counts as the selection when the selection is this share of it. */
export const SELECTION_OVERLAP = 0.5

/** Text compared without case, spaces or punctuation: a code block as copied against the record's. */
const squash = (s: string) => s.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '')

export async function quoteFromDocs(engine: QuoteEngine, text: string, within?: string): Promise<QuotedReply> {
  const question = readQuestion(text)
  if (question.code) return codeReply(engine, question, question.code.text, within)
  if (question.selection) return selectionReply(engine, question, question.selection, within)
  const [plan, result] = await Promise.all([
    engine.questionPlan(question.content),
    engine.search(question.content, 1, within),
  ])
  return { question, hits: result.hits, quotes: chooseQuotes(question, questionTerms(plan), result.hits) }
}

/** The command a code block runs: the first word of its first line that is not a comment or a prompt. */
export function commandOf(code: string): string | null {
  for (const line of code.split('\n')) {
    const t = line.trim().replace(/^[$#>]\s+/, '')
    if (!t || /^(#|\/\/)/.test(t)) continue
    const word = /^(?:sudo\s+)?([A-Za-z_][\w.-]*)/.exec(t)?.[1]
    return word && word.length > 1 ? word : null
  }
  return null
}

const candidate = (passage: Passage, hit: SearchHit, rank: number): Candidate => ({
  passage,
  hit,
  rank,
  score: 1,
  covered: 1,
})

async function codeReply(engine: QuoteEngine, question: Question, code: string, within?: string): Promise<QuotedReply> {
  const firstLines = code.replace(/\s+/g, ' ').slice(0, CODE_QUERY_CHARS)
  const command = commandOf(code)
  const words = command ? [command] : []
  const result = await engine.search(firstLines, 1, within)
  const wanted = squash(code).slice(0, CODE_QUERY_CHARS)
  const chosen: Candidate[] = []
  for (const [rank, hit] of result.hits.entries()) {
    const blocks = decodeBlocks(hit.content, hit.blocks)
    const at = blocks.findIndex((b) => b.kind === 'c' && squash(b.cells.join(' ')).includes(wanted))
    if (at < 0) continue
    // The step the block belongs to: the prose that leads into it and the prose that follows it.
    const passages = passagesOf(hit.content, hit.blocks)
    const before = passages.filter((p) => p.block < at).at(-1)
    const after = passages.find((p) => p.block > at)
    for (const p of [before, after]) if (p) chosen.push(candidate(p, hit, rank))
    break
  }
  const page = chosen[0]?.hit.url.replace(/#.*$/, '') ?? within
  if (command) {
    // Another page that uses the same command, in its prose.
    const other = await engine.search(command)
    const lower = command.toLowerCase()
    outer: for (const [rank, hit] of other.hits.entries()) {
      if (hit.url.replace(/#.*$/, '') === page) continue
      for (const p of passagesOf(hit.content, hit.blocks))
        if (p.text.toLowerCase().includes(lower)) {
          chosen.push(candidate(p, hit, rank))
          break outer
        }
    }
  }
  if (!chosen.length || (within && chosen.every((c) => !c.hit.url.startsWith(within)))) {
    // The block is not on the page (or not indexed): the prose that names its command, if any.
    const plan = await engine.questionPlan(command ?? question.content)
    return { question, hits: result.hits, quotes: chooseQuotes({ frame: 'how' }, questionTerms(plan), result.hits) }
  }
  return { question, hits: result.hits, quotes: inReadingOrder(chosen).map((c) => quoteOf(c, words, words, 1)) }
}

/** Whether a passage is the selection itself (or a part of it), not something that explains it. */
function repeats(selection: string, text: string): boolean {
  const s = squash(selection)
  const t = squash(text)
  if (!t) return true
  return s.includes(t) || (t.includes(s) && s.length >= SELECTION_OVERLAP * t.length)
}

async function selectionReply(
  engine: QuoteEngine,
  question: Question,
  selection: string,
  within?: string,
): Promise<QuotedReply> {
  const content = contentOf(selection)
  const [plan, result] = await Promise.all([
    engine.questionPlan(content),
    engine.search(selection.slice(0, SELECTION_QUERY_CHARS), 1, within),
  ])
  const terms = questionTerms(plan)
  const isSelection = (c: Candidate) => repeats(selection, c.passage.text)
  // Where the selection sits: what follows it in its section continues it (else what leads into it).
  for (const [rank, hit] of result.hits.entries()) {
    const passages = passagesOf(hit.content, hit.blocks)
    const at = passages.findIndex((p) => repeats(selection, p.text) || squash(p.text).includes(squash(selection)))
    if (at < 0) continue
    let last = at
    passages.forEach((p, i) => {
      if (repeats(selection, p.text)) last = i
    })
    const next = passages.slice(last + 1).filter((p) => !repeats(selection, p.text))
    const around = (next.length ? next : passages.slice(0, at).reverse()).slice(0, 2)
    if (!around.length) break
    const chosen = around.map((p) => candidate(p, hit, rank))
    return {
      question,
      hits: result.hits,
      quotes: inReadingOrder(chosen).map((c) => quoteOf(c, terms.words, terms.typed, 1)),
    }
  }
  const quotes = chooseQuotes(question, terms, result.hits, (c) => !isSelection(c))
  return { question, hits: result.hits, quotes }
}
