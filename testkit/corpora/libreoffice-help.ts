/**
 * LibreOffice's zh-CN offline help (the HTML pages of Debian's `libreoffice-help-zh-cn`) to Markdown,
 * one page per help page, and the rule that keeps the pages that are mostly Chinese prose.
 */
import path from 'node:path'
import type { Element, ParentNode } from 'domhandler'
import { DomUtils, parseDocument } from 'htmlparser2'
import { HAN_CHAR } from '../../src/contracts'
import {
  boldWhereItCloses,
  childElements,
  codeSpan,
  createTurndown,
  elementWithText,
  fencedCode,
  findAll,
  findOne,
  hanCount,
  hasClass,
  innerHtml,
  parentName,
  replaceWith,
  textOf,
  tidyMarkdown,
  unwrap,
} from './shared'

/** Fence languages of the help's code classes (`language-visual-basic`); others as they are. */
const CODE_LANGUAGE = new Map([['visual-basic', 'vb']])
/** The help's note boxes as VitePress containers. */
const CONTAINER = new Map([
  ['note', 'info'],
  ['tip', 'tip'],
  ['warning', 'warning'],
])

const td = createTurndown({ emDelimiter: '*' })
td.addRule('fenced', {
  filter: (node) => node.nodeName === 'PRE',
  replacement: (_content, node) => {
    const code = node.querySelector('code')
    const lang = /language-([\w-]+)/.exec(code?.getAttribute('class') ?? '')?.[1]
    return fencedCode((code ?? node).textContent ?? '', lang ? (CODE_LANGUAGE.get(lang) ?? lang) : '')
  },
})
td.addRule('container', {
  filter: (node) => node.nodeName === 'DIV' && CONTAINER.has(node.getAttribute('class') ?? ''),
  replacement: (content, node) => {
    const body = content.trim()
    return body ? `\n\n::: ${CONTAINER.get(node.getAttribute('class') ?? '')}\n${body}\n:::\n\n` : ''
  },
})
td.addRule('emph', {
  filter: (node) => node.nodeName === 'SPAN' && /\bemph\b/.test(node.getAttribute('class') ?? ''),
  replacement: boldWhereItCloses,
})
// Inline code, unless the span holds blocks (then its text stays text).
td.addRule('literal', {
  filter: (node) =>
    node.nodeName === 'SPAN' &&
    /\b(literal|input|code)\b/.test(node.getAttribute('class') ?? '') &&
    !node.querySelector('p,div,pre,br'),
  replacement: (_content, node) => {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ')
    return text.trim() ? codeSpan(text) : text
  },
})
td.remove(['script', 'style', 'meta', 'noscript', 'img', 'input', 'button'])

const DROPPED = new Set(['script', 'style', 'meta', 'noscript', 'img'])
/** Parents where a `<br>` breaks a line; elsewhere it only spaces blocks. */
const LINE_BREAK_PARENT = /^(p|td|th|li|span|a|h\d)$/

/**
 * One help page as Markdown. `rel` is its path under the help's `text/` folder, `.md` for `.html`
 * (`shared/guide/assistive.md`): links to other help pages become relative `.md` links from there.
 */
export function convertHelpPage(html: string, rel: string): string {
  const doc = parseDocument(html)
  const title = textOf(findAll(doc, (el) => el.name === 'title' && parentName(el) === 'head')).trim()
  // The page body: no header, module menu, index, search box or footer.
  const area = findOne(doc, (el) => el.attribs.id === 'DisplayArea')
  let md = ''
  if (area) {
    prepare(area, rel)
    md = tidyMarkdown(td.turndown(innerHtml(area)))
  }
  if (!/^# /m.test(md)) md = `# ${td.escape(title)}\n\n${md}`
  return `${md}\n`
}

function prepare(area: ParentNode, rel: string): void {
  const removeAll = (test: (el: Element) => boolean) => findAll(area, test).forEach(DomUtils.removeElement)
  removeAll(
    (el) =>
      DROPPED.has(el.name) ||
      el.attribs.id === 'SearchFrame' ||
      el.attribs.id === 'DonationFrame' ||
      hasClass(el, 'noteicon'),
  )
  // Platform and module switches: the help hides every case and shows one with JavaScript. Keep the
  // default case where there is one (what Linux and Windows readers see; the macOS case goes), else
  // every case of a block switch and the first of an inline one.
  for (const sw of findAll(area, (el) => hasClass(el, 'switchinline') || hasClass(el, 'switch'))) {
    const cases = childElements(sw).filter((el) => 'hidden' in el.attribs)
    const defaults = cases.filter((el) => el.attribs.id?.startsWith('default'))
    const keep = defaults.length ? defaults : hasClass(sw, 'switch') ? cases : cases.slice(0, 1)
    cases.filter((el) => !keep.includes(el)).forEach(DomUtils.removeElement)
  }
  for (const el of findAll(area, (el) => 'hidden' in el.attribs)) delete el.attribs.hidden
  // Icon tables (an icon beside its label): the labels as paragraphs.
  for (const table of findAll(area, (el) => hasClass(el, 'icontable'))) {
    const labels = findAll(table, (el) => hasClass(el, 'iconcell')).map((cell) => textOf(cell).trim())
    replaceWith(
      table,
      labels.filter(Boolean).map((label) => elementWithText('p', label)),
    )
  }
  // "How to get there" and "Related topics" lead-ins as bold lines.
  for (const el of findAll(area, (el) => hasClass(el, 'howtogetheader') || hasClass(el, 'related'))) {
    const text = textOf(el).trim()
    el.children.slice().forEach(DomUtils.removeElement)
    DomUtils.appendChild(el, elementWithText('strong', text))
  }
  for (const a of findAll(area, (el) => el.name === 'a')) {
    const href = a.attribs.href
    if (!href) {
      unwrap(a)
      continue
    }
    const page = /^zh-CN\/text\/([^#]+)\.html(#.*)?$/.exec(href)
    if (page) a.attribs.href = path.posix.relative(path.posix.dirname(rel), `${page[1]}.md`) + (page[2] ?? '')
    delete a.attribs.target
  }
  removeAll((el) => el.name === 'br' && !LINE_BREAK_PARENT.test(parentName(el) ?? ''))
  removeAll((el) => /^h[1-6]$/.test(el.name) && !textOf(el).trim())
}

/** Fewer Han characters than this outside code: a one-line menu or dialog stub. */
const MIN_HAN = 100

/**
 * Whether a converted page is mostly Chinese prose: at least MIN_HAN Han characters outside code,
 * and at most a third of its text lines English only (strings the translators had not reached fall
 * back to English in the help).
 */
export function keepHelpPage(md: string): boolean {
  const prose = md
    .replace(/(```|~~~~)[\s\S]*?\1/g, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/\]\([^)]*\)/g, ']')
  const lines = prose
    .split(/\n+/)
    .map((line) => line.replace(/^[#>\-*|:\s\d.]+/, '').trim())
    .filter((line) => /[A-Za-z]{2,}.*[A-Za-z]{2,}.*[A-Za-z]{2,}/.test(line) || HAN_CHAR.test(line))
  const english = lines.filter((line) => !HAN_CHAR.test(line) && /([A-Za-z]+\W+){3,}/.test(line))
  return hanCount(prose) >= MIN_HAN && 3 * english.length <= lines.length
}
