/**
 * The failures the MCP server names to the agent (and through it the reader), instead of a raw
 * exception: each kind says what went wrong and what to try.
 */
export type DocsErrorKind =
  /** The site could not be reached (connection refused, DNS, timeout, a 5xx) or the folder does not exist. */
  | 'site_unreachable'
  /** The site answered, but not as a build of this documentation (no search index meta tag, no llms.txt). */
  | 'not_a_docs_site'
  /** The site's search index is of a format version this server does not read. */
  | 'index_version'
  /** A file of the search index is missing or garbled. */
  | 'index_unreadable'
  /** No page at that address. */
  | 'page_not_found'
  /** The page has no section with that anchor. */
  | 'section_not_found'
  /** No product area of that name in llms.txt. */
  | 'area_not_found'
  /** An argument that passed the schema but cannot be used (an empty query after trimming, a URL of no page). */
  | 'invalid_input'

export class DocsError extends Error {
  override name = 'DocsError'
  constructor(
    readonly kind: DocsErrorKind,
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message)
  }
}

/** Why a fetch failed, as Node (undici) says it: the error code (ECONNREFUSED, ENOTFOUND), `timeout`, or the cause. */
export function networkCode(err: unknown): string | null {
  const e = err as { name?: unknown; code?: unknown; cause?: { code?: unknown; message?: unknown } } | null
  if (!e || typeof e !== 'object') return null
  if (typeof e.cause?.code === 'string') return e.cause.code
  if (typeof e.code === 'string') return e.code
  if (e.name === 'TimeoutError') return 'timeout'
  // fetch's own refusals (a blocked port) say why only in the cause's message.
  return typeof e.cause?.message === 'string' && e.cause.message ? e.cause.message : null
}
