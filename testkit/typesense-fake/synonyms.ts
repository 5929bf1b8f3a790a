/**
 * Synonyms in the fake, as typesense/typesense has them on the v29.0 tag and the v30 branch
 * (read at commits 1c580419 and 4a092b04).
 *
 * ## Synonyms: v29 per collection, v30 synonym sets
 *
 * Rule shape, both versions (src/synonym_index.cpp, synonym_t::parse and to_view_json):
 * `{id, synonyms: string[], root?: string, locale?: string, symbols_to_index?: string[]}`.
 * `id` is required ("Missing `id` field."; the item routes set it from the URL), `synonyms` a
 * non-empty array ("Could not find an array of `synonyms`", an empty string in it: "Could not find a
 * valid string array of `synonyms`"), `root` a string ("Key `root` should be a string."). Terms are
 * tokenised with the rule's own locale. A rule is read back with `root: ""` when it has none.
 *
 * Search (src/index.cpp, search: `synonym_reduction(q_include_tokens, search_field_it->locale, ...)`
 * with the FIRST query_by field; src/synonym_index.cpp skips a rule when `def.locale != locale`): a
 * rule applies only when its locale equals the locale of the first query_by field. Our fields are
 * `locale: "zh"`, so a rule pushed without `"locale": "zh"` would never fire. Each run of query
 * tokens equal to a rule term is replaced by every term of the rule (all combinations, at most 200
 * per position); a one-way rule fires only on its root. Typos (`synonym_num_typos`, default 0) and
 * prefixes (`synonym_prefix`, default false) are off unless asked; `enable_synonyms=false` turns it off.
 *
 * v29 (src/main/typesense_server.cpp routes, src/core_api.cpp handlers; the collection name resolves
 * aliases, src/collection_manager.cpp get_collection_unsafe):
 * - `GET /collections/{c}/synonyms` → 200 `{synonyms: [rule...]}` (`limit`/`offset`, 0 = all)
 * - `GET /collections/{c}/synonyms/{id}` → 200 rule; 404 `{"message": "Not Found"}`
 * - `PUT /collections/{c}/synonyms/{id}` → 200 the body with `id` (an upsert)
 * - `DELETE /collections/{c}/synonyms/{id}` → 200 `{id}`; 404 "Could not find that `id`."
 * - an unknown collection: 404 "Collection not found".
 *
 * v30 (same files; src/synonym_index_manager.cpp): the per-collection routes are gone (404 "Not
 * Found", include/http_data.h set_404), replaced by named sets a collection lists in `synonym_sets`:
 * - `GET /synonym_sets` → 200 `[{name, items}]`; `GET /synonym_sets/{name}` → 200 `{name, items}`,
 *   404 "Synonym index not found"
 * - `PUT /synonym_sets/{name}` `{items: [rule with id...]}` → 200 `{items, name}`; "Missing or invalid
 *   'items' field" (400); replaces the set in memory, BUT writes the items to the store without
 *   removing the old ones, so an item left out of the PUT comes back when the server restarts
 *   (load_synonym_indices reads every `$NCY_{name}_*` key). Remove an item with its DELETE route.
 * - `DELETE /synonym_sets/{name}` → 200 `{name}` (no check that a collection still uses it)
 * - `GET /synonym_sets/{name}/items` → 200 `[rule...]`; `PUT .../items/{id}` → 200 the body with
 *   `id`; `DELETE .../items/{id}` → 200 `{id}`, 404 "Could not find that `id`."; an unknown set:
 *   404 "Synonym index not found".
 * - `POST /collections` takes `synonym_sets: [name]` (default []), each must exist: 404 "Synonym set
 *   `{name}` not found." (src/collection_manager.cpp create_collection); the summary echoes it.
 * - `PATCH /collections/{c}` `{synonym_sets: [...]}` → 200 the body; 400 "The `synonym_sets` value
 *   should be an array."; 404 "Synonym set `{name}` not found.". Patch the collection's own name:
 *   update_collection_synonym_sets reads the collection's metadata by the name given, which an
 *   alias does not have.
 * - A search on a collection whose set was deleted fails: 404 "Synonym index not found"
 *   (src/collection.cpp, search).
 * - On upgrade, v29 synonyms of collection c become the set `{c}_synonyms_index`, attached to c
 *   (src/collection_manager.cpp, load_collection).
 */
import { isObject } from '../../src/contracts/json'
import { tokenize } from './search'

/** A rule as the server stores and shows it (to_view_json). */
export interface SynonymDef {
  id: string
  root: string
  synonyms: string[]
  locale?: string
  symbols_to_index?: string[]
}

/** The checks put_synonym (v29, src/core_api.cpp) makes before parsing: no empty or non-string term. */
export function v29PutError(json: unknown): string | null {
  const j = json
  if (!isObject(j)) return 'Bad JSON.'
  if ('root' in j && typeof j.root !== 'string') return 'Key `root` should be a string.'
  if (
    Array.isArray(j.synonyms) &&
    (j.synonyms.length === 0 || j.synonyms.some((t) => typeof t !== 'string' || t === ''))
  ) {
    return 'Could not find a valid string array of `synonyms`'
  }
  return null
}

/** A parsed rule: its view and its tokens. */
export interface ParsedSynonym {
  view: SynonymDef
  rootTokens: string[]
  termTokens: string[][]
}

type Failure = { code: number; error: string }

/** synonym_t::parse: the same checks, texts and codes (src/synonym_index.cpp). */
export function parseSynonym(json: unknown): ParsedSynonym | Failure {
  const j = json
  if (!isObject(j)) return { code: 400, error: 'Bad JSON.' }
  if (!('id' in j)) return { code: 400, error: 'Missing `id` field.' }
  if (!('synonyms' in j) || !Array.isArray(j.synonyms) || j.synonyms.length === 0)
    return { code: 400, error: 'Could not find an array of `synonyms`' }
  if ('locale' in j && typeof j.locale !== 'string')
    return { code: 400, error: 'Synonym `locale` should be a string.`' }
  if ('root' in j && typeof j.root !== 'string') return { code: 400, error: 'Key `root` should be a string.' }
  // A term may also be an array of tokens, the form Typesense 0.23 stored.
  const terms: string[] = []
  for (const t of j.synonyms as unknown[]) {
    if (typeof t === 'string') terms.push(t)
    else if (Array.isArray(t) && t.length && t.every((x) => typeof x === 'string' && x)) terms.push(t.join(' '))
    else return { code: 400, error: 'Could not find a valid string array of `synonyms`' }
  }
  const view: SynonymDef = { id: String(j.id), root: typeof j.root === 'string' ? j.root : '', synonyms: terms }
  if (typeof j.locale === 'string' && j.locale) view.locale = j.locale
  return { view, rootTokens: view.root ? tokenize(view.root) : [], termTokens: view.synonyms.map((t) => tokenize(t)) }
}

const MAX_EXPANSIONS_PER_CELL = 200
const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i])

/**
 * SynonymIndex::synonym_reduction: every way of replacing runs of query tokens by a rule's terms,
 * the query itself left out. Exact token matches only (no typos, no prefix: the defaults).
 */
export function synonymExpansions(
  tokens: readonly string[],
  rules: readonly ParsedSynonym[],
  locale: string,
): string[][] {
  const usable = rules.filter((r) => (r.view.locale ?? '') === locale)
  if (!usable.length) return []
  const dp: string[][][] = Array.from({ length: tokens.length + 1 }, () => [])
  const seen = dp.map(() => new Set<string>())
  const add = (i: number, exp: string[]) => {
    const key = exp.join('\u0000')
    if (dp[i]!.length < MAX_EXPANSIONS_PER_CELL && !seen[i]!.has(key)) {
      seen[i]!.add(key)
      dp[i]!.push(exp)
    }
  }
  dp[tokens.length] = [[]]
  for (let i = tokens.length - 1; i >= 0; i--) {
    for (const suffix of dp[i + 1]!) add(i, [tokens[i]!, ...suffix])
    for (const rule of usable) {
      // The trie holds the root and every term; a one-way rule then keeps only matches of its root.
      const keys = rule.rootTokens.length ? [rule.rootTokens] : rule.termTokens
      for (const key of keys) {
        if (!key.length || !same(tokens.slice(i, i + key.length), key)) continue
        for (const suffix of dp[i + key.length]!) for (const term of rule.termTokens) add(i, [...term, ...suffix])
      }
    }
  }
  return dp[0]!.filter((exp) => !same(exp, tokens))
}

/**
 * The rule stores of one fake server. v29 keeps rules per collection (held by the caller); v30 keeps
 * named sets, in memory and in a store that outlives a PUT of the whole set, as the server does.
 */
export class SynonymSets {
  readonly memory = new Map<string, Map<string, ParsedSynonym>>()
  readonly store = new Map<string, Map<string, ParsedSynonym>>()

  view(name: string) {
    return { items: [...this.memory.get(name)!.values()].map((r) => r.view), name }
  }

  /** PUT /synonym_sets/{name}: all items parsed first, then the set replaced in memory; the store only gains. */
  put(name: string, body: unknown): { status: number; body: unknown } {
    if (!isObject(body)) return { status: 400, body: { message: 'Bad JSON.' } }
    const items = body.items
    if (!Array.isArray(items)) return { status: 400, body: { message: "Missing or invalid 'items' field" } }
    const parsed: ParsedSynonym[] = []
    for (const item of items) {
      const p = parseSynonym(item)
      if ('error' in p) return { status: p.code, body: { message: p.error } }
      parsed.push(p)
    }
    const fresh = new Map(parsed.map((p) => [p.view.id, p]))
    this.memory.set(name, fresh)
    const stored = this.store.get(name) ?? new Map<string, ParsedSynonym>()
    for (const p of parsed) stored.set(p.view.id, p)
    this.store.set(name, stored)
    return { status: 200, body: this.view(name) }
  }

  /** What the server holds after a restart (SynonymIndexManager::load_synonym_indices). */
  reload() {
    this.memory.clear()
    for (const [name, items] of this.store) this.memory.set(name, new Map(items))
  }
}

/** The locale of the first query_by field, as the server matches rules against it. */
export function firstFieldLocale(schema: Record<string, unknown>, queryBy: string): string {
  const first = queryBy
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)[0]
  const fields = Array.isArray(schema.fields) ? (schema.fields as { name: string; locale?: string }[]) : []
  return fields.find((f) => f.name === first)?.locale ?? ''
}
