import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { faqFileName, recordsFileName } from '../../src/contracts'
import type { DocRecord } from '../../src/search-core'
import { pageUrlOf } from '../../src/contracts/page-url'

const dist = new URL('../../.vitepress/dist/', import.meta.url)
const read = (file: string) =>
  fs
    .readFileSync(new URL(file, dist), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
const zh: DocRecord[] = read(recordsFileName('zh'))
const en: DocRecord[] = read(recordsFileName('en'))
const pagesOf = (dir: string): string[] =>
  fs
    .readdirSync(new URL(dir, new URL('../../docs/', import.meta.url)), {
      recursive: true,
      withFileTypes: false,
    } as never)
    .map(String)
    .filter((f: string) => f.endsWith('.md'))

describe('records of the built site', () => {
  it('every Chinese page yields records, and every record has a url', () => {
    const urls = new Set(zh.map((r) => r.url_without_anchor))
    const pages = pagesOf('.').filter((f) => !f.startsWith('en/'))
    expect(pages.length).toBeGreaterThan(100)
    const missing = pages.map(pageUrlOf).filter((u) => !urls.has(u))
    expect(missing).toEqual([])
    for (const r of [...zh, ...en]) expect(r.url, r.id).toMatch(/^\//)
  })

  it("carries every page's readers' keywords, as its frontmatter lists them, on its first record and in its meta tag", () => {
    const docs = new URL('../../docs/', import.meta.url)
    const withKeywords = pagesOf('.').flatMap((f) => {
      const fm = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(new URL(f, docs), 'utf8'))?.[1]
      const keywords = fm ? (parse(fm) as { keywords?: string[] } | null)?.keywords : undefined
      return keywords ? [{ url: pageUrlOf(f), keywords }] : []
    })
    expect(withKeywords.length).toBeGreaterThan(150)
    for (const { url, keywords } of withKeywords) {
      const records = (url.startsWith('/en/') ? en : zh).filter((r) => r.url_without_anchor === url)
      expect(records[0]?.keywords, url).toEqual(keywords.map((k) => k.trim()))
      expect(
        records.slice(1).filter((r) => r.keywords),
        url,
      ).toEqual([])
      const html = fs.readFileSync(new URL(url.slice(1).replace(/\/$/, '/index.html'), dist), 'utf8')
      expect(html, url).toContain(`<meta name="keywords" content="${keywords.map((k) => k.trim()).join(', ')}">`)
    }
  })

  it('keeps the text before the first heading', () => {
    const intro = zh.find((r) => r.url === '/ai-studio/job/create.html')
    expect(intro?.content).toContain('训练任务有两种创建方式')
    expect(intro?.['hierarchy.lvl2']).toBeNull()
  })

  it('cuts pages by h2/h3 with anchors, lvl0 the product area and lvl1 the page title', () => {
    const r = zh.find((x) => x.url === '/ai-studio/job/create.html#用-job-yaml-提交')!
    expect(r['hierarchy.lvl0']).toBe('一站式 AI 平台')
    expect(r['hierarchy.lvl1']).toBe('创建训练任务')
    expect(r['hierarchy.lvl2']).toBe('用 job.yaml 提交')
    expect(r.content).toContain('name: qwen2-5-7b-sft')
    expect(r.content).not.toMatch(/^yaml/)
  })

  it('has unique stable ids, one record set per locale, and posts carry their tags', () => {
    expect(new Set(zh.map((r) => r.id)).size).toBe(zh.length)
    expect(en.every((r) => r.language === 'en' && r.url.startsWith('/en/'))).toBe(true)
    const post = zh.find((r) => r.url_without_anchor === '/posts/how-to-select-gpu.html')
    expect(post?.tags).toEqual(['fundamentals'])
  })

  it('writes the FAQ pairs for the FAQ collection', () => {
    const faq = read(faqFileName('zh'))
    expect(faq.length).toBeGreaterThanOrEqual(40)
    expect(faq[0]).toMatchObject({
      question: expect.stringMatching(/？$/),
      url: expect.stringMatching(/^\/support\/faq\.html#/),
    })
  })
})
