/**
 * AI answers: Markdown → HTML (markdown-it, raw HTML off) → DOMPurify with BEHAVIOUR.md's allow-list.
 * Anything that fails to render is shown as escaped text. Browser-only (DOMPurify needs a DOM).
 */
import DOMPurify from 'dompurify'
import MarkdownIt from 'markdown-it'
import { escapeHtml } from '../../contracts/text'

/** Markdown nesting limit and table row cell cap (BEHAVIOUR.md search §9; markdown-it caps cells at 65536). */
export const MARKDOWN_MAX_NESTING = 100
export const TABLE_ROW_CELL_CAP = 65_536

export const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'code',
  'pre',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
  'div',
  'span',
]
const ALLOWED_ATTR = ['href', 'target', 'rel', 'class', 'id', 'role', 'aria-label', 'aria-hidden', 'aria-describedby']

const SAFE_IMAGE = /^data:image\/(gif|png|jpeg|webp);base64,[a-z0-9+/]+=*$/i
const SCRIPT_LIKE = /^\s*(javascript|vbscript|data|file):/i

let md: MarkdownIt | null = null
function renderer(): MarkdownIt {
  if (md) return md
  md = new MarkdownIt({ html: false, linkify: true, breaks: false, typographer: false })
  // Not in the published option types, but honoured by the parser (its default is the same 100).
  ;(md.options as { maxNesting?: number }).maxNesting = MARKDOWN_MAX_NESTING
  // Links with script-like protocols never become links; images only as safe data URLs.
  md.validateLink = (url: string) => !SCRIPT_LIKE.test(url) || SAFE_IMAGE.test(url)
  const defaultLink = md.renderer.rules.link_open
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    const token = tokens[idx]!
    const href = token.attrGet('href') ?? ''
    if (/^https?:\/\//i.test(href)) {
      token.attrSet('target', '_blank')
      token.attrSet('rel', 'noopener noreferrer')
    }
    return defaultLink ? defaultLink(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options)
  }
  return md
}

let hooked = false
function purify(html: string): string {
  if (!hooked) {
    // Belt and braces: whatever the Markdown produced, no script-like href survives.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      const href = node.getAttribute?.('href')
      if (href !== null && href !== undefined && SCRIPT_LIKE.test(href)) node.removeAttribute('href')
    })
    hooked = true
  }
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/|#|\.\.?\/|[^:]*$)/i,
  })
}

/** Safe HTML for an answer; on any rendering failure, the text escaped. */
export function renderAnswer(text: string): string {
  try {
    return purify(renderer().render(text))
  } catch {
    return `<p>${escapeHtml(text)}</p>`
  }
}

/**
 * Whether a streaming text ends inside a construct that would render wrongly if shown now: an open
 * code fence, bold or italic, an open link, an empty list marker or an empty quote.
 */
export function endsUnfinished(text: string): boolean {
  const fences = text.match(/^\s*(```|~~~)/gm)?.length ?? 0
  if (fences % 2 === 1) return true
  const lastLine = text.slice(text.lastIndexOf('\n') + 1)
  if (/^\s*([-*+]|\d+[.)])\s*$/.test(lastLine)) return true
  if (/^\s*>\s*$/.test(lastLine)) return true
  // Inline constructs only matter outside code spans on the last paragraph.
  const para = text.slice(text.lastIndexOf('\n\n') + 1).replace(/`[^`]*`/g, '')
  if ((para.match(/\*\*/g)?.length ?? 0) % 2 === 1) return true
  if ((para.match(/__/g)?.length ?? 0) % 2 === 1) return true
  const singles = para.replace(/\*\*|__/g, '').match(/(^|[^\\])[*_]/g)?.length ?? 0
  if (singles % 2 === 1) return true
  if (/\[[^\]]*$/.test(para) || /\]\([^)]*$/.test(para)) return true
  return false
}

const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})/
const LIST_ITEM = /^ {0,3}([-*+]|\d{1,9}[.)])(\s|$)/

/**
 * A streaming answer cut into top-level blocks at blank lines outside code fences, so that only the
 * last block is parsed again as chunks arrive. A cut is made only once the line after the blank line
 * is complete and does not continue the block above (indented text; a list item after a list), so
 * earlier blocks never change as text grows.
 * The final render (streaming ended) is of the whole text, which settles the rare construct that spans
 * a cut (reference-style links, loose lists with unindented paragraphs).
 */
export function splitBlocks(text: string): string[] {
  const lines = text.split('\n')
  const blocks: string[] = []
  let start = 0
  let fence: string | null = null
  for (let i = 0; i < lines.length - 2; i++) {
    const line = lines[i]!
    const marker = FENCE_LINE.exec(line)?.[1]
    if (marker) {
      if (fence === null) fence = marker
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null
      continue
    }
    if (fence !== null || line.trim() !== '') continue
    // Indented text continues a list item (or is code); a list item after a list is the same list.
    const next = lines[i + 1]!
    if (next.trim() === '' || /^\s/.test(next) || (LIST_ITEM.test(next) && LIST_ITEM.test(lines[start]!))) continue
    blocks.push(lines.slice(start, i).join('\n'))
    start = i + 1
  }
  blocks.push(lines.slice(start).join('\n'))
  return blocks
}
