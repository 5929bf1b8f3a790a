/**
 * The docs' recorded facts (docs/facts.yaml): parsed and validated here, pure TypeScript (no file
 * reading, no DOM), so the site build, the dev index, the check and the tests share one reading.
 */

import { normaliseValue } from './values'
import { isObject } from '../contracts/json'
import type { Locale } from '../contracts/locale'
import { parseJsonPath, type PathStep } from './json-path'
import { valueLiterals, type Literal } from './quantities'

export type { Locale }
export { localeOfSourcePath as localeOfPath } from '../contracts/locale'

/**
 * How a value captured by a pattern is judged against the fact:
 * - `eq`: it must be one of the agreeing values (numbers compare as numbers: 1,024 = 1 024 = 1024);
 * - `min` / `max`: a number in an example that must not fall below / rise above the recorded one;
 * - `step`: a quantity with its unit (2,100 GB, 2TB) that must be one the fact's `step` allows;
 * - `never`: the phrasing itself contradicts the fact, whatever it captures.
 */
export type Compare = 'eq' | 'min' | 'max' | 'step' | 'never'

/**
 * A place in an OpenAPI document (public/openapi/<file>) that states the fact: the value the path
 * selects, or what `re`'s first group captures in the text there (every match); `join` reads the values
 * selected as one, `a / b` (an input and an output price). Judged as a page's capture is, by `compare`.
 */
export interface OpenApiSource {
  file: string
  /** As written in the facts file, for messages. */
  path: string
  steps: PathStep[]
  re: RegExp | null
  join: boolean
  compare: Compare
}

/**
 * The quantities a product gives (`step:` in the facts file): at least `min`, in multiples of `every`,
 * both in `unit`; `units` converts other units to it (TB: 1024). Unit names are compared lower-cased.
 */
export interface FactStep {
  min: number
  every: number
  unit: string
  units: ReadonlyMap<string, number>
}

interface FactPattern {
  /** The pattern as written in the facts file, for messages. */
  source: string
  /** Compiled with the global flag; its first capture group (if any) is the value the page states. */
  re: RegExp
  compare: Compare
}

export interface Fact {
  id: string
  category: string
  description: string
  /** What `[[fact:id]]` inserts, per locale. */
  value: Record<Locale, string>
  /** Captured values that state this fact (normalised with `normaliseValue`). */
  agrees: string[]
  /** Page paths (relative to docs/) the check applies the fact to; null for every page. */
  paths: RegExp[] | null
  /** Pages where the fact is not checked (history pages quoting old values, another product's limit). */
  exclude: RegExp[]
  patterns: FactPattern[]
  /** What `compare: step` patterns judge against; null when the fact has none. */
  step: FactStep | null
  /** Where the OpenAPI documents state the fact (`openapi:` in the facts file). */
  openapi: OpenApiSource[]
  /**
   * What the literal-value lint (literal.ts) looks for: the literals of the value and the words that
   * name what they are of; null when the value has no literal, or the fact says why it is not looked for.
   */
  literal: FactLiteral | null
}

interface FactLiteral {
  /** The value's literals in both wordings (¥15.80; 64 卡 and 64 GPUs are one). */
  values: Literal[]
  /** Words naming the fact's subject (H800, 审计, audit); matched without regard to case. */
  subjects: string[]
}

export interface FactSet {
  facts: Fact[]
  byId: ReadonlyMap<string, Fact>
  /** Pages no fact is checked on. */
  exclude: RegExp[]
  /** Words that, just before a match, turn it into a denial ("而不是按已用空间"): such matches are skipped. */
  negations: string[]
  /**
   * Values stated on several pages that are not one fact (`not-facts`: 1 小时 is a billing step on one
   * page and a timeout on another): the list of unrecorded values (unrecorded.ts) leaves them out.
   */
  notFacts: NotFact[]
}

/**
 * A value marked as not a fact, with the context it is marked in: a bare number with its unit would also
 * silence the same number meaning something else (30 天 of job logs, and one day a new retention period).
 */
export interface NotFact {
  /** The value as pages write it (`30 天`, `80 GB`). */
  value: string
  /** Words of which one is in the value's sentence or table row (case ignored); empty: any. */
  near: string[]
  /** Pages (globs relative to docs/) it is marked on; empty: any. */
  paths: RegExp[]
}

export const FACT_CATEGORIES = [
  'price',
  'billing',
  'quota',
  'rate-limit',
  'retention',
  'timeout',
  'retry',
  'region',
  'hardware',
  'host',
  'path',
  'cli',
  'parameter',
  'error-code',
  'capability',
  'support',
  'console',
] as const

const FACT_KEYS = [
  'id',
  'category',
  'description',
  'value',
  'agrees',
  'paths',
  'exclude',
  'patterns',
  'step',
  'openapi',
  'literal',
]
const ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const COMPARES: readonly Compare[] = ['eq', 'min', 'max', 'step', 'never']

/** `**` any path, `*` any name within a folder; the rest literal. Paths are relative to docs/. */
function globToRegExp(glob: string): RegExp {
  let re = ''
  for (let i = 0; i < glob.length; i++) {
    const c = glob.charAt(i)
    if (c === '*' && glob.charAt(i + 1) === '*') {
      re += '.*'
      i++
      if (glob.charAt(i + 1) === '/') i++
    } else if (c === '*') re += '[^/]*'
    else re += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${re}$`)
}

class FactsError extends Error {}

/** Han characters and CJK or full-width punctuation (「」、，). */
const CHINESE_RE = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/

function stringList(v: unknown, where: string): string[] {
  if (v === undefined) return []
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' && typeof x !== 'number'))
    throw new FactsError(`${where}: expected a list of strings`)
  return v.map(String)
}

const NOT_FACT_KEYS = ['value', 'near', 'paths']

function parseNotFact(raw: unknown, index: number): NotFact {
  const where = `not-facts[${index}]`
  const value = isObject(raw) ? raw.value : raw
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new FactsError(`${where}: expected {value, near|paths}`)
  if (!isObject(raw))
    throw new FactsError(
      `${where}: "${value}" says no context; write {value: '${value}', near: [words beside it]} or {value, paths: [globs]}, ` +
        'so the same number meaning something else is still listed',
    )
  const unknown = Object.keys(raw).filter((k) => !NOT_FACT_KEYS.includes(k))
  if (unknown.length) throw new FactsError(`${where}: unknown field ${unknown.join(', ')}`)
  const near = stringList(raw.near, `${where}.near`)
  const paths = stringList(raw.paths, `${where}.paths`).map(globToRegExp)
  if (!near.length && !paths.length) throw new FactsError(`${where}: "${value}" needs near words or paths`)
  return { value: String(value), near, paths }
}

/** A fact's regular expression, global and Unicode; throws with `where` when it cannot be compiled. */
function compile(source: string, flags: string, where: string): RegExp {
  if (!/^[imsu]*$/.test(flags)) throw new FactsError(`${where}: flags may only use i, m, s, u`)
  let re: RegExp
  try {
    re = new RegExp(source, `g${flags.includes('u') ? flags : flags + 'u'}`)
  } catch (e) {
    throw new FactsError(`${where}: ${(e as Error).message}`)
  }
  // One that could match the empty string would match everywhere.
  if (re.test('')) throw new FactsError(`${where}: the pattern matches the empty string`)
  return re
}

/** Whether a regular expression's source has a capture group (plain or named). */
const captures = (source: string) => /\((?!\?)|\(\?<[a-zA-Z]/.test(source)

function compareOf(v: unknown, where: string): Compare {
  const compare = (v ?? 'eq') as Compare
  if (!COMPARES.includes(compare)) throw new FactsError(`${where}: compare must be one of ${COMPARES.join(', ')}`)
  return compare
}

function parsePattern(p: unknown, where: string): FactPattern {
  const spec = typeof p === 'string' ? { re: p } : p
  if (!isObject(spec) || typeof spec.re !== 'string') throw new FactsError(`${where}: a pattern is a string or {re}`)
  const compare = compareOf(spec.compare, where)
  const re = compile(spec.re, typeof spec.flags === 'string' ? spec.flags : '', where)
  // A pattern without a capture can only ever contradict (compare: never).
  if (compare !== 'never' && !captures(spec.re))
    throw new FactsError(`${where}: a pattern must capture the value it states (or use compare: never)`)
  return { source: spec.re, re, compare }
}

const STEP_KEYS = ['min', 'every', 'unit', 'units']
const isPositive = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0

function parseStep(raw: unknown, where: string): FactStep | null {
  if (raw === undefined) return null
  if (!isObject(raw)) throw new FactsError(`${where}: step is {min, every, unit, units}`)
  const unknown = Object.keys(raw).filter((k) => !STEP_KEYS.includes(k))
  if (unknown.length) throw new FactsError(`${where}: unknown field ${unknown.join(', ')}`)
  const { min, every, unit } = raw
  if (!isPositive(min) || !isPositive(every)) throw new FactsError(`${where}: min and every are positive numbers`)
  if (typeof unit !== 'string' || !/^[A-Za-z]+$/.test(unit)) throw new FactsError(`${where}: unit is a word (GB)`)
  const units = new Map<string, number>([[unit.toLowerCase(), 1]])
  const more = raw.units ?? {}
  if (!isObject(more)) throw new FactsError(`${where}: units maps a unit to its size in ${unit} ({TB: 1024})`)
  for (const [name, size] of Object.entries(more)) {
    if (!/^[A-Za-z]+$/.test(name) || !isPositive(size))
      throw new FactsError(`${where}: units maps a unit to its size in ${unit} ({TB: 1024})`)
    units.set(name.toLowerCase(), size)
  }
  return { min, every, unit, units }
}

const OPENAPI_KEYS = ['file', 'path', 're', 'join', 'compare']

function parseOpenApiSource(raw: unknown, where: string): OpenApiSource {
  if (!isObject(raw)) throw new FactsError(`${where}: an OpenAPI source is {file, path}`)
  const unknown = Object.keys(raw).filter((k) => !OPENAPI_KEYS.includes(k))
  if (unknown.length) throw new FactsError(`${where}: unknown field ${unknown.join(', ')}`)
  const { file, path } = raw
  if (typeof file !== 'string' || !/^[\w.-]+\.ya?ml$/.test(file))
    throw new FactsError(`${where}: file is the name of a document in public/openapi (maas.yaml)`)
  if (typeof path !== 'string') throw new FactsError(`${where}: path is a JSONPath ($.components…)`)
  let steps: PathStep[]
  try {
    steps = parseJsonPath(path)
  } catch (e) {
    throw new FactsError(`${where}: ${(e as Error).message}`)
  }
  let re: RegExp | null = null
  if (raw.re !== undefined) {
    if (typeof raw.re !== 'string' || !captures(raw.re))
      throw new FactsError(`${where}: re captures the value the text states`)
    re = compile(raw.re, '', where)
  }
  if (raw.join !== undefined && typeof raw.join !== 'boolean') throw new FactsError(`${where}: join is true or false`)
  return { file, path, steps, re, join: raw.join === true, compare: compareOf(raw.compare, where) }
}

/**
 * `literal: {subjects: [...]}` or `literal: {skip: why}`. A value with a literal (a price, a number with
 * its unit, a flag, a path, a host) must say one or the other: the lint cannot attribute a value alone.
 */
function parseLiteral(raw: unknown, value: Record<Locale, string>, where: string): FactLiteral | null {
  const values = valueLiterals([value.zh, value.en])
  if (raw === undefined) {
    if (!values.length) return null
    throw new FactsError(
      `${where}: its value writes ${values.map((l) => l.text).join(', ')}: list the words that name what it is of ` +
        `(literal: {subjects: [...]}) or say why it cannot be told apart (literal: {skip: ...})`,
    )
  }
  if (!isObject(raw)) throw new FactsError(`${where}.literal: {subjects: [...]} or {skip: reason}`)
  const unknown = Object.keys(raw).filter((k) => k !== 'subjects' && k !== 'skip')
  if (unknown.length) throw new FactsError(`${where}.literal: unknown field ${unknown.join(', ')}`)
  if (typeof raw.skip === 'string' && raw.skip.trim() && raw.subjects === undefined) return null
  const subjects = stringList(raw.subjects, `${where}.literal.subjects`).filter((w) => w.trim())
  if (!subjects.length) throw new FactsError(`${where}.literal: {subjects: [...]} or {skip: reason}`)
  if (!values.length) throw new FactsError(`${where}.literal: the value has no literal to look for`)
  return { values, subjects }
}

function parseFact(raw: unknown, index: number): Fact {
  const where0 = `facts[${index}]`
  if (!isObject(raw)) throw new FactsError(`${where0}: expected a mapping`)
  const id = raw.id
  if (typeof id !== 'string' || !ID_RE.test(id)) throw new FactsError(`${where0}: id must be kebab-case`)
  const where = `fact ${id}`
  const unknown = Object.keys(raw).filter((k) => !FACT_KEYS.includes(k))
  if (unknown.length) throw new FactsError(`${where}: unknown field ${unknown.join(', ')}`)
  const category = raw.category
  if (typeof category !== 'string' || !(FACT_CATEGORIES as readonly string[]).includes(category))
    throw new FactsError(`${where}: category must be one of ${FACT_CATEGORIES.join(', ')}`)
  if (typeof raw.description !== 'string' || !raw.description.trim())
    throw new FactsError(`${where}: description is required`)
  let value: Record<Locale, string>
  // A bare YAML number (`en: 10`) is a value without its unit: the sentence around it cannot say what it counts.
  if (typeof raw.value === 'string') value = { zh: raw.value, en: raw.value }
  else if (
    isObject(raw.value) &&
    typeof raw.value.zh === 'string' &&
    typeof raw.value.en === 'string' &&
    // `{ zh: 1,024 Token }` in YAML's flow style splits at the comma into a second key: quote such values.
    Object.keys(raw.value).length === 2
  )
    value = { zh: raw.value.zh, en: raw.value.en }
  else throw new FactsError(`${where}: value is a string or {zh, en} of strings (a number with its unit)`)
  // Inserted inline: a line break would shift every later line of the page.
  if (/[\r\n]/.test(value.zh + value.en)) throw new FactsError(`${where}: a value is one line`)
  // English pages insert the en value: Chinese there is a wording left untranslated.
  if (CHINESE_RE.test(value.en)) throw new FactsError(`${where}: the en value is written in Chinese`)
  const agrees = stringList(raw.agrees, `${where}.agrees`)
  const patterns = (Array.isArray(raw.patterns) ? raw.patterns : []).map((p, i) =>
    parsePattern(p, `${where}.patterns[${i}]`),
  )
  if (!patterns.length) throw new FactsError(`${where}: at least one pattern states the fact`)
  if (patterns.some((p) => p.compare !== 'never') && !agrees.length)
    throw new FactsError(`${where}: agrees lists the captured values that state the fact`)
  const paths = raw.paths === undefined ? null : stringList(raw.paths, `${where}.paths`).map(globToRegExp)
  const step = parseStep(raw.step, `${where}.step`)
  if (raw.openapi !== undefined && !Array.isArray(raw.openapi))
    throw new FactsError(`${where}: openapi is a list of {file, path}`)
  const openapi = ((raw.openapi ?? []) as unknown[]).map((o, i) => parseOpenApiSource(o, `${where}.openapi[${i}]`))
  const stepped = [...patterns, ...openapi].some((p) => p.compare === 'step')
  if (stepped !== (step !== null))
    throw new FactsError(`${where}: compare: step needs the fact's step, and a step is read only by compare: step`)
  return {
    id,
    category,
    description: raw.description.trim(),
    value,
    agrees: agrees.map(normaliseValue),
    paths,
    exclude: stringList(raw.exclude, `${where}.exclude`).map(globToRegExp),
    patterns,
    step,
    openapi,
    literal: parseLiteral(raw.literal, value, where),
  }
}

function notFactList(v: unknown): NotFact[] {
  if (v === undefined || v === null) return []
  if (!Array.isArray(v)) throw new FactsError('not-facts: expected a list')
  return v.map(parseNotFact)
}

/** Validates the parsed facts file; throws with the fact and field at fault. */
export function parseFacts(doc: unknown): FactSet {
  if (!isObject(doc) || !Array.isArray(doc.facts)) throw new FactsError('facts file: expected a `facts:` list')
  const facts = doc.facts.map(parseFact)
  const byId = new Map<string, Fact>()
  for (const f of facts) {
    if (byId.has(f.id)) throw new FactsError(`fact ${f.id}: id used twice`)
    byId.set(f.id, f)
  }
  return {
    facts,
    byId,
    exclude: stringList(doc.exclude, 'exclude').map(globToRegExp),
    negations: stringList(doc.negations, 'negations'),
    notFacts: notFactList(doc['not-facts']),
  }
}
