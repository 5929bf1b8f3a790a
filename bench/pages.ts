/**
 * Page weight, side by side with the plain VitePress baseline (prints figures, never fails). Run after
 * `npm run build` and `npm run build:baseline`: `npm run bench:pages`. For each page type, Chromium
 * loads the page until the network is idle; the JS, CSS and HTML it downloaded are counted (raw and
 * gzipped, from the built files), then the lazy features are listed with what they add on first use.
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
// @ts-expect-error plain ESM helpers without types
import { CHROMIUM_ARGS, findChromium } from '../testkit/chromium.mjs'
// @ts-expect-error plain ESM helpers without types
import { startStaticServer } from '../deploy/static-server.mjs'
import { bytesOf, FEATURES, htmlFileOf, initialJs, kb, lazyFeature, sum } from '../testkit/bytes'
import { engineFromDist } from '../testkit/local-index'
import { SEARCH_SESSIONS } from '../testkit/search-sessions'
import { emit, table } from './lib/report'

export const PAGE_TYPES: Record<string, string> = {
  home: '/',
  doc: '/ai-studio/job/create.html',
  post: '/posts/how-to-select-gpu.html',
  'posts list': '/posts/',
  'API reference': '/gen-studio/api/maas.html',
}

const sites = { ours: path.resolve('.vitepress/dist'), baseline: path.resolve('.vitepress/dist-baseline') }
type Kind = 'js' | 'css' | 'html' | 'other'
type Weight = Record<Kind, { raw: number; gzip: number }>

async function weigh(dist: string, urls: string[]): Promise<Record<string, Weight>> {
  const server = await startStaticServer(dist, 0, { gzip: true })
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS })
  const out: Record<string, Weight> = {}
  for (const url of urls) {
    const page = await browser.newPage()
    const seen = new Set<string>()
    page.on('response', (r) => {
      if (r.url().startsWith(base) && r.status() === 200) seen.add(new URL(r.url()).pathname)
    })
    await page.goto(base + url, { waitUntil: 'networkidle' })
    const w: Weight = {
      js: { raw: 0, gzip: 0 },
      css: { raw: 0, gzip: 0 },
      html: { raw: 0, gzip: 0 },
      other: { raw: 0, gzip: 0 },
    }
    for (const p of seen) {
      const file = p.endsWith('/') || !path.extname(p) ? htmlFileOf(p) : p.replace(/^\//, '')
      if (!fs.existsSync(path.join(dist, file))) continue
      const kind: Kind = file.endsWith('.js')
        ? 'js'
        : file.endsWith('.css')
          ? 'css'
          : file.endsWith('.html')
            ? 'html'
            : 'other'
      const b = bytesOf(dist, file)
      w[kind].raw += b.raw
      w[kind].gzip += b.gzip
    }
    out[url] = w
    await page.close()
  }
  await browser.close()
  server.close()
  return out
}

const ours = await weigh(sites.ours, Object.values(PAGE_TYPES))
const baseline = await weigh(
  sites.baseline,
  Object.values(PAGE_TYPES).filter((u) => u !== PAGE_TYPES['API reference']),
)
const cell = (w: Weight | undefined, k: Kind) => (w ? `${kb(w[k].gzip)} (${kb(w[k].raw)})` : 'n/a')
const ratio = (a: number, b: number | undefined) => (b ? `${(a / b).toFixed(2)}×` : 'n/a')

const rows = Object.entries(PAGE_TYPES).map(([type, url]) => {
  const o = ours[url]!
  const b = baseline[url]
  return [
    type,
    cell(o, 'js'),
    cell(b, 'js'),
    ratio(o.js.gzip, b?.js.gzip),
    cell(o, 'css'),
    cell(b, 'css'),
    cell(o, 'html'),
    cell(b, 'html'),
    kb(o.other.gzip),
  ]
})

// Lazy features: what each adds, on first use, to a doc page (and to the island for chat).
const d = sites.ours
const page = initialJs(d, htmlFileOf(PAGE_TYPES.doc!))
const island = lazyFeature(d, FEATURES.keywordSearch, page)
const dt = path.resolve('.vitepress/dist-typesense')
const pageT = initialJs(dt, htmlFileOf(PAGE_TYPES.doc!))
const islandT = lazyFeature(dt, FEATURES.keywordSearch, pageT).map((f) => f.file)
const lazy = {
  'search island (keyword search, embedded engine)': sum(island),
  'AI chat (Markdown, DOMPurify, chat client)': sum(
    lazyFeature(d, FEATURES.chat, [...page, ...island.map((f) => f.file)]),
  ),
  'Typesense client (Typesense builds only)': sum(lazyFeature(dt, FEATURES.typesenseClient, [...pageT, ...islandT])),
  'Redoc (API reference pages)': sum(lazyFeature(d, FEATURES.redoc, page, true)),
  'terminal player with asciinema-player': sum(lazyFeature(d, FEATURES.terminalPlayer, page, true)),
}
// Ours: what the heaviest first search session reads (meta, postings chunks, text bundles).
let session = { raw: 0, gzip: 0 }
for (const s of SEARCH_SESSIONS.filter((x) => x.locale === 'zh')) {
  const { engine, read } = engineFromDist(d, 'zh')
  for (const q of s.queries) await engine.search(q)
  const bytes = read.map((url) => bytesOf(d, url.replace(/^\//, '')))
  const total = { raw: bytes.reduce((n, b) => n + b.raw, 0), gzip: bytes.reduce((n, b) => n + b.gzip, 0) }
  if (total.gzip > session.gzip) session = total
}
const baseIdx = fs
  .readdirSync(path.join(sites.baseline, 'assets/chunks'))
  .find((f) => f.startsWith('@localSearchIndexroot.'))!

emit({
  title: 'Page weight (downloaded before network idle; gzip, raw in brackets)',
  markdown: [
    table(
      [
        'page',
        'JS ours',
        'JS baseline',
        'JS ratio',
        'CSS ours',
        'CSS baseline',
        'HTML ours',
        'HTML baseline',
        'other ours',
      ],
      rows,
    ),
    '',
    table(
      ['lazy feature (loaded on first use)', 'gzip', 'raw'],
      [
        ...Object.entries(lazy).map(([name, b]) => [name, kb(b.gzip), kb(b.raw)]),
        [
          'embedded search index, zh (ours: the heaviest first session of 3 queries)',
          kb(session.gzip),
          kb(session.raw),
        ],
        [
          'baseline local-search index, zh (on first search)',
          kb(bytesOf(sites.baseline, `assets/chunks/${baseIdx}`).gzip),
          kb(bytesOf(sites.baseline, `assets/chunks/${baseIdx}`).raw),
        ],
      ],
    ),
  ].join('\n'),
  data: {
    ours,
    baseline,
    lazy,
    index: { ours: session, baseline: bytesOf(sites.baseline, `assets/chunks/${baseIdx}`) },
  },
})
