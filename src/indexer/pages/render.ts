/**
 * A source page rendered without the Vue app (Node only, dev server): VitePress's Markdown renderer
 * inside the document shape the build writes (title, description and keywords in the head, the body in
 * `.vp-doc`), so the build's extractor reads it the same way.
 */
import type { createMarkdownRenderer } from 'vitepress'
import { escapeHtml } from '../../contracts/text'
import { keywordsMetaContent } from '../records'
import { closeComponents } from './html'
import type { SourcePage } from './read-page'

export { closeComponents }

export type MarkdownRenderer = Awaited<ReturnType<typeof createMarkdownRenderer>>

/** The page as an HTML document the search extractor reads; throws if the Markdown does not render. */
export function renderPageHtml(md: MarkdownRenderer, page: SourcePage): string {
  const body = closeComponents(md.render(page.body, { relativePath: page.rel, cleanUrls: false }))
  const keywords = keywordsMetaContent(page.keywords)
  return (
    `<html><head><title>${escapeHtml(page.title)}</title>` +
    `<meta name="description" content="${escapeHtml(page.description)}">` +
    (keywords ? `<meta name="keywords" content="${escapeHtml(keywords)}">` : '') +
    `</head><body><div class="vp-doc"><div>${body}</div></div></body></html>`
  )
}
