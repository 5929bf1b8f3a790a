import fs from 'node:fs'
import path from 'node:path'
import { createMarkdownRenderer } from 'vitepress'
import { describe, expect, it } from 'vitest'
import { applySiteTokens } from '../../../.vitepress/build/siteTokens'
import { expandPageFacts } from '../../../src/indexer/facts-file'
import { listSourcePages, parseFrontmatter } from '../../../src/indexer/pages/read-page'
import { headingsOf, plainText } from '../../../src/mcp/page-text'
import { rowText } from '../../../src/search-core/passages'

/**
 * The answer sets hold the docs' own words: the answer fragments of tests/relevance/answer-questions.json
 * were copied from the pages' text, and each section of quote-questions.json is a heading of its page. A
 * page edit that rewords the answering sentence or renames the heading leaves the set measuring nothing,
 * so the pages are read as readers get them (host tokens and facts filled in, rendered by VitePress's
 * Markdown renderer, tags dropped, a table row also as a quote reads it, `列名：值`) and compared as the
 * answer bench compares (testkit/relevance/answers.ts: whitespace and case aside). A question's page must
 * hold one of its fragments; every other fragment must be somewhere in the docs of its locale, since a
 * quote from another page that states the answer counts too. The other pages a question lists as stating
 * its answer (`also`) must each hold one of their fragments.
 */
const ROOT = path.resolve(__dirname, '../../..')
const DOCS = path.join(ROOT, 'docs')
const md = await createMarkdownRenderer(DOCS)

const readSet = <T>(file: string): T[] =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/relevance', file), 'utf8')).questions

/** The source of a page url (`/dir/` → `dir/index.md`, `/dir/page.html` → `dir/page.md`). */
const sourceOf = (url: string) =>
  url
    .replace(/^\//, '')
    .replace(/(^|\/)$/, '$1index.md')
    .replace(/\.html$/, '.md')

const cellsOf = (row: string, tag: string) =>
  [...row.matchAll(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => plainText(m[1] ?? '').trim())

/** Each table row as the quote picker reads it, with its header. */
function tableRows(html: string): string[] {
  return [...html.matchAll(/<table[^>]*>([\s\S]*?)<\/table>/g)].flatMap(([, table = '']) => {
    const header = cellsOf(/<thead>([\s\S]*?)<\/thead>/.exec(table)?.[1] ?? '', 'th')
    const body = /<tbody>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? ''
    return [...body.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row = '']) => rowText(cellsOf(row, 'td'), header))
  })
}

interface Page {
  html: string
  /** Title, description and body as text, then the table rows; squashed. */
  text: string
}

const squash = (s: string) => s.replace(/\s+/g, '').toLowerCase()

const pages = new Map<string, Page>()
function page(rel: string): Page {
  let p = pages.get(rel)
  if (!p) {
    const source = expandPageFacts(DOCS, rel, applySiteTokens(fs.readFileSync(path.join(DOCS, rel), 'utf8')))
    const { data, body } = parseFrontmatter(source)
    const html = md.render(body, { relativePath: rel, cleanUrls: false })
    const text = [String(data.title ?? ''), String(data.description ?? ''), plainText(html), ...tableRows(html)]
    p = { html, text: squash(text.join('\n')) }
    pages.set(rel, p)
  }
  return p
}

const allPages = await listSourcePages(DOCS)
const localeOf = (rel: string) => (rel.startsWith('en/') ? 'en' : 'zh')

describe('the answer sets still hold', () => {
  const cases = readSet<{
    q: string
    locale: string
    page?: string
    answer?: string[]
    also?: { page: string; answer: string[] }[]
  }>('answer-questions.json')
  const answerable = cases.filter((c) => c.page && c.answer)

  it('every answerable question’s page still holds one of its fragments', () => {
    const missing = answerable.filter((c) => !c.answer!.some((a) => page(sourceOf(c.page!)).text.includes(squash(a))))
    expect(answerable.length).toBeGreaterThan(100)
    expect(missing.map((c) => `${c.page}  ${c.answer!.map((a) => `「${a}」`).join(' ')}  (${c.q})`).join('\n')).toBe('')
  }, 120_000)

  it('every other page said to state a question’s answer still holds one of its fragments', () => {
    const missing = answerable.flatMap((c) =>
      (c.also ?? [])
        .filter((o) => !o.answer.some((a) => page(sourceOf(o.page)).text.includes(squash(a))))
        .map((o) => `${o.page}  ${o.answer.map((a) => `「${a}」`).join(' ')}  (${c.q})`),
    )
    expect(answerable.filter((c) => c.also?.length).length).toBeGreaterThan(100)
    expect(missing.join('\n')).toBe('')
  }, 120_000)

  it('every answer fragment is still written somewhere in its locale', () => {
    const missing: string[] = []
    for (const c of answerable)
      for (const a of c.answer!)
        if (!allPages.some((rel) => localeOf(rel) === c.locale && page(rel).text.includes(squash(a))))
          missing.push(`${c.page}  「${a}」  (${c.q})`)
    expect(missing.join('\n')).toBe('')
  }, 120_000)

  it('every quote question’s section is a heading of its page', () => {
    const quotes = readSet<{ q: string; section: string }>('quote-questions.json')
    const missing = quotes.filter((c) => {
      const [url = '', anchor = ''] = c.section.split('#')
      return !headingsOf(page(sourceOf(url)).html).some((h) => h.anchor === anchor)
    })
    expect(quotes.length).toBeGreaterThan(20)
    expect(missing.map((c) => `${c.section}  (${c.q})`).join('\n')).toBe('')
  })
})
