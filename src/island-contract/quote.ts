/**
 * Questions asked from the page (BEHAVIOUR.md search §2.6): text a reader selected, or a code block,
 * quoted into the question the assistant receives. Pure functions: the island formats the question,
 * the page's selection helper only hands over what was selected.
 */
import { askAnywhereStringsFor, type AskAnywhereStrings } from './strings/ask-anywhere'

/** A quote longer than this (in characters) is cut, and the cut marked with `…`. */
export const QUOTE_MAX_CHARS = 600
/** A code quote keeps this many characters at most (code needs more room than a sentence). */
export const CODE_QUOTE_MAX_CHARS = 1500
export const QUOTE_ELLIPSIS = '…'

type QuoteKind = 'text' | 'code'

/** What the page hands the assistant: the selected text or a code block's text, and its language. */
export interface AskQuote {
  kind: QuoteKind
  text: string
  /** A code block's language (its `language-*` class), if it has one. */
  lang?: string
}

/** The first `max` characters (whole code points, never half a surrogate pair), or all of them. */
function cut(text: string, max: number): { text: string; cut: boolean } {
  const chars = Array.from(text)
  return chars.length <= max ? { text, cut: false } : { text: chars.slice(0, max).join(''), cut: true }
}

/** Selected prose on one line: runs of white space (line breaks of the layout) become one space. */
export function tidyText(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  const c = cut(flat, QUOTE_MAX_CHARS)
  return c.cut ? c.text.trimEnd() + QUOTE_ELLIPSIS : c.text
}

/** Code keeps its lines and indentation; blank lines around it and trailing spaces go; a long block is cut after a whole line. */
export function tidyCode(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''))
  while (lines.length && !lines[0]) lines.shift()
  while (lines.length && !lines[lines.length - 1]) lines.pop()
  const whole = lines.join('\n')
  const c = cut(whole, CODE_QUOTE_MAX_CHARS)
  if (!c.cut) return whole
  const lastBreak = c.text.lastIndexOf('\n')
  return (lastBreak > 0 ? c.text.slice(0, lastBreak) : c.text) + '\n' + QUOTE_ELLIPSIS
}

/** A fence longer than any run of backticks in the code, so the code cannot close it. */
function fence(code: string): string {
  const longest = Math.max(0, ...Array.from(code.matchAll(/`+/g), (m) => m[0].length))
  return '`'.repeat(Math.max(3, longest + 1))
}

/** Only a plain language name goes after the fence. */
const safeLang = (lang: string | undefined) => (lang && /^[\w+#.-]{1,20}$/.test(lang) ? lang : '')

/** The question the assistant receives for a quote, or null when nothing is left of it. */
export function quoteQuestion(
  quote: AskQuote,
  s: Pick<AskAnywhereStrings, 'textQuestion' | 'codeQuestion'>,
): string | null {
  if (quote.kind === 'text') {
    const text = tidyText(quote.text)
    return text ? s.textQuestion(text) : null
  }
  const code = tidyCode(quote.text)
  if (!code.trim()) return null
  const f = fence(code)
  return s.codeQuestion(`${f}${safeLang(quote.lang)}\n${code}\n${f}`)
}

/** The question for a quote in the reader's language. */
export const quoteQuestionFor = (quote: AskQuote, locale: string): string | null =>
  quoteQuestion(quote, askAnywhereStringsFor(locale))
