/**
 * The zh-CN Debian Reference (DocBook XSL's XHTML in Debian's `debian-reference-zh-cn`) to Markdown,
 * one page per section: a chapter's opening text, each sect1's opening text and each sect2 (its
 * sect3s as `##`), and the rule that keeps the pages with prose.
 */
import path from 'node:path'
import { isTag, type Element, type ParentNode } from 'domhandler'
import { DomUtils, parseDocument } from 'htmlparser2'
import {
  boldWhereItCloses,
  childElements,
  codeSpan,
  createTurndown,
  elementOf,
  elementWithText,
  fencedCode,
  findAll,
  findOne,
  hanCount,
  hasClass,
  innerHtml,
  replaceWith,
  textOf,
  tidyMarkdown,
  unwrap,
} from './shared'

/** The book's files: preface, chapters and appendix, one HTML file each (`ch02.zh-cn.html`). */
export const REFERENCE_FILE = /^(pr\d+|ch\d+|ap[a-z])\.zh-cn\.html$/

// CJK characters, punctuation and full-width forms: the translation files wrap lines between two of
// them, which a browser would show as a stray space.
const CJK = '\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef'
const CJK_LINE_BREAK = new RegExp(`([${CJK}])[ \\t]*\\n\\s*([${CJK}])`, 'g')
// Twice: a one-character line between two breaks (`中\n文\n字`) overlaps its own match.
const joinCjkLines = (text: string) => text.replace(CJK_LINE_BREAK, '$1$2').replace(CJK_LINE_BREAK, '$1$2')

/** DocBook's generated numbers in a heading: `第 2 章 `, `附录 A. `, `2.1.3. `, `A.1. `. */
const SECTION_NUMBER = /^(第\s*\d+\s*章|附录\s*[A-Z]\.?|[A-Z]?\d+(\.\d+)*\.|[A-Z](\.\d+)+\.)\s*/
const withoutNumber = (heading: string) => heading.replace(/\s+/g, ' ').trim().replace(SECTION_NUMBER, '')

/** Admonitions as VitePress containers, with the book's own label as their title. */
const ADMONITION = new Map([
  ['note', 'info'],
  ['tip', 'tip'],
  ['caution', 'warning'],
  ['warning', 'danger'],
  ['important', 'warning'],
])

const td = createTurndown()
td.addRule('fenced', {
  filter: (node) => node.nodeName === 'PRE',
  replacement: (_content, node) => fencedCode(node.textContent ?? ''),
})
// DocBook lays an admonition out as a table: its label in the first row's th, its text in the second row.
td.addRule('admonition', {
  filter: (node) => node.nodeName === 'DIV' && ADMONITION.has(node.getAttribute('class') ?? ''),
  replacement: (_content, node) => {
    const rows = node.querySelectorAll('tr')
    const label = rows[0]?.querySelector('th')?.textContent?.trim() ?? ''
    const body = td.turndown(rows[1]?.querySelector('td')?.innerHTML ?? '').trim()
    return body ? `\n\n::: ${ADMONITION.get(node.getAttribute('class') ?? '')} ${label}\n${body}\n:::\n\n` : ''
  },
})
td.addRule('strong', { filter: ['strong', 'b'], replacement: boldWhereItCloses })
td.addRule('emphasis', {
  filter: (node) => node.nodeName === 'SPAN' && /^(emphasis|strong)$/.test(node.getAttribute('class') ?? ''),
  replacement: (content, node) => (node.getAttribute('class') === 'strong' ? boldWhereItCloses(content) : content),
})
td.addRule('inlinecode', {
  filter: (node) => node.nodeName === 'CODE' && node.parentNode?.nodeName !== 'PRE',
  replacement: (_content, node) => {
    const raw = joinCjkLines(node.textContent ?? '').replace(/\s+/g, ' ')
    const text = raw.trim()
    if (!text) return raw
    return `${raw.startsWith(' ') ? ' ' : ''}${codeSpan(text)}${raw.endsWith(' ') ? ' ' : ''}`
  },
})
td.remove(['script', 'style', 'meta', 'img', 'colgroup'])

export interface ReferencePage {
  /** `ch02/3-1.md`: under the file's name, `index` for the opening text, `S-0` for a sect1's, `S-T` for a sect2. */
  rel: string
  md: string
}

interface Piece {
  rel: string
  title: string
  body: Element
  /** The heading level of the page's title in the book (1 for a chapter, 2 for a sect1, 3 for a sect2). */
  titleLevel: number
}

const isDiv = (className: string) => (el: Element) => el.name === 'div' && hasClass(el, className)
const divChildren = (el: ParentNode, className: string) => childElements(el).filter(isDiv(className))
const removeChildren = (el: Element, ...classNames: string[]) =>
  childElements(el)
    .filter((child) => classNames.some((name) => isDiv(name)(child)))
    .forEach(DomUtils.removeElement)
/** A section's copy without its title page (and, with `'section'`, without its subsections). */
function copyOf(section: Element, ...without: string[]): Element {
  const copy = section.cloneNode(true)
  removeChildren(copy, 'titlepage', ...without)
  return copy
}
const idsIn = (el: Element) =>
  [el, ...findAll(el, (e) => e.attribs.id !== undefined)].flatMap((e) => e.attribs.id ?? [])
const titleOf = (section: Element) => {
  const titlePage = divChildren(section, 'titlepage')[0]
  const heading = titlePage && findOne(titlePage, (el) => /^h[1-5]$/.test(el.name))
  return withoutNumber(heading ? textOf(heading) : '')
}

/** The book's files (`{ name: 'ch02.zh-cn.html', html }`, in order) as pages, links between them kept. */
export function convertReference(files: { name: string; html: string }[]): ReferencePage[] {
  const pieces: Piece[] = []
  /** `ch02.zh-cn.html#id` (and `ch02.zh-cn.html`) → the page that holds it. */
  const pageOfId = new Map<string, string>()
  for (const { name, html } of files) {
    const base = name.replace('.zh-cn.html', '')
    // XHTML: `<a id="x"/>` is an empty anchor. Read as HTML it would stay open over the text after it.
    const doc = parseDocument(html, { recognizeSelfClosing: true })
    const top = findOne(doc, (el) => ['chapter', 'preface', 'appendix'].some((c) => isDiv(c)(el)))
    if (!top) throw new Error(`${name}: no chapter, preface or appendix`)
    findAll(
      top,
      (el) => isDiv('toc')(el) || isDiv('list-of-tables')(el) || (el.name === 'br' && hasClass(el, 'table-break')),
    ).forEach(DomUtils.removeElement)
    joinLines(top)
    const footnotes = divChildren(top, 'footnotes')
    footnotes.forEach(DomUtils.removeElement)

    const add = (piece: string, title: string, body: Element, ids: string[], titleLevel: number) => {
      // Empty pieces (a section that is all subsections) are no page, except a chapter's opening.
      if (!textOf(body).trim() && piece !== 'index') return
      const rel = `${base}/${piece}.md`
      pieces.push({ rel, title, body, titleLevel })
      for (const id of ids) pageOfId.set(`${name}#${id}`, rel)
    }
    const opening = copyOf(top, 'section')
    add('index', titleOf(top), opening, idsIn(opening), 1)
    pageOfId.set(name, `${base}/index.md`)
    divChildren(top, 'section').forEach((sect1, i) => {
      const sect2s = divChildren(sect1, 'section')
      if (sect2s.length) {
        // Its opening text is a page, each sect2 another; links to the sect1's title go to the opening.
        const s1Opening = copyOf(sect1, 'section')
        const titlePage = findOne(sect1, isDiv('titlepage'))
        const anchor = titlePage && findOne(titlePage, (el) => el.attribs.id !== undefined)?.attribs.id
        add(`${i + 1}-0`, titleOf(sect1), s1Opening, [...idsIn(s1Opening), ...(anchor ? [anchor] : [])], 2)
      } else add(`${i + 1}`, titleOf(sect1), copyOf(sect1), idsIn(sect1), 2)
      sect2s.forEach((sect2, j) => add(`${i + 1}-${j + 1}`, titleOf(sect2), copyOf(sect2), idsIn(sect2), 3))
    })
    // Footnotes go to the end of the page that cites them.
    for (const note of footnotes.flatMap((el) => findAll(el, isDiv('footnote')))) {
      const ref = note.attribs.id && `#${note.attribs.id}`
      const citing = ref && pieces.find((p) => findOne(p.body, (el) => el.name === 'a' && el.attribs.href === ref))
      if (citing) DomUtils.appendChild(citing.body, note.cloneNode(true))
    }
  }
  return pieces.map((piece) => ({ rel: piece.rel, md: render(piece, pageOfId) }))
}

/** Joins the lines that the translation files split between two CJK characters; leaves code alone. */
function joinLines(el: ParentNode): void {
  for (const node of el.children) {
    if (node.type === 'text') node.data = joinCjkLines(node.data)
    else if (isTag(node) && node.name !== 'pre') joinLines(node)
  }
}

function render({ rel, title, body, titleLevel }: Piece, pageOfId: Map<string, string>): string {
  // Links into the book point at the page that holds their target; links within a file's page, and
  // links to a target that is no page, become their text; links out of the book stay.
  for (const a of findAll(body, (el) => el.name === 'a')) {
    const href = a.attribs.href
    if (!href || href.startsWith('#')) unwrap(a)
    else if (/^[a-z0-9]+\.zh-cn\.html/.test(href)) {
      const target = pageOfId.get(href) ?? pageOfId.get(href.replace(/#.*/, ''))
      if (target) a.attribs.href = path.posix.relative(path.posix.dirname(rel), target)
      else unwrap(a)
    }
  }
  // Titles of the sections inside the page become headings below its own `#`.
  for (const titlePage of findAll(body, isDiv('titlepage'))) {
    const heading = findOne(titlePage, (el) => /^h[1-6]$/.test(el.name))
    const level = Math.min(6, Math.max(2, Number(heading?.name[1] ?? 2) - titleLevel + 1))
    replaceWith(titlePage, [elementWithText(`h${level}`, withoutNumber(heading ? textOf(heading) : ''))])
  }
  // Table titles as a bold line above the table.
  for (const caption of findAll(body, (el) => el.name === 'p' && hasClass(el, 'title'))) {
    const parent = caption.parent
    if (parent && isTag(parent) && isDiv('table')(parent)) {
      replaceWith(caption, [elementOf('p', [elementWithText('strong', textOf(caption).trim())])])
    }
  }
  return `${tidyMarkdown(`# ${td.escape(title)}\n\n${td.turndown(innerHtml(body))}`)}\n`
}

/** Fewer Han characters than this: a title alone, or a section that is only a code block. */
const MIN_HAN = 30

/** Whether a converted page has prose: at least MIN_HAN Han characters. */
export const keepReferencePage = (md: string): boolean => hanCount(md) >= MIN_HAN
