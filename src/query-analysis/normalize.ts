/**
 * Longest query we analyse or send to a search engine, in code points. Longer input is cut: docs
 * queries are short, and a 10 000-character paste must not reach the server (or the analysis) whole.
 */
export const MAX_QUERY_LENGTH = 256

// C0/C1 control characters and bidi overrides/isolates (they can disguise text), but not whitespace.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

/** Control characters removed, whitespace collapsed, trimmed, cut to MAX_QUERY_LENGTH code points. */
export function normalizeQuery(input: unknown): string {
  if (typeof input !== 'string') return ''
  const cleaned = input.replace(CONTROL, '').replace(/\s+/g, ' ').trim()
  const chars = Array.from(cleaned)
  return chars.length > MAX_QUERY_LENGTH ? chars.slice(0, MAX_QUERY_LENGTH).join('').trim() : cleaned
}
