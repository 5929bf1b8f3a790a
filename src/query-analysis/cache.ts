import { analyzeQuery } from './analyze'
import { normalizeQuery } from './normalize'
import type { QueryAnalysis } from './types'

/** Analysis cache (spec search-and-ai §9): at most 100 entries kept, cleanup once it reaches 120. */
export const ANALYSIS_CACHE_MAX = 100
export const ANALYSIS_CACHE_CLEANUP_AT = 120

/**
 * Memoises analyses by normalised query. Cleanup is batched: the map may grow to 120 entries, then the
 * oldest are dropped down to 100, so a burst of typing does not evict on every keystroke.
 */
export class AnalysisCache {
  private readonly entries = new Map<string, QueryAnalysis>()

  constructor(
    private readonly max = ANALYSIS_CACHE_MAX,
    private readonly cleanupAt = ANALYSIS_CACHE_CLEANUP_AT,
  ) {}

  get size(): number {
    return this.entries.size
  }

  analyze(input: unknown): QueryAnalysis {
    const key = normalizeQuery(input)
    const hit = this.entries.get(key)
    if (hit) {
      // Refresh recency so frequent queries survive cleanup.
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit
    }
    const analysis = analyzeQuery(key)
    this.entries.set(key, analysis)
    if (this.entries.size >= this.cleanupAt) this.cleanup()
    return analysis
  }

  has(input: unknown): boolean {
    return this.entries.has(normalizeQuery(input))
  }

  clear(): void {
    this.entries.clear()
  }

  private cleanup() {
    const excess = this.entries.size - this.max
    let i = 0
    for (const key of this.entries.keys()) {
      if (i++ >= excess) break
      this.entries.delete(key)
    }
  }
}
