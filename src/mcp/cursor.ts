/**
 * Opaque paging cursors (MCP pagination): what a list or a search needs to continue, base64url JSON
 * tagged with what it continues. A cursor is valid only for the call it came from (same tool, same
 * arguments); anything else is `invalid_input`, never a silent restart.
 */
import { DocsError } from './errors'

export interface CursorState {
  /** What the cursor continues: `search_docs`, `list_pages`, `resources`. */
  kind: string
  /** The arguments of the call it came from, as one string. */
  of: string
  /** Where the next page starts. */
  offset: number
}

export function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify({ k: state.kind, a: state.of, o: state.offset }), 'utf8').toString('base64url')
}

const refused = (why: string) =>
  new DocsError('invalid_input', `The cursor is not valid here (${why}): call again without a cursor to start over.`)

/** The offset a cursor continues from; throws `invalid_input` when it is garbled or from another call. */
export function decodeCursor(cursor: string, kind: string, of: string): number {
  let data: unknown
  try {
    if (!/^[\w-]+$/.test(cursor)) throw new Error('not base64url')
    data = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw refused('it is not one this server gave')
  }
  const { k, a, o } = (data ?? {}) as { k?: unknown; a?: unknown; o?: unknown }
  if (k !== kind || typeof a !== 'string' || typeof o !== 'number' || !Number.isInteger(o) || o < 0)
    throw refused('it is not one this server gave')
  if (a !== of) throw refused('it belongs to a call with other arguments')
  return o
}

/** One page of `items` from `offset`, and the cursor of the next page when there is one. */
export function pageOf<T>(items: readonly T[], offset: number, size: number, kind: string, of: string) {
  const page = items.slice(offset, offset + size)
  const next = offset + size < items.length ? encodeCursor({ kind, of, offset: offset + size }) : null
  return { page, nextCursor: next }
}
