/**
 * A large synthetic site made from the real pages, for measuring search at sizes we do not have yet.
 * Every page takes a new title and URL and recombines whole sections (an `<h2>` with what follows it)
 * drawn from several different real pages, so the pages are varied rather than copies and keep the
 * real vocabulary, section lengths and markup. Deterministic for a given seed.
 */
import type { DocPage } from './doc-pages'

/** A section of a real page: its heading (null for the introduction before the first `<h2>`) and HTML. */
interface Section {
  heading: string | null
  html: string
}

/** mulberry32: a small seeded PRNG, enough for sampling. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const stripTags = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&[a-z#0-9]+;/gi, ' ').replace(/\s+/g, ' ').trim()

/** Sections of a `.vp-doc` body, split at its `<h2>` headings; the `<h1>` is dropped (pages get new titles). */
function sectionsOf(body: string): Section[] {
  const withoutH1 = body.replace(/<h1[\s\S]*?<\/h1>/, '')
  return withoutH1
    .split(/(?=<h2[\s>])/)
    .map((html) => {
      const h = /^<h2[^>]*>([\s\S]*?)<\/h2>/.exec(html)
      // Anchors are renumbered per synthetic page; the header-anchor link text is not part of the heading.
      const heading = h ? stripTags(h[1]!.replace(/<a[^>]*class="header-anchor"[\s\S]*?<\/a>/, '')) : null
      return { heading, html: h ? html.slice(h[0].length) : html }
    })
    .filter((s) => stripTags(s.html).length > 0)
}

/**
 * `count` pages of `locale` under `/synthetic/`, each titled from one real page's title and another
 * page's section heading, made of at least 2 sections from distinct real pages and as long as a real
 * page drawn at random (so the text per page follows the real distribution).
 */
export function syntheticPages(real: DocPage[], count: number, seed = 20261124): DocPage[] {
  const random = seededRandom(seed)
  const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)]!
  const sources = real.filter((p) => p.body).map((p) => ({ page: p, sections: sectionsOf(p.body).map((x) => ({ ...x, chars: stripTags(x.html).length })) })).filter((s) => s.sections.length > 0)
  if (sources.length < 5) throw new Error(`synthetic site: need at least 5 real pages with a body, got ${sources.length}`)
  const lengths = sources.map((s) => s.sections.reduce((n, x) => n + x.chars, 0))
  const headings = sources.flatMap((s) => s.sections.map((x) => x.heading).filter((h): h is string => !!h))
  const first = sources[0]!.page
  return Array.from({ length: count }, (_, i) => {
    const target = pick(lengths)
    const used = new Set<number>()
    const parts: string[] = []
    let chars = 0
    while ((used.size < 2 || chars < target) && used.size < sources.length) {
      const k = Math.floor(random() * sources.length)
      if (used.has(k)) continue
      used.add(k)
      const s = pick(sources[k]!.sections)
      const heading = s.heading ?? sources[k]!.page.title
      parts.push(`<h2 id="s${used.size}" tabindex="-1">${escapeHtml(heading)}</h2>${s.html}`)
      chars += s.chars
    }
    const title = `${pick(sources).page.title}：${pick(headings)}`
    return {
      url: `/synthetic/${i}.html`,
      locale: first.locale,
      lang: first.lang,
      title,
      description: '',
      body: `<div><h1 id="page" tabindex="-1">${escapeHtml(title)}</h1>${parts.join('')}</div>`,
    }
  })
}
