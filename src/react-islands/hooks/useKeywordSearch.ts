import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { normalizeQuery } from '../../search-core/query'
import { classifyError } from '../../search-core/errors'
import { escapeHtml } from '../../search-core/hits'
import type { SearchHit } from '../../search-core/types'
import {
  firstScreen,
  healthFailed,
  initialSearch,
  pageIn,
  queryCleared,
  searchFailed,
  searching,
  type KeywordSearchState,
} from '../keyword/search-state'
import type { SearchService } from '../search-service'
import { stringsFor } from '../strings'

/**
 * BEHAVIOUR.md's sample results (§2.2, §4): the three canned pages, those whose content or hierarchy
 * contains the query first. When none contains it, all three are shown: a reader who cannot reach
 * any engine still gets somewhere to start rather than an empty list under the warning.
 */
export function sampleResults(locale: string, query: string): SearchHit[] {
  const q = normalizeQuery(query).toLowerCase()
  const all: SearchHit[] = stringsFor(locale).samples.map((s, i) => ({
    id: `sample-${i}`,
    url: s.url,
    hierarchy: { lvl0: s.lvl0, lvl1: s.lvl1, lvl2: '', lvl3: '' },
    content: s.content,
    snippetHtml: escapeHtml(s.content),
  }))
  const matching = all.filter((h) =>
    [h.content, h.hierarchy.lvl0, h.hierarchy.lvl1].some((f) => q && f.toLowerCase().includes(q)),
  )
  return matching.length ? matching : all
}

/** The panel's search event is debounced by this long (BEHAVIOUR.md search §9). */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * What stands in for page 1's results when the search failed: on the Typesense path the embedded
 * index's results for the query; with no index either (offline, or the embedded engine itself
 * failed), BEHAVIOUR.md's sample results.
 */
async function fallbackResults(service: SearchService, q: string, err: unknown) {
  try {
    if (service.mode !== 'typesense') throw err
    return await (await service.local()).search(q, 1)
  } catch {
    const hits = sampleResults(service.config.locale, q)
    return { hits, found: hits.length }
  }
}

/**
 * The embedded engine starts a query's search at each keystroke: the debounce guards what is shown,
 * not what is read (BEHAVIOUR.md search §9). An input method's letters (pinyin) are not the query:
 * nothing is read for them, and a query given before stops at its postings, as it does when the box
 * is cleared. No server is asked early.
 */
function speculate(service: SearchService, q: string, composing: boolean): void {
  if (service.mode === 'typesense') return
  void service.local().then(
    (engine) => (q && !composing ? engine.speculate(q) : engine.stopSpeculating()),
    () => {},
  )
}

const HEALTH_FAILED = 'Typesense health check failed.'

/**
 * Whether the search service answers, asked when the panel opens. The embedded engine is not asked:
 * its index's meta is fetched instead, while the reader types the first word.
 */
async function healthy(service: SearchService): Promise<boolean> {
  if (service.mode !== 'typesense') {
    void (await service.local()).warm()
    return true
  }
  const engine = await service.primary().catch(() => null)
  return engine ? engine.health() : false
}

/** The keyword search flow of BEHAVIOUR.md search §4, on the service's engines. */
export function useKeywordSearch(service: SearchService, setTimer = setTimeout, clearTimer = clearTimeout) {
  const [state, setState] = useState<KeywordSearchState>(initialSearch)
  const seq = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  // The latest state for loadMore, which the list calls from its scroll handler after a commit.
  const stateRef = useRef(state)
  useLayoutEffect(() => {
    stateRef.current = state
  })

  const run = useCallback(
    async (query: string, page: number) => {
      const id = ++seq.current
      // An answer to an older query is dropped.
      const current = () => id === seq.current
      const q = normalizeQuery(query)
      setState((s) => searching(s, page))
      try {
        const engine = await service.primary()
        let done = false
        // The first screen of results as soon as it is in (the embedded engine), the rest after it.
        if (page === 1 && engine.firstResults)
          engine.firstResults(q).then(
            (head) => {
              if (!done && current()) setState((s) => firstScreen(s, head))
            },
            () => {},
          )
        const result = await engine.search(q, page)
        done = true
        if (current()) setState((s) => pageIn(s, result, page))
      } catch (err) {
        if (!current()) return
        const message = classifyError(err).message
        console.error(`Doc Search error: ${message}`)
        const fallback = page === 1 ? await fallbackResults(service, q, err) : undefined
        if (current()) setState((s) => searchFailed(s, message, fallback))
      }
    },
    [service],
  )

  /**
   * Typing: page back to 1, and a fresh 300 ms wait before searching. `composing`: the text is an
   * input method's composition, not yet committed. `waitMs`: what is left of the wait, when the
   * keystroke came earlier (typed into the theme's stand-in before the island was in).
   */
  const setQuery = useCallback(
    (query: string, composing = false, waitMs = SEARCH_DEBOUNCE_MS) => {
      if (timer.current) clearTimer(timer.current)
      const q = normalizeQuery(query)
      speculate(service, q, composing)
      if (!q) {
        seq.current++
        setState((s) => queryCleared(s, query))
        return
      }
      setState((s) => ({ ...s, query, page: 1 }))
      timer.current = setTimer(() => void run(query, 1), waitMs)
    },
    [run, setTimer, clearTimer, service],
  )

  const loadMore = useCallback(() => {
    const s = stateRef.current
    if (!normalizeQuery(s.query) || !s.hasMore || s.loading || s.loadingMore) return
    void run(s.query, s.page + 1)
  }, [run])

  /** Health check when the panel opens: a failure shows the warning before any search. */
  const checkHealth = useCallback(async () => {
    if (await healthy(service)) return
    console.warn(HEALTH_FAILED)
    setState((s) => healthFailed(s, HEALTH_FAILED))
  }, [service])

  const clear = useCallback(() => {
    seq.current++
    if (timer.current) clearTimer(timer.current)
    setState(initialSearch())
  }, [clearTimer])

  useEffect(
    () => () => {
      if (timer.current) clearTimer(timer.current)
    },
    [clearTimer],
  )

  return { state, setQuery, loadMore, checkHealth, clear }
}
