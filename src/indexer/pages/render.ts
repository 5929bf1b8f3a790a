/**
 * A source page rendered without the Vue app (Node only, dev server): VitePress's Markdown renderer
 * inside the document shape the build writes (title, description and keywords in the head, the body in
 * `.vp-doc`), so the build's extractor reads it the same way.
 */
import type { createMarkdownRenderer } from 'vitepress'
import { keywordsMetaContent } from '../records'
import type { SourcePage } from './read-page'

export type MarkdownRenderer = Awaited<ReturnType<typeof createMarkdownRenderer>>

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

/** One attribute of a tag: a name, optionally `=` a quoted or bare value. */
const ATTR = String.raw`\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?`
const SELF_CLOSING_COMPONENT = new RegExp(String.raw`<([A-Z][\w-]*)((?:${ATTR})*)\s*/>`, 'g')

/**
 * Vue components are written self-closing in Markdown (`<TerminalPlayer … />`); an HTML parser does
 * not close them, so everything after one, its headings included, would land inside it. Only Vue
 * renders what a component shows; here it stays an empty element.
 */
export const closeComponents = (html: string) => html.replace(SELF_CLOSING_COMPONENT, '<$1$2></$1>')

/** The page as an HTML document the search extractor reads; throws if the Markdown does not render. */
export function renderPageHtml(md: MarkdownRenderer, page: SourcePage): string {
  const body = closeComponents(md.render(page.body, { relativePath: page.rel, cleanUrls: false }))
  const keywords = keywordsMetaContent(page.keywords)
  return (
    `<html><head><title>${escape(page.title)}</title>` +
    `<meta name="description" content="${escape(page.description)}">` +
    (keywords ? `<meta name="keywords" content="${escape(keywords)}">` : '') +
    `</head><body><div class="vp-doc"><div>${body}</div></div></body></html>`
  )
}
