/** Block Markdown of rendered HTML: headings, lists, tables, code, containers and the site's components. */
import { DomUtils } from 'htmlparser2'
import type { ChildNode, Element } from 'domhandler'
import { hasClass } from '../indexer/pages/html'
import { escapeText, fencedCode, indent, quote } from './escape'
import { INLINE, inline, inlineNode, isTag, linkTarget, paragraph, SKIPPED, type MarkdownContext } from './inline'
import { WORDS } from './words'

const childTags = (el: Element, name?: string) =>
  el.children.filter((c): c is Element => isTag(c) && (!name || c.name === name))
const within = (el: Element, cls: string): boolean => {
  for (let p = el.parent; p && p.type === 'tag'; p = p.parent) if (hasClass(p as Element, cls)) return true
  return false
}
const findChild = (el: Element, test: (e: Element) => boolean) => DomUtils.findOne(test, el.children, true)

/** Markdown blocks of a run of sibling nodes. */
export function blocks(nodes: ChildNode[], ctx: MarkdownContext): string[] {
  const out: string[] = []
  let run: ChildNode[] = []
  let cards: string[] = []
  const flushRun = () => {
    const text = paragraph(run, ctx)
    if (text) out.push(text)
    run = []
  }
  const flushCards = () => {
    if (cards.length) out.push(cards.join('\n'))
    cards = []
  }
  for (const node of nodes) {
    const inlineish = node.type === 'text' || (isTag(node) && INLINE.has(node.name))
    if (inlineish) {
      if (node.type === 'text' && !node.data.trim() && !run.length) continue
      flushCards()
      run.push(node)
      continue
    }
    if (!isTag(node)) continue
    flushRun()
    if (node.name === 'article' && hasClass(node, 'LinkCard')) {
      cards.push(linkCard(node, ctx))
      continue
    }
    flushCards()
    out.push(...block(node, ctx))
  }
  flushRun()
  flushCards()
  return out
}

function block(el: Element, ctx: MarkdownContext): string[] {
  if (SKIPPED.has(el.name) || hasClass(el, 'AiInviter')) return []
  const cls = el.attribs.class ?? ''
  switch (el.name) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return heading(el, ctx)
    case 'p': {
      const text = paragraph(el.children, ctx)
      return text ? [text] : []
    }
    case 'ul':
    case 'ol':
      return list(el, ctx)
    case 'table':
      return table(el, ctx)
    case 'pre':
      return [fencedCode(DomUtils.textContent(el), '')]
    case 'blockquote':
      return [quote(blocks(el.children, ctx).join('\n\n'))]
    case 'hr':
      return ['---']
    case 'details':
      return [container(el, (e) => e.name === 'summary', ctx)]
    case 'dl':
      return childTags(el).flatMap((d) =>
        d.name === 'dt' ? [`**${paragraph(d.children, ctx)}**`] : blocks(d.children, ctx),
      )
    case 'figure':
      if (hasClass(el, 'TerminalPlayer')) return terminalRecording(el, ctx)
      return blocks(el.children, ctx)
  }
  const lang = /(?:^|\s)language-([\w+#.-]+)/.exec(cls)?.[1]
  if (lang !== undefined) return [codeBlock(el, lang)]
  if (hasClass(el, 'vp-code-group')) return codeGroup(el, ctx)
  if (hasClass(el, 'custom-block')) return [container(el, (e) => hasClass(e, 'custom-block-title'), ctx)]
  if (hasClass(el, 'actions') && within(el, 'VPHero')) {
    // The home hero's buttons: a list of links.
    return [
      DomUtils.findAll((a) => a.name === 'a', el.children)
        .map((a) => `- ${inlineNode(a, ctx)}`)
        .join('\n'),
    ]
  }
  return blocks(el.children, ctx)
}

function heading(el: Element, ctx: MarkdownContext): string[] {
  const level = Number(el.name[1])
  // The home hero's heading: the site name, then its line.
  const name = findChild(el, (e) => e.name === 'span' && hasClass(e, 'name'))
  const line = findChild(el, (e) => e.name === 'span' && hasClass(e, 'text'))
  if (name && line) return [`# ${paragraph(name.children, ctx)}`, paragraph(line.children, ctx)]
  const text = inline(el.children, ctx).replace(/\n/g, ' ').replace(/ {2,}/g, ' ').trim()
  return text ? [`${'#'.repeat(level)} ${text}`] : []
}

function list(el: Element, ctx: MarkdownContext): string[] {
  const items = childTags(el, 'li')
  if (!items.length) return []
  const loose = items.some((li) => childTags(li, 'p').length > 0)
  let n = Number(el.attribs.start ?? 1) || 1
  const lines = items.map((li) => {
    const marker = el.name === 'ol' ? `${n++}. ` : '- '
    return marker + indent(blocks(li.children, ctx).join(loose ? '\n\n' : '\n'), marker.length)
  })
  return [lines.join(loose ? '\n\n' : '\n')]
}

function table(el: Element, ctx: MarkdownContext): string[] {
  const rows = DomUtils.findAll((e) => e.name === 'tr', el.children).map((tr) =>
    childTags(tr).filter((c) => c.name === 'td' || c.name === 'th'),
  )
  const [head, ...body] = rows.filter((r) => r.length > 0)
  if (!head) return []
  const cell = (c: Element | undefined) =>
    c ? inline(c.children, ctx).replace(/\n/g, ' ').replace(/ {2,}/g, ' ').trim().replace(/\|/g, '\\|') : ''
  const width = Math.max(...rows.map((r) => r.length))
  const row = (cells: Element[]) => `| ${Array.from({ length: width }, (_, i) => cell(cells[i]) || ' ').join(' | ')} |`
  const align = Array.from({ length: width }, (_, i) => {
    const c = head[i]
    const a = /text-align:\s*(left|right|center)/.exec(c?.attribs.style ?? '')?.[1] ?? c?.attribs.align
    return a === 'center' ? ':---:' : a === 'right' ? '---:' : a === 'left' ? ':---' : '---'
  })
  return [[row(head), `| ${align.join(' | ')} |`, ...body.map(row)].join('\n')]
}

function codeBlock(el: Element, lang: string): string {
  const pre = el.name === 'pre' ? el : findChild(el, (e) => e.name === 'pre')
  const code = pre ? (findChild(pre, (e) => e.name === 'code') ?? pre) : el
  return fencedCode(DomUtils.textContent(code), lang)
}

/** A code group: each tab's title, then its code. */
function codeGroup(el: Element, ctx: MarkdownContext): string[] {
  const tabs = DomUtils.findAll((e) => e.name === 'label', el.children).map(
    (l) => l.attribs['data-title'] ?? DomUtils.textContent(l),
  )
  const blocksEl = findChild(el, (e) => hasClass(e, 'blocks'))
  const codes = blocksEl ? childTags(blocksEl) : []
  return codes.flatMap((c, i) => {
    const lang = /(?:^|\s)language-([\w+#.-]+)/.exec(c.attribs.class ?? '')?.[1] ?? ''
    const title = tabs[i]?.trim()
    return [
      ...(title ? [`**${escapeText(title)}**`] : []),
      ...(lang || c.name === 'pre' ? [codeBlock(c, lang)] : block(c, ctx)),
    ]
  })
}

/** A tip/warning/details container: a quote whose first line is the container's title. */
function container(el: Element, isTitle: (e: Element) => boolean, ctx: MarkdownContext): string {
  const title = childTags(el).find(isTitle)
  const rest = el.children.filter((c) => c !== title)
  const head = title ? paragraph(title.children, ctx) : ''
  return quote([...(head ? [`**${head}**`] : []), ...blocks(rest, ctx)].join('\n\n'))
}

function terminalRecording(el: Element, ctx: MarkdownContext): string[] {
  const caption = findChild(el, (e) => e.name === 'figcaption')
  const title = caption ? paragraph(caption.children, ctx) : ''
  const label = WORDS[ctx.locale].recording + (title ? WORDS[ctx.locale].sep + title : '')
  const cast = el.attribs['data-cast']
  return [cast ? `[${label}](${linkTarget(cast, ctx)})` : label]
}

/** A link card: one list item, the link and its description. */
function linkCard(el: Element, ctx: MarkdownContext): string {
  const link = findChild(el, (e) => e.name === 'a' && hasClass(e, 'title-link'))
  const description = findChild(el, (e) => hasClass(e, 'description'))
  const title = link ? inline(link.children, ctx).trim() : ''
  const href = link?.attribs.href
  const desc = description ? paragraph(description.children, ctx) : ''
  return `- ${href && title ? `[${title}](${linkTarget(href, ctx)})` : title}${desc ? WORDS[ctx.locale].sep + desc : ''}`
}
