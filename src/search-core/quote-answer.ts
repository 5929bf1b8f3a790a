/**
 * A question answered from the docs by quotation, end to end: the question read (question.ts), its
 * content searched, and the passages chosen (quotes.ts). A code block asked about (解释这段代码) is
 * found on its page and explained by the prose around it, then by another page that uses the same
 * command; a passage asked about is explained by what continues it, never quoted back.
 */
import { HAN_CLASS } from '../contracts/text'
import { decodeBlocks, type Block } from './blocks'
import type { QuestionPlan } from './local-engine'
import { passagesOf, sentencesOf, trimPassage, type Passage } from './passages'
import { contentOf, readQuestion, type Question } from './question'
import { questionTerms, unpairedPairs } from './question-terms'
import { chooseQuotes, inReadingOrder, quoteOf, relatedSections, type Candidate } from './quotes'
import type { CompiledSynonym } from './synonyms'
import type { Quote, SearchHit, SearchResult } from './types'

/** What quoting needs of an engine (the embedded one: LocalEngine). */
export interface QuoteEngine {
  questionPlan(query: string): Promise<QuestionPlan>
  search(query: string, page?: number, within?: string): Promise<SearchResult>
  /** Its synonym rules: a question keeps the phrases they match whole (`ruleTerms`). */
  synonymRules(): Promise<readonly CompiledSynonym[]>
  /** Which of these words of the general language the docs never write (its lexicon). */
  unwrittenWords(words: readonly string[]): Promise<ReadonlySet<string>>
}

const termsOf = new WeakMap<readonly CompiledSynonym[], readonly string[]>()
/**
 * The phrases synonym rules match (a one-way rule's root, every term of a multi-way one), one array
 * per rule list: question.ts caches its pattern by it.
 */
function ruleTerms(rules: readonly CompiledSynonym[]): readonly string[] {
  let terms = termsOf.get(rules)
  if (!terms) {
    terms = rules.flatMap(([words, root]) => (root ? [root] : words))
    termsOf.set(rules, terms)
  }
  return terms
}

export interface QuotedReply {
  question: Question
  quotes: Quote[]
  /** The sections searched; when nothing is quoted, those related to the question (quotes.ts `relatedSections`). */
  hits: SearchHit[]
}

/** A code block is searched by its start: enough to find it, short enough for the query planner. */
const CODE_QUERY_CHARS = 80
/** The prose quoted before and after a code block: its sentences nearest the block, this long at most. */
const CODE_CONTEXT_CHARS = 300
/** A passage asked about is searched by this much of it. */
const SELECTION_QUERY_CHARS = 60
/** A selection this short is a term: it is explained where the docs define it, on any page. */
const SELECTION_TERM_CHARS = 16
/** Punctuation that ends a clause: a selection holding it is a sentence (因此有两种获取方式：), however short. */
const CLAUSE_MARK = /[。！？：；，!?:;]/
/** A passage asked about is explained by at most this many passages of its section. */
const SELECTION_QUOTES = 2
/** A passage that holds the selection counts as the selection when the selection is this share of it. */
const SELECTION_OVERLAP = 0.5
/**
 * The languages whose blocks run a command another page may explain (a shell's, or a block without a
 * language). In Python, YAML or JSON the first word is a keyword (import, apiVersion): the prose of
 * another page that says import is not about the block.
 */
const SHELL = /^(?:|bash|sh|shell|zsh|fish|console|shellsession|powershell|ps1|pwsh|bat|cmd)$/i

const HAN = new RegExp(`[${HAN_CLASS}]`)
/** Text compared without case, spaces or punctuation: a code block as copied against the record's. */
const squash = (s: string) => s.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '')

export async function quoteFromDocs(engine: QuoteEngine, text: string, within?: string): Promise<QuotedReply> {
  const question = readQuestion(text, ruleTerms(await engine.synonymRules()))
  if (question.code) return codeReply(engine, question, question.code, within)
  if (question.selection) return selectionReply(engine, question, question.selection, within)
  const [plan, result] = await Promise.all([
    engine.questionPlan(question.content),
    engine.search(question.content, 1, within),
  ])
  const pairs = unpairedPairs(plan)
  // The lexicon sharpens abstaining; a file that fails to load leaves the answer as it would be without it.
  const unwritten = pairs.length ? await engine.unwrittenWords(pairs).catch(() => undefined) : undefined
  const terms = questionTerms({ ...plan, unwritten }, question.text)
  const quotes = chooseQuotes(question, terms, result.hits)
  return { question, quotes, hits: quotes.length ? result.hits : relatedSections(terms, result.hits) }
}

/** The command a code block runs: the first word of its first line that is not a comment or a prompt. */
export function commandOf(code: string): string | null {
  for (const line of code.split('\n')) {
    const t = line.trim().replace(/^[$>]\s+/, '')
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
  held: 1,
})

/** The prose around a code block: the sentences of `prose` nearest the code, within CODE_CONTEXT_CHARS. */
function contextOf(prose: string, fromEnd: boolean): string {
  const sentences = sentencesOf(prose)
  const picked: string[] = []
  let length = 0
  for (const s of fromEnd ? [...sentences].reverse() : sentences) {
    length += Array.from(s).length
    if (picked.length && length > CODE_CONTEXT_CHARS) break
    picked.push(s)
  }
  if (fromEnd) picked.reverse()
  const text = picked.join(HAN.test(picked.join('')) ? '' : ' ')
  return Array.from(text).length > CODE_CONTEXT_CHARS ? trimPassage(text, 0) : text
}

/** Code as a record holds it: its lines joined by single spaces. */
const flat = (code: string) => code.replace(/\s+/g, ' ').trim()

/**
 * A code block inside a list item (a step: 2. 导出配置： ```bash …```, then what to mind): the item's
 * prose before and after the code, which the record holds in the item's text around the code's.
 */
function inItem(blocks: Block[], code: string, wanted: string): Passage[] | null {
  const at = blocks.findIndex((b) => (b.kind === 'l' || b.kind === 'p') && squash(b.cells.join(' ')).includes(wanted))
  const text = blocks[at]?.cells.join(' ')
  if (!text) return null
  // The code's lines in turn, each after the one before (its last line, done, may also end an inner loop).
  let start = -1
  let end = 0
  for (const line of code.split('\n').map(flat).filter(Boolean)) {
    const found = text.indexOf(line, end)
    if (found < 0) return null
    if (start < 0) start = found
    end = found + line.length
  }
  if (start < 0) return null
  const out: Passage[] = []
  const before = text.slice(0, start).trim()
  const after = text.slice(end).trim()
  if (before) out.push({ text: contextOf(before, true), kind: 'context', block: at, position: at })
  if (after) out.push({ text: contextOf(after, false), kind: 'context', block: at, position: at })
  return out
}

/** The step a code block belongs to: the prose that leads into it and the prose that follows it. */
function aroundCode(hit: SearchHit, code: string): Passage[] | null {
  const blocks = decodeBlocks(hit.content, hit.blocks)
  const wanted = squash(code).slice(0, CODE_QUERY_CHARS)
  const at = blocks.findIndex((b) => b.kind === 'c' && squash(b.cells.join(' ')).includes(wanted))
  if (at < 0) return inItem(blocks, code, wanted)
  const prose = (b: Block | undefined) => b && (b.kind === 'p' || b.kind === 'l')
  const back = [...blocks.slice(0, at)].reverse().findIndex(prose)
  const before = back < 0 ? -1 : at - 1 - back
  const after = blocks.findIndex((b, i) => i > at && prose(b))
  const out: Passage[] = []
  const push = (i: number, fromEnd: boolean) => {
    const b = blocks[i]
    if (i >= 0 && b) out.push({ text: contextOf(b.cells.join(' '), fromEnd), kind: 'context', block: i, position: i })
  }
  push(before, true)
  push(after, false)
  // What follows is a lead-in to the code's output (输出大致如下：): the prose after that output says what it means.
  if (/[：:]$/.test(out.at(-1)?.text ?? '') && after > at)
    push(
      blocks.findIndex((b, i) => i > after + 1 && prose(b)),
      false,
    )
  return out
}

async function codeReply(
  engine: QuoteEngine,
  question: Question,
  { text: code, lang }: { text: string; lang: string },
  within?: string,
): Promise<QuotedReply> {
  // Searched from its first line with a word: an output's frame (+-----+) is no query.
  const worded = code.split('\n').filter((l) => /[\p{L}\p{N}]/u.test(l))
  const firstLines = flat(worded.join('\n')).slice(0, CODE_QUERY_CHARS)
  const command = SHELL.test(lang) ? commandOf(code) : null
  const words = command ? [command] : []
  const result = await engine.search(firstLines, 1, within)
  const chosen: Candidate[] = []
  for (const [rank, hit] of result.hits.entries()) {
    const around = aroundCode(hit, code)
    if (!around) continue
    for (const p of around) chosen.push(candidate(p, hit, rank))
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
  const term = Array.from(selection).length <= SELECTION_TERM_CHARS && !CLAUSE_MARK.test(selection)
  // A term is explained where the docs define it (any page); a passage, by what continues it on its page.
  const [plan, result] = await Promise.all([
    engine.questionPlan(content),
    engine.search(selection.slice(0, SELECTION_QUERY_CHARS), 1, term ? undefined : within),
  ])
  const terms = questionTerms(plan)
  const isSelection = (c: Candidate) => repeats(selection, c.passage.text)
  if (!term)
    for (const [rank, hit] of result.hits.entries()) {
      const around = continuing(hit, selection)
      if (!around?.length) continue
      const chosen = around.map((p) => candidate(p, hit, rank))
      return {
        question,
        hits: result.hits,
        quotes: inReadingOrder(chosen).map((c) => quoteOf(c, terms.words, terms.typed, 1)),
      }
    }
  const quotes = chooseQuotes({ frame: 'what' }, terms, result.hits, (c) => !isSelection(c))
  return { question, hits: result.hits, quotes }
}

/**
 * What continues a selection among a section's passages: the sentence it is part of (when it is a
 * small part), then what follows it; the sentences before it when nothing follows. Null when the
 * section does not hold it.
 */
function continuing(hit: SearchHit, selection: string): Passage[] | null {
  const passages = passagesOf(hit.content, hit.blocks)
  const s = squash(selection)
  const at = passages.findIndex((p) => repeats(selection, p.text) || squash(p.text).includes(s))
  if (at < 0) return hit.blocks ? aroundBlock(hit, passages, s) : null
  let last = at
  passages.forEach((p, i) => {
    if (i > at && repeats(selection, p.text)) last = i
  })
  const own = passages[at]
  const lead = own && !repeats(selection, own.text) ? [own] : []
  const next = passages.slice(last + 1).filter((p) => !repeats(selection, p.text))
  const around = [...lead, ...(next.length ? next : passages.slice(0, at).reverse())]
  return around.slice(0, SELECTION_QUOTES)
}

/**
 * A selection that is no passage of its own (a lead-in to a code block, 新建 compose.yaml：; a sentence of
 * commands): the passages after the block that holds it (and after it in that block), else those before.
 */
function aroundBlock(hit: SearchHit, passages: Passage[], squashed: string): Passage[] | null {
  const blocks = decodeBlocks(hit.content, hit.blocks)
  const at = blocks.findIndex((b) => squash(b.cells.join(' ')).includes(squashed))
  const text = squash(blocks[at]?.cells.join(' ') ?? '')
  if (at < 0 || !squashed) return null
  const end = text.indexOf(squashed) + squashed.length
  const after = (p: Passage) => p.block > at || (p.block === at && text.indexOf(squash(p.text)) >= end)
  const next = passages.filter(after)
  return (next.length ? next : passages.filter((p) => !after(p)).reverse()).slice(0, SELECTION_QUOTES)
}
