/**
 * What the converters of the Debian-derived benchmark corpora share (`bench/corpora/`): a few DOM
 * operations on htmlparser2 trees, the turndown set-up both use, and the Han-character count their
 * selection rules rest on. Pure: no files, no network.
 */
import { Element, isTag, Text, type ChildNode, type ParentNode } from 'domhandler'
import { DomUtils } from 'htmlparser2'
import TurndownService from 'turndown'
import { HAN_CLASS } from '../../src/contracts'

const HAN_CHARS = new RegExp(`[${HAN_CLASS}]`, 'g')

/** Han characters in a text, as the search counts them. */
export const hanCount = (text: string): number => text.match(HAN_CHARS)?.length ?? 0

// ---------- DOM ----------

/** The elements under `root` (not `root` itself) that pass `test`, in document order. */
export const findAll = (root: ParentNode, test: (el: Element) => boolean): Element[] =>
  DomUtils.findAll(test, root.children)

export const findOne = (root: ParentNode, test: (el: Element) => boolean): Element | null =>
  DomUtils.findOne(test, root.children)

export const childElements = (el: ParentNode): Element[] => el.children.filter(isTag)

export const parentName = (node: ChildNode): string | undefined =>
  node.parent && isTag(node.parent) ? node.parent.name : undefined

export const hasClass = (el: Element, name: string): boolean => (el.attribs.class ?? '').split(/\s+/).includes(name)

export const textOf = (node: ChildNode | ChildNode[]): string => DomUtils.textContent(node)

/** An element's content as HTML for turndown; characters beyond `&<>` stay as they are. */
export const innerHtml = (el: ParentNode): string => DomUtils.getInnerHTML(el, { encodeEntities: 'utf8' })

/** `<name>children</name>`, each child's parent set. */
export function elementOf(name: string, children: ChildNode[]): Element {
  const el = new Element(name, {})
  for (const child of children) DomUtils.appendChild(el, child)
  return el
}

export const elementWithText = (name: string, text: string): Element => elementOf(name, [new Text(text)])

/** Puts `nodes` where `el` was. */
export function replaceWith(el: ChildNode, nodes: ChildNode[]): void {
  for (const node of nodes) DomUtils.prepend(el, node)
  DomUtils.removeElement(el)
}

/** Replaces an element by its content (a link without a target, an anchor). */
export const unwrap = (el: Element): void => replaceWith(el, [...el.children])

// ---------- Markdown ----------

const PUNCT_OR_SPACE = /^[\p{P}\p{S}\s]$/u

/**
 * `**content**` where CommonMark can open and close it next to Chinese text (the inner text neither
 * starts nor ends with punctuation, and holds no `*`); the content as it is elsewhere.
 */
export function boldWhereItCloses(content: string): string {
  const inner = content.trim()
  const chars = Array.from(inner)
  if (!inner || inner.includes('*') || PUNCT_OR_SPACE.test(chars[0]!) || PUNCT_OR_SPACE.test(chars.at(-1)!))
    return content
  return `${/^\s*/.exec(content)![0]}**${inner}**${/\s*$/.exec(content)![0]}`
}

/** An inline code span holding `text`, with enough backticks (and padding) for backticks inside. */
export function codeSpan(text: string): string {
  const ticks = text.includes('`') ? '``' : '`'
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : ''
  return `${ticks}${pad}${text}${pad}${ticks}`
}

/** A fenced code block; `~~~~` when the code itself holds a ``` fence. */
export function fencedCode(code: string, lang = ''): string {
  const text = code.replace(/^\n+|\s+$/g, '')
  const fence = text.includes('```') ? '~~~~' : '```'
  return `\n\n${fence}${lang}\n${text}\n${fence}\n\n`
}

/** No trailing spaces, at most one blank line in a row, no blank start or end. */
export const tidyMarkdown = (md: string): string =>
  md
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()

/**
 * turndown with what both corpora need: ATX headings, fenced code, `-` bullets, `<` and `>` in text
 * written as entities (the sources have literal `<Enter>`, `<file>`: Markdown would read them as
 * HTML), and tables as GFM tables (first row as header; paragraphs in a cell joined with `<br>`).
 */
export function createTurndown(options: TurndownService.Options = {}): TurndownService {
  const td = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced', bulletListMarker: '-', ...options })
  const escape = td.escape.bind(td)
  td.escape = (s) => escape(s).replace(/</g, '&lt;').replace(/>/g, '&gt;')
  const cellText = (cell: HTMLElement) =>
    td
      .turndown(cell.innerHTML)
      .replace(/\n{2,}/g, '<br>')
      .replace(/\n/g, ' ')
      .replace(/\|/g, '\\|')
      .trim()
  td.addRule('table', {
    filter: 'table',
    replacement: (_content, table) => {
      const rows = Array.from(table.querySelectorAll('tr'))
      if (!rows.length) return ''
      const grid = rows.map((row) =>
        Array.from(row.children)
          .filter((cell) => cell.nodeName === 'TD' || cell.nodeName === 'TH')
          .map((cell) => cellText(cell as HTMLElement)),
      )
      const width = Math.max(...grid.map((row) => row.length))
      const line = (row: string[]) => `| ${Array.from({ length: width }, (_, i) => row[i] ?? '').join(' | ')} |`
      const lines = [line(grid[0]!), `|${' --- |'.repeat(width)}`, ...grid.slice(1).map(line)]
      return `\n\n${lines.join('\n')}\n\n`
    },
  })
  return td
}
