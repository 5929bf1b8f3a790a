import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createMarkdownRenderer } from 'vitepress'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { applySiteTokens } from '../../../.vitepress/build/siteTokens'
import { buildSearchArtifacts } from '../../../src/indexer/build'
import { DevRecords } from '../../../src/indexer/dev-index'
import { expandPageFacts } from '../../../src/indexer/facts-file'
import type { DocRecord } from '../../../src/search-core'

/**
 * Without a site build: real pages under docs/ are rendered with VitePress's Markdown renderer into the
 * page document the build writes (title with the site's name, description and keywords in the head as
 * the config's transformHead puts them, the body in `.vp-doc` inside the layout's chrome), and the
 * index build reads that output folder while the dev index reads the same sources. Pages with Vue
 * components are left out: only Vue draws their text (tests/built/dev-parity.test.ts compares those
 * against the real build).
 */
const docs = fileURLToPath(new URL('../../../docs/', import.meta.url))
const publicDir = fileURLToPath(new URL('../../../public/', import.meta.url))

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/** A page as VitePress writes it, from its source read the way VitePress reads it (gray-matter's YAML). */
function builtPage(md: Awaited<ReturnType<typeof createMarkdownRenderer>>, rel: string, source: string): string {
  const block = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source)
  const fm = (block ? parseYaml(block[1] ?? '') : {}) as Record<string, unknown>
  const body = md.render(block ? source.slice(block[0].length) : source, { relativePath: rel, cleanUrls: false })
  const keywords = Array.isArray(fm.keywords) ? fm.keywords.join(', ') : ''
  const siteName = rel.startsWith('en/') ? 'Docs' : '文档'
  return [
    `<!DOCTYPE html><html lang="zh-CN"><head><title>${escape(String(fm.title ?? ''))} | ${siteName}</title>`,
    `<meta name="description" content="${escape(String(fm.description ?? ''))}">`,
    keywords ? `<meta name="keywords" content="${escape(keywords)}">` : '',
    `<meta name="docs-search-index" content="__DOCS_SEARCH_INDEX__"></head><body><div id="app">`,
    `<header class="VPNav"><a href="/">${siteName}</a></header><aside class="VPSidebar"><p>目录</p></aside>`,
    `<div class="VPDoc"><div class="aside"><nav class="VPDocAsideOutline"><div role="heading">本页目录</div></nav></div>`,
    fm.layout === 'ApiReference'
      ? // The API reference layout: its page switcher, then the Markdown one wrapper deeper.
        `<main class="ApiReference"><div class="intro vp-doc"><label class="ApiSwitcher switcher"><span class="label">API</span>` +
        `<select disabled><option>模型服务 API</option><option>ComfyUI API</option></select></label>` +
        `<div style="position:relative;"><div>${body}</div></div></div><div class="viewer"></div></main>`
      : `<div class="content"><main class="main"><div style="position:relative;" class="vp-doc _${rel.replace(/\W/g, '_')}">` +
        `<div>${body}</div></div></main><footer class="VPDocFooter"><a href="#">上一页</a></footer></div>`,
    `</div>`,
    `</div></body></html>`,
  ].join('')
}

let dir: string
let pages: string[]
const dev = new Map<string, DocRecord[]>()
const build = new Map<string, DocRecord[]>()

const hasComponents = (source: string) => /<[A-Z][\w-]*[\s/>]/.test(source) || /^related:/m.test(source)

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parity-'))
  const src = path.join(dir, 'docs')
  const out = path.join(dir, 'dist')
  const pub = path.join(dir, 'public')
  const all = (await fs.readdir(docs, { recursive: true })).filter((f) => f.endsWith('.md')).sort()
  const sources = new Map<string, string>()
  for (const rel of all) {
    const source = await fs.readFile(path.join(docs, rel), 'utf8')
    if (!hasComponents(source)) sources.set(rel.split(path.sep).join('/'), source)
  }
  // Every 7th page, every English page, the API references and the posts with tags.
  const picked = [...sources.keys()].filter(
    (rel, i) =>
      i % 7 === 0 ||
      rel.startsWith('en/') ||
      /^spec:/m.test(sources.get(rel) ?? '') ||
      /^tags:/m.test(sources.get(rel) ?? ''),
  )
  // A real page left out of search, once with Windows line endings: both must drop it.
  const hidden = sources.get(picked.find((rel) => rel.startsWith('ai-studio/')) ?? '') ?? ''
  expect(hidden).toMatch(/^---\n/)
  const hide = (eol: string) => hidden.replace(/^---\n/, `---\nsearch: false\n`).replace(/\n/g, eol)
  sources.set('hidden/lf.md', hide('\n'))
  sources.set('hidden/crlf.md', hide('\r\n'))
  pages = [...picked, 'hidden/lf.md', 'hidden/crlf.md']

  const md = await createMarkdownRenderer(src)
  for (const rel of pages) {
    const source = sources.get(rel) ?? ''
    await fs.mkdir(path.dirname(path.join(src, rel)), { recursive: true })
    await fs.writeFile(path.join(src, rel), source)
    const html = path.join(out, rel.replace(/\.md$/, '.html'))
    await fs.mkdir(path.dirname(html), { recursive: true })
    // The build inserts facts with its Markdown plugin; the dev index reads docs/facts.yaml (copied below).
    await fs.writeFile(html, builtPage(md, rel, expandPageFacts(docs, rel, applySiteTokens(source))))
  }
  // OpenAPI documents: the build reads them from the output, the dev index from public/.
  await fs.cp(path.join(publicDir, 'openapi'), path.join(out, 'openapi'), { recursive: true })
  await fs.cp(path.join(publicDir, 'openapi'), path.join(pub, 'openapi'), { recursive: true })
  await fs.copyFile(path.join(docs, 'search-synonyms.json'), path.join(src, 'search-synonyms.json')).catch(() => {})
  await fs.copyFile(path.join(docs, 'facts.yaml'), path.join(src, 'facts.yaml'))

  const built = await buildSearchArtifacts({ srcDir: src, outDir: out, pages })
  const source = new DevRecords(src, pub, applySiteTokens)
  for (const locale of ['zh', 'en']) {
    const group = (into: Map<string, DocRecord[]>, records: DocRecord[]) => {
      for (const r of records) into.set(r.url_without_anchor, [...(into.get(r.url_without_anchor) ?? []), r])
    }
    group(build, built[locale]?.records ?? [])
    group(dev, (await source.records(locale)).records)
  }
}, 120_000)
afterAll(() => fs.rm(dir, { recursive: true, force: true }))

describe('dev index and index build, same pages', () => {
  it('sample real pages of each kind', () => {
    expect(pages.length).toBeGreaterThan(25)
    expect(pages.some((p) => p.startsWith('en/'))).toBe(true)
    expect([...build.values()].flat().some((r) => r.url.includes('#operation/'))).toBe(true)
    expect([...build.values()].flat().some((r) => r.tags.length > 0)).toBe(true)
    expect([...build.values()].flat().some((r) => r.keywords?.length)).toBe(true)
  })

  it('yield the same records for every page: ids, urls, hierarchy, tags, keywords, priority, content', () => {
    expect([...dev.keys()].sort()).toEqual([...build.keys()].sort())
    for (const [url, records] of build) expect(dev.get(url), url).toEqual(records)
  })

  it('both leave out a `search: false` page, whatever its line endings', () => {
    for (const url of ['/hidden/lf.html', '/hidden/crlf.html']) {
      expect(build.has(url), url).toBe(false)
      expect(dev.has(url), url).toBe(false)
    }
  })
})
