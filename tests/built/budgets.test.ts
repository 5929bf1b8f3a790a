import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { engineFromDist, indexMetaPath } from '../../testkit/local-index'
import { SEARCH_SESSIONS, SESSION_BUDGET_BYTES } from '../../testkit/search-sessions'
import { INDEX_ASSETS_DIR, SEARCH_INDEX_META_NAME, SEARCH_INDEX_PLACEHOLDER, type Locale } from '../../src/contracts'
import {
  BUDGET_DOC_PAGE,
  FEATURES,
  HEAVY_LIBRARIES,
  htmlPages,
  initialJs,
  initialJsGzip,
  kb,
  lazyFeature,
  sum,
} from '../../testkit/bytes'

// Byte budgets (deterministic, so they may fail a test), read from the three builds: ours, ours with
// Typesense configured, and the plain VitePress baseline (`npm run build:baseline`).
const root = path.resolve(__dirname, '../..')
const dist = path.join(root, '.vitepress/dist')
const distTypesense = path.join(root, '.vitepress/dist-typesense')
const distBaseline = path.join(root, '.vitepress/dist-baseline')

export const DOC_PAGE_JS_OVER_BASELINE = 12 * 1024
export const KEYWORD_FIRST_OPEN = 110 * 1024
export const TYPESENSE_CLIENT = 30 * 1024
export const CHAT_CODE = 60 * 1024
export const API_PAGE_JS_OVER_DOC_PAGE = 10 * 1024
/** What a page carries for its agent tools (WebMCP) in a browser without them: the feature check. */
export const WEBMCP_FEATURE_CHECK = 300

const DOC_PAGE = BUDGET_DOC_PAGE
const API_PAGES = [
  'gen-studio/api/maas.html',
  'gen-studio/api/maas-comfyui.html',
  'gen-studio/api/maas-comfyui-websocket.html',
]

describe('page JavaScript', () => {
  it('a doc page loads at most 12 KB more gzipped JS than the plain VitePress baseline', () => {
    const ours = initialJsGzip(dist, DOC_PAGE)
    const baseline = initialJsGzip(distBaseline, DOC_PAGE)
    console.log(`doc page initial JS: ours ${kb(ours)}, baseline ${kb(baseline)}, +${kb(ours - baseline)}`)
    expect(ours - baseline).toBeLessThanOrEqual(DOC_PAGE_JS_OVER_BASELINE)
  })

  it.each(API_PAGES)('%s loads at most 10 KB more gzipped JS before interaction than a doc page', (page) => {
    const api = initialJsGzip(dist, page)
    const doc = initialJsGzip(dist, DOC_PAGE)
    console.log(`${page} initial JS: ${kb(api)}, doc page ${kb(doc)}, +${kb(api - doc)}`)
    expect(api - doc).toBeLessThanOrEqual(API_PAGE_JS_OVER_DOC_PAGE)
  })

  it('React, Redoc and the terminal player are in no page’s initial JS', () => {
    const pages = htmlPages(dist).filter((p) =>
      fs.readFileSync(path.join(dist, p), 'utf8').includes('<script type="module"'),
    )
    expect(pages.length).toBeGreaterThan(150)
    const offenders: string[] = []
    const checked = new Map<string, string[]>()
    for (const page of pages) {
      for (const file of initialJs(dist, page)) {
        let found = checked.get(file)
        if (!found) {
          const code = fs.readFileSync(path.join(dist, file), 'utf8')
          found = Object.entries(HEAVY_LIBRARIES)
            .filter(([, re]) => re.test(code))
            .map(([name]) => name)
          checked.set(file, found)
        }
        for (const lib of found) offenders.push(`${page}: ${lib} in ${file}`)
      }
    }
    expect(offenders).toEqual([])
  })

  it(`the agent tools (WebMCP) cost a page without them at most ${WEBMCP_FEATURE_CHECK} B gzipped: the feature check`, () => {
    const files = initialJs(dist, DOC_PAGE)
    expect(files.filter((f) => /webmcp\./.test(f))).toEqual([])
    const file = files.find((f) => fs.readFileSync(path.join(dist, f), 'utf8').includes('document.modelContext'))
    expect(file).toBeDefined()
    const code = fs.readFileSync(path.join(dist, file!), 'utf8')
    // The check is one statement and the call it guards: from the statement to the call's last bracket.
    const at = code.indexOf('document.modelContext')
    const start = code.lastIndexOf(';', at) + 1
    let i = code.indexOf('.then(', at) + '.then('.length
    for (let depth = 1; depth > 0; i++) depth += code[i] === '(' ? 1 : code[i] === ')' ? -1 : 0
    expect(code.slice(start, i)).toContain('registerDocsTools')
    // And the lazy chunk's name in the chunk's preload list.
    const without = (code.slice(0, start) + code.slice(code[i] === ',' ? i + 1 : i)).replace(
      /"assets\/chunks\/webmcp\.[\w-]+\.js",?/,
      '',
    )
    const cost = gzipSync(code).length - gzipSync(without).length
    console.log(`WebMCP feature check: ${cost} B gzipped`)
    expect(cost).toBeGreaterThan(0)
    expect(cost).toBeLessThanOrEqual(WEBMCP_FEATURE_CHECK)
  })

  it('the markers find those libraries in their lazy chunks (so the check above can fail)', () => {
    const has = (prefixes: readonly string[], lib: string) =>
      lazyFeature(dist, prefixes, [], true).some((f) =>
        HEAVY_LIBRARIES[lib]!.test(fs.readFileSync(path.join(dist, f.file), 'utf8')),
      )
    expect(has(FEATURES.keywordSearch, 'React')).toBe(true)
    expect(has(FEATURES.redoc, 'Redoc')).toBe(true)
    expect(has(FEATURES.terminalPlayer, 'asciinema-player')).toBe(true)
  })
})

describe('what every page carries before first paint', () => {
  const pages = htmlPages(dist)

  it('no web font: the site ships none and no page preloads one', () => {
    const fonts = fs.readdirSync(path.join(dist, 'assets')).filter((f) => /\.(woff2?|ttf|otf)$/.test(f))
    expect(fonts).toEqual([])
    const preloading = pages.filter((p) => /<link[^>]+as="font"/.test(fs.readFileSync(path.join(dist, p), 'utf8')))
    expect(preloading).toEqual([])
  })

  it('site data and the page map are one cached chunk, not repeated in every page’s HTML', () => {
    const inlined = pages.filter((p) => fs.readFileSync(path.join(dist, p), 'utf8').includes('__VP_HASH_MAP__'))
    expect(inlined).toEqual([])
    const html = fs.readFileSync(path.join(dist, DOC_PAGE), 'utf8')
    expect(html).toMatch(/<script type="module" src="\/assets\/chunks\/metadata\.[0-9a-f]{8}\.js">/)
  })
})

describe('lazy features', () => {
  const pageJs = initialJs(dist, DOC_PAGE)
  const keyword = lazyFeature(dist, FEATURES.keywordSearch, pageJs)

  it('keyword search needs at most 110 KB gzipped on first open', () => {
    const { gzip } = sum(keyword)
    console.log(`keyword search first open: ${kb(gzip)} in ${keyword.length} chunks`)
    expect(gzip).toBeLessThanOrEqual(KEYWORD_FIRST_OPEN)
  })

  it('the Typesense client chunk is at most 30 KB gzipped', () => {
    const loaded = [
      ...initialJs(distTypesense, DOC_PAGE),
      ...lazyFeature(distTypesense, FEATURES.keywordSearch, []).map((f) => f.file),
    ]
    const client = lazyFeature(distTypesense, FEATURES.typesenseClient, loaded)
    console.log(`typesense client: ${kb(sum(client).gzip)}`)
    expect(client.length).toBeGreaterThan(0)
    expect(sum(client).gzip).toBeLessThanOrEqual(TYPESENSE_CLIENT)
  })

  it('the chat code (Markdown, DOMPurify, chat client) is at most 60 KB gzipped', () => {
    const chat = lazyFeature(dist, FEATURES.chat, [...pageJs, ...keyword.map((f) => f.file)])
    console.log(`chat code: ${kb(sum(chat).gzip)}`)
    expect(sum(chat).gzip).toBeLessThanOrEqual(CHAT_CODE)
  })
})

describe('embedded index', () => {
  it.each(SEARCH_SESSIONS.map((s) => [s.queries.join(' → '), s] as const))(
    'a first search session reads at most 150 KB of index (gzip): %s',
    async (_, session) => {
      const { engine, read } = engineFromDist(dist, session.locale)
      for (const q of session.queries) await engine.search(q)
      const bytes = read.reduce((n, url) => n + gzipSync(fs.readFileSync(path.join(dist, url))).length, 0)
      console.log(`${session.queries.join(' → ')}: ${read.length} files, ${kb(bytes)}`)
      expect(read[0]).toMatch(/meta\.json$/)
      expect(bytes).toBeLessThanOrEqual(SESSION_BUDGET_BYTES)
    },
  )

  it('every page points at its locale index, whose files are in a folder named by their hash', () => {
    const zh = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
    const en = fs.readFileSync(path.join(dist, 'en/index.html'), 'utf8')
    const tag = (locale: Locale) =>
      new RegExp(
        `<meta name="${SEARCH_INDEX_META_NAME}" content="/${INDEX_ASSETS_DIR}/${locale}/[0-9a-f]{10}/meta\\.json">`,
      )
    expect(zh).toMatch(tag('zh'))
    expect(en).toMatch(tag('en'))
    expect(zh).not.toContain(SEARCH_INDEX_PLACEHOLDER)
    expect(fs.existsSync(path.join(dist, indexMetaPath(dist, 'zh')))).toBe(true)
  })
})
