/** Reading rendered page HTML (Node only): the helpers the search records and the Markdown copies share. */
import { DomUtils, type parseDocument } from 'htmlparser2'
import type { ChildNode, Element } from 'domhandler'

export type HtmlDocument = ReturnType<typeof parseDocument>

export const isElement = (n: ChildNode): n is Element => n.type === 'tag' || n.type === 'script' || n.type === 'style'
export const hasClass = (el: Element, cls: string) => (el.attribs.class ?? '').split(/\s+/).includes(cls)

/** The content root of a page: `.vp-doc` when the page has one. */
export function contentRoot(doc: HtmlDocument): Element | null {
  return DomUtils.findOne((el) => el.name === 'div' && hasClass(el, 'vp-doc'), doc.children, true)
}

/** The content of a document's `<meta name="…">`, '' when it has none. */
export const metaContent = (doc: HtmlDocument, name: string): string =>
  DomUtils.findOne((el) => el.name === 'meta' && el.attribs.name === name, doc.children, true)?.attribs.content ?? ''

/** One attribute of a tag: a name, optionally `=` a quoted or bare value. */
const ATTR = String.raw`\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?`
const SELF_CLOSING_COMPONENT = new RegExp(String.raw`<([A-Z][\w-]*)((?:${ATTR})*)\s*/>`, 'g')

/**
 * Vue components are written self-closing in Markdown (`<TerminalPlayer … />`, `<VueSchoolLink … />`);
 * an HTML parser does not close them, so everything after one, its headings included, would land inside
 * it. Only Vue renders what a component shows; here it stays an empty element.
 */
export const closeComponents = (html: string) => html.replace(SELF_CLOSING_COMPONENT, '<$1$2></$1>')
