/**
 * Pages as Markdown (Node only, build end): every rendered page → a clean Markdown copy beside its
 * HTML (`page.md`), and per locale `llms.txt` (the pages readers reach from the sidebars and nav, by
 * product area) and `llms-full.txt` (those pages' Markdown in one file).
 *
 * The copy is derived from the rendered HTML, not from the source: Vue components, containers, code
 * groups, includes and site tokens are resolved there exactly as the reader sees them, so one walker
 * covers them all and no second renderer can drift from the page.
 */
import fs from 'node:fs/promises'
import { pageUrlOf } from '../search-core/page-url'
import path from 'node:path'
import { DomUtils, parseDocument } from 'htmlparser2'
import type { ChildNode, Element } from 'domhandler'
import type { Locale } from '../contracts'
import { productArea } from './areas'
import { contentRoot, hasClass, isElement } from './records'

export type { Locale }

export interface MarkdownContext {
  locale: Locale
  /** Public URL of the site root with its base, ending in `/` (`https://docs.example.com/`). */
  siteRoot: string
  /** Site path of the page (`/ai-studio/job/create.html`), for relative links and `#anchor` links. */
  pageUrl: string
  /** Site path of a page's Markdown copy (`/x/y.md`) for a site path (`/x/y.html`, `/x/`), or null. */
  markdownOf(sitePath: string): string | null
}

export interface MarkdownPage {
  title: string
  description: string
  /** The whole copy: title, description, source line, body. */
  markdown: string
}

const WORDS = {
  zh: {
    source: '来源：',
    recording: '终端录屏',
    sep: '：',
    openapi: 'OpenAPI 文档：',
    fullIndex: '全部页面的 Markdown 全文',
    other: 'English version',
  },
  en: {
    source: 'Source: ',
    recording: 'Terminal recording',
    sep: ': ',
    openapi: 'OpenAPI document: ',
    fullIndex: 'The Markdown of every page in one file',
    other: '中文版',
  },
} as const

const INLINE = new Set([
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
const SKIPPED = new Set([
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

const isTag = (n: ChildNode): n is Element => isElement(n) && n.type === 'tag'
const childTags = (el: Element, name?: string) =>
  el.children.filter((c): c is Element => isTag(c) && (!name || c.name === name))
const within = (el: Element, cls: string): boolean => {
  for (let p = el.parent; p && p.type === 'tag'; p = p.parent) if (hasClass(p as Element, cls)) return true
  return false
}
const findChild = (el: Element, test: (e: Element) => boolean) => DomUtils.findOne(test, el.children, true)

// ── escaping ────────────────────────────────────────────────────────────────────────────────────

/** Text that Markdown must show as it is: no emphasis, links, code or HTML out of prose characters. */
export function escapeText(text: string): string {
  return (
    text
      .replace(/[\\`*[\]<]/g, '\\$&')
      // `_` between letters or digits never makes emphasis (`reasoning_content` stays readable).
      .replace(/(?<![\p{L}\p{N}])_|_(?![\p{L}\p{N}])/gu, '\\_')
      .replace(/~~/g, '\\~\\~')
      .replace(/&(?=#?[a-z0-9]+;)/gi, '\\&')
  )
}

/** A line of prose must not start a heading, quote, list or rule. */
function escapeLineStart(line: string): string {
  return line
    .replace(/^(#{1,6}(?=\s|$)|>|[-+](?=\s|$)|=+\s*$|-+\s*$)/, '\\$1')
    .replace(/^(\d+)([.)])(?=\s|$)/, '$1\\$2')
}

function codeSpan(code: string): string {
  const text = code.replace(/\n/g, ' ')
  if (!text.trim()) return ''
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((r) => r.length))
  const fence = '`'.repeat(longest + 1)
  const pad = /^`|`$/.test(text) || (/^ /.test(text) && / $/.test(text)) ? ' ' : ''
  return fence + pad + text + pad + fence
}

function fencedCode(code: string, lang: string): string {
  const body = code.replace(/\n+$/, '')
  const longest = Math.max(0, ...(body.match(/`{3,}/g) ?? []).map((r) => r.length))
  const fence = '`'.repeat(Math.max(3, longest + 1))
  return `${fence}${lang}\n${body}\n${fence}`
}

/** Absolute link target: pages with a Markdown copy point at it; other site files at their URL. */
function linkTarget(href: string, ctx: MarkdownContext): string {
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

// ── inline ──────────────────────────────────────────────────────────────────────────────────────

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
function inline(nodes: ChildNode[], ctx: MarkdownContext): string {
  return nodes.map((n) => inlineNode(n, ctx)).join('')
}

function inlineNode(node: ChildNode, ctx: MarkdownContext): string {
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
function paragraph(nodes: ChildNode[], ctx: MarkdownContext): string {
  return inline(nodes, ctx)
    .split('\n')
    .map((l) => escapeLineStart(l.replace(/ {2,}/g, ' ').trim()))
    .filter(Boolean)
    .join('\\\n')
}

// ── blocks ──────────────────────────────────────────────────────────────────────────────────────

const indent = (text: string, width: number) =>
  text
    .split('\n')
    .map((l, i) => (i === 0 || !l ? l : ' '.repeat(width) + l))
    .join('\n')
const quote = (text: string) =>
  text
    .split('\n')
    .map((l) => (l ? `> ${l}` : '>'))
    .join('\n')

/** Markdown blocks of a run of sibling nodes. */
function blocks(nodes: ChildNode[], ctx: MarkdownContext): string[] {
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

// ── pages ───────────────────────────────────────────────────────────────────────────────────────

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

export interface LlmsSection {
  title: string
  entries: { title: string; url: string; description: string }[]
}

/** `llms.txt` (llmstxt.org): H1 title, blockquote summary, notes, then H2 sections of `- [title](url): description`. */
export function llmsTxt(title: string, summary: string, notes: string[], sections: LlmsSection[]): string {
  const parts = [`# ${escapeText(title)}`, quote(escapeText(summary)), ...notes]
  for (const s of sections) {
    parts.push(`## ${escapeText(s.title)}`)
    parts.push(
      s.entries
        .map((e) => `- [${e.title}](${e.url})${e.description ? `: ${escapeText(e.description)}` : ''}`)
        .join('\n'),
    )
  }
  return parts.join('\n\n') + '\n'
}

// ── build step ──────────────────────────────────────────────────────────────────────────────────

export interface LocaleListing {
  /** Site title and one-sentence summary for the locale's llms.txt. */
  title: string
  summary: string
  /**
   * Site paths readers reach from the locale's sidebars and nav, in reading order (`/`, `/ai-studio/`,
   * `/ai-studio/job/create`, `/posts/?tag=x`…): only their pages are listed.
   */
  links: string[]
}

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

const localeOf = (rel: string): Locale => (rel.startsWith('en/') ? 'en' : 'zh')
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

const frontmatterOf = (src: string) => /^---\r?\n([\s\S]*?)\r?\n---/.exec(src)?.[1] ?? ''

export async function buildMarkdownArtifacts(opts: MarkdownExportOptions): Promise<MarkdownExportResult> {
  const base = (opts.base ?? '/').replace(/\/?$/, '/')
  const siteRoot = opts.siteUrl.replace(/\/+$/, '') + base
  const pages = new Set(opts.pages)
  const markdownOf = (sitePath: string) => {
    const rel = pageOfPath(sitePath, pages)
    return rel ? markdownPathOf(rel) : null
  }
  const copies = new Map<string, MarkdownPage>()
  const hidden = new Set<string>()
  for (const rel of opts.pages) {
    const html = await fs
      .readFile(path.join(opts.outDir, pageUrlOf(rel).replace(/\/$/, '/index.html')), 'utf8')
      .catch(() => null)
    if (html === null) continue
    const fm = frontmatterOf(await fs.readFile(path.join(opts.srcDir, rel), 'utf8').catch(() => ''))
    if (/^search:\s*false\s*$/m.test(fm)) hidden.add(rel)
    const locale = localeOf(rel)
    const ctx: MarkdownContext = { locale, siteRoot, pageUrl: pageUrlOf(rel), markdownOf }
    // An API reference's operations are drawn in the browser from its OpenAPI document: link the document.
    const spec = /^spec:\s*['"]?([^'"\s]+)/m.exec(fm)?.[1]
    const extra = spec
      ? [`${WORDS[locale].openapi}[${escapeText(spec.split('/').pop() ?? spec)}](${linkTarget(spec, ctx)})`]
      : []
    const page = pageToMarkdown(html, ctx, extra)
    copies.set(rel, page)
    const file = path.join(opts.outDir, rel)
    await fs.mkdir(path.dirname(file), { recursive: true })
    await fs.writeFile(file, page.markdown)
  }

  const listed = { zh: [] as string[], en: [] as string[] }
  for (const locale of ['zh', 'en'] as const) {
    const listing = opts.listings[locale]
    const order: string[] = []
    for (const link of listing.links) {
      const rel = pageOfPath(link, pages)
      if (rel && localeOf(rel) === locale && copies.has(rel) && !hidden.has(rel) && !order.includes(rel))
        order.push(rel)
    }
    if (!order.length) continue
    const sections: LlmsSection[] = []
    const grouped: string[][] = []
    for (const rel of order) {
      const page = copies.get(rel)!
      const area = productArea(locale === 'en' ? rel.slice(3) : rel, locale)
      let section = sections.find((s) => s.title === area)
      if (!section) {
        sections.push((section = { title: area, entries: [] }))
        grouped.push([])
      }
      grouped[sections.indexOf(section)]!.push(rel)
      section.entries.push({
        title: page.title,
        url: siteRoot + markdownPathOf(rel).slice(1),
        description: page.description,
      })
    }
    const dir = locale === 'en' ? 'en/' : ''
    const other = locale === 'en' ? '' : 'en/'
    const notes = [
      `${WORDS[locale].fullIndex}${WORDS[locale].sep}[${dir}llms-full.txt](${siteRoot}${dir}llms-full.txt)`,
      ...(opts.listings[locale === 'en' ? 'zh' : 'en'].links.length
        ? [`${WORDS[locale].other}${WORDS[locale].sep}[${other}llms.txt](${siteRoot}${other}llms.txt)`]
        : []),
    ]
    await fs.mkdir(path.join(opts.outDir, dir), { recursive: true })
    await fs.writeFile(
      path.join(opts.outDir, dir, 'llms.txt'),
      llmsTxt(listing.title, listing.summary, notes, sections),
    )
    // Pages one after another in llms.txt's order, each under its own H1, separated by a rule.
    const head = `# ${escapeText(listing.title)}\n\n${quote(escapeText(listing.summary))}`
    const full = [head, ...grouped.flat().map((rel) => copies.get(rel)!.markdown.trim())].join('\n\n---\n\n') + '\n'
    await fs.writeFile(path.join(opts.outDir, dir, 'llms-full.txt'), full)
    listed[locale] = grouped.flat()
    opts.log?.(`markdown: ${locale} ${order.length} pages listed in ${dir}llms.txt`)
  }
  opts.log?.(`markdown: ${copies.size} page copies`)
  return { pages: [...copies.keys()], listed }
}
