/**
 * Worked examples computed, not typed (CONTENT.md, "Facts as data"): `[[calc:2 * price-l40s * 720]]`
 * stands for the result of the arithmetic over recorded facts, so a price change changes every example
 * that uses it. The expression holds numbers, fact ids (the fact's number: ¥15.80 → 15.8; `id:2` its
 * second literal's), `+ - * / ( )` and `× ÷`; after `|` the format: `¥` (two decimals), `¥0`…`¥6`
 * (that many), `n` (up to two decimals, trailing zeros dropped) or `n0`…`n6`. Without one, a result
 * over a price is in yuan with two decimals, anything else `n`. Thousands are grouped with commas.
 * Expanded wherever `[[fact:…]]` is (expand.ts), so the HTML, the Markdown copies, `llms-full.txt` and
 * the search records all carry the computed value.
 */
export const CALC_TOKEN_RE = /(\\?)\[\[calc:([^\]|]+)(?:\|([^\]]*))?\]\]/g

export class CalcError extends Error {
  constructor(
    readonly expression: string,
    readonly reason: string,
    readonly line = 0,
  ) {
    super(`[[calc:${expression}]]${line ? ` on line ${line}` : ''}: ${reason}`)
  }
}

/** The number a fact's value (or its n-th literal, `id:n`) states, with what it was read from. */
export type FactNumber = (ref: string) => { value: number; text: string } | null

const NUMBER_IN = /\d[\d,]*(?:\.\d+)?/

/** The number a value states: its first number, commas and spaces between digit groups read through. */
export function numberIn(text: string): number | null {
  const m = NUMBER_IN.exec(text.replace(/(?<=\d)[  ](?=\d{3}\b)/g, ''))
  return m ? Number(m[0].replace(/,/g, '')) : null
}

const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|([a-z][a-z0-9-]*(?::\d+)?)|([-+*/×÷()]))/y

/** Evaluates `expression` (see CALC_TOKEN_RE) by a small recursive-descent parser: no `eval`. */
export function evaluate(expression: string, factNumber: FactNumber): { value: number; price: boolean } {
  const tokens: string[] = []
  TOKEN.lastIndex = 0
  let price = false
  while (TOKEN.lastIndex < expression.length) {
    if (!expression.slice(TOKEN.lastIndex).trim()) break
    const m = TOKEN.exec(expression)
    if (!m) throw new CalcError(expression, `cannot read "${expression.slice(TOKEN.lastIndex).trim()}"`)
    tokens.push(m[0].trim())
  }
  let at = 0
  const peek = () => tokens[at]
  const primary = (): number => {
    const t = tokens[at++]
    if (t === undefined) throw new CalcError(expression, 'ends too early')
    if (t === '(') {
      const v = sum()
      if (tokens[at++] !== ')') throw new CalcError(expression, 'a bracket is not closed')
      return v
    }
    if (t === '-') return -primary()
    if (/^\d/.test(t)) return Number(t)
    if (/^[a-z]/.test(t)) {
      const fact = factNumber(t)
      if (!fact) throw new CalcError(expression, `no fact or number "${t}" (facts are listed in docs/facts.yaml)`)
      if (/[¥￥]|CNY/.test(fact.text)) price = true
      return fact.value
    }
    throw new CalcError(expression, `"${t}" where a number belongs`)
  }
  const product = (): number => {
    let v = primary()
    for (let op = peek(); op && '*/×÷'.includes(op); op = peek()) {
      at++
      const r = primary()
      v = op === '*' || op === '×' ? v * r : v / r
    }
    return v
  }
  const sum = (): number => {
    let v = product()
    for (let op = peek(); op === '+' || op === '-'; op = peek()) {
      at++
      v = op === '+' ? v + product() : v - product()
    }
    return v
  }
  const value = sum()
  if (at < tokens.length) throw new CalcError(expression, `"${tokens[at]}" after the end`)
  if (!Number.isFinite(value)) throw new CalcError(expression, 'is not a finite number')
  return { value, price }
}

const FORMAT = /^(¥|n)([0-6])?$/

/**
 * `value` to `digits` decimals, a half rounded up as a reader does by hand: 6.2 × 0.35 × 0.5 is 1.085
 * on paper but 1.08499… in binary, which `toFixed` alone turns into 1.08.
 */
function roundHalfUp(value: number, digits: number): string {
  const scaled = Number((value * 10 ** digits).toPrecision(12))
  return (Math.round(scaled) / 10 ** digits).toFixed(digits)
}

/** The result as the page writes it: `¥1,663.20`, `3,312`, `0.0572`. */
export function formatResult(value: number, format: string, expression = ''): string {
  const m = FORMAT.exec(format.trim())
  if (!m) throw new CalcError(expression, `unknown format "${format}" (¥, ¥0–¥6, n, n0–n6)`)
  const money = m[1] === '¥'
  const digits = m[2] === undefined ? 2 : Number(m[2])
  const fixed = roundHalfUp(Math.abs(value), digits)
  const [whole = '0', fraction] = fixed.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  let text = fraction === undefined ? grouped : `${grouped}.${fraction}`
  if (!money && m[2] === undefined) text = text.replace(/\.?0+$/, '')
  return `${value < 0 ? '-' : ''}${money ? '¥' : ''}${text}`
}

/**
 * What a calc token's body (`expression|format`) inserts: `valueOf` gives what `[[fact:ref]]` would
 * insert (expand.ts `tokenValue`), whose number the expression uses.
 */
export function calcValue(
  expression: string,
  format: string | undefined,
  valueOf: (ref: string) => string | null,
): string {
  const factNumber: FactNumber = (ref) => {
    const text = valueOf(ref)
    const value = text === null ? null : numberIn(text)
    return text === null || value === null ? null : { value, text }
  }
  const { value, price } = evaluate(expression, factNumber)
  return formatResult(value, format ?? (price ? '¥' : 'n'), expression)
}
