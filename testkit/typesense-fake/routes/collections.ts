/**
 * Collections (`/collections`, `/collections/{c}`) and aliases (`/aliases`, `/aliases/{name}`); a
 * collection's name resolves aliases wherever the server does (src/collection_manager.cpp).
 */
import type { StoredDoc } from '../search'
import { inferSchema } from '../schema'
import { send, type ApiCall } from '../route'
import { resolveCollection, type Collection, type FakeState } from '../state'

const summary = (c: Collection) => ({ ...c.schema, name: c.name, num_documents: c.docs.size, created_at: c.created_at })

/** v30 keeps a list of synonym sets, each of which must exist (src/collection_manager.cpp create_collection). */
function synonymSetsRefusal(state: FakeState, stored: Record<string, unknown>): [number, string] | null {
  stored.synonym_sets ??= []
  const sets = stored.synonym_sets
  if (!Array.isArray(sets)) return [400, '`synonym_sets` should be an array of synonym sets.']
  for (const n of sets) {
    if (typeof n !== 'string' || !n) return [400, '`synonym_sets` should be an array of non-empty strings.']
    if (!state.synonymSets.memory.has(n)) return [404, `Synonym set \`${n}\` not found.`]
  }
  return null
}

/** `POST /collections`. */
function createCollection(state: FakeState, { res, body }: ApiCall): true {
  const schema = body as { name?: string; fields?: unknown }
  if (!schema?.name || !Array.isArray(schema.fields))
    return send(res, 400, { message: 'Parameter `fields` is required.' })
  if (state.collections.has(schema.name))
    return send(res, 409, { message: `A collection with name \`${schema.name}\` already exists.` })
  const stored = { ...(schema as Record<string, unknown>) }
  if (state.major >= 30) {
    const refused = synonymSetsRefusal(state, stored)
    if (refused) return send(res, refused[0], { message: refused[1] })
  }
  const created_at = Math.floor(Date.now() / 1000)
  state.collections.set(schema.name, {
    name: schema.name,
    schema: stored,
    docs: new Map(),
    created_at,
    synonyms: new Map(),
  })
  return send(res, 201, { ...stored, num_documents: 0, created_at })
}

/** `/collections/{c}`: read, delete, and (v30) patch its synonym sets. */
function oneCollection(state: FakeState, { res, method, body }: ApiCall, name: string): boolean {
  const c = resolveCollection(state, name)
  if (!c) return send(res, 404, { message: 'Collection not found' }) // src/core_api.cpp
  if (method === 'GET') return send(res, 200, summary(c))
  if (method === 'DELETE') {
    state.collections.delete(c.name)
    return send(res, 200, { ...c.schema, name: c.name, num_documents: c.docs.size })
  }
  if (method === 'PATCH' && state.major >= 30 && body && typeof body === 'object' && 'synonym_sets' in body) {
    // Only the synonym_sets part of patch_update_collection (src/core_api.cpp, src/collection_manager.cpp).
    const sets = (body as { synonym_sets: unknown }).synonym_sets
    if (!Array.isArray(sets)) return send(res, 400, { message: 'The `synonym_sets` value should be an array.' })
    const missing = sets.find((n) => !state.synonymSets.memory.has(String(n)))
    if (missing !== undefined) return send(res, 404, { message: `Synonym set \`${String(missing)}\` not found.` })
    c.schema = { ...c.schema, synonym_sets: sets.map(String) }
    return send(res, 200, body)
  }
  return false
}

export function collectionRoutes(state: FakeState, call: ApiCall): boolean {
  const { res, method, path } = call
  if (method === 'GET' && path === '/collections') return send(res, 200, [...state.collections.values()].map(summary))
  if (method === 'POST' && path === '/collections') return createCollection(state, call)
  const m = /^\/collections\/([^/]+)$/.exec(path)
  return m?.[1] !== undefined ? oneCollection(state, call, decodeURIComponent(m[1])) : false
}

export function aliasRoutes({ aliases }: FakeState, { res, method, path, body }: ApiCall): boolean {
  if (method === 'GET' && path === '/aliases')
    return send(res, 200, { aliases: [...aliases].map(([name, collection_name]) => ({ name, collection_name })) })
  const m = /^\/aliases\/([^/]+)$/.exec(path)
  if (m?.[1] === undefined) return false
  const name = decodeURIComponent(m[1])
  if (method === 'PUT') {
    const target = (body as { collection_name?: string })?.collection_name
    if (!target) return send(res, 400, { message: 'Parameter `collection_name` is required.' })
    aliases.set(name, target)
    return send(res, 200, { name, collection_name: target })
  }
  if (!aliases.has(name)) return send(res, 404, { message: 'Not found.' })
  if (method === 'GET') return send(res, 200, { name, collection_name: aliases.get(name) })
  if (method === 'DELETE') {
    const collection_name = aliases.get(name)
    aliases.delete(name)
    return send(res, 200, { name, collection_name })
  }
  return false
}

/** The fake's `loadRecords`: documents straight into a collection, made with `schema` (or one inferred) when new. */
export function loadRecords(
  state: FakeState,
  collection: string,
  docs: StoredDoc[],
  schema?: Record<string, unknown>,
): void {
  const c = state.collections.get(collection) ?? {
    name: collection,
    schema: schema ?? inferSchema(collection, docs),
    docs: new Map(),
    created_at: 0,
    synonyms: new Map(),
  }
  if (schema) c.schema = schema
  for (const d of docs) c.docs.set(String(d.id), d)
  state.collections.set(collection, c)
}
