/**
 * Values the docs state on two or more pages with no fact record (docs/facts.yaml): a price, a period,
 * a size, a count or a rate written as literal text where no recorded fact's phrasing reads it. Each
 * is a fact the check cannot guard yet, listed for the writers to record or to mark as not a fact
 * (`not-facts` in the facts file: a value that means different things on different pages). Pure.
 */
import { localeOfPath, type FactSet, type NotFact } from './facts'
import { normaliseValue } from './values'
import { scanPage } from './check'

/** A number with the unit that makes it a fact: a price, a period, a size, a count, a rate. */
const NUMBER = String.raw`\d[\d,]*(?:\.\d+)?`
/** A range is one value (1 到 3 分钟, 1–3 minutes). */
const FROM = String.raw`(?:${NUMBER}\s?(?:到|至|–|-|~|to)\s?)?`
const STATED = new RegExp(
  [
    String.raw`¥\s?${NUMBER}`,
    String.raw`${FROM}${NUMBER}\s?(?:元|天|小时|分钟|秒|毫秒|GB|TB|MB|张卡|张|台|个|次|条|核|万|%)`,
    String.raw`${FROM}${NUMBER}\s?(?:days?|hours?|minutes?|seconds?|ms|GPUs?|cards?|requests?)\b`,
  ].join('|'),
  'g',
)
/** How much of the line either side of a value a listing shows. */
const SNIPPET_CHARS = 24

export interface StatedValue {
  /** Page path relative to docs/. */
  rel: string
  /** 1-based line of the page source. */
  line: number
  /** The value as compared: normalised (spaces, commas, ¥, case), unit included. */
  value: string
  /** What it is said of: the last word before it in its clause (平台保留 of 平台保留 180 天, `timeout`). */
  subject: string
  /** The value with the words around it, as the page says it. */
  snippet: string
  /** The sentence the value is in, or its table row: what a `not-facts` entry's words are looked for in. */
  sentence: string
}

export interface UnrecordedValue {
  value: string
  subject: string
  pages: string[]
  at: StatedValue[]
  /**
   * A recorded fact with this value, if any: when the lines state that fact, its phrasings miss their
   * wording (the check reads only the phrasings it was given).
   */
  fact: string | null
}

/** Words between a subject and its value that say nothing of what the value is (为 180 天, 最多 32 张). */
const LINKING =
  /(?:为|是|约|大约|通常|一般|需要|最多|最少|不超过|不少于|至少|每|达到|超过|以内|内|共|仅|只有|默认|up to|at most|at least|about|of|is|are|for|every|each)$/i

/** The last word before `at` in its clause: up to three Han characters, or a Latin word. */
function subjectBefore(line: string, at: number): string {
  let before = line
    .slice(0, at)
    .split(/[，。；;：:|、()（）「」,.!?？！]/)
    .pop()!
    .trim()
  for (let i = 0; i < 3 && LINKING.test(before); i++) before = before.replace(LINKING, '').trim()
  // A table cell of its own is said of its row: the row's first cell.
  if (!before && line.trimStart().startsWith('|')) before = line.split('|')[1]?.trim() ?? ''
  const han = /[\u4e00-\u9fff]{1,3}$/.exec(before)?.[0]
  return (han ?? /[A-Za-z][\w-]*$/.exec(before)?.[0] ?? '').toLowerCase()
}

const unitKey = (v: string) =>
  normaliseValue(v)
    .replace(/^(\d[\d.]*)\s?/, '$1 ')
    .replace(/ (days?|hours?|minutes?|seconds?|gpus?|cards?|requests?)$/, (_, u: string) => ` ${u.replace(/s$/, '')}`)
    .trim()

/**
 * The values a page states in prose and tables that no recorded fact's phrasing reads on that line
 * (code, frontmatter and the facts' own tokens are left out: a token's value is recorded by definition).
 */
export function statedValues(markdown: string, rel: string, facts: FactSet): StatedValue[] {
  if (facts.exclude.some((re) => re.test(rel))) return []
  const recorded = new Map<number, Set<string>>()
  for (const s of scanPage(markdown, rel, facts)) {
    const seen = recorded.get(s.line) ?? new Set<string>()
    seen.add(normaliseValue(s.found))
    recorded.set(s.line, seen)
  }
  const out: StatedValue[] = []
  const fm = /^---\r?\n[\s\S]*?\r?\n---/.exec(markdown)?.[0] ?? ''
  const lines = markdown.split('\n')
  let fence: string | null = null
  lines.forEach((raw, i) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(raw)?.[1]
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? null : marker
    if (fence || marker || i < fm.split('\n').length - (fm ? 0 : 1)) return
    // A token's value is written by the fact itself, and a calc token's result is computed from facts.
    const line = raw.replace(/\[\[(?:fact|calc):[^\]]+\]\]/g, ' ')
    for (const m of line.matchAll(STATED)) {
      const value = unitKey(m[0])
      const number = normaliseValue(m[0].replace(/[^\d.,]/g, ''))
      const onLine = recorded.get(i + 1)
      if (onLine && [...onLine].some((r) => r.includes(number))) continue
      const at = m.index ?? 0
      const snippet = line
        .slice(Math.max(0, at - SNIPPET_CHARS), at + m[0].length + SNIPPET_CHARS)
        .replace(/\s+/g, ' ')
        .trim()
      out.push({ rel, line: i + 1, value, subject: subjectBefore(line, at), snippet, sentence: sentenceAt(line, at) })
    }
  })
  return out
}

/** The sentence of `line` around `at` (a table row is one sentence: its cells say what the value is of). */
function sentenceAt(line: string, at: number): string {
  if (line.trimStart().startsWith('|')) return line
  const start = Math.max(...['。', '！', '？', '；', '. ', '; '].map((end) => line.lastIndexOf(end, at)))
  const ends = ['。', '！', '？', '；', '. ', '; '].map((end) => line.indexOf(end, at)).filter((i) => i >= 0)
  return line.slice(start + 1, ends.length ? Math.min(...ends) : undefined)
}

/** Whether a `not-facts` entry marks this stated value: the same value, on its pages, beside one of its words. */
function marked(s: StatedValue, entry: NotFact): boolean {
  if (unitKey(entry.value) !== s.value) return false
  if (entry.paths.length && !entry.paths.some((re) => re.test(s.rel))) return false
  const sentence = s.sentence.toLowerCase()
  return !entry.near.length || entry.near.some((w) => sentence.includes(w.toLowerCase()))
}

/**
 * Values stated on two or more pages of one locale with no fact record, most pages first; a value a
 * `not-facts` entry marks in its context (its words beside it, its pages) is left out, the same number
 * elsewhere is not.
 */
export function unrecordedValues(pages: { rel: string; markdown: string }[], facts: FactSet): UnrecordedValue[] {
  // A recorded fact's value as a page would state it (¥15.80 → 15.80, 180 天, 32 张).
  const recorded = new Map<string, string>()
  for (const f of facts.facts)
    for (const v of [f.value.zh, f.value.en]) for (const m of v.matchAll(STATED)) recorded.set(unitKey(m[0]), f.id)
  const groups = new Map<string, StatedValue[]>()
  for (const { rel, markdown } of pages) {
    const locale = localeOfPath(rel)
    for (const s of statedValues(markdown, rel, facts)) {
      if (!s.subject || facts.notFacts.some((entry) => marked(s, entry))) continue
      const key = `${locale}\u0000${s.subject}\u0000${s.value}`
      groups.set(key, [...(groups.get(key) ?? []), s])
    }
  }
  return [...groups.values()]
    .map((at) => ({
      value: at[0]!.value,
      subject: at[0]!.subject,
      pages: [...new Set(at.map((s) => s.rel))],
      at,
      fact: recorded.get(at[0]!.value) ?? null,
    }))
    .filter((u) => u.pages.length >= 2)
    .sort((a, b) => b.pages.length - a.pages.length || a.value.localeCompare(b.value))
}
