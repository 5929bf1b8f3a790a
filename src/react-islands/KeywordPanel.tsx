import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { peekStandIn, requestOpen, SEARCH_INPUT_CLASS } from '../island-contract/bus'
import { track } from '../island-contract/analytics'
import { isImeComposing } from '../contracts/keyboard'
import { KEY_SEARCH_HIGHLIGHT, SEARCH_HIGHLIGHT_PARAM } from '../contracts/page-storage-keys'
import { SEARCH_DEBOUNCE_MS, useKeywordSearch } from './hooks/useKeywordSearch'
import { useRecentSearches } from './hooks/useRecentSearches'
import { useSearchInsights } from './hooks/useSearchInsights'
import { keywordScreen } from './keyword/screen'
import { StartScreen } from './keyword/StartScreen'
import { groupByPage, ResultsScreen } from './keyword/ResultsScreen'
import { NoResultsScreen } from './keyword/NoResultsScreen'
import { ErrorScreen } from './keyword/ErrorScreen'
import type { SearchService } from './search-service'
import { stringsFor } from './strings'
import { safeHref } from '../search-core/hits'
import { SEARCH_ICON_PATH } from '../island-contract/search-icon'
import type { SearchHit } from '../search-core/types'
import type { ModalRequest } from './island-controller'

const HIGHLIGHT_STORAGE_KEY = KEY_SEARCH_HIGHLIGHT

/**
 * What the page a result opens marks: the words the result marked, as the snippet's escaped text (the
 * landing highlighter splits on spaces, and 开发机怎么收费 is one word to it), else the query.
 */
function highlightWords(hit: SearchHit, query: string): string {
  return hit.snippetHtml.match(/(?<=<mark>)[^<]+/g)?.join(' ') ?? query
}

function rememberHighlight(hit: SearchHit, query: string): void {
  try {
    sessionStorage.setItem(HIGHLIGHT_STORAGE_KEY, highlightWords(hit, query))
  } catch {
    /* highlighting is a nicety */
  }
}

/**
 * A result's address for another tab (its link's href: a middle click, the link's menu, Ctrl+Enter):
 * a page of this site carries the words to mark in SEARCH_HIGHLIGHT_PARAM; another site's, nothing.
 */
function resultHref(hit: SearchHit, query: string): string {
  const url = safeHref(hit.url)
  if (!url.startsWith('/')) return url
  const at = url.includes('#') ? url.indexOf('#') : url.length
  const path = url.slice(0, at)
  const words = encodeURIComponent(highlightWords(hit, query))
  return `${path}${path.includes('?') ? '&' : '?'}${SEARCH_HIGHLIGHT_PARAM}=${words}${url.slice(at)}`
}

/** The results list's id and its options' ids. */
function useListIds() {
  const base = useId()
  return { listId: `${base}-list`, optionId: (i: number) => `${base}-opt-${i}` }
}

interface Props {
  service: SearchService
  initialQuery: string
  /** A query handed over while the modal is open (applied when this tab is the one shown). */
  request?: ModalRequest
  active?: boolean
  onNavigate: (url: string) => void
  onClose: () => void
}

export function KeywordPanel({ service, initialQuery, request, active: shown = true, onNavigate, onClose }: Props) {
  const t = stringsFor(service.config.locale)
  const { state, setQuery, loadMore, checkHealth } = useKeywordSearch(service)
  const recent = useRecentSearches()
  const markOpened = useSearchInsights(state, service.config.locale, service.mode)
  // What the reader typed into the theme's stand-in while this code loaded is the query it opens with,
  // searched once the debounce since the last keystroke there is over.
  const [opening] = useState(() => {
    const standIn = initialQuery ? null : peekStandIn()
    if (!standIn) return { query: initialQuery, waitMs: SEARCH_DEBOUNCE_MS }
    const since = performance.now() - standIn.typedAt()
    return { query: standIn.text(), waitMs: Math.max(0, SEARCH_DEBOUNCE_MS - since) }
  })
  const [input, setInput] = useState(opening.query)
  const [active, setActive] = useState(0)
  const composing = useRef(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const { listId, optionId } = useListIds()

  // The panel opens once per dialog opening: the query it opened with is searched once, on mount
  // (a later one arrives as a request).
  useEffect(() => {
    inputRef.current?.focus()
    void checkHealth()
    if (opening.query.trim()) setQuery(opening.query, false, opening.waitMs)
  }, [checkHealth, setQuery, opening])

  // The request the panel opened with is its initial query; a panel first shown later (the AI tab's
  // "see keyword results") takes the request that showed it.
  const seenNonce = useRef(initialQuery ? request?.nonce : undefined)
  useEffect(() => {
    if (!request || request.nonce === seenNonce.current || !shown || !request.query) return
    seenNonce.current = request.nonce
    setInput(request.query)
    setQuery(request.query)
  }, [request, shown, setQuery])

  // A new query starts its keyboard selection at the first result.
  const [activeFor, setActiveFor] = useState(state.query)
  if (activeFor !== state.query) {
    setActiveFor(state.query)
    setActive(0)
  }
  // Results grouped by page; keyboard order follows what is shown.
  const hits = useMemo(() => groupByPage(state.hits), [state.hits])

  const open = useCallback(
    (hit: SearchHit, index: number, newTab: boolean) => {
      const url = safeHref(hit.url)
      if (!url) return
      track('TraditionalSearchResultClicked', { query: state.query, url, position: index + 1, engine: service.mode })
      markOpened()
      recent.add(state.query)
      if (/^https?:/i.test(url) || newTab) {
        window.open(resultHref(hit, state.query), '_blank', 'noopener,noreferrer')
        if (!newTab) onClose()
        return
      }
      rememberHighlight(hit, state.query)
      onClose()
      onNavigate(url)
    },
    [state.query, service.mode, recent, onClose, onNavigate, markOpened],
  )

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // An input method is composing: its keys are not ours.
    if (composing.current || isImeComposing(e.nativeEvent)) return
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!hits.length) return
      e.preventDefault()
      const delta = e.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (i + delta + hits.length) % hits.length)
    } else if (e.key === 'Enter') {
      const hit = hits[active]
      if (!hit) return
      e.preventDefault()
      open(hit, active, e.metaKey || e.ctrlKey)
    }
  }

  const screen = keywordScreen({ ...state, input })
  return (
    <div className="KeywordPanel">
      <div className="SearchBox">
        <svg className="SearchBox-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d={SEARCH_ICON_PATH} />
        </svg>
        <input
          ref={inputRef}
          className={SEARCH_INPUT_CLASS}
          type="search"
          role="combobox"
          aria-expanded={screen.expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={screen.expanded ? optionId(active) : undefined}
          aria-label={t.placeholder}
          placeholder={t.placeholder}
          value={input}
          maxLength={1000}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onChange={(e) => {
            setInput(e.target.value)
            setQuery(e.target.value, composing.current)
          }}
          onCompositionStart={() => (composing.current = true)}
          onCompositionEnd={(e) => {
            composing.current = false
            // The committed text (Chromium's last input event comes before compositionend).
            setQuery(e.currentTarget.value)
          }}
          onKeyDown={onKeyDown}
        />
        {state.loading && <span className="SearchSpinner" role="status" aria-label={t.loading} />}
      </div>

      {screen.error && <ErrorScreen strings={t} error={state.error} />}

      {/* On phones, scrolling the results hides the keyboard. */}
      <div className="KeywordPanel-body" onTouchMove={() => inputRef.current?.blur()}>
        {screen.body === 'start' && (
          <StartScreen
            strings={t}
            recent={recent}
            onPick={(q) => {
              setInput(q)
              setQuery(q)
              inputRef.current?.focus()
            }}
          />
        )}
        {screen.body === 'results' && (
          <ResultsScreen
            strings={t}
            hits={hits}
            activeIndex={active}
            listId={listId}
            optionId={optionId}
            onHover={setActive}
            onOpen={open}
            hrefOf={(hit) => resultHref(hit, state.query)}
          />
        )}
        {screen.body === 'noResults' && <NoResultsScreen strings={t} />}
        {screen.askAi && (
          <button
            type="button"
            className="AskAiRow"
            onClick={() => requestOpen({ tab: 'ai', query: state.query.trim() })}
          >
            {t.askAi(state.query.trim())}
          </button>
        )}
      </div>

      {/* Not a <footer>: inside the dialog it would be a second contentinfo landmark. */}
      <div className="KeywordPanel-footer">
        {screen.expanded ? (
          <div className="KeywordPanel-count">
            <span>{t.shown(state.hits.length, state.total)}</span>
            {state.hasMore && (
              <button type="button" className="LoadMore" disabled={state.loadingMore} onClick={loadMore}>
                {state.loadingMore ? t.loadingMore : t.loadMore}
              </button>
            )}
          </div>
        ) : (
          <span />
        )}
        {service.mode === 'typesense' && <p className="HybridDisclaimer">{t.hybridDisclaimer}</p>}
        <p className="KeyHints" aria-hidden="true">
          <kbd>↑</kbd>
          <kbd>↓</kbd> {t.keyHints.navigate} <kbd>↵</kbd> {t.keyHints.open} <kbd>Esc</kbd> {t.keyHints.close}
        </p>
      </div>
    </div>
  )
}
