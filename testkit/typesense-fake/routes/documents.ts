/**
 * Documents: `POST /collections/{c}/documents/import`, JSONL in and one result line per document out.
 * The fake serves no other document route (single upsert, delete, export); the sync imports only.
 */
import { TYPESENSE_DEFAULTS } from '../../../src/contracts'
import type { StoredDoc } from '../search'
import { embedInputError } from '../schema'
import { send, type ApiCall } from '../route'
import { resolveCollection, type Collection, type FakeState } from '../state'

/** The fields a document must hold: not optional, not a wildcard, not the embedding the server makes. */
const requiredFields = (c: Collection) =>
  ((c.schema.fields as { name: string; optional?: boolean }[] | undefined) ?? []).filter(
    (f) => !f.optional && !f.name.includes('.*') && f.name !== TYPESENSE_DEFAULTS.embeddingField,
  )

/** One line of an import, checked against the collection and stored when it passes. */
function importLine(c: Collection, required: { name: string }[], line: string, returnDoc: boolean) {
  // A failed line carries `code`; the document only with return_doc=true (src/collection.cpp).
  const failure = (code: number, error: string) => ({
    success: false,
    code,
    error,
    ...(returnDoc ? { document: line } : {}),
  })
  let doc: StoredDoc
  try {
    doc = JSON.parse(line)
  } catch {
    return failure(400, 'Bad JSON.')
  }
  const missing = required.find((f) => doc[f.name] === undefined)
  if (missing)
    return failure(400, `Field \`${missing.name}\` has been declared in the schema, but is not found in the document.`)
  const embedError = embedInputError(c.schema, doc)
  if (embedError) return failure(400, embedError)
  const id = String(doc.id ?? c.docs.size)
  c.docs.set(id, { ...doc, id })
  return { success: true }
}

export function documentRoutes(state: FakeState, { res, method, path, query, rawBody }: ApiCall): boolean {
  const m = /^\/collections\/([^/]+)\/documents\/import$/.exec(path)
  if (m?.[1] === undefined || method !== 'POST') return false
  const c = resolveCollection(state, decodeURIComponent(m[1]))
  if (!c) return send(res, 404, { message: 'Not found.' })
  const returnDoc = query.return_doc === 'true'
  const required = requiredFields(c)
  const lines = rawBody.split('\n').filter((l) => l.trim())
  const out = lines.map((line) => importLine(c, required, line, returnDoc))
  res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' })
  res.end(out.map((o) => JSON.stringify(o)).join('\n'))
  return true
}
