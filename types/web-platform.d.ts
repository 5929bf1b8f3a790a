/**
 * The web-platform globals that both Node (18+) and browsers have, and nothing else: what the pure layers
 * (src/contracts, src/query-analysis, src/search-core, src/facts) may use. tsconfig.pure.json compiles
 * them with the ES library and this file only, so a `window`, a `document`, a `process` or a Node
 * built-in there fails `npm run typecheck` instead of a reader's page or a CLI. Declared by hand, as
 * small as the layers' use of them: a member they start to use is added here, on purpose.
 */

interface AbortSignal {
  readonly aborted: boolean
  readonly reason: unknown
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void
  removeEventListener(type: 'abort', listener: () => void): void
}
declare const AbortSignal: { prototype: AbortSignal }

interface AbortController {
  readonly signal: AbortSignal
  abort(reason?: unknown): void
}
declare const AbortController: { prototype: AbortController; new (): AbortController }

interface Headers {
  get(name: string): string | null
  forEach(callback: (value: string, key: string) => void): void
}

interface ReadableStreamReadResult<T> {
  done: boolean
  value?: T
}
interface ReadableStreamDefaultReader<T> {
  read(): Promise<ReadableStreamReadResult<T>>
  cancel(reason?: unknown): Promise<void>
  releaseLock(): void
}
interface ReadableStream<R = unknown> {
  getReader(): ReadableStreamDefaultReader<R>
}

interface Response {
  readonly ok: boolean
  readonly status: number
  readonly statusText: string
  readonly headers: Headers
  readonly body: ReadableStream<Uint8Array> | null
  json(): Promise<unknown>
  text(): Promise<string>
}

interface RequestInit {
  method?: string
  headers?: Record<string, string>
  body?: string
  signal?: AbortSignal
}
declare function fetch(input: string, init?: RequestInit): Promise<Response>

interface URLSearchParams {
  append(name: string, value: string): void
  get(name: string): string | null
  set(name: string, value: string): void
  toString(): string
}
declare const URLSearchParams: {
  prototype: URLSearchParams
  new (init?: Record<string, string> | string): URLSearchParams
}

interface URL {
  href: string
  origin: string
  protocol: string
  host: string
  hostname: string
  port: string
  pathname: string
  search: string
  hash: string
  readonly searchParams: URLSearchParams
  toString(): string
}
declare const URL: { prototype: URL; new (url: string, base?: string | URL): URL }

interface TextEncoder {
  encode(input?: string): Uint8Array
}
declare const TextEncoder: { prototype: TextEncoder; new (): TextEncoder }

interface TextDecoder {
  decode(input?: Uint8Array, options?: { stream?: boolean }): string
}
declare const TextDecoder: { prototype: TextDecoder; new (label?: string): TextDecoder }

declare function setTimeout(handler: () => void, timeout?: number): unknown
declare function clearTimeout(id: unknown): void

interface Console {
  error(...data: unknown[]): void
  warn(...data: unknown[]): void
  info(...data: unknown[]): void
  log(...data: unknown[]): void
}
declare const console: Console
