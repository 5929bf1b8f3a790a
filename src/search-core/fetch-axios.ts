/**
 * The slice of axios that typesense-js uses for ordinary requests, on `fetch`. The browser bundle
 * resolves typesense-js's `axios` import to this module (see `swapImportPlugin` in `vite.config.ts`):
 * axios is 60 KB of the Typesense chunk's 156 KB and every feature we would pay for it (Node agents,
 * XSRF, progress events, form data) is unused in a browser search box. Streaming is not supported:
 * the assistant's streamed answers go through `chat.ts`, which calls `fetch` itself.
 */

type Headers = Record<string, string>

export interface FetchAxiosConfig {
  method?: string
  url?: string
  headers?: Headers
  params?: Record<string, unknown>
  data?: unknown
  timeout?: number
  validateStatus?: (status: number) => boolean
  transformResponse?: ((data: unknown, headers: Headers) => unknown)[]
  cancelToken?: CancelToken
  signal?: AbortSignal
  responseType?: string
  [other: string]: unknown
}

export interface FetchAxiosResponse {
  status: number
  statusText: string
  headers: Headers
  data: unknown
  config: FetchAxiosConfig
}

/** The error shape typesense-js and our classifier read: `code`, `message`, `response`. */
export class FetchAxiosError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly config: FetchAxiosConfig,
    readonly response?: FetchAxiosResponse,
  ) {
    super(message)
    this.name = 'AxiosError'
  }
}

interface CancelToken {
  readonly signal: AbortSignal
}

function query(params: Record<string, unknown> | undefined): string {
  if (!params) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    for (const v of Array.isArray(value) ? value : [value])
      search.append(key, typeof v === 'object' ? JSON.stringify(v) : String(v))
  }
  const s = search.toString()
  return s ? `?${s}` : ''
}

function body(config: FetchAxiosConfig, headers: Headers): string | undefined {
  const { data } = config
  if (data === undefined || data === null) return undefined
  if (typeof data === 'string') return data
  if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
    headers['Content-Type'] = 'application/json'
  return JSON.stringify(data)
}

async function request(config: FetchAxiosConfig): Promise<FetchAxiosResponse> {
  if (config.responseType === 'stream')
    throw new FetchAxiosError('Streaming responses are not available in this client build', 'ERR_NOT_SUPPORT', config)
  const headers: Headers = { ...(config.headers ?? {}) }
  const payload = body(config, headers)
  const controller = new AbortController()
  const abort = () => controller.abort()
  config.cancelToken?.signal.addEventListener('abort', abort)
  config.signal?.addEventListener('abort', abort)
  let timedOut = false
  const timer = config.timeout
    ? setTimeout(() => {
        timedOut = true
        controller.abort()
      }, config.timeout)
    : undefined
  try {
    let res: Response
    try {
      res = await fetch(`${config.url ?? ''}${query(config.params)}`, {
        method: (config.method ?? 'get').toUpperCase(),
        headers,
        body: payload,
        signal: controller.signal,
      })
    } catch (err) {
      if (timedOut) throw new FetchAxiosError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config)
      if (controller.signal.aborted) throw new FetchAxiosError('canceled', 'ERR_CANCELED', config)
      throw new FetchAxiosError(`Network Error: ${(err as Error)?.message ?? err}`, 'ERR_NETWORK', config)
    }
    const responseHeaders: Headers = {}
    res.headers.forEach((value, key) => (responseHeaders[key.toLowerCase()] = value))
    let text: string
    try {
      text = await res.text()
    } catch (err) {
      if (timedOut) throw new FetchAxiosError(`timeout of ${config.timeout}ms exceeded`, 'ECONNABORTED', config)
      throw new FetchAxiosError(`Network Error: ${(err as Error)?.message ?? err}`, 'ERR_NETWORK', config)
    }
    const transforms = config.transformResponse ?? [
      (d: unknown, h: Headers) =>
        typeof d === 'string' && h['content-type']?.startsWith('application/json') ? JSON.parse(d) : d,
    ]
    const data = transforms.reduce<unknown>((d, fn) => fn(d, responseHeaders), text)
    const response: FetchAxiosResponse = {
      status: res.status,
      statusText: res.statusText,
      headers: responseHeaders,
      data,
      config,
    }
    const valid = config.validateStatus ?? ((s: number) => s >= 200 && s < 300)
    if (!valid(res.status))
      throw new FetchAxiosError(`Request failed with status code ${res.status}`, 'ERR_BAD_RESPONSE', config, response)
    return response
  } finally {
    if (timer) clearTimeout(timer)
    config.cancelToken?.signal.removeEventListener('abort', abort)
    config.signal?.removeEventListener('abort', abort)
  }
}

const CancelTokenFactory = {
  source(): { token: CancelToken; cancel: () => void } {
    const controller = new AbortController()
    return { token: { signal: controller.signal }, cancel: () => controller.abort() }
  },
}

type FetchAxios = typeof request & {
  CancelToken: typeof CancelTokenFactory
  getAdapter: () => never
  create: () => FetchAxios
}

const axios = request as FetchAxios
axios.CancelToken = CancelTokenFactory
axios.getAdapter = () => {
  throw new Error('Custom axios adapters are not available in the browser build of the search client')
}
axios.create = () => axios

export default axios
