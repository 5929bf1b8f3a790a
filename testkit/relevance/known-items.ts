/**
 * A known-item set generated from the built records with a fixed seed: phrases a reader could copy
 * from anywhere in a page (any section, any position, the end of long sections included), each
 * expected to find its own page in the top 5. Phrases found on more than MAX_PAGES_PER_PHRASE pages
 * are not known items and are skipped. Nothing here is tuned: the seed is fixed before any run.
 */
import { seededRandom } from '../synthetic-site'
import { foldText } from '../../src/search-core/fold'
import type { DocRecord } from '../../src/search-core/types'
import { HAN_CHAR, type Locale } from '../../src/contracts'
import type { RelevanceCase } from './evaluate'

export const KNOWN_ITEM_SEED = 20261124
export const MAX_PAGES_PER_PHRASE = 3

const TECH = /^(?=.*[a-z])(?=.*(?:[0-9_.\-/]|[a-z][A-Z]))[A-Za-z0-9_.\-/]{4,40}$/

export interface KnownItemOptions {
  count: number
  seed?: number
  locale: Locale
  /** Chinese phrases of exactly this many characters (default: 2–6). */
  chars?: number
  /**
   * Phrases found on up to this many pages (default MAX_PAGES_PER_PHRASE), each expecting any page
   * that holds it when set (a synthetic site repeats real sections on many pages).
   */
  maxPages?: number
}

/** Phrases sampled uniformly over the text of the records (so long sections get their share). */
export function knownItems(records: DocRecord[], opts: KnownItemOptions): RelevanceCase[] {
  const rand = seededRandom(opts.seed ?? KNOWN_ITEM_SEED)
  const pages = new Map<string, string>()
  for (const r of records)
    pages.set(
      r.url_without_anchor,
      (pages.get(r.url_without_anchor) ?? '') +
        '\n' +
        foldText(`${r['hierarchy.lvl1']} ${r['hierarchy.lvl2'] ?? ''} ${r['hierarchy.lvl3'] ?? ''} ${r.content}`),
    )
  const texts = records.map((r) => r.content)
  const total = texts.reduce((s, t) => s + t.length, 0)
  const out: RelevanceCase[] = []
  const seen = new Set<string>()
  for (let attempt = 0; out.length < opts.count && attempt < opts.count * 200; attempt++) {
    // A position anywhere in the text.
    let at = Math.floor(rand() * total)
    let i = 0
    while (at >= texts[i]!.length) at -= texts[i++]!.length
    const text = texts[i]!
    let phrase = ''
    if (opts.locale === 'zh' && HAN_CHAR.test(text[at]!)) {
      const len = opts.chars ?? 2 + Math.floor(rand() * 5) // 2–6 characters of one CJK run
      let end = at
      while (end < text.length && end - at < len && HAN_CHAR.test(text[end]!)) end++
      if (end - at < (opts.chars ?? 2)) continue
      phrase = text.slice(at, end)
    } else {
      // The word at that position: a technical token, or (English) two words.
      const start = text.slice(0, at).search(/[A-Za-z0-9_.\-/]*$/)
      const word = /^[A-Za-z0-9_.\-/]+/.exec(text.slice(start))?.[0]?.replace(/[.\-/]+$/, '') ?? ''
      if (TECH.test(word)) phrase = word
      else if (opts.locale === 'en' && /^[A-Za-z]{4,}$/.test(word)) {
        const next = /^[A-Za-z]+\s+([A-Za-z]{4,})/.exec(text.slice(start))?.[1]
        if (next) phrase = `${word} ${next}`
      }
      if (!phrase) continue
    }
    const key = foldText(phrase)
    if (seen.has(key)) continue
    const where = [...pages].filter(([, t]) => t.includes(key)).map(([url]) => url)
    if (where.length === 0 || where.length > (opts.maxPages ?? MAX_PAGES_PER_PHRASE)) continue
    seen.add(key)
    out.push({ q: phrase, expect: opts.maxPages ? where : [records[i]!.url_without_anchor], locale: opts.locale })
  }
  return out
}
