import { expandFacts, FACT_TOKEN_RE, UnknownFactError } from './expand'
import { localeOfPath, normaliseValue, numberOf, type Fact, type FactPattern, type FactSet } from './facts'

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
}

/** How far before a match a denial word cancels it ("而不是按已用空间计费"). */
const NEGATION_WINDOW = 8

/** `docs/a/b.md` or `a/b.md` → `a/b.md`, the form the facts file's globs use. */
const relOf = (file: string) => file.replace(/\\/g, '/').replace(/^(?:\.\/)?docs\//, '')

function appliesTo(fact: Fact, rel: string): boolean {
  if (fact.paths && !fact.paths.some((re) => re.test(rel))) return false
  return !fact.exclude.some((re) => re.test(rel))
}

function agrees(fact: Fact, pattern: FactPattern, found: string): boolean {
  if (pattern.compare === 'never') return false
  const n = numberOf(found)
  const recorded = fact.agrees.map(numberOf).filter((x): x is number => x !== null)
  if (pattern.compare === 'min') return n !== null && recorded.some((r) => n >= r)
  if (pattern.compare === 'max') return n !== null && recorded.some((r) => n <= r)
  const norm = normaliseValue(found)
  return fact.agrees.includes(norm) || (n !== null && recorded.includes(n))
}

/** The part of a line the patterns read: emphasis markers dropped, so `按**配置容量**计费` reads as prose. */
const readable = (line: string) => line.replace(/\*\*/g, '')

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
      for (const m of line.matchAll(FACT_TOKEN_RE))
        if (!m[1])
          violations.push({
            file,
            line: i + 1,
            fact: m[2] ?? '',
            found: m[0],
            recorded: 'no tokens in frontmatter',
            agrees: false,
          })
    })
    expanded = expandFacts(text, facts, locale)
  } catch (e) {
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
            found,
            recorded: fact.value[locale],
            agrees: agrees(fact, pattern, found),
          })
        }
      }
  })
  return violations
}

/** One line per violation: `docs/x.md:12  fact gpu-quota: states "16", recorded "64 …"`. */
export function formatViolation(v: Violation): string {
  return `${v.file}:${v.line}  fact ${v.fact}: states "${v.found}", recorded "${v.recorded}"`
}
