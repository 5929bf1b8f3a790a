/**
 * Byte figures read from a built site (deterministic, so the budget tests may fail on them): what a
 * page loads up front, and what a lazy feature adds when it is first used. Chunks are followed
 * through their static imports, the way the browser loads them.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

export interface FileBytes {
  file: string
  raw: number
  gzip: number
}

export const sum = (files: FileBytes[]): { raw: number; gzip: number } =>
  files.reduce((n, f) => ({ raw: n.raw + f.raw, gzip: n.gzip + f.gzip }), { raw: 0, gzip: 0 })
export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

const sizes = new Map<string, FileBytes>()
export function bytesOf(dist: string, file: string): FileBytes {
  const full = path.join(dist, file)
  let b = sizes.get(full)
  if (!b) {
    const buf = fs.readFileSync(full)
    b = { file, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length }
    sizes.set(full, b)
  }
  return b
}

/** Site-relative path of a page's HTML file (`/ai-studio/` → `ai-studio/index.html`). */
export const htmlFileOf = (url: string) => url.replace(/^\//, '').replace(/(^|\/)$/, '$1index.html')

/** The doc page the byte budgets and the upstream-swap checks measure (an ordinary guide page). */
export const BUDGET_DOC_PAGE = 'ai-studio/job/create.html'

/** The JS a page (its HTML file) loads before anything else runs: module scripts and preloads. */
export function initialJs(dist: string, htmlFile: string): string[] {
  const html = fs.readFileSync(path.join(dist, htmlFile), 'utf8')
  const files = new Set<string>()
  for (const m of html.matchAll(
    /<script type="module"[^>]*\ssrc="\/([^"]+\.js)"|<link rel="modulepreload"[^>]*\shref="\/([^"]+\.js)"/g,
  ))
    files.add(m[1] ?? m[2]!)
  return [...closure(dist, [...files])]
}

/**
 * Inline scripts of a page (gzipped one by one). VitePress inlines the site data and the page hash map
 * unless `metaChunk` moves them to a module script, so a fair JS figure counts both forms.
 */
function inlineScripts(dist: string, htmlFile: string): { raw: number; gzip: number } {
  const html = fs.readFileSync(path.join(dist, htmlFile), 'utf8')
  const bodies = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .filter(Boolean)
  return sum(bodies.map((b) => ({ file: htmlFile, raw: Buffer.byteLength(b), gzip: gzipSync(b, { level: 9 }).length })))
}

/** Gzipped JS a page needs at start: its module scripts with their static imports, and its inline scripts. */
export const initialJsGzip = (dist: string, htmlFile: string) =>
  sum(initialJs(dist, htmlFile).map((f) => bytesOf(dist, f))).gzip + inlineScripts(dist, htmlFile).gzip

/** The CSS a page (its HTML file) links. */
export function initialCss(dist: string, htmlFile: string): string[] {
  const html = fs.readFileSync(path.join(dist, htmlFile), 'utf8')
  return [...html.matchAll(/<link rel="(?:preload )?stylesheet"[^>]*\shref="\/([^"]+\.css)"/g)].map((m) => m[1]!)
}

/**
 * Chunks and everything they import statically (paths relative to dist); with `dynamic`, also what
 * they import on demand (a player that fetches its library as soon as it mounts).
 */
function closure(dist: string, entries: string[], dynamic = false): Set<string> {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const code = fs.readFileSync(path.join(dist, file), 'utf8')
    const imports = dynamic
      ? /(?:\bfrom|\bimport)\s*\(?"(\.{1,2}\/[^"]+\.js)"/g
      : /(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g
    for (const m of code.matchAll(imports)) {
      queue.push(path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1]!)))
    }
  }
  return seen
}

/** Chunks whose name starts with one of the prefixes (`SearchApp.` → `assets/chunks/SearchApp.x1.js`). */
function chunks(dist: string, ...prefixes: string[]): string[] {
  const dir = path.join(dist, 'assets/chunks')
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.js') && prefixes.some((p) => f.startsWith(p)))
    .map((f) => `assets/chunks/${f}`)
}

/** What a lazy feature loads on first use: its chunks' closure minus what the page already has. */
export function lazyFeature(
  dist: string,
  entryPrefixes: readonly string[],
  alreadyLoaded: Iterable<string>,
  dynamic = false,
): FileBytes[] {
  const have = new Set(alreadyLoaded)
  return [...closure(dist, chunks(dist, ...entryPrefixes), dynamic)]
    .filter((f) => !have.has(f))
    .map((f) => bytesOf(dist, f))
}

/**
 * Feature entry chunks by Rollup's names (veaury and react-dom/client load with the island). The
 * terminal player imports asciinema-player on mount: measure it with `dynamic`.
 */
export const FEATURES = {
  keywordSearch: ['veaury.esm.', 'client.', 'SearchApp.'],
  chat: ['AiPanel.', 'chat.'],
  typesenseClient: ['typesense-engine.'],
  redoc: ['renderRedoc.', 'redoc.browser.lib.'],
  terminalPlayer: ['TerminalPlayer.'],
} as const

/** Content markers of libraries that must never be in a page's initial JS. */
export const HEAVY_LIBRARIES: Record<string, RegExp> = {
  React: /react\.dev\/errors|__REACT_DEVTOOLS_GLOBAL_HOOK__|ReactCurrentOwner/,
  Redoc: /redocly|Redoc(?:Standalone|\.init)|redoc-/i,
  'asciinema-player': /asciinema/i,
}

/** Every built page of a site (relative HTML paths). */
export function htmlPages(dist: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(dist, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${e.name}` : e.name
      if (e.isDirectory()) {
        if (rel !== 'assets') walk(rel)
      } else if (e.name.endsWith('.html')) out.push(rel)
    }
  }
  walk('')
  return out
}
