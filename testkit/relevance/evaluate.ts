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

/**
 * The 95 % Wilson score interval of a recall measured over `n` probes: how far a figure drawn from
 * that many probes may sit from the engine's true recall (221 probes at 0.96: about ±0.03), so that a
 * target is read against what the set can tell apart.
 */
export function recallInterval(recall: number, n: number): [number, number] {
  if (n <= 0) return [0, 1]
  const z = 1.96
  const z2n = (z * z) / n
  const centre = (recall + z2n / 2) / (1 + z2n)
  const half = (z * Math.sqrt((recall * (1 - recall)) / n + z2n / (4 * n))) / (1 + z2n)
  return [Math.max(0, centre - half), Math.min(1, centre + half)]
}
