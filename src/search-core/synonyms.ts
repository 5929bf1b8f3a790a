/**
 * Readers' vocabulary: the synonym rules of `docs/search-synonyms.json`, in Typesense's own shape so
 * that `npm run search:sync` pushes the same set to the cluster. The embedded engine finds rule terms
 * in a query and searches each found span as any of its alternatives.
 */
import { foldText } from './fold'

/** One rule as Typesense takes it: multi-way (`synonyms` only) or one-way (`root` → `synonyms`). */
export interface SynonymRule {
  id: string
  synonyms: string[]
  root?: string
  /**
   * A bridge from a reader's word to the docs' words (the colloquial table), not a synonym the docs
   * use: the embedded engine weighs its words below the typed word's and a synonym's. Not sent to
   * Typesense (the rule is).
   */
  bridge?: true
}

/**
 * A rule as the index ships it: [terms, root] with folded terms; root '' for multi-way; a third
 * element 1 for a bridge (SynonymRule.bridge).
 */
export type CompiledSynonym = [string[], string] | [string[], string, 1]

const isText = (v: unknown): v is string => typeof v === 'string'

/** The rules of a synonyms file; throws with the rule that is wrong, so a writer's typo fails the build. */
export function parseSynonymRules(data: unknown, source = 'synonyms'): SynonymRule[] {
  const list = (data as { synonyms?: unknown } | null)?.synonyms
  if (!Array.isArray(list)) throw new Error(`${source}: expected an object with a "synonyms" array`)
  const ids = new Set<string>()
  return list.map((raw, i) => {
    const r = raw as Partial<SynonymRule> | null
    const where = `${source}: rule ${i + 1}${r && isText(r.id) ? ` (${r.id})` : ''}`
    if (!r || !isText(r.id) || !/^[a-z0-9][a-z0-9-]*$/.test(r.id)) throw new Error(`${where}: "id" must be kebab-case`)
    if (ids.has(r.id)) throw new Error(`${where}: duplicate id`)
    ids.add(r.id)
    if (!Array.isArray(r.synonyms) || !r.synonyms.every(isText) || r.synonyms.some((s) => !s.trim())) {
      throw new Error(`${where}: "synonyms" must be a list of non-empty strings`)
    }
    if (r.root !== undefined && (!isText(r.root) || !r.root.trim()))
      throw new Error(`${where}: "root" must be a non-empty string`)
    if (r.root === undefined && r.synonyms.length < 2)
      throw new Error(`${where}: a multi-way rule needs two terms or more`)
    return r.root === undefined ? { id: r.id, synonyms: r.synonyms } : { id: r.id, root: r.root, synonyms: r.synonyms }
  })
}

/**
 * The colloquial table (readers' words → the docs' words): synonym rules, each one-way, with the
 * reader's word as its root; throws with the rule that is wrong.
 */
export function parseBridgeRules(data: unknown, source = 'colloquial'): SynonymRule[] {
  return parseSynonymRules(data, source).map((r, i) => {
    if (r.root === undefined)
      throw new Error(`${source}: rule ${i + 1} (${r.id}): a bridge needs a "root" (the reader's word)`)
    return { ...r, bridge: true }
  })
}

/** A rule's term as queries are matched against it: folded, spaces collapsed. */
const fold = (s: string) => foldText(s).replace(/\s+/g, ' ').trim()

/**
 * Rules of several files as one list; throws when two share an id (Typesense keeps one per id) or a
 * root (folded as queries are matched).
 */
export function mergeRules(...lists: SynonymRule[][]): SynonymRule[] {
  const all = lists.flat()
  const seen = new Set<string>()
  // A reader's word is read one way: two rules for one root (a synonym and a bridge) would each weigh it.
  const roots = new Map<string, string>()
  for (const r of all) {
    if (seen.has(r.id)) throw new Error(`synonym rule id "${r.id}" is used twice`)
    seen.add(r.id)
    if (r.root === undefined) continue
    const root = fold(r.root)
    const other = roots.get(root)
    if (other) throw new Error(`the root "${r.root}" has two rules, "${other}" and "${r.id}"`)
    roots.set(root, r.id)
  }
  return all
}

export function compileSynonyms(rules: SynonymRule[]): CompiledSynonym[] {
  return rules.map((r): CompiledSynonym => {
    const terms = r.synonyms.map(fold)
    const root = r.root === undefined ? '' : fold(r.root)
    return r.bridge ? [terms, root, 1] : [terms, root]
  })
}

/** A span of the (folded) query matched by a rule, with what it may be searched as. */
export interface SynonymSpan {
  start: number
  end: number
  /** The span as typed first, then the other terms of the rule. */
  alternatives: string[]
  /** The alternatives only a bridge rule gave (the colloquial table's docs words). */
  bridged: string[]
}

// `_` joins an identifier: `hf` must not match inside `hf_home`.
const LATIN_EDGE = /[a-z0-9_]/
const JOINER = /[.\-/]/
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function occurrences(query: string, term: string): [number, number][] {
  const at: [number, number][] = []
  if (!term) return at
  const latinStart = LATIN_EDGE.test(term[0] ?? '')
  const latinEnd = LATIN_EDGE.test(term.at(-1) ?? '')
  // A space between two Latin words must be typed, or a hyphen (tokens-per-minute is "tokens per
  // minute"); beside CJK it is optional (API密钥 is "api 密钥").
  const pattern = Array.from(term)
    .map((ch, i) =>
      ch !== ' '
        ? escape(ch)
        : LATIN_EDGE.test(term[i - 1] ?? '') && LATIN_EDGE.test(term[i + 1] ?? '')
          ? '(?:\\s+|-)'
          : '\\s*',
    )
    .join('')
  const re = new RegExp(pattern, 'g')
  for (const m of query.matchAll(re)) {
    const s = m.index ?? 0
    const e = s + m[0].length
    // Latin terms match whole words only: "tp" must not match inside "http", nor "quota" inside the
    // path /etc/opti/quota or "timeout" inside the flag --timeout (a compound is searched whole).
    if (latinStart && s > 0 && (LATIN_EDGE.test(query[s - 1] ?? '') || JOINER.test(query[s - 1] ?? ''))) continue
    if (
      latinEnd &&
      e < query.length &&
      (LATIN_EDGE.test(query[e] ?? '') || (JOINER.test(query[e] ?? '') && LATIN_EDGE.test(query[e + 1] ?? '')))
    )
      continue
    at.push([s, e])
  }
  return at
}

/** Rule matches in a folded query: longest first, then leftmost, never overlapping. */
export function findSynonymSpans(query: string, rules: readonly CompiledSynonym[]): SynonymSpan[] {
  const found: SynonymSpan[] = []
  for (const [terms, root, bridge] of rules) {
    const triggers = root ? [root] : terms
    for (const t of triggers) {
      for (const [start, end] of occurrences(query, t)) {
        const typed = query.slice(start, end)
        // Typed hyphenated (tokens-per-minute), the rule's own words are searched too.
        const own = root || (typed.includes('-') && !t.includes('-'))
        const others = (own ? terms : terms.filter((x) => x !== t)).filter((x) => x !== typed)
        found.push({ start, end, alternatives: [typed, ...others], bridged: bridge ? others : [] })
      }
    }
  }
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)
  const taken: SynonymSpan[] = []
  for (const f of found) {
    const same = taken.find((t) => t.start === f.start && t.end === f.end)
    // The same words in two rules: searched as the alternatives of both (a word a synonym rule gives
    // is no bridged word, whichever rule came first).
    if (same) mergeSpan(same, f)
    else if (!taken.some((t) => f.start < t.end && t.start < f.end)) taken.push(f)
  }
  return taken.sort((a, b) => a.start - b.start)
}

function mergeSpan(into: SynonymSpan, from: SynonymSpan): void {
  const plain = (x: SynonymSpan, a: string) => x.alternatives.includes(a) && !x.bridged.includes(a)
  into.bridged = [
    ...into.bridged.filter((a) => !plain(from, a)),
    ...from.bridged.filter((a) => !into.alternatives.includes(a)),
  ]
  into.alternatives.push(...from.alternatives.filter((a) => !into.alternatives.includes(a)))
}
