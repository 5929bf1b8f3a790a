/**
 * Pages as Markdown (Node only, build end): every rendered page → a clean Markdown copy beside its
 * HTML (`page.md`), and per locale `llms.txt` and `llms-full.txt` (llms.ts).
 *
 * The copy is derived from the rendered HTML, not from the source: Vue components, containers, code
 * groups, includes and site tokens are resolved there exactly as the reader sees them, so one walker
 * covers them all and no second renderer can drift from the page. The source page (read once, as the
 * search indexer reads it) says its locale, product area, OpenAPI document and whether it is listed.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { readSourcePage, sourcePage, type Locale } from '../indexer/pages/read-page'
import { llmsTxtPath, markdownDirective } from './directive'
import { escapeText } from './escape'
import { linkTarget, type MarkdownContext } from './inline'
import { writeLlmsFiles, type ExportedPage, type LocaleListing } from './llms'
import { pageToMarkdown } from './page'
import { WORDS } from './words'

export interface MarkdownExportOptions {
  srcDir: string
  outDir: string
  /** Source pages relative to srcDir, as VitePress lists them. */
  pages: string[]
  base?: string
  /** Public origin of the site (`https://docs.example.com`). */
  siteUrl: string
  listings: Record<Locale, LocaleListing>
  log?: (line: string) => void
}

export interface MarkdownExportResult {
  /** Markdown copies written (relative to outDir). */
  pages: string[]
  /** Per locale, the pages listed in llms.txt (relative source paths). */
  listed: Record<Locale, string[]>
}

/** Site path of a page's Markdown copy: the source path, so `ai-studio/index.md` → `/ai-studio/index.md`. */
export const markdownPathOf = (relativePath: string) => '/' + relativePath

/** Source page of a site path (`/x/`, `/x`, `/x.html`, `/x/index.html`), if it is one of `pages`. */
export function pageOfPath(sitePath: string, pages: ReadonlySet<string>): string | null {
  let p = sitePath.replace(/[?#].*$/, '').replace(/^\//, '')
  try {
    p = decodeURI(p)
  } catch {
    return null
  }
  if (p === '' || p.endsWith('/')) p += 'index.md'
  else if (p.endsWith('.html')) p = p.slice(0, -5) + '.md'
  else if (!p.endsWith('.md')) p += '.md'
  return pages.has(p) ? p : null
}

export async function buildMarkdownArtifacts(opts: MarkdownExportOptions): Promise<MarkdownExportResult> {
  const base = (opts.base ?? '/').replace(/\/?$/, '/')
  const siteRoot = opts.siteUrl.replace(/\/+$/, '') + base
  const pages = new Set(opts.pages)
  const markdownOf = (sitePath: string) => {
    const rel = pageOfPath(sitePath, pages)
    return rel ? markdownPathOf(rel) : null
  }
  const copies = new Map<string, ExportedPage>()
  for (const rel of opts.pages) {
    const page = (await readSourcePage(opts.srcDir, rel)) ?? sourcePage(rel, '')
    const html = await fs.readFile(path.join(opts.outDir, page.htmlFile), 'utf8').catch(() => null)
    if (html === null) continue
    const ctx: MarkdownContext = { locale: page.locale, siteRoot, pageUrl: page.url, markdownOf }
    // An API reference's operations are drawn in the browser from its OpenAPI document: link the document.
    const extra =
      page.kind === 'api-reference' && page.spec
        ? [
            `${WORDS[page.locale].openapi}[${escapeText(page.spec.split('/').pop() ?? page.spec)}](${linkTarget(page.spec, ctx)})`,
          ]
        : []
    const copy = pageToMarkdown(html, ctx, extra)
    copies.set(rel, { page, copy, url: siteRoot + markdownPathOf(rel).slice(1) })
    const file = path.join(opts.outDir, rel)
    await fs.mkdir(path.dirname(file), { recursive: true })
    // The copy read alone starts by naming the index (llms-full.txt, which is the index's pages, does not).
    const index = siteRoot + llmsTxtPath(page.locale, '/').slice(1)
    await fs.writeFile(file, `${markdownDirective(page.locale, index)}\n\n${copy.markdown}`)
  }

  const listed: Record<Locale, string[]> = { zh: [], en: [] }
  for (const locale of ['zh', 'en'] as const) {
    // The locale's pages readers reach, in reading order, once each; `search: false` pages stay out.
    const order: ExportedPage[] = []
    for (const link of opts.listings[locale].links) {
      const rel = pageOfPath(link, pages)
      const entry = rel ? copies.get(rel) : undefined
      if (entry && entry.page.locale === locale && entry.page.searchable && !order.includes(entry)) order.push(entry)
    }
    if (!order.length) continue
    const written = await writeLlmsFiles({
      outDir: opts.outDir,
      locale,
      siteRoot,
      listing: opts.listings[locale],
      otherListed: opts.listings[locale === 'en' ? 'zh' : 'en'].links.length > 0,
      pages: order,
    })
    listed[locale] = written.map((e) => e.page.rel)
    opts.log?.(`markdown: ${locale} ${order.length} pages listed in ${locale === 'en' ? 'en/' : ''}llms.txt`)
  }
  opts.log?.(`markdown: ${copies.size} page copies`)
  return { pages: [...copies.keys()], listed }
}
