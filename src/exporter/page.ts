/** The Markdown copy of one rendered page. */
import { DomUtils, parseDocument } from 'htmlparser2'
import { contentRoot, hasClass } from '../indexer/pages/html'
import { blocks } from './blocks'
import { escapeText, quote } from './escape'
import type { MarkdownContext } from './inline'
import { WORDS } from './words'

export interface MarkdownPage {
  title: string
  description: string
  /** The whole copy: title, description, source line, body. */
  markdown: string
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim()

/** The Markdown copy of one rendered page. `extra` blocks go after the body (an API page's OpenAPI link). */
export function pageToMarkdown(html: string, ctx: MarkdownContext, extra: string[] = []): MarkdownPage {
  const doc = parseDocument(html, { decodeEntities: true })
  const titleEl = DomUtils.findOne((e) => e.name === 'title', doc.children, true)
  const description = oneLine(
    DomUtils.findOne((e) => e.name === 'meta' && e.attribs.name === 'description', doc.children, true)?.attribs
      .content ?? '',
  )
  // The home layout has an empty `.vp-doc` of its own: its content is the hero and the product cards.
  const root = DomUtils.findOne((e) => hasClass(e, 'VPHome'), doc.children, true) ?? contentRoot(doc)
  const body = root ? blocks(root.children, ctx) : []
  // The page's own h1 is the copy's title; pages without one use the document title.
  const h1 = body.findIndex((b) => /^# /.test(b))
  const title =
    h1 >= 0
      ? body.splice(h1, 1)[0]!.slice(2)
      : escapeText(oneLine((titleEl ? DomUtils.textContent(titleEl) : '').split(' | ')[0] ?? ''))
  const source = new URL(ctx.pageUrl.slice(1), ctx.siteRoot).href
  const head = [
    `# ${title}`,
    ...(description ? [quote(escapeText(description))] : []),
    `${WORDS[ctx.locale].source}${source}`,
  ]
  const markdown =
    [...head, ...body, ...extra]
      .join('\n\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim() + '\n'
  return { title, description, markdown }
}
