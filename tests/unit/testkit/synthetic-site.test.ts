import { describe, expect, it } from 'vitest'
import type { DocPage } from '../../../testkit/doc-pages'
import { syntheticPages } from '../../../testkit/synthetic-site'

// Real pages with recognisable sections: page p, section s says `正文-p-s` (repeated to vary lengths).
const real: DocPage[] = Array.from({ length: 8 }, (_, p) => ({
  url: `/real/${p}.html`,
  locale: 'zh',
  lang: 'zh-CN',
  title: `页面 ${p} <原文>`,
  description: '',
  body:
    `<div><h1 id="t${p}" tabindex="-1">页面 ${p}<a class="header-anchor" href="#t${p}">\u200b</a></h1><p>引言-${p} 说明。</p>` +
    Array.from(
      { length: 3 },
      (_, s) =>
        `<h2 id="h${s}" tabindex="-1">标题 ${p}-${s} &amp; 更多<a class="header-anchor" href="#h${s}">\u200b</a></h2><p>${`正文-${p}-${s} `.repeat(1 + ((p * 3 + s) % 7))}</p>`,
    ).join('') +
    '</div>',
}))

const text = (html: string) => html.replace(/<[^>]+>/g, '')
const origins = (page: DocPage) => new Set([...page.body.matchAll(/(?:正文|引言)-(\d)/g)].map((m) => m[1]))

describe('syntheticPages', () => {
  const pages = syntheticPages(real, 300, 7)

  it('is deterministic for a seed and differs across seeds', () => {
    expect(syntheticPages(real, 300, 7)).toEqual(pages)
    expect(syntheticPages(real, 300, 8).map((p) => p.body)).not.toEqual(pages.map((p) => p.body))
  })

  it('gives every page its own URL and title, in the real pages’ language', () => {
    expect(new Set(pages.map((p) => p.url)).size).toBe(300)
    expect(pages.every((p) => p.url.startsWith('/synthetic/') && p.lang === 'zh-CN' && p.locale === 'zh')).toBe(true)
    expect(pages.some((p) => real.some((r) => r.title === p.title))).toBe(false)
  })

  it('recombines sections of at least two different real pages, never copying one', () => {
    expect(pages.every((p) => origins(p).size >= 2)).toBe(true)
    expect(new Set(pages.map((p) => p.body)).size).toBe(300)
  })

  it('keeps the real text and headings but not the real anchors or the permalink glyphs', () => {
    const page = pages[0]!
    expect(page.body).toContain(
      `<h1 id="page" tabindex="-1">${page.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</h1>`,
    )
    expect(page.body).not.toContain('header-anchor')
    expect(page.body).toMatch(/<h2 id="s1" tabindex="-1">(?:标题 \d-\d &amp; 更多|页面 \d &lt;原文&gt;)<\/h2>/)
  })

  it('makes pages about as long as real ones', () => {
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
    const realMean = mean(real.map((p) => text(p.body).length))
    const synthMean = mean(pages.map((p) => text(p.body).length))
    expect(synthMean).toBeGreaterThan(realMean * 0.7)
    expect(synthMean).toBeLessThan(realMean * 1.6)
  })

  it('says what is missing when there are too few real pages', () => {
    expect(() => syntheticPages(real.slice(0, 4), 10)).toThrow('need at least 5 real pages with a body, got 4')
  })
})
