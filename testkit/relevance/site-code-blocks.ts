/**
 * Every code block of the built site, read from its pages as the reader's 解释这段代码 reads it (the
 * `<pre>`'s text, the block's `language-*` class), with the section it sits in: the check drawn from the
 * content itself, beside the ten hand-picked blocks of tests/relevance/code-blocks.json.
 */
import type { Element } from 'domhandler'
import { DomUtils, parseDocument } from 'htmlparser2'
import type { Locale } from '../../src/contracts'
import { quoteQuestionFor } from '../../src/island-contract/quote'
import { quoteFromDocs, type QuoteEngine } from '../../src/search-core/quote-answer'
import { docPages } from '../doc-pages'

export interface SiteCodeBlock {
  /** The page (records' `url_without_anchor`). */
  page: string
  locale: Locale
  lang: string
  code: string
  /** The URL of the section it sits in: the page's, with the anchor of the h2 or h3 above it, if any. */
  section: string
}

const LANGUAGE = /(?:^|\s)language-([\w-]*)/
const NOT_COPIED = (cls: string) => {
  const classes = cls.split(/\s+/)
  return classes.includes('vp-copy-ignore') || (classes.includes('diff') && classes.includes('remove'))
}

/** The code blocks of one locale's pages, in page and reading order. */
export function siteCodeBlocks(dist: string, locale: Locale): SiteCodeBlock[] {
  const out: SiteCodeBlock[] = []
  for (const { url, body } of docPages(dist, locale)) {
    let section = url
    const visit = (nodes: ReturnType<typeof parseDocument>['children']) => {
      for (const node of nodes) {
        if (node.type !== 'tag') continue
        const el = node as Element
        if ((el.name === 'h2' || el.name === 'h3') && el.attribs.id) section = `${url}#${el.attribs.id}`
        const lang = LANGUAGE.exec(el.attribs.class ?? '')?.[1]
        const pre =
          el.name === 'div' && lang !== undefined ? DomUtils.findOne((e) => e.name === 'pre', el.children) : null
        if (pre) {
          // What the island leaves out, as VitePress's copy button does (askAnywhere.ts NOT_COPIED).
          for (const n of DomUtils.findAll((e) => NOT_COPIED(e.attribs.class ?? ''), pre.children))
            DomUtils.removeElement(n)
          const code = DomUtils.textContent(pre).trim()
          if (code) out.push({ page: url, locale, lang: lang ?? '', code, section })
          continue
        }
        visit(el.children)
      }
    }
    visit(parseDocument(body).children)
  }
  return out
}

/** The quotes the AI tab gives for 解释这段代码 on a block of a page (the question the island sends). */
export async function explainCode(
  engine: QuoteEngine,
  b: { code: string; lang: string; page: string },
  locale: Locale,
) {
  const question = quoteQuestionFor({ kind: 'code', text: b.code, lang: b.lang }, locale)
  return (await quoteFromDocs(engine, question ?? '', b.page)).quotes
}
