/**
 * Snippets: a record's text cut around the first query word it holds, with the query's words marked,
 * and the hit (Typesense's shape) the engine returns for a record.
 */
import { escapeRegExp } from '../../contracts/text'
import { escapeHtml, safeHref } from '../hits'
import type { SearchHit } from '../types'
import type { RecordRow } from './index-format'

/** Characters of text a snippet shows (about two lines of the results panel). */
export const SNIPPET_CHARS = 120
/** Characters shown before the first match, so that it reads in its context. */
export const SNIPPET_LEAD_CHARS = 30
/** Typesense's text_match is an integer: the score's first three decimals keep distinct scores apart. */
export const TEXT_MATCH_SCALE = 1000

/** A letter or digit of a script that writes spaces between its words (Latin, Greek, Cyrillic). */
const SPACED_WORD_CHAR = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Nd}]/u

/**
 * Where a mark of `text[start, end)` ends so that it covers whole words of Latin text: a match that
 * starts inside a word is no mark (-1: `own` in download), one that stops inside a word runs to the
 * word's end (`stop` marks stopped, `job` jobs). Chinese has no word boundaries to keep.
 */
function latinWordEnd(text: string, start: number, end: number): number {
  const isWordChar = (i: number) => i >= 0 && i < text.length && SPACED_WORD_CHAR.test(text.charAt(i))
  if (isWordChar(start) && isWordChar(start - 1)) return -1
  let e = end
  if (isWordChar(e - 1)) while (isWordChar(e)) e++
  return e
}

/** Text with every query word marked, around the first match (or all of it, `whole`: a quoted passage). */
export function highlight(text: string, words: string[], typed: string[] = [], whole = false): string {
  if (!text) return ''
  const lower = text.toLowerCase()
  // Single characters only mark when the query has nothing longer (avoids speckled snippets).
  const long = words.filter((w) => Array.from(w).length > 1)
  const found = (long.length ? long : words)
    .filter(Boolean)
    .map((w) => ({ w, at: lower.indexOf(w.toLowerCase()) }))
    .filter((x) => x.at >= 0)
  if (!found.length)
    return escapeHtml(!whole && text.length > SNIPPET_CHARS ? text.slice(0, SNIPPET_CHARS) + '…' : text)
  // Where the longest word as typed occurs (a phrase as typed over its words), else any word first.
  const typedAt = found.filter((f) => typed.includes(f.w))
  const longest = Math.max(0, ...typedAt.map((f) => f.w.length))
  const from = typedAt.length ? typedAt.filter((f) => f.w.length === longest) : found
  const first = Math.min(...from.map((f) => f.at))
  const start = whole ? 0 : Math.max(0, first - SNIPPET_LEAD_CHARS)
  const end = whole ? text.length : Math.min(text.length, start + SNIPPET_CHARS)
  const slice = text.slice(start, end)
  // Longest words first, so that a word inside a longer one does not cut the longer one's mark.
  const re = new RegExp(
    found
      .map((f) => escapeRegExp(f.w))
      .sort((a, b) => b.length - a.length)
      .join('|'),
    'gi',
  )
  let out = ''
  let last = 0
  for (const m of slice.matchAll(re)) {
    const at = m.index ?? 0
    if (at < last) continue
    const end = latinWordEnd(slice, at, at + m[0].length)
    if (end < 0) continue
    out += escapeHtml(slice.slice(last, at)) + '<mark>' + escapeHtml(slice.slice(at, end)) + '</mark>'
    last = end
  }
  out += escapeHtml(slice.slice(last))
  // Adjacent words of one phrase read as one highlight.
  out = out.replace(/<\/mark><mark>/g, '')
  return (start > 0 ? '…' : '') + out + (end < text.length ? '…' : '')
}

/** The hit for a record: its text, a snippet marking `words` (where the longest of `typed` occurs), its score. */
export function recordHit(row: RecordRow, score: number, words: string[], typed: string[]): SearchHit {
  const [page, anchor, lvl0, lvl1, lvl2, lvl3, content, , blocks] = row
  // The index is data: a url that is not a same-site path or http(s) never becomes a live link.
  const url = safeHref(anchor ? `${page}#${anchor}` : page)
  return {
    id: url,
    url,
    hierarchy: { lvl0, lvl1, lvl2, lvl3 },
    content,
    snippetHtml: highlight(content || lvl3 || lvl2 || lvl1, words, typed),
    textMatch: Math.round(score * TEXT_MATCH_SCALE),
    ...(blocks ? { blocks } : {}),
  }
}
