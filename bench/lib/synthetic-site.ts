/**
 * A synthetic site of N pages made from the real records, for the 10 000-page measurements: each page
 * takes its sections from several real pages (in another order, under another title), shuffles the
 * sentences of each section and renumbers its figures, so pages are varied, not copies, while the
 * vocabulary and the text's statistics stay those of the real docs. Deterministic for a seed.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { DocRecord } from '../../src/search-core'

function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function syntheticRecords(real: DocRecord[], pages: number, seed = 10_000): DocRecord[] {
  const rand = random(seed)
  const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!
  const byPage = new Map<string, DocRecord[]>()
  for (const r of real) byPage.set(r.url_without_anchor, [...(byPage.get(r.url_without_anchor) ?? []), r])
  const sources = [...byPage.values()]
  const sections = real.filter((r) => r['hierarchy.lvl2'])
  const out: DocRecord[] = []
  for (let p = 0; p < pages; p++) {
    const intro = pick(sources)[0]!
    const other = pick(sources)[0]!
    const url = `/synthetic/${p % 50}/${p}.html`
    // Title: the first half of one real title and the second half of another.
    const a = Array.from(intro['hierarchy.lvl1'])
    const b = Array.from(other['hierarchy.lvl1'])
    const title = a.slice(0, Math.ceil(a.length / 2)).join('') + b.slice(Math.floor(b.length / 2)).join('')
    const count = 2 + Math.floor(rand() * 8)
    const chosen = [intro, ...Array.from({ length: count }, () => pick(sections))]
    chosen.forEach((r, i) => {
      const sentences = r.content.split(/(?<=[。！？.!?])\s*/)
      for (let k = sentences.length - 1; k > 0; k--) {
        if (rand() < 0.5) continue
        const j = Math.floor(rand() * (k + 1))
        ;[sentences[k], sentences[j]] = [sentences[j]!, sentences[k]!]
      }
      const content = sentences.join('').replace(/\d+/g, (d) => String((Number(d) * (1 + Math.floor(rand() * 9))) % 10 ** d.length))
      const anchor = i === 0 ? null : `s${i}`
      out.push({
        ...r,
        id: `syn-${p}-${i}`,
        'hierarchy.lvl1': title,
        content,
        url: anchor ? `${url}#${anchor}` : url,
        url_without_anchor: url,
        anchor,
        item_priority: (100 - 10 * (i === 0 ? 1 : 2)) * 1000 + (count + 1 - i),
      })
    })
  }
  return out
}

/**
 * A copy of a built site whose Chinese index is replaced by another (the synthetic one), so the real
 * island searches it in the browser. Only the HTML pages are copied with the new meta tag; assets are
 * linked, not copied.
 */
export function siteWithIndex(dist: string, out: string, files: Map<string, string>, dir = 'assets/search/zh/synthetic'): string {
  fs.rmSync(out, { recursive: true, force: true })
  fs.mkdirSync(out, { recursive: true })
  for (const entry of fs.readdirSync(dist)) {
    const from = path.join(dist, entry)
    if (entry === 'assets') {
      fs.mkdirSync(path.join(out, 'assets'))
      for (const a of fs.readdirSync(from)) fs.symlinkSync(path.join(from, a), path.join(out, 'assets', a))
    } else fs.cpSync(from, path.join(out, entry), { recursive: true })
  }
  // The search folder is replaced: unlink the real one and write the synthetic index in its place.
  fs.rmSync(path.join(out, 'assets/search'), { force: true })
  fs.mkdirSync(path.join(out, dir), { recursive: true })
  for (const name of files.keys()) fs.mkdirSync(path.dirname(path.join(out, dir, name)), { recursive: true })
  for (const [name, body] of files) fs.writeFileSync(path.join(out, dir, name), body)
  fs.cpSync(path.join(dist, 'assets/search/en'), path.join(out, 'assets/search/en'), { recursive: true })
  const meta = `/${dir}/meta.json`
  const rewrite = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name)
      if (e.isDirectory() && !(d === out && (e.name === 'assets' || e.name === 'en'))) rewrite(p)
      else if (e.isFile() && e.name.endsWith('.html')) {
        const html = fs.readFileSync(p, 'utf8')
        fs.writeFileSync(p, html.replace(/(<meta name="docs-search-index" content=")\/assets\/search\/zh\/[^"]+(")/, `$1${meta}$2`))
      }
    }
  }
  rewrite(out)
  return meta
}
