/**
 * The dev server's search index (Node): Markdown rendered with VitePress's own renderer, cut by the
 * same extractor as the build, into the same sharded index. Pages are re-rendered only when they
 * change, so an edit is searchable within a second or two.
 */
import fs from 'node:fs/promises'
import { DEV_INDEX_PATH, INDEX_META_FILE } from '../contracts'
import path from 'node:path'
import type { Plugin } from 'vite'
import { createMarkdownRenderer } from 'vitepress'
import type { DocRecord } from '../search-core/types'
import { expandPageFacts } from './facts-file'
import { COLLOQUIAL_FILE, localIndexOf, readSynonymRules, SYNONYMS_FILE } from './build'
import { pageRecords } from './pages/page-records'
import { listSourcePages, localeOfPage, sourcePage, type SourcePage } from './pages/read-page'
import { renderPageHtml, type MarkdownRenderer } from './pages/render'
import { pageDescription } from './records'

interface PageEntry {
  mtimeMs: number
  records: DocRecord[]
  description: string
}

/** Records of a content folder, re-rendering only the pages changed since the last call. */
export class DevRecords {
  private renderer: Promise<MarkdownRenderer> | null = null
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
    const files = (await listSourcePages(this.srcDir)).filter((rel) => localeOfPage(rel) === locale)
    const records: DocRecord[] = []
    const descriptions = new Map<string, string>()
    for (const rel of files) {
      const file = path.join(this.srcDir, rel)
      const stat = await fs.stat(file).catch(() => null)
      if (!stat) continue
      let entry = this.pages.get(rel)
      if (!entry || entry.mtimeMs !== stat.mtimeMs) {
        entry = await this.render(md, rel, stat.mtimeMs)
        this.pages.set(rel, entry)
      }
      records.push(...entry.records)
      if (entry.records[0]) descriptions.set(entry.records[0].url_without_anchor, entry.description)
    }
    return { records, descriptions }
  }

  private async render(md: MarkdownRenderer, rel: string, mtimeMs: number): Promise<PageEntry> {
    const source = this.transformSource(await fs.readFile(path.join(this.srcDir, rel), 'utf8'))
    // Facts are inserted as the build's Markdown plugin does; an unknown id stays as typed while the page is edited.
    const page = sourcePage(rel, expandPageFacts(this.srcDir, rel, source, 'keep'))
    if (!page.searchable) return { mtimeMs, records: [], description: '' }
    let html: string
    try {
      html = renderPageHtml(md, page)
    } catch {
      return { mtimeMs: -1, records: [], description: page.description } // a page being edited may not render; the next save retries
    }
    return { mtimeMs, records: await this.recordsOf(page, html), description: pageDescription(html) }
  }

  private async recordsOf(page: SourcePage, html: string): Promise<DocRecord[]> {
    const openApi =
      page.kind === 'api-reference' && page.spec
        ? await fs.readFile(path.join(this.publicDir, page.spec), 'utf8').catch(() => null)
        : null
    // A page being edited may hold a document that does not parse, or readers' questions under a heading
    // it no longer has (the build reports both): its own records meanwhile, then without its questions.
    const withoutQuestions: SourcePage = { ...page, questions: { byHeading: new Map(), problems: [] } }
    for (const attempt of [() => pageRecords(page, html, openApi), () => pageRecords(page, html)])
      try {
        return attempt()
      } catch {
        /* the next, plainer reading */
      }
    return pageRecords(withoutQuestions, html)
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
  const { meta, files } = localIndexOf(locale, records, descriptions, rules)
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
        if (
          file.endsWith('.md') ||
          file.endsWith('.yaml') ||
          file.endsWith(SYNONYMS_FILE) ||
          file.endsWith(COLLOQUIAL_FILE)
        )
          invalidate()
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
