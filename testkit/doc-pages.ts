/**
 * The pages our search indexes, read back from a built site: the pages that have records in
 * `records.{locale}.jsonl`, each with its title, description and `.vp-doc` HTML. Other engines
 * measured beside ours (Pagefind) index exactly these, and the synthetic large site is made of them.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Element } from 'domhandler'
import { DomUtils, parseDocument } from 'htmlparser2'
import { recordsFileName, type Locale } from '../src/contracts'
import { htmlFileOf } from './bytes'

export interface DocPage {
  /** Site path as our records give it (`/ai-studio/`, `/ai-studio/job/create.html`). */
  url: string
  locale: string
  /** The `<html lang>` of the built page (`zh-CN`, `en-US`). */
  lang: string
  title: string
  description: string
  /** Inner HTML of the page's `.vp-doc`, or '' for pages without one (home, custom layouts). */
  body: string
}

const hasClass = (el: Element, cls: string) => (el.attribs.class ?? '').split(/\s+/).includes(cls)

/** Pages of one locale in records order (`records.{locale}.jsonl` must exist: run `npm run build`). */
export function docPages(dist: string, locale: Locale): DocPage[] {
  const urls = new Set<string>()
  for (const line of fs.readFileSync(path.join(dist, recordsFileName(locale)), 'utf8').split('\n')) {
    if (line) urls.add((JSON.parse(line) as { url_without_anchor: string }).url_without_anchor)
  }
  return [...urls].map((url) => {
    const doc = parseDocument(fs.readFileSync(path.join(dist, htmlFileOf(url)), 'utf8'))
    const find = (test: (el: Element) => boolean) => DomUtils.findOne(test, doc.children, true)
    const root = find((el) => el.name === 'div' && hasClass(el, 'vp-doc'))
    return {
      url,
      locale,
      lang: find((el) => el.name === 'html')?.attribs.lang ?? locale,
      title: DomUtils.textContent(find((el) => el.name === 'title') ?? doc)
        .split(' | ')[0]!
        .trim(),
      description: find((el) => el.name === 'meta' && el.attribs.name === 'description')?.attribs.content ?? '',
      // Characters as they are (not as `&#x…;` references): the HTML stays close to what the site serves.
      body: root ? DomUtils.getInnerHTML(root, { encodeEntities: 'utf8' }) : '',
    }
  })
}
