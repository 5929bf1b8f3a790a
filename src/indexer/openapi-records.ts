/**
 * One search record per OpenAPI operation (Node, build time): method and path (also below each server's
 * base path), summary, description,
 * parameters, request and response schema fields and status codes, linked to the operation's section
 * in the API viewer, so a reader who types a path, a field or an error code lands on the operation.
 */
import { createHash } from 'node:crypto'
import { parse } from 'yaml'
import { encodeItemPriority } from '../contracts'
import type { DocRecord } from '../search-core/types'

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const
/** How deep nested schemas are followed for field names (request bodies nest messages → content …). */
const MAX_SCHEMA_DEPTH = 4

type Json = Record<string, unknown>
const obj = (v: unknown): Json | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null)
const str = (v: unknown): string => (typeof v === 'string' ? v : '')

/**
 * The anchor that lands on an operation in the API reference, before and after Redoc takes over:
 * `operation/<operationId>` (ASCII, independent of the tag; the built markup gives the operation's
 * row that id). Operations without an id get Redoc's own `<method>-<path>` form.
 */
function operationAnchor(op: Json, method: string, path: string): string {
  return `operation/${str(op.operationId) || `${method}-${path}`}`
}

function resolve(doc: Json, node: unknown): Json | null {
  const o = obj(node)
  const ref = o ? str(o.$ref) : ''
  if (!ref.startsWith('#/')) return o
  let at: unknown = doc
  for (const part of ref.slice(2).split('/')) at = obj(at)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')]
  return obj(at)
}

/** "name description" lines of a schema's fields, nested fields as parent.child. */
function schemaFields(doc: Json, schema: unknown, prefix = '', depth = 0, seen = new Set<unknown>()): string[] {
  const s = resolve(doc, schema)
  if (!s || seen.has(s) || depth > MAX_SCHEMA_DEPTH) return []
  seen.add(s)
  const out: string[] = []
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    if (Array.isArray(s[key]))
      for (const part of s[key] as unknown[]) out.push(...schemaFields(doc, part, prefix, depth, seen))
  }
  if (s.items) out.push(...schemaFields(doc, s.items, prefix, depth, seen))
  for (const [name, raw] of Object.entries(obj(s.properties) ?? {})) {
    const prop = resolve(doc, raw)
    const path = prefix ? `${prefix}.${name}` : name
    const enums = Array.isArray(prop?.enum) ? ` (${(prop!.enum as unknown[]).map(String).join(', ')})` : ''
    out.push(`${path} ${str(prop?.description)}${enums}`.trim())
    out.push(...schemaFields(doc, raw, path, depth + 1, seen))
  }
  seen.delete(s)
  return out
}

export interface OpenApiPage {
  /** Site path of the API reference page, e.g. `/gen-studio/api/maas.html`. */
  url: string
  lvl0: string
  lvl1: string
  locale: string
}

/** Records of every operation of an OpenAPI document; throws with the reason when it is not one. */
export function openApiRecords(source: string, page: OpenApiPage): DocRecord[] {
  const doc = obj(parse(source))
  const paths = obj(doc?.paths)
  if (!doc || !paths) throw new Error('not an OpenAPI document (no paths)')
  // The path part of each server URL: readers type the full request path they call
  // (/v1/chat/completions), while the document's paths start below the server (/chat/completions).
  const bases = [
    ...new Set(
      (Array.isArray(doc.servers) ? doc.servers : [])
        .map((sv) =>
          str(obj(sv)?.url)
            .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
            .replace(/\/+$/, ''),
        )
        .filter(Boolean),
    ),
  ]
  const records: DocRecord[] = []
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = obj(rawItem) ?? {}
    for (const method of METHODS) {
      const op = obj(item[method])
      if (!op) continue
      const tag = Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? op.tags[0] : ''
      const lines: string[] = [
        `${method.toUpperCase()} ${path}`,
        ...bases.map((b) => `${method.toUpperCase()} ${b}${path}`),
        str(op.summary),
        str(op.operationId),
        tag,
        str(op.description),
      ]
      const params = [
        ...(Array.isArray(item.parameters) ? item.parameters : []),
        ...(Array.isArray(op.parameters) ? op.parameters : []),
      ]
      for (const raw of params) {
        const p = resolve(doc, raw)
        if (p) lines.push(`${str(p.name)} ${str(p.in)} ${str(p.description)}`.trim())
      }
      for (const media of Object.values(obj(resolve(doc, op.requestBody)?.content) ?? {}))
        lines.push(...schemaFields(doc, obj(media)?.schema))
      for (const [status, raw] of Object.entries(obj(op.responses) ?? {})) {
        const r = resolve(doc, raw)
        lines.push(`${status} ${str(r?.description)}`.trim())
        for (const media of Object.values(obj(r?.content) ?? {})) lines.push(...schemaFields(doc, obj(media)?.schema))
      }
      const anchor = operationAnchor(op, method, path)
      // The title names the path a client calls (below the first server's base path).
      const title = [str(op.summary), `${method.toUpperCase()} ${bases[0] ?? ''}${path}`].filter(Boolean).join(' · ')
      records.push({
        id: createHash('sha1').update(`${page.locale}:${page.url}#${anchor}`).digest('hex').slice(0, 16),
        'hierarchy.lvl0': page.lvl0,
        'hierarchy.lvl1': page.lvl1,
        // The operation is the section: its title is what a result's breadcrumb (lvl0 › lvl1 › lvl2)
        // shows, and a field Typesense searches; the tag is in the text.
        'hierarchy.lvl2': title,
        'hierarchy.lvl3': null,
        content: [...new Set(lines.map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean))].join(' '),
        url: `${page.url}#${anchor}`,
        url_without_anchor: page.url,
        anchor,
        type: 'lvl2',
        language: page.locale,
        tags: ['api'],
        item_priority: encodeItemPriority({ pageRank: 0, level: 3, position: 0 }),
      })
    }
  }
  return records
}
