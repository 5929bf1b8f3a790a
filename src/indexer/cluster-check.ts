/**
 * What the sync checks on the cluster before it changes anything and after it changed everything:
 * the conversation-history schema the server demands, and the fields the site build's searches
 * use on each collection it names. A failure is one line naming what is wrong.
 */
import { PAGE_KEY_FIELD } from '../contracts'
import { isNotFound, type Api } from './admin-api'

interface SchemaField {
  name: string
  type?: string
  sort?: boolean
  embed?: unknown
  num_dim?: number
}

const fieldsOf = (schema: Record<string, unknown>): SchemaField[] =>
  Array.isArray(schema.fields) ? (schema.fields as SchemaField[]) : []

/**
 * The server's own check of a history collection (src/conversation_manager.cpp,
 * validate_conversation_store_schema), in its order and words; null when the schema passes.
 */
export function historySchemaProblem(schema: Record<string, unknown>): string | null {
  const fields = fieldsOf(schema)
  const field = (n: string) => fields.find((f) => f.name === n)
  for (const n of ['conversation_id', 'role', 'message', 'timestamp'])
    if (!field(n)) return `Schema is missing \`${n}\` field`
  for (const n of ['conversation_id', 'role', 'message'])
    if (field(n)?.type !== 'string') return `\`${n}\` field must be a string`
  const timestamp = field('timestamp')
  if (timestamp?.type !== 'int32') return '`timestamp` field must be an integer'
  // A numeric field sorts unless the schema turns it off.
  if (timestamp.sort === false) return '`timestamp` field must be a sort field'
  if (field('model_id')?.type !== 'string')
    return field('model_id') ? '`model_id` field must be a string' : 'Schema is missing `model_id` field'
  return null
}

/** The names a site build searches under (its Typesense settings), as the sync's final check reads them. */
export interface BuildSearchNames {
  docsCollection: string
  faqCollection: string
  embeddingField: string
  languageField: string
  conversationModels: string[]
}

/** Fields every keyword search reads on both collections (src/query-analysis/strategy.ts, hits). */
const SEARCHED_FIELDS = ['content', 'hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'url']

/** The fields a collection lacks for the site's searches (docs: also the page key the page questions filter on). */
export function missingSearchFields(
  schema: Record<string, unknown>,
  names: BuildSearchNames,
  kind: 'docs' | 'faq',
): string[] {
  const fields = fieldsOf(schema)
  const has = (n: string) => fields.some((f) => f.name === n)
  const wanted = [...SEARCHED_FIELDS, ...(kind === 'docs' ? [PAGE_KEY_FIELD] : [])]
  if (names.languageField) wanted.push(names.languageField)
  const missing = wanted.filter((n) => !has(n))
  if (names.embeddingField) {
    const v = fields.find((f) => f.name === names.embeddingField)
    if (!v || v.type !== 'float[]' || (v.embed === undefined && v.num_dim === undefined))
      missing.push(`${names.embeddingField} (a vector field)`)
  }
  return missing
}

/** The collection behind an alias (or of that name), with its schema; null when neither exists. */
export async function collectionBehind(
  api: Api,
  name: string,
): Promise<{ collection: string; via: 'alias' | 'name'; schema: Record<string, unknown> } | null> {
  let target = name
  let via: 'alias' | 'name' = 'name'
  try {
    target = ((await api.get(`/aliases/${encodeURIComponent(name)}`)) as { collection_name: string }).collection_name
    via = 'alias'
  } catch (e) {
    if (!isNotFound(e)) throw e
  }
  try {
    const schema = (await api.get(`/collections/${encodeURIComponent(target)}`)) as Record<string, unknown>
    return { collection: target, via, schema }
  } catch (e) {
    if (isNotFound(e)) return null
    throw e
  }
}
