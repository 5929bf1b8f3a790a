/**
 * `filter_by` for the fake: the string-field forms the site sends (`field:=value`, `field:=[a,b]`,
 * `field:!=value`, values bare or backtick-quoted, clauses joined by `&&`). Errors and codes are the
 * server's (src/filter.cpp): an unknown field is 404 "Could not find a filter field named `f` in the
 * schema.", anything else unparsable 400 "Could not parse the filter query.".
 */
import type { StoredDoc } from './search'

export type DocFilter = (doc: StoredDoc) => boolean
export type FilterError = { code: number; error: string }

const PARSE_ERROR: FilterError = { code: 400, error: 'Could not parse the filter query.' }

/** Splits on a separator outside backticks and brackets. */
function splitOutside(s: string, sep: string): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < s.length; i++) {
    const c = s[i]
    if (c === '`') quoted = !quoted
    else if (!quoted && c === '[') depth++
    else if (!quoted && c === ']') depth--
    else if (!quoted && depth === 0 && s.startsWith(sep, i)) {
      parts.push(s.slice(start, i))
      start = i + sep.length
      i += sep.length - 1
    }
  }
  parts.push(s.slice(start))
  return parts
}

const unquote = (v: string) => {
  const t = v.trim()
  return t.length >= 2 && t.startsWith('`') && t.endsWith('`') ? t.slice(1, -1) : t
}

export function parseFilter(filterBy: string, fields: Set<string>): DocFilter | FilterError {
  const text = filterBy.trim()
  if (!text) return () => true
  const clauses: DocFilter[] = []
  for (const raw of splitOutside(text, '&&')) {
    const m = /^\s*([\w.]+)\s*:\s*(!?=?)\s*([\s\S]*)$/.exec(raw)
    if (!m || !m[3]!.trim()) return PARSE_ERROR
    const [, field, op, rawValue] = m as unknown as [string, string, string, string]
    if (!fields.has(field))
      return { code: 404, error: `Could not find a filter field named \`${field}\` in the schema.` }
    const value = rawValue.trim()
    const values = value.startsWith('[')
      ? value.endsWith(']')
        ? splitOutside(value.slice(1, -1), ',').map(unquote)
        : null
      : [unquote(value)]
    if (!values || values.some((v) => v === '' || v.includes('`'))) return PARSE_ERROR
    const has = (doc: StoredDoc) => {
      const v = doc[field]
      const list = Array.isArray(v) ? v.map(String) : v === undefined || v === null ? [] : [String(v)]
      // `:=` is an exact match; `:` matches a token of the value, which for the url-like values the
      // site filters on is the whole value (the fake does not tokenise).
      return list.some((x) => values.includes(x))
    }
    clauses.push(op.startsWith('!') ? (doc) => !has(doc) : has)
  }
  return (doc) => clauses.every((c) => c(doc))
}
