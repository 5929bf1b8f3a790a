/**
 * The built site as the writers' report reads it: the embedded engine on the built index (the one the
 * browser searches) and the built records for the pages' text.
 */
import fs from 'node:fs'
import path from 'node:path'
import { recordsFileName, SEARCH_INDEX_META_NAME } from '../../contracts/index-files'
import type { Locale } from '../../contracts/locale'
import { foldText } from '../../search-core/fold'
import { LocalEngine } from '../../search-core/local-engine'
import type { DocRecord } from '../../search-core/types'
import type { SiteLookup } from './report'

/** The locale's index meta, as the locale's home page names it. */
function indexMetaPath(dist: string, locale: Locale): string | null {
  const home = path.join(dist, locale === 'en' ? 'en/index.html' : 'index.html')
  if (!fs.existsSync(home)) return null
  const m = new RegExp(`<meta name="${SEARCH_INDEX_META_NAME}" content="([^"]+)"`).exec(fs.readFileSync(home, 'utf8'))
  return m?.[1] ?? null
}

function readRecords(dist: string, locale: Locale): DocRecord[] {
  const file = path.join(dist, recordsFileName(locale))
  if (!fs.existsSync(file)) return []
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as DocRecord)
}

const fold = (s: string) => foldText(s).toLowerCase()

/** Throws when the folder holds no built site (no records of either locale). */
export function siteFromDist(dist: string): SiteLookup {
  const perLocale = new Map<Locale, { engine: LocalEngine | null; pages: Map<string, string>; all: string }>()
  for (const locale of ['zh', 'en'] as const) {
    const records = readRecords(dist, locale)
    const pages = new Map<string, string>()
    for (const r of records) {
      const text = [r['hierarchy.lvl1'], r['hierarchy.lvl2'], r['hierarchy.lvl3'], r.content, ...(r.keywords ?? [])]
        .filter(Boolean)
        .join('\n')
      pages.set(r.url_without_anchor, (pages.get(r.url_without_anchor) ?? '') + '\n' + fold(text))
    }
    const meta = indexMetaPath(dist, locale)
    const engine = meta
      ? new LocalEngine(meta, async (url) => JSON.parse(await fs.promises.readFile(path.join(dist, url), 'utf8')))
      : null
    perLocale.set(locale, { engine, pages, all: [...pages.values()].join('\n') })
  }
  if (![...perLocale.values()].some((l) => l.pages.size))
    throw new Error(`No search records in ${dist}: run \`npm run build\` first (or pass --dist <folder>).`)
  return {
    async search(locale, query, top) {
      const engine = perLocale.get(locale)?.engine
      if (!engine) return []
      const { hits } = await engine.search(query)
      return hits.slice(0, top).map((h) => [h.hierarchy.lvl1, h.hierarchy.lvl2].filter(Boolean).join(' › ') || h.url)
    },
    pageText: (locale, url) => perLocale.get(locale)?.pages.get(url) ?? null,
    siteHas: (locale, word) => !!perLocale.get(locale)?.all.includes(word),
  }
}
