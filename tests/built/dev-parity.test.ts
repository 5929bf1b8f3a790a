import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { applySiteTokens } from '../../.vitepress/build/siteTokens'
import { DevRecords } from '../../src/indexer/dev-index'
import { listSourcePages, sourcePage, type SourcePage } from '../../src/indexer/pages/read-page'
import type { DocRecord } from '../../src/search-core'

/**
 * The dev server's index against the built site's, page by page, for a sample of the real content.
 * The build reads the HTML Vue rendered; the dev index renders the Markdown alone. They must agree on
 * everything but what only Vue draws: the text of components written in the Markdown (link cards, a
 * terminal recording's caption, a support table's icons, the post list) and the related-reading cards a
 * page's `related` frontmatter adds after its body (more sections at the end).
 */
const docs = fileURLToPath(new URL('../../docs/', import.meta.url))
const dist = new URL('../../.vitepress/dist/', import.meta.url)
const built = (locale: string): DocRecord[] =>
  fs
    .readFileSync(new URL(`records.${locale}.jsonl`, dist), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as DocRecord)

const drawnByVue = (page: SourcePage) => /<[A-Z][\w-]*[\s/>]/.test(page.body) || page.frontmatter.related !== undefined

/** Every 5th page, every English page, API references, posts with tags, pages without keywords or with `search: false`. */
function sampleOf(pages: SourcePage[]): SourcePage[] {
  return pages.filter(
    (p, i) =>
      i % 5 === 0 ||
      p.locale === 'en' ||
      p.spec !== null ||
      (p.tags.length > 0 && i % 3 === 0) ||
      p.keywords.length === 0 ||
      !p.searchable,
  )
}

/** `b` holds the characters of `a` in order (whitespace aside): `a` is `b` without some insertions. */
function isSubsequence(a: string, b: string): boolean {
  const want = a.replace(/\s+/g, '')
  const have = b.replace(/\s+/g, '')
  let j = 0
  for (const ch of have) if (j < want.length && ch === want[j]) j++
  return j === want.length
}

/** A record without the fields Vue's text changes: its content and (through extra sections) its priority. */
// The blocks describe the content, so they differ where it does.
const withoutDrawnText = ({ content: _content, blocks: _blocks, item_priority: _priority, ...rest }: DocRecord) => rest

let sample: SourcePage[]
const dev = new Map<string, DocRecord[]>()
const build = new Map<string, DocRecord[]>()
const group = (into: Map<string, DocRecord[]>, records: DocRecord[]) => {
  for (const r of records) into.set(r.url_without_anchor, [...(into.get(r.url_without_anchor) ?? []), r])
}

beforeAll(async () => {
  const pages = await Promise.all(
    (await listSourcePages(docs)).map(async (rel) =>
      sourcePage(rel, applySiteTokens(await fs.promises.readFile(docs + rel, 'utf8'))),
    ),
  )
  sample = sampleOf(pages)
  const source = new DevRecords(docs, undefined, applySiteTokens)
  for (const locale of ['zh', 'en']) {
    group(dev, (await source.records(locale)).records)
    group(build, built(locale))
  }
}, 120_000) // the dev index renders every page

describe('dev index and build agree on the same page', () => {
  it('samples pages of every kind', () => {
    expect(sample.length).toBeGreaterThan(40)
    expect(sample.some((p) => p.locale === 'en')).toBe(true)
    expect(sample.some((p) => p.spec)).toBe(true)
    expect(sample.some((p) => p.tags.length > 0)).toBe(true)
    expect(sample.some((p) => p.keywords.length > 0)).toBe(true)
    expect(sample.some(drawnByVue)).toBe(true)
  })

  it('gives pages left out of search (`search: false`) no records on either side', () => {
    for (const page of sample.filter((p) => !p.searchable)) {
      expect(dev.get(page.url), page.rel).toBeUndefined()
      expect(build.get(page.url), page.rel).toBeUndefined()
    }
  })

  it('yields the same records: ids, urls, hierarchy, tags, keywords, priority and content', () => {
    for (const page of sample.filter((p) => p.searchable && !drawnByVue(p))) {
      expect(dev.get(page.url), page.rel).toEqual(build.get(page.url))
    }
  })

  it('differs on pages with Vue components only by the text Vue draws', () => {
    for (const page of sample.filter((p) => p.searchable && drawnByVue(p))) {
      const d = dev.get(page.url) ?? []
      const b = build.get(page.url) ?? []
      // Headings Vue draws (the related-reading cards, the post list's own) come after the body's:
      // sections at the end, in the build only.
      const extra = b.length - d.length
      expect(extra, page.rel).toBeGreaterThanOrEqual(0)
      expect(d.length, page.rel).toBe(b.length - extra)
      d.forEach((r, i) => {
        const other = b[i]
        if (!other) throw new Error(`${r.url}: no build record at ${i}`)
        expect(withoutDrawnText(r), r.url).toEqual(withoutDrawnText(other))
        // Priority counts the page's sections from the end: the build's extra sections shift it.
        expect(r.item_priority + extra, r.url).toBe(other.item_priority)
        expect(isSubsequence(r.content, other.content), r.url).toBe(true)
      })
    }
  })
})
