import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { PAGE_SIZE } from '../../search-core/constants'
import { normalizeQuery } from '../../search-core/query'
import { classifyError } from '../../search-core/errors'
import { escapeHtml } from '../../search-core/hits'
import type { SearchHit } from '../../search-core/types'
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

type Connection = 'unknown' | 'connected' | 'disconnected'

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

const initial = (query = ''): KeywordSearchState => ({
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

/** The keyword search flow of BEHAVIOUR.md search §4, on the service's engines. */
export function useKeywordSearch(service: SearchService, setTimer = setTimeout, clearTimer = clearTimeout) {
  const [state, setState] = useState<KeywordSearchState>(initial)
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
      const q = normalizeQuery(query)
      setState((s) =>
        page === 1 ? { ...s, loading: true, hits: [], page: 1, hasMore: false } : { ...s, loadingMore: true },
      )
      try {
        const engine = await service.primary()
        let done = false
        // The first screen of results as soon as it is in (the embedded engine), the rest after it.
        if (page === 1 && engine.firstResults)
          engine.firstResults(q).then(
            (head) => {
              if (done || id !== seq.current || head.hits.length >= Math.min(head.found, PAGE_SIZE)) return
              setState((s) => ({
                ...s,
                hits: head.hits,
                total: head.found,
                page: 1,
                loading: false,
                loadingMore: true,
                hasMore: true,
                connection: 'connected',
                error: null,
              }))
            },
            () => {},
          )
        const result = await engine.search(q, page)
        done = true
        if (id !== seq.current) return
        setState((s) => {
          const hits = page === 1 ? result.hits : [...s.hits, ...result.hits]
          return {
            ...s,
            hits,
            total: result.found,
            page,
            loading: false,
            loadingMore: false,
            hasMore: result.hits.length > 0 && hits.length < result.found,
            connection: 'connected',
            error: null,
          }
        })
      } catch (err) {
        if (id !== seq.current) return
        const message = classifyError(err).message
        console.error(`Doc Search error: ${message}`)
        // The embedded index stands in for BEHAVIOUR.md's sample results, filtered by the query; with
        // no index either (offline, or the embedded engine itself failed), the canned samples.
        let fallback: SearchHit[] = []
        let found = 0
        if (page === 1) {
          try {
            if (service.mode !== 'typesense') throw err
            const local = await (await service.local()).search(q, 1)
            fallback = local.hits
            found = local.found
          } catch {
            fallback = sampleResults(service.config.locale, q)
            found = fallback.length
          }
        }
        if (id !== seq.current) return
        setState((s) => ({
          ...s,
          hits: page === 1 ? fallback : s.hits,
          total: page === 1 ? found : s.total,
          loading: false,
          loadingMore: false,
          hasMore: false,
          connection: 'disconnected',
          error: message,
        }))
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
      // The embedded engine starts the search at once: the debounce guards what is shown, not what is
      // read (BEHAVIOUR.md search §9). An input method's letters (pinyin) are not the query: nothing is
      // read for them, and a query given before stops at its postings, as it does when the box is
      // cleared. No server is asked early.
      if (service.mode !== 'typesense')
        void service.local().then(
          (engine) => (q && !composing ? engine.speculate(q) : engine.stopSpeculating()),
          () => {},
        )
      if (!q) {
        seq.current++
        setState((s) => ({
          ...initial(query),
          connection: s.connection,
          error: s.connection === 'disconnected' ? s.error : null,
        }))
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
    // The embedded engine: fetch the index's meta now, while the reader types the first word.
    if (service.mode !== 'typesense') return void (await service.local()).warm()
    const engine = await service.primary().catch(() => null)
    const ok = engine ? await engine.health() : false
    if (!ok) {
      console.warn('Typesense health check failed.')
      setState((s) => ({ ...s, connection: 'disconnected', error: s.error ?? 'Typesense health check failed.' }))
    }
  }, [service])

  const clear = useCallback(() => {
    seq.current++
    if (timer.current) clearTimer(timer.current)
    setState(initial())
  }, [clearTimer])

  useEffect(
    () => () => {
      if (timer.current) clearTimer(timer.current)
    },
    [clearTimer],
  )

  return { state, setQuery, loadMore, checkHealth, clear }
}
