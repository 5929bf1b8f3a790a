/**
 * The dev server's search index (Node): Markdown rendered with VitePress's own renderer, cut by the
 * same extractor as the build, into the same sharded index. Pages are re-rendered only when they
 * change, so an edit is searchable within a second or two.
 */
import fs from 'node:fs/promises'
import { pageUrlOf } from '../search-core/page-url'
import { DEV_INDEX_PATH, INDEX_META_FILE } from '../contracts'
import path from 'node:path'
import type { Plugin } from 'vite'
import { createMarkdownRenderer } from 'vitepress'
import { parse as parseYaml } from 'yaml'
import { buildLocalIndex } from '../search-core/local-index'
import { compileSynonyms } from '../search-core/synonyms'
import type { DocRecord } from '../search-core/types'
import { productArea } from './areas'
import { pageRankFor, readSynonymRules, SYNONYMS_FILE } from './build'
import { foldPairsFor } from './fold-pairs'
import { openApiRecords } from './openapi-records'
import { extractRecords, keywordsMetaContent } from './records'

async function markdownFiles(dir: string, root = dir): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((e) => {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) return e.name.startsWith('.') || e.name === 'node_modules' ? [] : markdownFiles(p, root)
      return e.name.endsWith('.md') ? [path.relative(root, p).split(path.sep).join('/')] : []
    }),
  )
  return nested.flat()
}

interface PageEntry {
  mtimeMs: number
  records: DocRecord[]
  description: string
}

type Renderer = Awaited<ReturnType<typeof createMarkdownRenderer>>

/** Records of a content folder, re-rendering only the pages changed since the last call. */
export class DevRecords {
  private renderer: Promise<Renderer> | null = null
  private readonly pages = new Map<string, PageEntry>()

  /**
   * @param transformSource what the site does to a page's Markdown before rendering it (the deploy's
   *   host tokens), so the dev index holds the text readers see.
   */
  constructor(
    private readonly srcDir: string,
    private readonly publicDir = path.join(srcDir, '..', 'public'),
    private readonly transformSource: (markdown: string) => string = (m) => m,
  ) {}

  async records(locale: string): Promise<{ records: DocRecord[]; descriptions: Map<string, string> }> {
    this.renderer ??= createMarkdownRenderer(this.srcDir)
    const md = await this.renderer
    const files = (await markdownFiles(this.srcDir)).filter((f) => (locale === 'en') === f.startsWith('en/'))
    const records: DocRecord[] = []
    const descriptions = new Map<string, string>()
    for (const rel of files) {
      const file = path.join(this.srcDir, rel)
      const stat = await fs.stat(file).catch(() => null)
      if (!stat) continue
      let entry = this.pages.get(rel)
      if (!entry || entry.mtimeMs !== stat.mtimeMs) {
        entry = await this.render(md, rel, locale, stat.mtimeMs)
        this.pages.set(rel, entry)
      }
      records.push(...entry.records)
      if (entry.records[0]) descriptions.set(entry.records[0].url_without_anchor, entry.description)
    }
    return { records, descriptions }
  }

  private async render(md: Renderer, rel: string, locale: string, mtimeMs: number): Promise<PageEntry> {
    const src = this.transformSource(await fs.readFile(path.join(this.srcDir, rel), 'utf8'))
    const fmMatch = /^---\n([\s\S]*?)\n---\n?/.exec(src)
    const fm = fmMatch?.[1] ?? ''
    if (/^search:\s*false\s*$/m.test(fm)) return { mtimeMs, records: [], description: '' }
    const field = (name: string) => (new RegExp(`^${name}:\\s*"?(.*?)"?\\s*$`, 'm').exec(fm)?.[1] ?? '').trim()
    const title = field('title')
    const description = field('description')
    let keywords: string | null = null
    try {
      keywords = keywordsMetaContent((parseYaml(fm) as { keywords?: unknown } | null)?.keywords)
    } catch {
      /* frontmatter being edited may not parse; the page is indexed without its keywords until it does */
    }
    const body = fmMatch ? src.slice(fmMatch[0].length) : src
    let html = ''
    try {
      html = md.render(body, { relativePath: rel, cleanUrls: false })
    } catch {
      return { mtimeMs: -1, records: [], description } // a page being edited may not render; the next save retries
    }
    const inLocale = locale === 'en' ? rel.slice(3) : rel
    const url = pageUrlOf(rel)
    const lvl0 = productArea(inLocale, locale)
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
    const records = extractRecords({
      url,
      html: `<html><head><title>${escape(title)}</title><meta name="description" content="${escape(description)}">${keywords ? `<meta name="keywords" content="${escape(keywords)}">` : ''}</head><body><div class="vp-doc"><div>${html}</div></div></body></html>`,
      locale,
      lvl0,
      pageRank: pageRankFor(inLocale),
    })
    const spec = /^spec:\s*["']?([^"'\s]+)/m.exec(fm)?.[1]
    if (spec) {
      const source = await fs.readFile(path.join(this.publicDir, spec), 'utf8').catch(() => null)
      try {
        if (source)
          records.push(...openApiRecords(source, { url, lvl0, lvl1: records[0]?.['hierarchy.lvl1'] ?? title, locale }))
      } catch {
        /* a document being edited may not parse; the build reports it */
      }
    }
    return { mtimeMs, records, description }
  }
}

/** The records of a folder's pages in one locale. */
export async function devRecords(srcDir: string, locale: string): Promise<DocRecord[]> {
  return (await new DevRecords(srcDir).records(locale)).records
}

/** Builds a locale's index files in memory, under a folder named by the build number. */
export async function devIndexFiles(
  source: DevRecords,
  srcDir: string,
  locale: string,
  build: number,
): Promise<Map<string, string>> {
  const { records, descriptions } = await source.records(locale)
  const rules = await readSynonymRules(srcDir)
  const text = records
    .map((r) => `${r['hierarchy.lvl1']} ${r['hierarchy.lvl2'] ?? ''} ${r['hierarchy.lvl3'] ?? ''} ${r.content}`)
    .join('')
  const { meta, files } = buildLocalIndex({
    locale,
    records,
    descriptions,
    synonyms: compileSynonyms(rules),
    fold: foldPairsFor(text),
  })
  const out = new Map<string, string>()
  for (const [name, body] of files) if (name !== INDEX_META_FILE) out.set(`${build}/${name}`, body)
  out.set(INDEX_META_FILE, JSON.stringify({ ...meta, dir: `${build}/` }))
  return out
}

/** Vite plugin: serves `/__search-index/<locale>/…` in dev, rebuilt after any content edit. */
export function devSearchIndexPlugin(
  srcDir: string,
  options: { publicDir?: string; transformSource?: (markdown: string) => string } = {},
): Plugin {
  const source = new DevRecords(srcDir, options.publicDir, options.transformSource)
  let build = 0
  // The latest index per locale; the previous one stays readable for a search already under way.
  const current = new Map<string, Promise<Map<string, string>>>()
  const previous = new Map<string, Map<string, string>>()
  const invalidate = () => {
    build++
    for (const [locale, files] of current)
      void files.then(
        (f) => previous.set(locale, f),
        () => {},
      )
    current.clear()
  }
  return {
    name: 'docs-dev-search-index',
    apply: 'serve',
    configureServer(server) {
      server.watcher.on('all', (_event, file) => {
        if (file.endsWith('.md') || file.endsWith('.yaml') || file.endsWith(SYNONYMS_FILE)) invalidate()
      })
      server.middlewares.use(async (req, res, next) => {
        const m = new RegExp(`^${DEV_INDEX_PATH}(zh|en)/(.+\\.json)$`).exec((req.url ?? '').split('?')[0] ?? '')
        if (!m) return next()
        const [, locale, name] = m as unknown as [string, string, string]
        if (!current.has(locale)) current.set(locale, devIndexFiles(source, srcDir, locale, build))
        try {
          const body = (await current.get(locale)!).get(name) ?? previous.get(locale)?.get(name)
          res.setHeader('Cache-Control', 'no-store')
          if (body === undefined) {
            res.statusCode = 404
            res.end('{"message":"Not Found"}')
            return
          }
          res.setHeader('Content-Type', 'application/json; charset=utf-8')
          res.end(body)
        } catch (err) {
          current.delete(locale)
          res.statusCode = 500
          res.end(JSON.stringify({ message: String((err as Error).message) }))
        }
      })
    },
  }
}
