/**
 * `filter_by` for the fake: the string-field forms the site sends (`field:=value`, `field:=[a,b]`,
 * `field:!=value`, `field:value`, values bare or backtick-quoted, clauses joined by `&&`). Errors and
 * codes are the server's (src/filter.cpp): an unknown field is 404 "Could not find a filter field
 * named `f` in the schema.", anything else unparsable 400 "Could not parse the filter query.".
 *
 * A string value is compared by tokens, as the server does (src/filter_result_iterator.cpp,
 * init(): the value goes through the field's Tokenizer, with the field's or else the collection's
 * `symbols_to_index` and `token_separators`): `:=` matches a value whose tokens are exactly the
 * filter's, `:` one that holds all of them, and a value with no token at all is an error.
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

/** What the tokeniser of one field needs from the schema. */
export interface FilterField {
  name: string
  locale?: string
  symbols_to_index?: string[]
  token_separators?: string[]
}

/**
 * The tokens Typesense makes of a string (src/tokenizer.cpp, Tokenizer::next). Without a locale
 * (or `en`): ASCII letters and digits and `symbols` are kept and lower-cased, space, newline and
 * `separators` split, every other ASCII character is dropped without splitting (so `/a/b.html` is
 * the one token `abhtml`); a non-ASCII character is transliterated to ASCII where it can be (`é` →
 * `e`), else kept. With another locale, ICU's word breaks split the text (approximated here by
 * Intl.Segmenter) and each piece loses its ASCII characters other than letters, digits and
 * `symbols`; `zh` drops `，` `。` `─` (and converts traditional characters, which the fake skips).
 */
export function typesenseTokens(
  text: string,
  locale = '',
  symbols: string[] = [],
  separators: string[] = [],
): string[] {
  const indexed = (c: string) => /[A-Za-z0-9]/.test(c) || symbols.includes(c)
  const ascii = (c: string) => c.charCodeAt(0) < 0x80
  if (locale && locale !== 'en' && locale !== 'de_en') {
    const tokens: string[] = []
    for (const { segment } of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) {
      if (locale === 'zh' && ['，', '─', '。'].includes(segment)) continue
      const word = Array.from(segment.toLowerCase())
        .filter((c) => !ascii(c) || indexed(c))
        .join('')
      if (word) tokens.push(word)
    }
    return tokens
  }
  const tokens: string[] = []
  let out = ''
  for (const c of text) {
    if (ascii(c)) {
      if (indexed(c)) out += c.toLowerCase()
      else if ((c === ' ' || c === '\n' || separators.includes(c)) && out) {
        tokens.push(out)
        out = ''
      }
      continue
    }
    const folded = c.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    out += Array.from(folded).every(ascii) ? folded.replace(/[^A-Za-z0-9]/g, '').toLowerCase() : c
  }
  if (out) tokens.push(out)
  return tokens
}

export function parseFilter(
  filterBy: string,
  fields: FilterField[],
  collection: { symbols_to_index?: string[]; token_separators?: string[] } = {},
): DocFilter | FilterError {
  const text = filterBy.trim()
  if (!text) return () => true
  const clauses: DocFilter[] = []
  for (const raw of splitOutside(text, '&&')) {
    const m = /^\s*([\w.]+)\s*:\s*(!?=?)\s*([\s\S]*)$/.exec(raw)
    if (!m || !m[3]!.trim()) return PARSE_ERROR
    const [, name, op, rawValue] = m as unknown as [string, string, string, string]
    const field = fields.find((f) => f.name === name)
    if (!field) return { code: 404, error: `Could not find a filter field named \`${name}\` in the schema.` }
    const value = rawValue.trim()
    const values = value.startsWith('[')
      ? value.endsWith(']')
        ? splitOutside(value.slice(1, -1), ',').map(unquote)
        : null
      : [unquote(value)]
    if (!values || values.some((v) => v === '' || v.includes('`'))) return PARSE_ERROR
    // The field's own symbols and separators, else the collection's (filter_result_iterator.cpp).
    const symbols = field.symbols_to_index?.length ? field.symbols_to_index : (collection.symbols_to_index ?? [])
    const separators = field.token_separators?.length ? field.token_separators : (collection.token_separators ?? [])
    const tokens = (v: string) => typesenseTokens(v, field.locale ?? '', symbols, separators)
    const wanted = values.map(tokens)
    if (wanted.some((t) => t.length === 0))
      return { code: 400, error: `Error with filter field \`${name}\`: Filter value cannot be empty.` }
    const exact = op.endsWith('=')
    const has = (doc: StoredDoc) => {
      const v = doc[name]
      const list = Array.isArray(v) ? v.map(String) : v === undefined || v === null ? [] : [String(v)]
      return list.some((x) => {
        const own = tokens(x)
        // `:=` the whole value, token for token; `:` every token of the filter value somewhere in it.
        return wanted.some((w) =>
          exact ? own.length === w.length && own.every((t, i) => t === w[i]) : w.every((t) => own.includes(t)),
        )
      })
    }
    clauses.push(op.startsWith('!') ? (doc) => !has(doc) : has)
  }
  return (doc) => clauses.every((c) => c(doc))
}
