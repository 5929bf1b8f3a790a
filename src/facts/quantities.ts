/**
 * The literal values a fact's value is made of, and the ones a line of text writes: a price, a number
 * with its unit, or an identifier (a flag, a path, a host or annotation key). Two writings of one value
 * compare equal (¥15.80 = 15.80 元 = CNY 15.8; 90 天 = 90 days; 64 卡 = 64 GPUs). A bare number has no
 * unit and is never a literal: it cannot be told from any other number. Pure.
 */

/** What a number counts, whatever the language or spelling. */
type Unit =
  | 'yuan'
  | 'day'
  | 'hour'
  | 'minute'
  | 'second'
  | 'gb'
  | 'tb'
  | 'gbps'
  | 'card'
  | 'image'
  | 'count'
  | 'times'
  | 'token'
  | 'rpm'
  | 'tpm'
  | 'percent'
  | 'zhe'
  | 'workday'

/** A literal found in text: a quantity (`n` with `unit`) or an identifier (`id`). */
export interface Literal {
  /** As written, for messages. */
  text: string
  /** Offset in the text read. */
  index: number
  n: number | null
  unit: Unit | null
  id: string | null
}

const NUM = String.raw`\d[\d,]*(?:\.\d+)?`

/** Unit words, longest first within a family; each maps to its family. */
const UNITS: [string, Unit][] = [
  [String.raw`元|yuan\b`, 'yuan'],
  [String.raw`个工作日|working days?\b`, 'workday'],
  [String.raw`天|days?\b`, 'day'],
  [String.raw`小时|hours?\b`, 'hour'],
  [String.raw`分钟|minutes?\b|min\b`, 'minute'],
  [String.raw`秒|seconds?\b|s\b`, 'second'],
  [String.raw`Gb/s`, 'gbps'],
  [String.raw`GB\b(?!/s)`, 'gb'],
  [String.raw`TB\b`, 'tb'],
  [String.raw`张卡|卡|GPUs?\b|cards?\b`, 'card'],
  [String.raw`张图片?|张|images?\b`, 'image'],
  [String.raw`个|条|concurrent\b|tasks?\b|batches\b|inputs\b|documents\b|sequences\b|tools\b`, 'count'],
  [String.raw`次|times\b|retries\b|attempts\b`, 'times'],
  [String.raw`Token|tokens?\b`, 'token'],
  [String.raw`RPM\b`, 'rpm'],
  [String.raw`TPM\b`, 'tpm'],
  [String.raw`%|percent\b`, 'percent'],
  [String.raw`折`, 'zhe'],
]

/** Case tells gigabits (Gb/s) from gigabytes (GB/s): units of storage and bandwidth keep theirs. */
const CASED: readonly Unit[] = ['gbps', 'gb', 'tb']
const UNIT_RES = UNITS.map(([re, unit]) => [new RegExp(`^(?:${re})`, CASED.includes(unit) ? '' : 'i'), unit] as const)

/** A price in front (¥, CNY, RMB), a number, then an optional unit; or an identifier. */
const LITERAL_RE = new RegExp(
  [
    String.raw`(?<price>(?:¥|CNY|RMB)\s?)(?<pn>${NUM})`,
    String.raw`(?<![\w.,¥])(?<n>${NUM})(?<sp>\s?)`,
    // A flag, a path of two or more segments, a host or key under a domain.
    String.raw`(?<![\w/-])(?<id>--[a-z][\w-]*|/[\w.-]+(?:/[\w.-]+)+|[\w-]+(?:\.[\w-]+)*\.example\.com(?:/[\w.-]+)*)`,
  ].join('|'),
  'giu',
)

const toNumber = (s: string) => Number(s.replace(/,/g, ''))

/** The literals a text writes, in order (bare numbers left out). */
export function literalsIn(text: string): Literal[] {
  const out: Literal[] = []
  for (const m of text.matchAll(LITERAL_RE)) {
    const g = m.groups ?? {}
    const index = m.index ?? 0
    if (g.pn !== undefined) {
      out.push({ text: m[0], index, n: toNumber(g.pn), unit: 'yuan', id: null })
      continue
    }
    if (g.id !== undefined) {
      out.push({ text: m[0], index, n: null, unit: null, id: g.id.replace(/[.]$/, '') })
      continue
    }
    const rest = text.slice(index + m[0].length)
    const hit = UNIT_RES.map(([re, unit]) => [re.exec(rest)?.[0], unit] as const).find(([w]) => w !== undefined)
    if (!hit) continue
    const [word, unit] = hit
    out.push({ text: m[0] + (word ?? ''), index, n: toNumber(g.n ?? ''), unit, id: null })
  }
  return out
}

/** Whether two literals are one value written two ways. */
export function sameLiteral(a: Literal, b: Literal): boolean {
  if (a.id !== null || b.id !== null) return a.id !== null && a.id === b.id
  return a.unit === b.unit && a.n === b.n
}

/** The literals a fact's value consists of, in both its wordings (duplicates dropped). */
export function valueLiterals(values: string[]): Literal[] {
  const out: Literal[] = []
  for (const v of values) for (const l of literalsIn(v)) if (!out.some((o) => sameLiteral(o, l))) out.push(l)
  return out
}
