/**
 * Cuts rendered pages into DocSearch-compatible records, one per heading section (Node only).
 * Used at build end on the real output and in tests on fixture HTML.
 */
import { createHash } from 'node:crypto'
import { DomUtils, parseDocument } from 'htmlparser2'
import type { ChildNode, Element } from 'domhandler'
import { encodeItemPriority } from '../contracts'
import { blockText, encodeBlocks, type BlockKind } from '../search-core/blocks'
import type { DocRecord } from '../search-core/types'
import { closeComponents, contentRoot, hasClass, isElement, metaContent } from './pages/html'
import { headingKey } from './pages/section-questions'

export interface PageInput {
  /** Site path of the page, e.g. `/ai-studio/job/create.html`. */
  url: string
  html: string
  locale: string
  /** Product area shown as lvl0. */
  lvl0: string
  tags?: string[]
  /** Higher for pages that should rank first (landing pages). */
  pageRank?: number
  /** Readers' questions by heading key (section-questions.ts): the section of that heading carries them. */
  questions?: ReadonlyMap<string, string[]>
}

const clean = (s: string) =>
  s
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim()

const isControl = (el: Element) => /^(select|input|textarea)$/.test(el.name)

/**
 * Visible text of a node: header anchors and copy buttons dropped. Code is kept whole: readers search
 * for the identifiers, flags and paths in it (the ranking weighs prose and code alike by frequency).
 */
function textOf(node: ChildNode): string {
  if (node.type === 'text') return node.data
  if (!isElement(node) || node.type !== 'tag') return ''
  if (hasClass(node, 'header-anchor') || node.name === 'button' || hasClass(node, 'lang')) return ''
  // A form control with its label (a layout's page switcher) is not the page's words.
  if (node.name === 'select' || (node.name === 'label' && DomUtils.findOne(isControl, node.children, true))) return ''
  if (node.name === 'pre' || /\blanguage-/.test(node.attribs.class ?? '')) {
    // Only the code itself: not the language label or the copy button around it.
    const pre = node.name === 'pre' ? node : DomUtils.findOne((el) => el.name === 'pre', node.children, true)
    return ` ${clean(pre ? DomUtils.textContent(pre) : '')} `
  }
  const inner = node.children.map(textOf).join('')
  // Block elements and table cells separate words.
  return /^(p|li|tr|td|th|div|h\d|blockquote|dt|dd|figcaption|table|thead|tbody|ul|ol)$/.test(node.name)
    ? ` ${inner} `
    : inner
}

const decode = (s: string) =>
  s.replace(/&(#x?[0-9a-f]+|amp|lt|gt|quot|#39|nbsp);/gi, (m, e: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' }
    const name = named[e.toLowerCase()]
    if (name) return name
    const code = e[1]?.toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)
    return Number.isFinite(code) ? String.fromCodePoint(code) : m
  })

function stableId(locale: string, url: string, anchor: string, seen: Set<string>): string {
  const base = createHash('sha1').update(`${locale}:${url}#${anchor}`).digest('hex').slice(0, 16)
  let id = base
  for (let i = 2; seen.has(id); i++) id = `${base}-${i}`
  seen.add(id)
  return id
}

/** The page's `<meta name="description">`. */
export function pageDescription(html: string): string {
  return clean(
    metaContent(parseDocument(/<head[\s\S]*?<\/head>/i.exec(html)?.[0] ?? '', { decodeEntities: true }), 'description'),
  )
}

/**
 * `<meta name="keywords">` content for a page's frontmatter `keywords` (a list of strings; CONTENT.md),
 * or null when it has none. Entries are comma-separated, so an entry never holds one (a content test checks).
 */
export function keywordsMetaContent(keywords: unknown): string | null {
  if (!Array.isArray(keywords)) return null
  const list = keywords
    .filter((k): k is string => typeof k === 'string')
    .map(clean)
    .filter(Boolean)
  return list.length ? list.join(', ') : null
}

/**
 * An element that only holds content: a div that is not a code block, container or component, or a
 * `<details>` (its summary is text of the section it opens in; headings inside it start sections).
 */
const isWrapper = (el: Element) =>
  el.name === 'details' ||
  (el.name === 'div' && !/\blanguage-|custom-block|TerminalPlayer|LinkCard/.test(el.attribs.class ?? ''))

/** Whether headings (h1–h3) sit among the element's children or in wrappers below it. */
const holdsHeadings = (el: Element): boolean =>
  el.children.some((c) => isElement(c) && (/^h[1-3]$/.test(c.name) || (isWrapper(c) && holdsHeadings(c))))

type RawBlock = { kind: BlockKind; cells: string[] }
const cellText = (node: ChildNode) => clean(decode(textOf(node)))
const isCodeBlock = (el: Element) => el.name === 'pre' || /\blanguage-/.test(el.attribs.class ?? '')

/**
 * What a node of a section's body adds to its record, block by block (search-core/blocks.ts): list
 * items as items, table rows as their cells, code blocks apart from the prose; wrappers (tips,
 * details, plain divs) by their children.
 */
function blocksOf(node: ChildNode): RawBlock[] {
  if (node.type === 'text') return [{ kind: 'p', cells: [clean(decode(node.data))] }]
  if (!isElement(node) || node.type !== 'tag') return []
  if (isCodeBlock(node)) return [{ kind: 'c', cells: [cellText(node)] }]
  if (node.name === 'ul' || node.name === 'ol')
    return node.children.filter(isElement).map((li) => ({ kind: 'l', cells: [cellText(li)] }))
  if (node.name === 'table')
    return DomUtils.findAll((el) => el.name === 'tr', node.children).map((tr) => ({
      kind: tr.children.some((c) => isElement(c) && c.name === 'th') ? 'h' : 'r',
      cells: tr.children.filter((c) => isElement(c) && /^t[dh]$/.test(c.name)).map(cellText),
    }))
  const nested = node.children.some(
    (c) => isElement(c) && (/^(p|ul|ol|table|pre|div|details|blockquote|dl)$/.test(c.name) || isCodeBlock(c)),
  )
  if (nested && /^(div|details|blockquote|section|dl)$/.test(node.name)) return node.children.flatMap(blocksOf)
  return [{ kind: 'p', cells: [cellText(node)] }]
}

/** Records of one page. Pages without a doc body (home, custom layouts) yield one record from their meta. */
export function extractRecords(page: PageInput): DocRecord[] {
  // Markdown rendered without Vue (the dev server, a foreign corpus) keeps its components self-closing.
  const doc = parseDocument(closeComponents(page.html), { decodeEntities: true })
  const title = clean(
    decode(DomUtils.textContent(DomUtils.findOne((el) => el.name === 'title', doc.children, true) ?? doc)).split(
      ' | ',
    )[0] ?? '',
  )
  const description = metaContent(doc, 'description')
  // Readers' keywords, written from the frontmatter by keywordsMetaContent.
  const keywords = metaContent(doc, 'keywords').split(',').map(clean).filter(Boolean)
  const root = contentRoot(doc)
  const seen = new Set<string>()
  const pageRank = page.pageRank ?? 0
  const urlWithoutAnchor = page.url

  type Section = { lvl2: string | null; lvl3: string | null; anchor: string; parts: RawBlock[]; level: 1 | 2 | 3 }
  const sections: Section[] = []
  let lvl1 = title
  let current: Section = { lvl2: null, lvl3: null, anchor: '', parts: [], level: 1 }
  let lastLvl2: string | null = null
  sections.push(current)

  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (!isElement(node) || node.type !== 'tag') {
        current.parts.push(...blocksOf(node))
        continue
      }
      if (node.name === 'h1') {
        lvl1 = clean(textOf(node)) || lvl1
        continue
      }
      if (node.name === 'h2' || node.name === 'h3') {
        const heading = clean(textOf(node))
        const anchor = node.attribs.id ?? ''
        if (node.name === 'h2') {
          lastLvl2 = heading
          current = { lvl2: heading, lvl3: null, anchor, parts: [], level: 2 }
        } else {
          current = { lvl2: lastLvl2, lvl3: heading, anchor, parts: [], level: 3 }
        }
        sections.push(current)
        continue
      }
      // Wrappers without their own meaning (VitePress puts the markdown in a plain div, a layout may
      // wrap that div again).
      if (isWrapper(node) && holdsHeadings(node)) {
        walk(node.children)
        continue
      }
      current.parts.push(...blocksOf(node))
    }
  }
  if (root) walk(root.children)

  const records: DocRecord[] = []
  const total = sections.length
  sections.forEach((s, i) => {
    let parts = s.parts.filter((b) => b.cells.some(Boolean))
    if (s.level === 1 && !parts.length && description) parts = [{ kind: 'p', cells: [clean(description)] }]
    const content = parts.map((b) => blockText(b.cells)).join(' ')
    // A heading with no text under it is still findable by its heading.
    if (s.level === 1 && !content && records.length > 0) return
    const level = s.level === 1 ? 1 : s.level
    const questions = page.questions?.get(headingKey(s.lvl3 ?? s.lvl2 ?? lvl1))
    records.push({
      id: stableId(page.locale, urlWithoutAnchor, s.anchor, seen),
      'hierarchy.lvl0': page.lvl0,
      'hierarchy.lvl1': lvl1,
      'hierarchy.lvl2': s.lvl2,
      'hierarchy.lvl3': s.lvl3,
      content,
      url: s.anchor ? `${urlWithoutAnchor}#${s.anchor}` : urlWithoutAnchor,
      url_without_anchor: urlWithoutAnchor,
      anchor: s.anchor || null,
      type: s.level === 1 ? (content ? 'content' : 'lvl1') : s.level === 2 ? 'lvl2' : 'lvl3',
      language: page.locale,
      tags: page.tags ?? [],
      // DocSearch: page_rank·1e9 + level·1000 + position (descending); level = 100 − 10·N.
      item_priority: encodeItemPriority({ pageRank, level, position: total - i }),
      ...(records.length === 0 && keywords.length ? { keywords } : {}),
      ...(content ? { blocks: encodeBlocks(parts) } : {}),
      ...(questions?.length ? { questions } : {}),
    })
  })
  return records
}
