import { PAGE_SIZE } from '../../search-core/constants'
import type { SearchHit, SearchResult } from '../../search-core/types'

/** What the panel knows of the search service (BEHAVIOUR.md search §4 "Search service connection"). */
type Connection = 'unknown' | 'connected' | 'disconnected'

/** The keyword search's state; the functions below are its transitions (BEHAVIOUR.md search §4). */
export interface KeywordSearchState {
  query: string
  hits: SearchHit[]
  total: number
  page: number
  loading: boolean
  loadingMore: boolean
  hasMore: boolean
  connection: Connection
  error: string | null
}

export const initialSearch = (query = ''): KeywordSearchState => ({
  query,
  hits: [],
  total: 0,
  page: 1,
  loading: false,
  loadingMore: false,
  hasMore: false,
  connection: 'unknown',
  error: null,
})

/** A search starts: page 1 shows loading and clears the list, a later page shows loading-more. */
export const searching = (s: KeywordSearchState, page: number): KeywordSearchState =>
  page === 1 ? { ...s, loading: true, hits: [], page: 1, hasMore: false } : { ...s, loadingMore: true }

/**
 * Page 1's first screen, in before the rest of the page: shown, with loading-more until the page
 * replaces it. A first screen that already holds the whole page changes nothing: the page follows.
 */
export function firstScreen(s: KeywordSearchState, head: SearchResult): KeywordSearchState {
  if (head.hits.length >= Math.min(head.found, PAGE_SIZE)) return s
  return {
    ...s,
    hits: head.hits,
    total: head.found,
    page: 1,
    loading: false,
    loadingMore: true,
    hasMore: true,
    connection: 'connected',
    error: null,
  }
}

/** A page of results: page 1 replaces the list, a later page appends to it. */
export function pageIn(s: KeywordSearchState, result: SearchResult, page: number): KeywordSearchState {
  const hits = page === 1 ? result.hits : [...s.hits, ...result.hits]
  return {
    ...s,
    hits,
    total: result.found,
    page,
    loading: false,
    loadingMore: false,
    // More exists when this page had hits and fewer than `found` are shown.
    hasMore: result.hits.length > 0 && hits.length < result.found,
    connection: 'connected',
    error: null,
  }
}

/**
 * A search failed: disconnected, with its message, and nothing more to load. Page 1's list is
 * replaced by `fallback` (what stands in for the results); a later page keeps the list shown.
 */
export function searchFailed(
  s: KeywordSearchState,
  message: string,
  fallback?: Pick<SearchResult, 'hits' | 'found'>,
): KeywordSearchState {
  return {
    ...s,
    hits: fallback ? fallback.hits : s.hits,
    total: fallback ? fallback.found : s.total,
    loading: false,
    loadingMore: false,
    hasMore: false,
    connection: 'disconnected',
    error: message,
  }
}

/** The box holds no query: the start again, keeping what is known of the connection and, while it is down, why. */
export const queryCleared = (s: KeywordSearchState, query: string): KeywordSearchState => ({
  ...initialSearch(query),
  connection: s.connection,
  error: s.connection === 'disconnected' ? s.error : null,
})

/** The health check failed: disconnected, keeping a search's error when one is shown. */
export const healthFailed = (s: KeywordSearchState, message: string): KeywordSearchState => ({
  ...s,
  connection: 'disconnected',
  error: s.error ?? message,
})
