import { useCallback, useEffect, useRef } from 'react'
import type { SearchEngineKind } from '../../contracts/analytics'
import type { Locale } from '../../contracts/locale'
import { track } from '../../island-contract/analytics'
import type { KeywordSearchState } from '../keyword/search-state'

/**
 * What the writers' report learns from the keyword panel (BEHAVIOUR.md search §7.4): a query that
 * found nothing, once per search that settles on it; and, when the panel closes with no result
 * opened for its last query, that query (abandoned). Returns the call that marks a result opened.
 */
export function useSearchInsights(state: KeywordSearchState, locale: Locale, engine: SearchEngineKind): () => void {
  // A search has settled when its hits arrive: a new list, not loading. Typing keeps the list it had,
  // and a fast search's loading state may never render (React batches it with the result).
  const seenHits = useRef(state.hits)
  const last = useRef<{ query: string; results: number } | null>(null)
  const opened = useRef<string | null>(null)
  const { query, loading, total, hits } = state

  useEffect(() => {
    const settled = !loading && hits !== seenHits.current
    seenHits.current = hits
    const q = query.trim()
    if (!settled || !q) return
    last.current = { query: q, results: total }
    if (hits.length === 0) track('KeywordSearchNoResults', { query: q, locale, engine })
  }, [query, loading, total, hits, locale, engine])

  const info = useRef({ locale, engine })
  useEffect(() => {
    info.current = { locale, engine }
  })
  useEffect(
    () => () => {
      const l = last.current
      if (l && opened.current !== l.query) track('KeywordSearchAbandoned', { ...l, ...info.current })
    },
    [],
  )

  return useCallback(() => {
    opened.current = last.current?.query ?? null
  }, [])
}
