import fs from 'node:fs'
import path from 'node:path'
import { decodeHTML } from 'entities'
import { describe, expect, it } from 'vitest'
import { engineFromDist } from '../../testkit/local-index'
import { FACT_TOKEN_RE, tokenValue } from '../../src/facts'
import { loadFacts } from '../../src/indexer/facts-file'
import { listSourcePages } from '../../src/indexer/pages/read-page'

// Runs after `npm run build`: pages that insert a fact ([[fact:id]], docs/facts.yaml) show its value
// in the HTML, in the Markdown copy and in the embedded search, which finds a page by the value.
const root = path.resolve(__dirname, '../..')
const dist = path.join(root, '.vitepress/dist')
const docs = path.join(root, 'docs')
const facts = loadFacts(docs)
const read = (rel: string) => fs.readFileSync(path.join(dist, rel), 'utf8')
const withTokens = (await listSourcePages(docs)).filter((rel) =>
  /\[\[fact:/.test(fs.readFileSync(path.join(docs, rel), 'utf8')),
)

describe('inserted facts in the build', () => {
  it('some pages insert facts', () => expect(withTokens.length).toBeGreaterThanOrEqual(8))

  it.each(withTokens)('%s: the HTML and the Markdown copy show the values, never a token', (rel) => {
    const html = read(rel.replace(/\.md$/, '.html'))
    const copy = read(rel)
    const ids = [...fs.readFileSync(path.join(docs, rel), 'utf8').matchAll(FACT_TOKEN_RE)].map((m) => m[2] ?? '')
    const locale = rel.startsWith('en/') ? 'en' : 'zh'
    for (const id of ids) {
      const value = tokenValue(facts, id, locale) ?? `missing fact ${id}`
      expect(copy).toContain(value)
      // HTML escapes the characters Markdown would not (&, <, an apostrophe): compare with what the reader sees.
      expect(decodeHTML(html)).toContain(value)
    }
    expect(html).not.toContain('[[fact:')
    expect(copy).not.toContain('[[fact:')
  })

  it.each([
    { q: '审计事件保留 180 天', page: '/fundamentals/tenant/audit-event-search.html' },
    { q: '批量推理结果保留 7 天', page: '/gen-studio/api/tutorial-batch.html' },
  ])('the embedded search finds the page by the inserted value: $q', async ({ q, page }) => {
    const { engine } = engineFromDist(dist, 'zh')
    const pages = [...new Set((await engine.search(q)).hits.map((h) => h.url.replace(/#.*$/, '')))]
    expect(pages.slice(0, 3)).toContain(page)
  })
})
