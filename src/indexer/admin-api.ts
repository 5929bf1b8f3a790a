/** The Typesense admin calls of the sync CLI: JSON in and out, a non-2xx answer thrown with its message. */

export type Fetch = typeof fetch

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** True for an HttpError with status 404 (a thing that does not exist yet). */
export const isNotFound = (e: unknown): boolean => e instanceof HttpError && e.status === 404

export function adminApi(baseUrl: string, apiKey: string, f: Fetch) {
  async function call(method: string, p: string, body?: unknown, raw?: string): Promise<unknown> {
    let res: Response
    try {
      res = await f(`${baseUrl}${p}`, {
        method,
        headers: { 'X-TYPESENSE-API-KEY': apiKey, 'Content-Type': raw ? 'text/plain' : 'application/json' },
        body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
      })
    } catch (e) {
      // Node's fetch says only "fetch failed"; the cause names the network error.
      const cause = (e as { cause?: { code?: unknown; message?: unknown } }).cause
      const why = String(cause?.code ?? cause?.message ?? (e as Error).message)
      throw new Error(`${method} ${p} could not reach ${baseUrl} (${why}): check TYPESENSE_NODES and the network`)
    }
    const text = await res.text()
    if (!res.ok) {
      let message = text
      try {
        message = (JSON.parse(text) as { message?: string }).message ?? text
      } catch {
        /* plain text */
      }
      throw new HttpError(res.status, `${method} ${p} failed with HTTP ${res.status}: ${message}`)
    }
    return raw !== undefined ? text : text ? JSON.parse(text) : null
  }
  return {
    get: (p: string) => call('GET', p),
    post: (p: string, b: unknown) => call('POST', p, b),
    put: (p: string, b: unknown) => call('PUT', p, b),
    patch: (p: string, b: unknown) => call('PATCH', p, b),
    del: (p: string) => call('DELETE', p),
    importJsonl: (p: string, jsonl: string) => call('POST', p, undefined, jsonl) as Promise<string>,
  }
}
export type Api = ReturnType<typeof adminApi>
