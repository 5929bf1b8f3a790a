/** Inline Markdown of rendered HTML: text, code spans, emphasis, links and images. */
import { DomUtils } from 'htmlparser2'
import type { ChildNode, Element } from 'domhandler'
import { hasClass, isElement } from '../indexer/pages/html'
import type { Locale } from '../indexer/pages/read-page'
import { codeSpan, escapeLineStart, escapeText } from './escape'

export interface MarkdownContext {
  locale: Locale
  /** Public URL of the site root with its base, ending in `/` (`https://docs.example.com/`). */
  siteRoot: string
  /** Site path of the page (`/ai-studio/job/create.html`), for relative links and `#anchor` links. */
  pageUrl: string
  /** Site path of a page's Markdown copy (`/x/y.md`) for a site path (`/x/y.html`, `/x/`), or null. */
  markdownOf(sitePath: string): string | null
}

export const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'br',
  'cite',
  'code',
  'del',
  'dfn',
  'em',
  'i',
  'img',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'svg',
  'time',
  'u',
  'var',
])
/** Controls and machinery: never content. */
export const SKIPPED = new Set([
  'button',
  'input',
  'select',
  'textarea',
  'label',
  'form',
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'canvas',
])

export const isTag = (n: ChildNode): n is Element => isElement(n) && n.type === 'tag'

/** Absolute link target: pages with a Markdown copy point at it; other site files at their URL. */
export function linkTarget(href: string, ctx: MarkdownContext): string {
  if (/^(mailto|tel):/i.test(href)) return href
  let url: URL
  try {
    url = new URL(href, new URL(ctx.pageUrl, ctx.siteRoot))
  } catch {
    return href
  }
  const root = new URL(ctx.siteRoot)
  if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname))
    return url.href.replace(/[ ()<>]/g, encodeURIComponent)
  const sitePath = '/' + decodeURI(url.pathname).slice(root.pathname.length)
  const md = ctx.markdownOf(sitePath)
  let hash = url.hash
  try {
    hash = decodeURIComponent(hash) // `#安装`, as the page's headings read, not `#%E5%AE%89%E8%A3%85`
  } catch {
    /* keep it encoded */
  }
  const target = md ? ctx.siteRoot + md.slice(1) + hash : url.href
  return target.replace(/[ ()<>]/g, encodeURIComponent)
}

const PUNCT_EDGE = /^[\p{P}\p{S}\s]|[\p{P}\p{S}\s]$/u

/**
 * Emphasis only where CommonMark reads it back as emphasis: with punctuation at its inner edge (as in
 * `**「导出」**` next to a CJK letter) the markers would show as stars, so the text stays plain.
 */
function emphasis(marker: string, inner: string): string {
  const text = inner.trim()
  if (!text) return inner
  const lead = inner.startsWith(' ') ? ' ' : ''
  const trail = inner.endsWith(' ') ? ' ' : ''
  return lead + (PUNCT_EDGE.test(text) ? text : marker + text + marker) + trail
}

/** Inline Markdown of nodes; `\n` marks a hard line break. */
export function inline(nodes: ChildNode[], ctx: MarkdownContext): string {
  return nodes.map((n) => inlineNode(n, ctx)).join('')
}

export function inlineNode(node: ChildNode, ctx: MarkdownContext): string {
  if (node.type === 'text') return escapeText(node.data.replace(/\u200b/g, '').replace(/\s+/g, ' '))
  if (!isTag(node) || SKIPPED.has(node.name)) return ''
  switch (node.name) {
    case 'br':
      return '\n'
    case 'code':
      return codeSpan(DomUtils.textContent(node))
    case 'strong':
    case 'b':
      return emphasis('**', inline(node.children, ctx))
    case 'em':
    case 'i':
      return emphasis('*', inline(node.children, ctx))
    case 'del':
    case 's':
      return emphasis('~~', inline(node.children, ctx))
    case 'img': {
      const src = node.attribs.src
      return src ? `![${escapeText(node.attribs.alt ?? '')}](${linkTarget(src, ctx)})` : ''
    }
    case 'svg':
      // Icons go; an icon that stands for a word (a ✓ in a support table) leaves the word.
      return node.attribs.role === 'img' && node.attribs['aria-label'] ? escapeText(node.attribs['aria-label']) : ''
    case 'a': {
      if (hasClass(node, 'header-anchor')) return ''
      const text = inline(node.children, ctx).replace(/\n/g, ' ').trim()
      const href = node.attribs.href
      if (!text || !href) return text
      return `[${text}](${linkTarget(href, ctx)})`
    }
    default: {
      const inner = inline(node.children, ctx)
      return INLINE.has(node.name) ? inner : ` ${inner} `
    }
  }
}

/** A paragraph of inline nodes: spaces collapsed, hard breaks kept, no line starting a block. */
export function paragraph(nodes: ChildNode[], ctx: MarkdownContext): string {
  return inline(nodes, ctx)
    .split('\n')
    .map((l) => escapeLineStart(l.replace(/ {2,}/g, ' ').trim()))
    .filter(Boolean)
    .join('\\\n')
}
