import type { Fact, FactSet, Locale } from './facts'
import { CALC_TOKEN_RE, CalcError, calcValue } from './calc'
import { literalsIn } from './quantities'

/**
 * The insertion token: `[[fact:<id>]]` stands for the fact's value in the page's locale. Double
 * brackets cannot be Vue's `{{ }}` interpolation, nor markdown-it-attrs' `{…}`, and read as text if
 * a tool shows the source. Tokens are expanded everywhere except in fenced code blocks (where a page
 * may quote the syntax); `\[[fact:id]]` writes the token literally. `[[fact:id:2]]` inserts the value's
 * second literal alone (¥3.00 of 输入 ¥2.00、输出 ¥3.00; 64 卡 of 每个区域、每种型号默认 64 卡), for a
 * sentence that words the rest itself.
 */
export const FACT_TOKEN_RE = /(\\?)\[\[fact:([^\]\s]*)\]\]/g

/**
 * Says why a line writes a fact's value literally (literal.ts): `<!-- fact-literal: the old price -->`
 * at the end of the line, or alone on the line before a fenced block. Removed before the page renders.
 */
export const LITERAL_MARKER_RE = /<!--\s*fact-literal:[^>]*?\S[^>]*?-->/

const FENCE_RE = /^ {0,3}(`{3,}|~{3,})/

/** Calls `onLine` for each line outside fenced code blocks, with its index; returns the lines rebuilt. */
function mapOutsideFences(markdown: string, onLine: (line: string, index: number) => string): string {
  const lines = markdown.split('\n')
  let fence: string | null = null
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    const open = FENCE_RE.exec(line)?.[1]
    if (fence) {
      if (open && open.charAt(0) === fence.charAt(0) && open.length >= fence.length && !line.trim().slice(open.length))
        fence = null
      continue
    }
    if (open) {
      fence = open
      continue
    }
    lines[i] = onLine(line, i)
  }
  return lines.join('\n')
}

/**
 * What a token's id (`price-h800`, `price-deepseek-v32:2`) inserts in a locale; null when there is no
 * such fact or part (a value's literals are what literalsIn reads in it: prices, numbers with units,
 * flags, paths, hosts).
 */
export function tokenValue(facts: FactSet, ref: string, locale: Locale): string | null {
  const [id = '', part] = ref.split(':')
  const fact: Fact | undefined = facts.byId.get(id)
  if (!fact) return null
  if (part === undefined) return fact.value[locale]
  const literal = /^[1-9]\d*$/.test(part) ? literalsIn(fact.value[locale])[Number(part) - 1] : undefined
  return literal ? literal.text.trim() : null
}

export class UnknownFactError extends Error {
  constructor(
    readonly id: string,
    readonly line: number,
  ) {
    super(`Unknown fact [[fact:${id}]] on line ${line} (facts are listed in docs/facts.yaml)`)
  }
}

/**
 * Replaces every `[[fact:id]]` outside fenced code with the fact's value, and every `[[calc:…]]` with
 * its result (calc.ts). An unknown id or a bad expression throws, or,
 * with `unknown: 'keep'` (a page being edited in the dev server), stays as written.
 */
export function expandFacts(
  markdown: string,
  facts: FactSet,
  locale: Locale,
  unknown: 'throw' | 'keep' = 'throw',
): string {
  if (!markdown.includes('[[fact:') && !markdown.includes('[[calc:')) return markdown
  const valueOf = (ref: string) => tokenValue(facts, ref, locale)
  return mapOutsideFences(markdown, (line, i) => {
    let out = line
    if (out.includes('[[calc:'))
      out = out.replace(CALC_TOKEN_RE, (token, escape: string, expression: string, format?: string) => {
        if (escape) return token.slice(1)
        try {
          return calcValue(expression, format, valueOf)
        } catch (e) {
          if (!(e instanceof CalcError)) throw e
          if (unknown === 'keep') return token
          throw new CalcError(e.expression, e.reason, i + 1)
        }
      })
    if (out.includes('[[fact:'))
      out = out.replace(FACT_TOKEN_RE, (token, escape: string, id: string) => {
        if (escape) return token.slice(1)
        const value = valueOf(id)
        if (value === null) {
          if (unknown === 'keep') return token
          throw new UnknownFactError(id, i + 1)
        }
        return value
      })
    return out
  })
}

const MARKER_LINE_RE = new RegExp(`^[ \\t]*${LITERAL_MARKER_RE.source}[ \\t]*\\r?(?:\\n|$)`, 'gm')
const MARKER_RE = new RegExp(`[ \\t]*${LITERAL_MARKER_RE.source}`, 'g')

/**
 * The page without its fact-literal markers, so they reach neither the HTML nor the Markdown copies
 * nor the search records: a marker alone on its line goes with the line (a blank line left in its
 * place could loosen a list), one at the end of a line with the spaces before it.
 */
export function stripLiteralMarkers(markdown: string): string {
  if (!markdown.includes('fact-literal')) return markdown
  return markdown.replace(MARKER_LINE_RE, '').replace(MARKER_RE, '')
}
