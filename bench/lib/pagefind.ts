/**
 * Pagefind driven as a reader's browser would drive it, for the benchmarks that compare it with our
 * engine (bench/corpus.ts, bench/pagefind.ts): its Node API indexes pages into a folder, a bare driver
 * page loads its JS API from a local gzip static server in Chromium, and each query returns the top
 * results with timings. Nothing is tuned: default options, the extended binary (which segments Chinese).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { close as closePagefind, createIndex } from 'pagefind'
// @ts-expect-error plain ESM helpers without types
import { CHROMIUM_ARGS, findChromium } from '../../testkit/chromium.mjs'
// @ts-expect-error plain ESM helpers without types
import { startStaticServer } from '../../deploy/static-server.mjs'
import { escapeHtml } from '../../src/contracts/text'

export const PAGEFIND_VERSION = (
  JSON.parse(fs.readFileSync('node_modules/pagefind/package.json', 'utf8')) as { version: string }
).version

/**
 * The path of Pagefind's extended binary (the one that segments Chinese). Throws when it is not
 * installed: without it the Chinese figures would measure something else.
 */
export function requireExtendedBinary(): string {
  const platform = process.platform === 'win32' ? 'windows' : process.platform
  try {
    return (
      process.env.PAGEFIND_EXTENDED_BINARY_PATH ??
      createRequire(import.meta.url).resolve(
        `@pagefind/${platform}-${os.arch()}/bin/pagefind_extended${platform === 'windows' ? '.exe' : ''}`,
      )
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

export interface PagefindBuild {
  root: string
  buildMs: number
  /** CPU of the Pagefind process plus ours during the build (null when /proc cannot tell). */
  buildCpuMs: number | null
  files: { file: string; bytes: number }[]
}

/**
 * CPU time of Pagefind's service process (a child of ours) so far, from /proc (Linux, 100 ticks/s):
 * on a shared machine the index build's CPU time says more than its wall time. Null elsewhere.
 */
function pagefindCpuMs(): number | null {
  try {
    for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[1]) === process.pid && stat.includes('(pagefind'))
        return (Number(fields[11]) + Number(fields[12])) * 10
    }
  } catch {
    /* no /proc, or the process went away while reading */
  }
  return null
}

/** Indexes pages into `<root>/pagefind` and writes the driver page of each language beside it. */
export async function buildPagefind(root: string, pages: PagefindPage[]): Promise<PagefindBuild> {
  const started = performance.now()
  const ownCpu = process.cpuUsage()
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
  const serviceCpu = pagefindCpuMs()
  const own = process.cpuUsage(ownCpu)
  const buildCpuMs = serviceCpu === null ? null : serviceCpu + (own.user + own.system) / 1000
  await closePagefind()
  for (const lang of new Set(pages.map((p) => p.lang))) fs.writeFileSync(path.join(root, `${lang}.html`), driver(lang))
  // The static server answers unknown paths (the browser's favicon request) with the root's 404.html.
  fs.writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>')
  const files = fs
    .readdirSync(path.join(root, 'pagefind'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => {
      const full = path.join(e.parentPath, e.name)
      return { file: path.relative(path.join(root, 'pagefind'), full), bytes: fs.statSync(full).size }
    })
  return { root, buildMs, buildCpuMs, files }
}

/**
 * The page that drives Pagefind, in the language whose index it should load (pagefind.js picks the
 * index by `<html lang>`). Plain browser JS, so nothing rewrites its dynamic import.
 */
const driver = (
  lang: string,
) => `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>pagefind</title></head><body>
<script type="module">
let pf = null
async function open() {
  pf = await import('/pagefind/pagefind.js')
  await pf.options({ bundlePath: '/pagefind/' })
  await pf.init()
}
async function query(q, shown) {
  const t0 = performance.now()
  const s = await pf.search(q)
  const t1 = performance.now()
  const results = s && s.results ? s.results : []
  const data = await Promise.all(results.slice(0, shown).map((r) => r.data()))
  const t2 = performance.now()
  return {
    searchMs: t1 - t0,
    totalMs: t2 - t0,
    count: results.length,
    top: data.map((d) => ({ url: d.url, title: (d.meta && d.meta.title) || '' })),
  }
}
window.bench = {
  // How pagefind.js cuts a query into words for languages without spaces (Intl.Segmenter, word granularity).
  segments: (q) => [...new Intl.Segmenter(document.documentElement.lang, { granularity: 'word' }).segment(q)].filter((s) => s.isWordLike).map((s) => s.segment),
  async cold(q, shown) {
    const t0 = performance.now()
    await open()
    const opened = performance.now() - t0
    const r = await query(q, shown)
    return { ...r, openMs: opened, totalMs: performance.now() - t0 }
  },
  open,
  query,
}
</script></body></html>`

/** One query: the search's time, with the shown results' data, and the top results. */
interface PagefindQueryResult {
  searchMs: number
  totalMs: number
  count: number
  top: { url: string; title: string }[]
}
/** A query on a page that had not loaded Pagefind: its opening included. */
export interface PagefindColdResult extends PagefindQueryResult {
  openMs: number
}
interface DriverWindow {
  bench: {
    cold(q: string, shown: number): Promise<PagefindColdResult>
    open(): Promise<void>
    query(q: string, shown: number): Promise<PagefindQueryResult>
    segments(q: string): string[]
  }
}

/** A page of a served build, in a language, with its driver's calls. */
export interface PagefindDriverPage {
  page: Page
  open(): Promise<void>
  query(q: string, shown: number): Promise<PagefindQueryResult>
  cold(q: string, shown: number): Promise<PagefindColdResult>
  segments(q: string): Promise<string[]>
}

/** Opens the driver page of `lang` (Pagefind not loaded yet: `open` or `cold` loads it). */
export async function driverPage(
  where: Browser | BrowserContext,
  base: string,
  lang: string,
): Promise<PagefindDriverPage> {
  const page = await where.newPage()
  await page.goto(`${base}/${lang}.html`)
  return {
    page,
    open: () => page.evaluate(() => (window as unknown as DriverWindow).bench.open()),
    query: (q, shown) =>
      page.evaluate(([q, n]) => (window as unknown as DriverWindow).bench.query(q, n), [q, shown] as const),
    cold: (q, shown) =>
      page.evaluate(([q, n]) => (window as unknown as DriverWindow).bench.cold(q, n), [q, shown] as const),
    segments: (q) => page.evaluate((q) => (window as unknown as DriverWindow).bench.segments(q), q),
  }
}

/** Serves a build's folder (gzip, as a CDN would) on 127.0.0.1. */
export async function servePagefind(root: string): Promise<{ base: string; stop: () => Promise<void> }> {
  const server = await startStaticServer(root, 0, { gzip: true })
  return {
    base: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The Pagefind files a browser context fetches from now on, in order. On the context, so the web
 * worker's requests (wasm, index chunks, fragments) are counted too.
 */
export function recordPagefindFiles(context: BrowserContext): string[] {
  const files: string[] = []
  context.on('requestfinished', (req) => {
    const url = new URL(req.url())
    if (url.pathname.startsWith('/pagefind/')) files.push(decodeURIComponent(url.pathname.slice('/pagefind/'.length)))
  })
  return files
}

/**
 * Bytes the static server sends for a bundle file (bodies, without headers): text gzip-compressed at
 * level 9 as the server does; the wasm and index files as they are, Pagefind having gzipped them.
 * Taken from the files because Chromium reports no body size for a worker's script.
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

/** Serves a build and opens its driver page in Chromium, for a corpus's queries. */
export async function pagefindSearcher(build: PagefindBuild, lang: string): Promise<PagefindSearcher> {
  const served = await servePagefind(build.root)
  const browser: Browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS })
  const driven = await driverPage(browser, served.base, lang)
  await driven.open()
  return {
    search: async (q, shown) => (await driven.query(q, shown)).top.map((t) => t.url),
    async session(queries, shown) {
      const context = await browser.newContext()
      const files = recordPagefindFiles(context)
      const fresh = await driverPage(context, served.base, lang)
      await fresh.open()
      for (const q of queries) await fresh.query(q, shown)
      await context.close()
      return files.map((file) => ({ file, bytes: pagefindWireBytes(build.root, file) }))
    },
    async close() {
      await browser.close()
      await served.stop()
    },
  }
}
