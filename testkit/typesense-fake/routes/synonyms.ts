/**
 * Synonyms as the version the fake reports serves them (the routes and their texts are in
 * ../synonyms.ts): v29 `/collections/{c}/synonyms[/{id}]`, v30 `/synonym_sets[/{name}[/items[/{id}]]]`;
 * and the synonym forms a search on a collection expands its query into.
 */
import { isObject } from '../../../src/contracts/json'
import type { SearchParams } from '../search'
import { firstFieldLocale, parseSynonym, synonymExpansions, v29PutError, type ParsedSynonym } from '../synonyms'
import { send, type ApiCall } from '../route'
import { resolveCollection, type Collection, type FakeState } from '../state'

type Answer = { status: number; body: unknown }
type Rules = Map<string, ParsedSynonym>

const ok = (b: unknown): Answer => ({ status: 200, body: b })
const fail = (status: number, message: string): Answer => ({ status, body: { message } })

/** A listing's `offset` and `limit` (0 = all). */
function page<T>(items: T[], query: Record<string, string>): T[] | Answer {
  for (const p of ['offset', 'limit'] as const) {
    if (query[p] !== undefined && !/^\d+$/.test(query[p]))
      return fail(400, `${p === 'offset' ? 'Offset' : 'Limit'} param should be unsigned integer.`)
  }
  const offset = Number(query.offset ?? 0)
  const limit = Number(query.limit ?? 0)
  if (offset > 0 && offset >= items.length) return fail(400, 'Invalid offset param.')
  return items.slice(offset, limit > 0 ? offset + limit : undefined)
}

/** v29: a collection's own rules. */
function collectionSynonyms(state: FakeState, { method, path, body, query }: ApiCall): Answer | null {
  const m = /^\/collections\/([^/]+)\/synonyms(?:\/([^/]+))?$/.exec(path)
  if (!m) return null
  const c = resolveCollection(state, decodeURIComponent(m[1]!))
  if (!c) return fail(404, 'Collection not found')
  if (m[2] === undefined) {
    if (method !== 'GET') return null
    const listed = page(
      [...c.synonyms.values()].map((r) => r.view),
      query,
    )
    return Array.isArray(listed) ? ok({ synonyms: listed }) : listed
  }
  const id = decodeURIComponent(m[2])
  if (method === 'GET') return c.synonyms.has(id) ? ok(c.synonyms.get(id)!.view) : fail(404, 'Not Found')
  if (method === 'PUT') {
    const pre = v29PutError(body)
    if (pre) return fail(400, pre)
    const withId = { ...(body as Record<string, unknown>), id }
    const parsed = parseSynonym(withId)
    if ('error' in parsed) return fail(parsed.code, parsed.error)
    // An upsert removes the old rule first, so it is listed last (SynonymIndex::add_synonym).
    c.synonyms.delete(id)
    c.synonyms.set(id, parsed)
    return ok(withId)
  }
  if (method === 'DELETE') {
    if (!c.synonyms.delete(id)) return fail(404, 'Could not find that `id`.')
    return ok({ id })
  }
  return null
}

/** v30: the named sets themselves. */
function synonymSetRoutes(state: FakeState, call: ApiCall): Answer | null {
  const { method, path, body } = call
  const { synonymSets } = state
  if (path === '/synonym_sets' && method === 'GET')
    return ok([...synonymSets.memory.keys()].map((n) => synonymSets.view(n)))
  const m = /^\/synonym_sets\/([^/]+)(?:\/items(?:\/([^/]+))?)?$/.exec(path)
  if (!m) return null
  const name = decodeURIComponent(m[1]!)
  const set = synonymSets.memory.get(name)
  if (path.includes('/items')) {
    if (!set) return ['GET', 'PUT', 'DELETE'].includes(method) ? fail(404, 'Synonym index not found') : null
    return setItems(state, call, name, set, m[2])
  }
  if (method === 'PUT') return synonymSets.put(name, body)
  if (!set) return method === 'GET' || method === 'DELETE' ? fail(404, 'Synonym index not found') : null
  if (method === 'GET') return ok(synonymSets.view(name))
  if (method === 'DELETE') {
    synonymSets.memory.delete(name)
    synonymSets.store.delete(name)
    return ok({ name })
  }
  return null
}

/** v30: the items of an existing set (`rawId` undefined: the listing). */
function setItems(
  state: FakeState,
  { method, body, query }: ApiCall,
  name: string,
  set: Rules,
  rawId: string | undefined,
): Answer | null {
  if (rawId === undefined) {
    if (method !== 'GET') return null
    const listed = page(
      [...set.values()].map((r) => r.view),
      query,
    )
    return Array.isArray(listed) ? ok(listed) : listed
  }
  const id = decodeURIComponent(rawId)
  if (method === 'GET') return set.has(id) ? ok(set.get(id)!.view) : fail(404, 'Not Found')
  if (method === 'PUT') {
    if (!isObject(body)) return fail(400, 'Bad JSON.')
    const withId = { ...body, id }
    const parsed = parseSynonym(withId)
    if ('error' in parsed) return fail(parsed.code, parsed.error)
    set.delete(id)
    set.set(id, parsed)
    state.synonymSets.store.get(name)?.set(id, parsed)
    return ok(withId)
  }
  if (method === 'DELETE') {
    if (!set.delete(id)) return fail(404, 'Could not find that `id`.')
    state.synonymSets.store.get(name)?.delete(id)
    return ok({ id })
  }
  return null
}

/** The synonym routes of the version the fake reports; any other path is not theirs. */
export function synonymRoutes(state: FakeState, call: ApiCall): boolean {
  const answer = state.major < 30 ? collectionSynonyms(state, call) : synonymSetRoutes(state, call)
  return answer ? send(call.res, answer.status, answer.body) : false
}

/**
 * The synonym forms of a search on collection c: v29 the collection's rules, v30 those of its
 * sets (a missing set fails the search, src/collection.cpp), matched against the locale of the
 * first query_by field (src/index.cpp).
 */
export function synonymsFor(
  state: FakeState,
  c: Collection,
  params: SearchParams,
): ((tokens: string[]) => string[][]) | { code: number; error: string } {
  let rules: ParsedSynonym[] = [...c.synonyms.values()]
  if (state.major >= 30) {
    rules = []
    for (const name of (c.schema.synonym_sets as string[] | undefined) ?? []) {
      const set = state.synonymSets.memory.get(name)
      if (!set) return { code: 404, error: 'Synonym index not found' }
      rules.push(...set.values())
    }
  }
  const locale = firstFieldLocale(c.schema, String(params.query_by ?? ''))
  return (tokens) => synonymExpansions(tokens, rules, locale)
}
