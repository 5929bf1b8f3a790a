/**
 * The literal-value lint: a page that writes a recorded fact's value as text instead of inserting it
 * (`[[fact:id]]`) goes stale the day the fact changes, whatever words surround the value. The rule:
 * a literal of the fact's value (¥15.80 = 15.80 元; 90 天 = 90 days; a flag, a path, a host) in the
 * same sentence or table row as one of the fact's subject words (`literal.subjects` in the facts file)
 * is reported, unless its line carries `<!-- fact-literal: why -->`. In fenced code, where tokens are not
 * expanded, literals stay; a number there in a unit of the fact's value, on a line naming its subject,
 * must be the fact's. A marker on the line before a fence covers the block. A marker that covers
 * nothing is reported too, so none outlives its reason. The frontmatter's `title` and `description`
 * are read too: tokens are not expanded there (VitePress and the post catalogues read it before any
 * Markdown plugin runs), so they state no recorded value and no price at all, and are reworded. Pure.
 */
import { appliesTo, relOf } from './check'
import { CALC_TOKEN_RE } from './calc'
import { FACT_TOKEN_RE, LITERAL_MARKER_RE } from './expand'
import { localeOfPath, type Fact, type FactSet, type Locale } from './facts'
import { literalsIn, sameLiteral, type Literal } from './quantities'

export interface LiteralFinding {
  file: string
  /** 1-based line of the page source. */
  line: number
  fact: string
  /** The literal as the page writes it. */
  found: string
  /**
   * `literal`: the fact's value written out; `code`: another value in a code block; `marker`: a marker
   * covering nothing; `frontmatter`: a recorded value or a price in the title or description.
   */
  kind: 'literal' | 'code' | 'marker' | 'frontmatter'
  /** The fact's value in the page's locale. */
  recorded: string
  /** The token that inserts the value written (the whole value, or the part: `[[fact:id:2]]`). */
  token: string
}

interface Piece {
  line: number
  text: string
}

/** A sentence, a table row, a line of code or a frontmatter title or description, with its source lines. */
interface Unit {
  code: boolean
  frontmatter?: boolean
  pieces: Piece[]
}

const FENCE_RE = /^ {0,3}(`{3,}|~{3,})/
/** Where a sentence ends: Chinese and English stops (not the point of 15.80). */
const SENTENCE_END_RE = /[。！？；!?;]|\.(?=\s|$)/g
/** The frontmatter keys whose text readers get as it is written: the page's title and description. */
const FRONTMATTER_TEXT_RE = /^(?:title|description):/
/** A new block: a heading, a list item, a quote, a table row, an HTML line. */
const BLOCK_START_RE = /^\s*(?:#{1,6}\s|[-*+]\s|\d+[.)]\s|>|\||<)/

/** The sentences of a run of prose lines: a sentence may run across lines, and a line hold several. */
function sentences(lines: Piece[]): Unit[] {
  const units: Unit[] = []
  let current: Piece[] = []
  for (const { line, text } of lines) {
    let from = 0
    for (const m of text.matchAll(SENTENCE_END_RE)) {
      const end = (m.index ?? 0) + m[0].length
      current.push({ line, text: text.slice(from, end) })
      units.push({ code: false, pieces: current })
      current = []
      from = end
    }
    if (from < text.length) current.push({ line, text: text.slice(from) })
  }
  if (current.length) units.push({ code: false, pieces: current })
  return units
}

interface PageRead {
  units: Unit[]
  /** Line (1-based) → the line of the marker covering it (its own, or the one before its fence). */
  covered: Map<number, number>
  /** The lines that carry a marker. */
  markers: number[]
}

/** Splits a page (frontmatter left out) into sentences, table rows and code lines. */
function readUnits(markdown: string): PageRead {
  const lines = markdown.split('\n')
  const fm = /^---\r?\n[\s\S]*?\r?\n---/.exec(markdown)?.[0]
  const start = fm ? fm.split('\n').length : 0
  const units: Unit[] = []
  // Our pages keep the title and the description on one line each (related.ts reads them so too).
  for (let i = 1; i < start - 1; i++)
    if (FRONTMATTER_TEXT_RE.test(lines[i] ?? ''))
      units.push({ code: false, frontmatter: true, pieces: [{ line: i + 1, text: lines[i] ?? '' }] })
  const covered = new Map<number, number>()
  const markers: number[] = []
  let prose: Piece[] = []
  const flush = () => {
    units.push(...sentences(prose))
    prose = []
  }
  let fence: string | null = null
  let fenceMarker: number | null = null
  for (let i = start; i < lines.length; i++) {
    const raw = lines[i] ?? ''
    const line = i + 1
    const open = FENCE_RE.exec(raw)?.[1]
    if (fence) {
      if (open && open.charAt(0) === fence.charAt(0) && !raw.trim().slice(open.length)) fence = null
      else {
        if (fenceMarker) covered.set(line, fenceMarker)
        units.push({ code: true, pieces: [{ line, text: raw }] })
      }
      continue
    }
    if (LITERAL_MARKER_RE.test(raw)) {
      markers.push(line)
      covered.set(line, line)
    }
    // Tokens insert the fact itself (or compute from it); what is left is what the page writes.
    const text = raw.replace(LITERAL_MARKER_RE, ' ').replace(FACT_TOKEN_RE, ' ').replace(CALC_TOKEN_RE, ' ')
    if (open) {
      flush()
      fence = open
      // A marker alone on the line before the fence covers the block.
      fenceMarker =
        covered.has(line - 1) && !(lines[i - 1] ?? '').replace(LITERAL_MARKER_RE, '').trim() ? line - 1 : null
      continue
    }
    if (!text.trim() || BLOCK_START_RE.test(text)) flush()
    if (/^\s*\|/.test(text)) units.push({ code: false, pieces: [{ line, text }] })
    else if (text.trim()) prose.push({ line, text })
  }
  flush()
  return { units, covered, markers }
}

/** The literal at `at` in the unit's text, with the line it is on. */
function lineAt(unit: Unit, at: number): number {
  let offset = 0
  for (const p of unit.pieces) {
    offset += p.text.length + 1
    if (at < offset) return p.line
  }
  return unit.pieces[unit.pieces.length - 1]?.line ?? 0
}

const names = (text: string, fact: Fact) => fact.literal?.subjects.some((w) => text.includes(w.toLowerCase())) ?? false

/**
 * A code line's number in a unit of the fact's value that is none of its values. A fact with a `step`
 * is a rule over many quantities (any capacity in steps of 100 GB), judged by its patterns instead.
 */
function wrongInCode(l: Literal, fact: Fact): boolean {
  if (fact.step) return false
  const values = fact.literal?.values ?? []
  return l.unit !== null && values.some((v) => v.unit === l.unit) && !values.some((v) => sameLiteral(v, l))
}

/** The token inserting `l`: the whole value when it is nothing but `l`, else `l`'s part of it. */
function tokenFor(fact: Fact, l: Literal, value: string): string {
  const parts = literalsIn(value)
  const k = parts.findIndex((p) => sameLiteral(p, l))
  if (k < 0 || (parts.length === 1 && parts[0]?.text.trim() === value.trim())) return `[[fact:${fact.id}]]`
  return `[[fact:${fact.id}:${k + 1}]]`
}

/**
 * A frontmatter title or description: a recorded value there (beside its subject) cannot be a token, and
 * a price there is a recorded one or a cost computed from them: either goes stale unseen.
 */
function frontmatterFindings(unit: Unit, linted: Fact[], file: string, locale: Locale): LiteralFinding[] {
  const piece = unit.pieces[0]
  if (!piece) return []
  const about = linted.filter((f) => names(piece.text.toLowerCase(), f))
  const out: LiteralFinding[] = []
  for (const l of literalsIn(piece.text)) {
    const fact = about.find((f) => f.literal?.values.some((v) => sameLiteral(v, l)))
    if (!fact && l.unit !== 'yuan') continue
    const recorded = fact?.value[locale] ?? ''
    out.push({
      file,
      line: piece.line,
      fact: fact?.id ?? '',
      found: l.text.trim(),
      kind: 'frontmatter',
      recorded,
      token: '',
    })
  }
  return out
}

/** Every literal the page writes of a fact it could insert, and every marker that covers nothing. */
export function lintLiterals(markdown: string, file: string, facts: FactSet): LiteralFinding[] {
  const rel = relOf(file)
  if (facts.exclude.some((re) => re.test(rel))) return []
  const locale = localeOfPath(rel)
  const linted = facts.facts.filter((f) => f.literal && appliesTo(f, rel))
  const { units, covered, markers } = readUnits(markdown)
  const used = new Set<number>()
  const found: LiteralFinding[] = []
  for (const unit of units) {
    if (unit.frontmatter) {
      found.push(...frontmatterFindings(unit, linted, file, locale))
      continue
    }
    const text = unit.pieces.map((p) => p.text).join(' ')
    const lower = text.toLowerCase()
    const about = linted.filter((f) => names(lower, f))
    if (!about.length) continue
    for (const l of literalsIn(text))
      for (const fact of about) {
        const hit = unit.code ? wrongInCode(l, fact) : fact.literal?.values.some((v) => sameLiteral(v, l))
        if (!hit) continue
        const line = lineAt(unit, l.index)
        const marker = covered.get(line)
        if (marker !== undefined) {
          used.add(marker)
          continue
        }
        const kind = unit.code ? 'code' : 'literal'
        const recorded = fact.value[locale]
        found.push({
          file,
          line,
          fact: fact.id,
          found: l.text.trim(),
          kind,
          recorded,
          token: tokenFor(fact, l, recorded),
        })
      }
  }
  for (const line of markers)
    if (!used.has(line))
      found.push({ file, line, fact: '', found: 'fact-literal', kind: 'marker', recorded: '', token: '' })
  return found.sort((a, b) => a.line - b.line)
}

/** One line per finding, saying what to do about it. */
export function formatLiteralFinding(f: LiteralFinding): string {
  const at = `${f.file}:${f.line}`
  if (f.kind === 'marker') return `${at}  a fact-literal marker that covers no literal: remove it`
  if (f.kind === 'frontmatter')
    return (
      `${at}  frontmatter writes "${f.found}" (${f.fact ? `fact ${f.fact}, "${f.recorded}"` : 'a price'}): ` +
      'tokens are not expanded there; reword it so it states no recorded value and no price'
    )
  if (f.kind === 'code')
    return `${at}  fact ${f.fact}: code writes "${f.found}", recorded "${f.recorded}" (mark the block if on purpose)`
  return (
    `${at}  fact ${f.fact}: writes "${f.found}" literally; insert ${f.token} (the value is "${f.recorded}"), ` +
    `or say why on the line: <!-- fact-literal: why -->`
  )
}
