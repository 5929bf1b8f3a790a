/** Error kinds of BEHAVIOUR.md search §8, and how each is logged. */
export type SearchErrorKind =
  | 'malformed_request'
  | 'unauthorized'
  | 'not_found'
  | 'already_exists'
  | 'unprocessable'
  | 'server_error'
  | 'http_error'
  | 'connection'
  | 'timeout'
  | 'aborted'
  | 'missing_configuration'
  | 'import_error'
  | 'invalid_weights'
  | 'vector_search'
  | 'malformed_response'
  | 'unknown'

export class SearchError extends Error {
  override name = 'SearchError'
  constructor(
    readonly kind: SearchErrorKind,
    message: string,
    readonly httpStatus?: number,
    override readonly cause?: unknown,
    /** The server's response body as text, when there was one (BEHAVIOUR.md search §3 "Search client error object"). */
    readonly httpBody?: string,
  ) {
    super(message)
  }
}

export interface Logger {
  warn(...args: unknown[]): void
  error(...args: unknown[]): void
}

/** Status mapping of BEHAVIOUR.md search §8. */
export function kindForStatus(status: number): SearchErrorKind {
  if (status === 400) return 'malformed_request'
  if (status === 401 || status === 403) return 'unauthorized'
  if (status === 404) return 'not_found'
  if (status === 409) return 'already_exists'
  if (status === 422) return 'unprocessable'
  if (status >= 500 && status <= 599) return 'server_error'
  return 'http_error'
}

/** Only 5xx and network failures are worth retrying. */
export const isRetryable = (kind: SearchErrorKind) =>
  kind === 'server_error' || kind === 'connection' || kind === 'timeout'

const TYPESENSE_ERROR_KINDS: Record<string, SearchErrorKind> = {
  RequestMalformed: 'malformed_request',
  RequestUnauthorized: 'unauthorized',
  ObjectNotFound: 'not_found',
  ObjectAlreadyExists: 'already_exists',
  ObjectUnprocessable: 'unprocessable',
  ServerError: 'server_error',
  HTTPError: 'http_error',
  MissingConfigurationError: 'missing_configuration',
  ImportError: 'import_error',
}

/** Turns anything thrown by a client, fetch or our own code into a typed SearchError. */
export function classifyError(err: unknown): SearchError {
  if (err instanceof SearchError) return err
  const e = (typeof err === 'object' && err !== null ? err : {}) as {
    name?: string
    message?: string
    httpStatus?: number
    httpBody?: unknown
    code?: string
    cause?: { code?: string }
  }
  const message = typeof e.message === 'string' && e.message ? e.message : String(err ?? 'Unknown error')
  const lower = message.toLowerCase()
  let kind: SearchErrorKind | undefined = e.name ? TYPESENSE_ERROR_KINDS[e.name] : undefined
  if (e.name === 'MissingConfigurationError') kind = 'missing_configuration'
  if (!kind && typeof e.httpStatus === 'number') kind = kindForStatus(e.httpStatus)
  if (kind === 'malformed_request' || kind === 'unprocessable' || kind === 'http_error' || !kind) {
    // Typesense explains weight and vector problems in the message of a 400.
    if (/query_by_weights|weights? (must|should|count)/i.test(message)) kind = 'invalid_weights'
    else if (/vector_query|vector query index|vector search|embedding field|num_dim/i.test(message))
      kind = 'vector_search'
  }
  if (!kind) {
    const code = e.code ?? e.cause?.code
    if (e.name === 'SyntaxError' || /unexpected (end|token).*json|json\.parse|not valid json/.test(lower))
      kind = 'malformed_response'
    else if (e.name === 'AbortError' || /aborted by caller|request aborted|aborterror/.test(lower)) kind = 'aborted'
    else if (
      code === 'ECONNABORTED' ||
      code === 'ETIMEDOUT' ||
      e.name === 'TimeoutError' ||
      /timeout|timed out/.test(lower)
    )
      kind = 'timeout'
    else if (
      code === 'ECONNREFUSED' ||
      code === 'ECONNRESET' ||
      code === 'ENOTFOUND' ||
      code === 'EAI_AGAIN' ||
      /econnrefused|econnreset|fetch failed|failed to fetch|network ?error|socket hang up|load failed/.test(lower)
    )
      kind = 'connection'
    else kind = 'unknown'
  }
  const body =
    typeof e.httpBody === 'string'
      ? e.httpBody
      : e.httpBody !== undefined && e.httpBody !== null
        ? JSON.stringify(e.httpBody)
        : undefined
  return new SearchError(kind, message, e.httpStatus, err, body)
}

/** Logs a failed search the way BEHAVIOUR.md search §8 describes, then returns the typed error for rethrowing. */
export function logSearchError(err: unknown, logger: Logger = console): SearchError {
  const error = classifyError(err)
  logger.error(`Doc Search error: ${error.message}`)
  switch (error.kind) {
    case 'unauthorized':
      logger.error('Typesense: unauthorized — invalid API key or insufficient permissions')
      break
    case 'not_found':
      logger.error('Typesense: collection not found — check the collection or alias name')
      break
    case 'malformed_request':
      logger.error('Typesense: malformed request — check the search parameters')
      break
    case 'server_error':
      logger.error('Typesense: server error — the search server failed to answer')
      break
    case 'connection':
    case 'timeout':
      logger.error('Typesense: connection refused or fetch failed — fallback results will be used')
      break
    case 'invalid_weights':
      logger.error('Typesense: invalid weights configuration — query_by_weights must match query_by')
      break
    case 'vector_search':
      logger.error('Typesense: vector search error — check the embedding field and vector_query')
      break
    default:
      logger.error('Typesense: general search error')
  }
  return error
}
