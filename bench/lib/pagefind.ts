/**
 * Pagefind driven as a reader's browser would drive it, for the benchmarks that compare it with our
 * engine (bench/corpus.ts): its Node API indexes pages into a folder, a bare driver page loads its
 * JS API from a local gzip static server in Chromium, and each query returns the top results' URLs.
 * Nothing is tuned: default options, the extended binary (which segments Chinese).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type Page } from '@playwright/test'
import { close as closePagefind, createIndex } from 'pagefind'
// @ts-expect-error plain ESM helpers without types
import { CHROMIUM_ARGS, findChromium } from '../../testkit/chromium.mjs'
// @ts-expect-error plain ESM helpers without types
import { startStaticServer } from '../../testkit/static-server.mjs'

export const PAGEFIND_VERSION = (
  JSON.parse(fs.readFileSync('node_modules/pagefind/package.json', 'utf8')) as { version: string }
).version

/** Throws unless Pagefind's extended binary (the one that segments Chinese) is installed. */
export function requireExtendedBinary(): void {
  const platform = process.platform === 'win32' ? 'windows' : process.platform
  try {
    if (process.env.PAGEFIND_EXTENDED_BINARY_PATH) return
    createRequire(import.meta.url).resolve(
      `@pagefind/${platform}-${os.arch()}/bin/pagefind_extended${platform === 'windows' ? '.exe' : ''}`,
    )
  } catch {
    throw new Error(`Pagefind's extended binary (@pagefind/${platform}-${os.arch()}) is not installed: run \`npm ci\`.`)
  }
}

export interface PagefindPage {
  url: string
  /** `<html lang>`: Pagefind keeps one index per language. */
  lang: string
  title: string
  /** The page's content HTML (what our extractor reads as `.vp-doc`). */
  body: string
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export interface PagefindBuild {
  root: string
  buildMs: number
  files: { file: string; bytes: number }[]
}

/** Indexes pages into `<root>/pagefind` and writes the driver page beside it. */
export async function buildPagefind(root: string, pages: PagefindPage[]): Promise<PagefindBuild> {
  const started = performance.now()
  // What our indexer drops from a page: heading permalinks, copy buttons, code language labels.
  const { index, errors } = await createIndex({ excludeSelectors: ['.header-anchor', 'button', '.lang'] })
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`)
  for (const p of pages) {
    const content = `<!doctype html><html lang="${p.lang}"><head><title>${escapeHtml(p.title)}</title></head><body><main data-pagefind-body>${p.body}</main></body></html>`
    const r = await index.addHTMLFile({ url: p.url, content })
    if (r.errors.length) throw new Error(`pagefind: ${p.url}: ${r.errors.join('; ')}`)
  }
  const written = await index.writeFiles({ outputPath: path.join(root, 'pagefind') })
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`)
  const buildMs = performance.now() - started
  await closePagefind()
  for (const lang of new Set(pages.map((p) => p.lang))) fs.writeFileSync(path.join(root, `${lang}.html`), driver(lang))
  fs.writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>')
  const files = fs
    .readdirSync(path.join(root, 'pagefind'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const full = path.join(e.parentPath, e.name)
      return { file: path.relative(path.join(root, 'pagefind'), full), bytes: fs.statSync(full).size }
    })
  return { root, buildMs, files }
}

/** Plain browser JS (nothing rewrites its dynamic import); pagefind.js picks the index by `<html lang>`. */
const driver = (
  lang: string,
) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>pagefind</title></head><body>
<script type="module">
let pf = null
window.bench = {
  async open() {
    pf = await import('/pagefind/pagefind.js')
    await pf.options({ bundlePath: '/pagefind/' })
    await pf.init()
  },
  async query(q, shown) {
    const s = await pf.search(q)
    const results = s && s.results ? s.results : []
    const data = await Promise.all(results.slice(0, shown).map((r) => r.data()))
    return data.map((d) => d.url)
  },
}
</script></body></html>`

interface DriverWindow {
  bench: { open(): Promise<void>; query(q: string, shown: number): Promise<string[]> }
}

/**
 * Bytes the static server sends for a bundle file: JS and JSON gzipped as the server does, the index
 * files as they are (Pagefind gzips them itself).
 */
export function pagefindWireBytes(root: string, file: string): number {
  const buf = fs.readFileSync(path.join(root, 'pagefind', file))
  return /\.(js|json|css)$/.test(file) ? gzipSync(buf, { level: 9 }).length : buf.length
}

export interface PagefindSearcher {
  /** URLs of the top `shown` results. */
  search(q: string, shown: number): Promise<string[]>
  /** A fresh browser context running `queries`: the bundle files it fetched (index and code). */
  session(queries: string[], shown: number): Promise<{ file: string; bytes: number }[]>
  close(): Promise<void>
}

/** Serves a build and opens its driver page in Chromium. */
export async function pagefindSearcher(build: PagefindBuild, lang: string): Promise<PagefindSearcher> {
  const server = await startStaticServer(build.root, 0, { gzip: true })
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  const browser: Browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS })
  const open = async (): Promise<Page> => {
    const page = await browser.newPage()
    await page.goto(`${base}/${lang}.html`)
    await page.evaluate(() => (window as unknown as DriverWindow).bench.open())
    return page
  }
  const page = await open()
  const query = (p: Page, q: string, shown: number) =>
    p.evaluate(([q, n]) => (window as unknown as DriverWindow).bench.query(q, n), [q, shown] as const)
  return {
    search: (q, shown) => query(page, q, shown),
    async session(queries, shown) {
      const context = await browser.newContext()
      const files: string[] = []
      // On the context, so the web worker's requests (wasm, index chunks, fragments) are counted too.
      context.on('requestfinished', (req) => {
        const url = new URL(req.url())
        if (url.pathname.startsWith('/pagefind/'))
          files.push(decodeURIComponent(url.pathname.slice('/pagefind/'.length)))
      })
      const p = await context.newPage()
      await p.goto(`${base}/${lang}.html`)
      await p.evaluate(() => (window as unknown as DriverWindow).bench.open())
      for (const q of queries) await query(p, q, shown)
      await context.close()
      return files.map((file) => ({ file, bytes: pagefindWireBytes(build.root, file) }))
    },
    async close() {
      await browser.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
