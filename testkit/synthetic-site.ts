/**
 * A large synthetic site made from the real pages, for measuring search at sizes we do not have yet.
 * Every page takes a new title and URL and recombines whole sections (an `<h2>` with what follows it)
 * drawn from several different real pages, so the pages are varied rather than copies and keep the
 * real vocabulary, section lengths and markup. Deterministic for a given seed.
 */
import type { ChildNode, Element } from 'domhandler'
import { DomUtils, parseDocument } from 'htmlparser2'
import { escapeHtml } from '../src/contracts/text'
import type { DocPage } from './doc-pages'

/** A section of a real page: its heading (null for the introduction before the first `<h2>`), HTML and text length. */
interface Section {
  heading: string | null
  html: string
  chars: number
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

const isTag = (n: ChildNode): n is Element => n.type === 'tag'
const isAnchor = (n: ChildNode) => isTag(n) && (n.attribs.class ?? '').split(/\s+/).includes('header-anchor')

/**
 * Sections of a `.vp-doc` body, split at its `<h2>` headings, each serialised on its own so it stays
 * well-formed wherever it lands; the `<h1>` is dropped (pages get new titles).
 */
function sectionsOf(body: string): Section[] {
  let nodes = parseDocument(body).children
  // VitePress wraps the markdown in a plain div: descend to the level of the headings.
  for (let only = nodes.filter(isTag); only.length === 1 && only[0]!.name === 'div'; only = nodes.filter(isTag))
    nodes = only[0]!.children
  const sections: Section[] = [{ heading: null, html: '', chars: 0 }]
  for (const node of nodes) {
    if (isTag(node) && node.name === 'h1') continue
    if (isTag(node) && node.name === 'h2') {
      const heading = DomUtils.textContent(node.children.filter((c) => !isAnchor(c)))
        .replace(/\s+/g, ' ')
        .trim()
      sections.push({ heading, html: '', chars: 0 })
      continue
    }
    const current = sections[sections.length - 1]!
    current.html += DomUtils.getOuterHTML(node, { encodeEntities: 'utf8' })
    current.chars += DomUtils.textContent(node).replace(/\s+/g, ' ').trim().length
  }
  return sections.filter((s) => s.chars > 0)
}

/**
 * `count` pages of `locale` under `/synthetic/`, each titled from one real page's title and another
 * page's section heading, made of at least 2 sections from distinct real pages and as long as a real
 * page drawn at random (so the text per page follows the real distribution).
 */
export function syntheticPages(real: DocPage[], count: number, seed = 20261124): DocPage[] {
  const random = seededRandom(seed)
  const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)]!
  const sources = real
    .filter((p) => p.body)
    .map((p) => ({ page: p, sections: sectionsOf(p.body) }))
    .filter((s) => s.sections.length > 0)
  if (sources.length < 5)
    throw new Error(`synthetic site: need at least 5 real pages with a body, got ${sources.length}`)
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
