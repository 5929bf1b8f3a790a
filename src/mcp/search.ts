/**
 * search_docs' pages of results over one or two locales. A query that finds fewer than
 * FALLBACK_BELOW results in its locale also searches the other one (the Chinese pages hold most
 * answers; an English query often has its answer only there) and says so. The results of both are
 * one list, the first locale's first, paged by offset.
 */
import type { Locale } from '../contracts/locale'
import { PAGE_SIZE } from '../search-core/constants'
import type { SearchHit } from '../search-core/types'
import { DocsError } from './errors'

/** Fewer results than this in the query's locale and the other locale is searched too. */
const FALLBACK_BELOW = 3

export type HitsOf = (locale: Locale, page: number) => Promise<{ hits: SearchHit[]; found: number }>

export interface HitPage {
  hits: { hit: SearchHit; locale: Locale }[]
  /** The locales searched, the query's first. */
  searchedLocales: Locale[]
  /** Results of all searched locales together. */
  total: number
  /** Results the query's own locale has. */
  foundInFirst: number
}

const otherLocale = (locale: Locale): Locale => (locale === 'zh' ? 'en' : 'zh')

/** The hits from `offset` (at most `limit`) of the query's locale, then (when it has few) the other's. */
export async function hitPage(hitsOf: HitsOf, first: Locale, offset: number, limit: number): Promise<HitPage> {
  const head = await hitsOf(first, 1)
  const searchedLocales: Locale[] = [first]
  const totals = [head.found]
  const other = head.found < FALLBACK_BELOW ? await otherHits(hitsOf, otherLocale(first)) : null
  if (other) {
    searchedLocales.push(otherLocale(first))
    totals.push(other.found)
  }
  const hits: HitPage['hits'] = []
  for (let i = offset; i < offset + limit; i++) {
    const at = locate(totals, i)
    if (!at) break
    const locale = searchedLocales[at.list] ?? first
    const page = await hitsOf(locale, Math.floor(at.index / PAGE_SIZE) + 1)
    const hit = page.hits[at.index % PAGE_SIZE]
    if (!hit) break
    hits.push({ hit, locale })
  }
  return { hits, searchedLocales, total: totals.reduce((a, b) => a + b, 0), foundInFirst: head.found }
}

/** The other locale's first page, or null when the site has no such locale (no home page there). */
async function otherHits(hitsOf: HitsOf, locale: Locale) {
  try {
    return await hitsOf(locale, 1)
  } catch (err) {
    if (err instanceof DocsError && err.kind === 'not_a_docs_site') return null
    throw err
  }
}

/** Which list (and where in it) the i-th result of the lists one after another is. */
function locate(totals: number[], i: number): { list: number; index: number } | null {
  let rest = i
  for (let list = 0; list < totals.length; list++) {
    const n = totals[list] ?? 0
    if (rest < n) return { list, index: rest }
    rest -= n
  }
  return null
}

const NAMES: Record<Locale, Record<Locale, string>> = {
  zh: { zh: '中文', en: '英文' },
  en: { zh: 'Chinese', en: 'English' },
}

/** Says that the other locale was searched too (in the query's language), or null when it was not. */
export function fallbackNote(page: HitPage, first: Locale): string | null {
  if (page.searchedLocales.length < 2) return null
  const other = otherLocale(first)
  if (first === 'zh')
    return `${NAMES.zh.zh}文档中只找到 ${page.foundInFirst} 条结果，因此也搜索了${NAMES.zh[other]}文档（结果标有 locale）。`
  return `Only ${page.foundInFirst} result(s) in the ${NAMES.en.en} pages, so the ${NAMES.en[other]} pages were searched too (they hold most answers; each result names its locale).`
}
