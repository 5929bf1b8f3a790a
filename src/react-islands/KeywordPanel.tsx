import { useId, useMemo, useRef } from 'react'
import { useKeywordSearch } from './hooks/useKeywordSearch'
import { useRecentSearches } from './hooks/useRecentSearches'
import { useSearchInsights } from './hooks/useSearchInsights'
import { keywordScreen } from './keyword/screen'
import { StartScreen } from './keyword/StartScreen'
import { groupByPage, ResultsScreen } from './keyword/ResultsScreen'
import { NoResultsScreen } from './keyword/NoResultsScreen'
import { ErrorScreen } from './keyword/ErrorScreen'
import { AskAiRow } from './keyword/AskAiRow'
import { KeywordFooter } from './keyword/KeywordFooter'
import { KeywordSearchBox } from './keyword/KeywordSearchBox'
import { resultHref } from './keyword/result-links'
import { useActiveResult } from './keyword/useActiveResult'
import { useOpeningQuery } from './keyword/useOpeningQuery'
import { useOpenResult } from './keyword/useOpenResult'
import type { SearchService } from './search-service'
import { stringsFor } from './strings'
import type { ModalRequest } from './island-controller'

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
  const composingRef = useRef(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const { listId, optionId } = useListIds()
  const [input, setInput] = useOpeningQuery({ initialQuery, request, shown, setQuery, checkHealth, inputRef })

  // Results grouped by page; keyboard order follows what is shown.
  const hits = useMemo(() => groupByPage(state.hits), [state.hits])

  const open = useOpenResult({
    query: state.query,
    engine: service.mode,
    remember: recent.add,
    markOpened,
    onClose,
    onNavigate,
  })
  const { active, setActive, onKeyDown } = useActiveResult(hits, state.query, open, () => composingRef.current)

  const screen = keywordScreen({ ...state, input })
  return (
    <div className="KeywordPanel">
      <KeywordSearchBox
        strings={t}
        inputRef={inputRef}
        composingRef={composingRef}
        value={input}
        expanded={screen.expanded}
        listId={listId}
        activeId={optionId(active)}
        loading={state.loading}
        onText={(text, composing) => {
          setInput(text)
          setQuery(text, composing)
        }}
        onCommit={(text) => setQuery(text)}
        onKeyDown={onKeyDown}
      />

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
        {screen.askAi && <AskAiRow strings={t} query={state.query} />}
      </div>

      <KeywordFooter
        strings={t}
        state={state}
        expanded={screen.expanded}
        typesense={service.mode === 'typesense'}
        onLoadMore={loadMore}
      />
    </div>
  )
}
