import type { SearchResult } from './types'

/**
 * What the search UI needs from an engine. Implemented by TypesenseEngine (the production cluster)
 * and by the embedded local index; the UI never knows which one answers.
 */
export interface SearchEngine {
  readonly kind: 'typesense' | 'local'
  /** Keyword (hybrid) search; page starts at 1. Throws a SearchError on failure. */
  search(query: string, page?: number): Promise<SearchResult>
  /**
   * The first page's first results, before the rest of it when that comes later (the embedded
   * engine: the texts of a phone's first screen, read in one round trip). Throws as `search` does.
   */
  firstResults?(query: string): Promise<SearchResult>
  /** Whether the engine can answer now. Never throws. */
  health(): Promise<boolean>
  clearCache(): void
}
