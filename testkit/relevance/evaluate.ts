/** Recall@5 and MRR of a search function over a relevance set, ranked by page (not section). */
import type { Locale } from '../../src/contracts'

export interface RelevanceCase {
  q: string
  expect: string[]
  locale?: Locale
}

export interface RelevanceReport {
  recallAt5: number
  mrr: number
  misses: string[]
}

/** The page of a result url: without its anchor, a folder's index.html as the folder. */
export const pageOf = (url: string) => url.replace(/#.*$/, '').replace(/index\.html$/, '')

export function evaluateRelevance(cases: RelevanceCase[], searchUrls: (c: RelevanceCase) => string[]): RelevanceReport {
  let hits = 0
  let rr = 0
  const misses: string[] = []
  for (const c of cases) {
    const pages: string[] = []
    for (const u of searchUrls(c)) if (!pages.includes(pageOf(u))) pages.push(pageOf(u))
    const wanted = new Set(c.expect.map(pageOf))
    const rank = pages.findIndex((p) => wanted.has(p)) + 1
    if (rank >= 1 && rank <= 5) hits++
    else misses.push(`${c.q} → ${pages.slice(0, 3).join(', ') || 'nothing'}`)
    if (rank >= 1) rr += 1 / rank
  }
  return { recallAt5: hits / cases.length, mrr: rr / cases.length, misses }
}
