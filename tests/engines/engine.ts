// What a reader path needs from a browser, the same for every engine: load a URL, run a function in
// the page, real keyboard and pointer input (W3C actions, which both WebDriver classic and BiDi take
// as they are), and the viewport. Firefox speaks BiDi (firefox.ts), WebKitGTK classic (webkit.ts).

import type { ChildProcess } from 'node:child_process'

export type EngineName = 'firefox' | 'webkit'

/** Every browser, driver and display the run started, for ending them if the run itself is ended. */
export const started = new Set<ChildProcess>()

/** Records `child` until it exits. */
export function track(child: ChildProcess): ChildProcess {
  started.add(child)
  child.once('exit', () => started.delete(child))
  return child
}

/** One W3C input source with its actions, as both protocols take it. */
export interface InputSource {
  type: 'key' | 'pointer'
  id: string
  parameters?: { pointerType: 'mouse' }
  actions: Record<string, unknown>[]
}

export interface Engine {
  readonly name: EngineName
  /** Loads `url` and resolves when its load event has fired. */
  goto(url: string): Promise<void>
  /** Runs `fn` in the page with JSON arguments and returns its JSON result (a promise is awaited). */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>
  perform(sources: InputSource[]): Promise<void>
  /** Sets the layout viewport (what `innerWidth` and media queries see). */
  setViewport(width: number, height: number): Promise<void>
  close(): Promise<void>
}

export interface LaunchOptions {
  /** false: a browser with JavaScript switched off, for the paths that must work without it. */
  javaScript: boolean
}

/**
 * Wraps `fn` so that the page returns its result as one JSON string: both protocols then hand back a
 * plain string, whatever the value was. Errors come back as `{ "__error": message }`. Synchronous
 * unless `fn` returns a promise: a page with JavaScript off runs no promise callbacks.
 */
export const pageFunction = (fn: (...args: never[]) => unknown): string =>
  `(json) => {
    const ok = (v) => JSON.stringify(v === undefined ? null : v)
    const fail = (e) => JSON.stringify({ __error: String((e && e.stack) || e) })
    try {
      const v = (${fn.toString()})(...JSON.parse(json))
      return v && typeof v.then === 'function' ? v.then(ok, fail) : ok(v)
    } catch (e) {
      return fail(e)
    }
  }`

export function parseResult<R>(json: unknown): R {
  if (typeof json !== 'string') throw new Error(`the page returned ${JSON.stringify(json)}, not JSON text`)
  const value = JSON.parse(json) as unknown
  if (value && typeof value === 'object' && '__error' in value) throw new Error(String(value.__error))
  return value as R
}
