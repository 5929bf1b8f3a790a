import { useCallback } from 'react'
import { track } from '../../island-contract/analytics'
import type { SearchEngineKind } from '../../contracts/analytics'
import { safeHref } from '../../search-core/hits'
import type { SearchHit } from '../../search-core/types'
import { rememberHighlight, resultHref } from './result-links'

interface Options {
  query: string
  engine: SearchEngineKind
  /** Adds the query to the reader's recent searches. */
  remember: (query: string) => void
  /** Counts the search as one whose result was opened. */
  markOpened: () => void
  onClose: () => void
  onNavigate: (url: string) => void
}

/**
 * Opens a result (the `index`-th shown): reported, remembered among the recent searches, then the
 * page in this tab through the router (its words marked there), or in a new tab (`newTab`, and
 * always for another site's page: the dialog closes unless the reader asked for the new tab).
 */
export function useOpenResult({ query, engine, remember, markOpened, onClose, onNavigate }: Options) {
  return useCallback(
    (hit: SearchHit, index: number, newTab: boolean) => {
      const url = safeHref(hit.url)
      if (!url) return
      track('TraditionalSearchResultClicked', { query, url, position: index + 1, engine })
      markOpened()
      remember(query)
      if (/^https?:/i.test(url) || newTab) {
        window.open(resultHref(hit, query), '_blank', 'noopener,noreferrer')
        if (!newTab) onClose()
        return
      }
      rememberHighlight(hit, query)
      onClose()
      onNavigate(url)
    },
    [query, engine, remember, onClose, onNavigate, markOpened],
  )
}
