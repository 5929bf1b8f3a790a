/**
 * Sentences of the built site a reader might select and ask about (问问 AI on a selection), drawn from
 * the records themselves: of every SELECTION_EVERY-th section, a sentence of its first paragraph (the
 * second, else the first). What the check wants of the answer: quotes from the sentence's own page, none
 * of which is the selection or a part of it.
 */
import { decodeBlocks } from '../../src/search-core/blocks'
import type { Locale } from '../../src/contracts'
import { quoteQuestionFor } from '../../src/island-contract/quote'
import { sentencesOf } from '../../src/search-core/passages'
import { quoteFromDocs, type QuoteEngine } from '../../src/search-core/quote-answer'
import type { DocRecord } from '../../src/search-core/types'

/** One section in this many is sampled: about 150 Chinese and 15 English sentences. */
const SELECTION_EVERY = 7
/** Shorter sentences are terms, asked about on every page (quote-answer.ts SELECTION_TERM_CHARS). */
const MIN_SENTENCE_CHARS = 17

export interface SiteSelection {
  page: string
  text: string
}

export function siteSelections(records: readonly DocRecord[]): SiteSelection[] {
  const out: SiteSelection[] = []
  records.forEach((r, i) => {
    if (i % SELECTION_EVERY) return
    const paragraph = decodeBlocks(r.content, r.blocks).find((b) => b.kind === 'p')
    const sentences = sentencesOf(paragraph?.cells.join(' ') ?? '')
    const text = sentences[Math.min(1, sentences.length - 1)]
    if (text && Array.from(text).length >= MIN_SENTENCE_CHARS) out.push({ page: r.url_without_anchor, text })
  })
  return out
}

/** Text compared without case, spaces or punctuation, as the quote picker compares a selection. */
const squash = (s: string) => s.toLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '')

/** How the assistant answers a selection: from its own page or not, and whether a quote repeats it. */
export async function explainSelection(engine: QuoteEngine, s: SiteSelection, locale: Locale) {
  const question = quoteQuestionFor({ kind: 'text', text: s.text }, locale)
  const { quotes } = await quoteFromDocs(engine, question ?? '', s.page)
  return {
    quotes,
    ownPage: quotes[0]?.url.replace(/#.*$/, '') === s.page,
    repeats: quotes.some((q) => squash(s.text).includes(squash(q.text))),
  }
}
