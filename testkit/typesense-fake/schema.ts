/**
 * A collection's schema as the server reads it for a request: its fields and vector field, what a
 * document must hold to be embedded, and what a search may name in query_by, vector_query and filter_by.
 */
import { TYPESENSE_DEFAULTS } from '../../src/contracts'
import type { SearchParams, StoredDoc } from './search'
import { parseFilter, type DocFilter, type FilterError } from './filter'

type Field = {
  name: string
  type?: string
  optional?: boolean
  embed?: unknown
  num_dim?: number
  locale?: string
  sort?: boolean
}

/**
 * What the server says of a document whose auto-embedding inputs are wrong (src/validator.cpp,
 * validate_embed_fields): every `embed.from` field must be in the schema; an absent or null optional
 * one is skipped (src/index.cpp embeds the rest); a present one must hold its field's type.
 */
export function embedInputError(schema: Record<string, unknown>, doc: StoredDoc): string | null {
  const fields = fieldsOf({ schema })
  for (const f of fields) {
    const from = (f.embed as { from?: unknown } | undefined)?.from
    if (!Array.isArray(from)) continue
    for (const name of from) {
      const source = fields.find((s) => s.name === name)
      if (!source) return `Field \`${f.name}\` has invalid fields to create embeddings from.`
      const value = doc[String(name)]
      if (value === undefined || value === null) {
        if (!source.optional) return `Field \`${name}\` is needed to create embedding.`
        continue
      }
      const ok =
        source.type === 'string[]'
          ? Array.isArray(value) && value.every((v) => typeof v === 'string')
          : typeof value === 'string'
      if (!ok) return `Field \`${name}\` has malformed data.`
    }
  }
  return null
}
export const fieldsOf = (c: { schema: Record<string, unknown> }) =>
  Array.isArray(c.schema.fields) ? (c.schema.fields as Field[]) : []

/** The collection's vector field: a float[] with `embed` or `num_dim` (one with a vector index). */
export function vectorFieldOf(c: { schema: Record<string, unknown> }): string | undefined {
  return fieldsOf(c).find((f) => f.type === 'float[]' && (f.embed !== undefined || f.num_dim !== undefined))?.name
}

/** Without a schema: every field of the documents, plus an `embedding` vector field as ours has. */
export function inferSchema(name: string, docs: StoredDoc[]): Record<string, unknown> {
  const names = new Set(docs.flatMap((d) => Object.keys(d)))
  names.delete('id')
  return {
    name,
    fields: [
      ...[...names].map((n) => ({ name: n, type: 'string', optional: true })),
      { name: TYPESENSE_DEFAULTS.embeddingField, type: 'float[]', embed: { from: ['content'] } },
    ],
  }
}

/**
 * query_by and vector_query checked against the schema, with the server's texts and codes: a
 * vector field without an index (src/collection.cpp, parse_and_validate_vector_query) and a field
 * the schema lacks (src/collection.cpp, "Could not find a field named").
 */
export function fieldError(
  c: { schema: Record<string, unknown> },
  params: SearchParams,
): { code: number; error: string } | null {
  const known = new Set(fieldsOf(c).map((f) => f.name))
  const vectorField = vectorFieldOf(c)
  const vq = /^([^:]+):/.exec(String(params.vector_query ?? ''))?.[1]?.trim()
  if (vq && vq !== vectorField) return { code: 400, error: `Field \`${vq}\` does not have a vector query index.` }
  for (const f of String(params.query_by ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)) {
    if (f === vectorField) continue
    const field = fieldsOf(c).find((x) => x.name === f)
    if (field?.type === 'float[]' || (!known.has(f) && /embedding|vector/i.test(f)))
      return { code: 400, error: `Field \`${f}\` does not have a vector query index.` }
    if (!known.has(f)) return { code: 404, error: `Could not find a field named \`${f}\` in the schema.` }
  }
  return null
}

/** The search's `filter_by`, checked against the collection's fields (src/filter.cpp). */
export function filterOf(c: { schema: Record<string, unknown> }, params: SearchParams): DocFilter | FilterError {
  return parseFilter(String(params.filter_by ?? ''), fieldsOf(c), c.schema)
}
