import { CALC_TOKEN_RE, CalcError } from './calc'
import { expandFacts, FACT_TOKEN_RE, LITERAL_MARKER_RE, UnknownFactError } from './expand'
import { localeOfPath, type Compare, type Fact, type FactSet, type FactStep } from './facts'
import { normaliseValue, numberOf } from './values'

export interface Violation {
  file: string
  /** 1-based line of the page source. */
  line: number
  /** The fact's id. */
  fact: string
  /** What the page states: the captured value, or the whole phrasing of a `never` pattern without a group. */
  found: string
  /** The recorded value, in the page's locale. */
  recorded: string
  /** In an OpenAPI document: the JSONPath of the value (the line is where that value is written). */
  path?: string
}

/** How far before a match a denial word cancels it ("而不是按已用空间计费"). */
const NEGATION_WINDOW = 8

/** `docs/a/b.md` or `a/b.md` → `a/b.md`, the form the facts file's globs use. */
export const relOf = (file: string) => file.replace(/\\/g, '/').replace(/^(?:\.\/)?docs\//, '')

export function appliesTo(fact: Fact, rel: string): boolean {
  if (fact.paths && !fact.paths.some((re) => re.test(rel))) return false
  return !fact.exclude.some((re) => re.test(rel))
}

/** The numbers a value states, one or a pair (`2.00 / 3.00`), or null when it is not made of numbers. */
function numbersOf(v: string): number[] | null {
  const parts = normaliseValue(v).split(' / ').map(numberOf)
  return parts.every((n) => n !== null) ? (parts as number[]) : null
}

const sameNumbers = (a: number[] | null, b: number[]) =>
  a !== null && a.length === b.length && a.every((n, i) => n === b[i])

/** A stated quantity: its number and unit (lower-cased; the step's when none is written), or null. */
function unitOf(found: string, step: FactStep): { n: number; unit: string } | null {
  // normaliseValue keeps the comma of `2,100GB` (no word boundary before the unit).
  const m = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/.exec(normaliseValue(found).replace(/(\d),(?=\d{3}(?!\d))/g, '$1'))
  return m ? { n: Number(m[1]), unit: m[2] || step.unit.toLowerCase() } : null
}

/** A quantity in the step's unit (`2TB` → 2048 with `TB: 1024`); null for an unknown unit. */
function quantityOf(found: string, step: FactStep): number | null {
  const q = unitOf(found, step)
  const factor = q && step.units.get(q.unit)
  return q && factor ? q.n * factor : null
}

function onStep(step: FactStep, found: string): boolean {
  const q = quantityOf(found, step)
  if (q === null || q < step.min) return false
  const k = q / step.every
  // 1.5 TB is 1,536 GB exactly, but 0.1 TB in floating point is not 102.4: allow for rounding.
  return Math.abs(k - Math.round(k)) < 1e-9
}

/** Whether a value stated on a page or in an OpenAPI document agrees with the fact, judged by `compare`. */
export function agrees(fact: Fact, compare: Compare, found: string): boolean {
  if (compare === 'never') return false
  if (compare === 'step') return fact.step !== null && onStep(fact.step, found)
  const n = numberOf(found)
  const recorded = fact.agrees.map(numberOf).filter((x): x is number => x !== null)
  if (compare === 'min') return n !== null && recorded.some((r) => n >= r)
  if (compare === 'max') return n !== null && recorded.some((r) => n <= r)
  const numbers = numbersOf(found)
  return (
    fact.agrees.includes(normaliseValue(found)) ||
    (numbers !== null && fact.agrees.some((a) => sameNumbers(numbersOf(a), numbers)))
  )
}

/** What a report quotes: the value as stated, and for a quantity in another unit its size in the step's (`2TB = 2048 GB`). */
export function shownValue(fact: Fact, compare: Compare, found: string): string {
  if (compare !== 'step' || !fact.step) return found
  const q = quantityOf(found, fact.step)
  return q === null || unitOf(found, fact.step)?.unit === fact.step.unit.toLowerCase()
    ? found
    : `${found} = ${q} ${fact.step.unit}`
}

/**
 * The part of a line the patterns read: emphasis markers dropped, so `按**配置容量**计费` reads as prose,
 * and a fact-literal marker, whose reason may quote any value.
 */
const readable = (line: string) => line.replace(/\*\*/g, '').replace(LITERAL_MARKER_GLOBAL_RE, '')
const LITERAL_MARKER_GLOBAL_RE = new RegExp(LITERAL_MARKER_RE.source, 'g')

/** A place where a page states a recorded fact, and whether it agrees. */
export interface Statement extends Violation {
  agrees: boolean
}

/**
 * The recorded facts this page states with another value. Tokens are expanded first (an unknown one
 * is reported), so a page that inserts a fact agrees with it by construction.
 */
export function checkPage(text: string, file: string, facts: FactSet): Violation[] {
  return scanPage(text, file, facts)
    .filter((s) => !s.agrees)
    .map(({ file, line, fact, found, recorded }) => ({ file, line, fact, found, recorded }))
}

/**
 * The lines of the frontmatter's readers' questions (`questions:` up to the next top-level key): a
 * question states nothing (停止再启动 SSH 端口会变吗), whatever value it names.
 */
function questionLines(frontmatter: string): Set<number> {
  const lines = new Set<number>()
  let inside = false
  frontmatter.split('\n').forEach((line, i) => {
    if (/^\S/.test(line)) inside = /^questions:/.test(line)
    else if (inside) lines.add(i)
  })
  return lines
}

/** Every statement of a recorded fact on the page, agreeing or not (problems with tokens never agree). */
export function scanPage(text: string, file: string, facts: FactSet): Statement[] {
  const rel = relOf(file)
  if (facts.exclude.some((re) => re.test(rel))) return []
  const locale = localeOfPath(rel)
  const violations: Statement[] = []
  const fm = /^---\r?\n[\s\S]*?\r?\n---/.exec(text)?.[0] ?? ''
  let expanded: string
  try {
    // VitePress reads the frontmatter before Markdown is rendered: a token there would stay literal.
    fm.split('\n').forEach((line, i) => {
      for (const m of [...line.matchAll(FACT_TOKEN_RE), ...line.matchAll(CALC_TOKEN_RE)])
        if (!m[1])
          violations.push({
            file,
            line: i + 1,
            fact: m[0].startsWith('[[calc:') ? 'calc' : (m[2] ?? ''),
            found: m[0],
            recorded: 'no tokens in frontmatter',
            agrees: false,
          })
    })
    expanded = expandFacts(text, facts, locale)
  } catch (e) {
    if (e instanceof CalcError)
      return [
        ...violations,
        { file, line: e.line, fact: 'calc', found: `[[calc:${e.expression}]]`, recorded: e.reason, agrees: false },
      ]
    if (!(e instanceof UnknownFactError)) throw e
    return [
      ...violations,
      { file, line: e.line, fact: e.id, found: `[[fact:${e.id}]]`, recorded: 'no such fact', agrees: false },
    ]
  }
  const applicable = facts.facts.filter((f) => appliesTo(f, rel))
  const asked = questionLines(fm)
  expanded.split('\n').forEach((raw, i) => {
    if (asked.has(i)) return
    const line = readable(raw)
    for (const fact of applicable)
      for (const pattern of fact.patterns) {
        pattern.re.lastIndex = 0
        for (const m of line.matchAll(pattern.re)) {
          const before = line.slice(Math.max(0, (m.index ?? 0) - NEGATION_WINDOW), m.index)
          if (facts.negations.some((w) => before.includes(w))) continue
          // The first group is what the page states; a `never` phrasing without one is quoted whole.
          const found = (m[1] ?? m.groups?.v ?? m[0]).trim()
          violations.push({
            file,
            line: i + 1,
            fact: fact.id,
            found: shownValue(fact, pattern.compare, found),
            recorded: fact.value[locale],
            agrees: agrees(fact, pattern.compare, found),
          })
        }
      }
  })
  return violations
}

/**
 * One line per violation: `docs/x.md:12  fact gpu-quota: states "16", recorded "64 …"`; in an OpenAPI
 * document the value's JSONPath follows the line (`public/openapi/maas.yaml:95  $.paths[…].default  fact …`).
 */
export function formatViolation(v: Violation): string {
  const at = v.path ? `${v.file}:${v.line}  ${v.path}` : `${v.file}:${v.line}`
  return `${at}  fact ${v.fact}: states "${v.found}", recorded "${v.recorded}"`
}
