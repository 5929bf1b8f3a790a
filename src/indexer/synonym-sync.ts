/**
 * The readers' vocabulary (docs/search-synonyms.json) on Typesense, so that a reader on the Typesense
 * path gets the synonyms the embedded engine uses. v29 keeps synonyms per collection; v30 replaced
 * them with named synonym sets that a collection lists in its `synonym_sets`. The server facts, with
 * their source files, are in testkit/typesense-fake/synonyms.ts.
 */
import type { SynonymRule } from '../search-core/synonyms'
import { isNotFound, type Api } from './admin-api'

/** The first version with synonym sets, and without the per-collection synonym routes. */
export const SYNONYM_SETS_MAJOR = 30
/** Rule writes in flight at once (v29 takes one request per rule). */
const CONCURRENT_WRITES = 8

export interface TypesenseSynonym {
  id: string
  synonyms: string[]
  root?: string
  locale?: string
}

export interface SynonymWrite {
  written: number
  removed: number
}

/** The set of the collections behind `alias` (v30): one stable name, so each new collection attaches the same set. */
export const synonymSetName = (alias: string) => `${alias}-synonyms`

/**
 * The set Typesense makes from a v29 collection's synonyms when it is upgraded to v30
 * (src/collection_manager.cpp, load_collection); it outlives the collection.
 */
export const migratedSetName = (collection: string) => `${collection}_synonyms_index`

/**
 * A rule as Typesense takes it. A rule fires only when its locale equals that of the first query_by
 * field (src/index.cpp), so it carries the locale of the collection's text fields.
 */
function toTypesenseSynonym(rule: SynonymRule, locale: string): TypesenseSynonym {
  return {
    id: rule.id,
    synonyms: rule.synonyms,
    ...(rule.root !== undefined ? { root: rule.root } : {}),
    ...(locale ? { locale } : {}),
  }
}

/** The locale of a schema's text fields; '' when none sets one (rules then carry none either). */
export function schemaLocale(schema: Record<string, unknown>): string {
  const fields = Array.isArray(schema.fields) ? (schema.fields as { type?: string; locale?: unknown }[]) : []
  const withLocale = fields.find((f) => typeof f.locale === 'string' && f.locale)
  return withLocale ? String(withLocale.locale) : ''
}

async function inParallel<T>(items: readonly T[], run: (item: T) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += CONCURRENT_WRITES)
    await Promise.all(items.slice(i, i + CONCURRENT_WRITES).map(run))
}

/** v29: the collection (or alias) ends with exactly `rules`: each upserted under its id, every other id deleted. */
export async function writeCollectionSynonyms(
  api: Api,
  collection: string,
  rules: readonly SynonymRule[],
  locale: string,
): Promise<SynonymWrite> {
  const base = `/collections/${encodeURIComponent(collection)}/synonyms`
  const listed = ((await api.get(base)) as { synonyms?: { id: string }[] } | null)?.synonyms ?? []
  const keep = new Set(rules.map((r) => r.id))
  await inParallel(rules, (r) => {
    const { id, ...body } = toTypesenseSynonym(r, locale)
    return api.put(`${base}/${encodeURIComponent(id)}`, body)
  })
  const stale = listed.map((s) => s.id).filter((id) => !keep.has(id))
  await inParallel(stale, (id) => api.del(`${base}/${encodeURIComponent(id)}`))
  return { written: rules.length, removed: stale.length }
}

/**
 * v30: the set ends with exactly `rules`, in memory and in the server's store. A PUT of the whole set
 * replaces it in memory at once, but items it leaves out stay in the store and return after a
 * restart, so those are deleted one by one first.
 */
export async function writeSynonymSet(
  api: Api,
  name: string,
  rules: readonly SynonymRule[],
  locale: string,
): Promise<SynonymWrite> {
  const base = `/synonym_sets/${encodeURIComponent(name)}`
  let listed: { id: string }[] = []
  try {
    listed = ((await api.get(`${base}/items`)) as { id: string }[] | null) ?? []
  } catch (e) {
    if (!isNotFound(e)) throw e
  }
  const keep = new Set(rules.map((r) => r.id))
  const stale = listed.map((s) => s.id).filter((id) => !keep.has(id))
  await inParallel(stale, (id) => api.del(`${base}/items/${encodeURIComponent(id)}`))
  await api.put(base, { items: rules.map((r) => toTypesenseSynonym(r, locale)) })
  return { written: rules.length, removed: stale.length }
}

/** Whether the server has synonym sets, for a version string that names no release. */
export async function hasSynonymSets(api: Api): Promise<boolean> {
  try {
    await api.get('/synonym_sets')
    return true
  } catch (e) {
    if (isNotFound(e)) return false
    throw e
  }
}
