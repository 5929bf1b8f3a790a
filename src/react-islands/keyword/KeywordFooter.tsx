import type { KeywordSearchState } from './search-state'
import type { Strings } from '../strings'

interface Props {
  strings: Strings
  state: Pick<KeywordSearchState, 'hits' | 'total' | 'hasMore' | 'loadingMore'>
  /** Results are on show: the footer counts them and offers the next page. */
  expanded: boolean
  /** Typesense answers: its hybrid search is said. */
  typesense: boolean
  onLoadMore: () => void
}

/** The keyword tab's footer: how many results are shown, the next page, and the keys. */
export function KeywordFooter({ strings: t, state, expanded, typesense, onLoadMore }: Props) {
  return (
    // Not a <footer>: inside the dialog it would be a second contentinfo landmark.
    <div className="KeywordPanel-footer">
      {expanded ? (
        <div className="KeywordPanel-count">
          <span>{t.shown(state.hits.length, state.total)}</span>
          {state.hasMore && (
            <button type="button" className="LoadMore" disabled={state.loadingMore} onClick={onLoadMore}>
              {state.loadingMore ? t.loadingMore : t.loadMore}
            </button>
          )}
        </div>
      ) : (
        <span />
      )}
      {typesense && <p className="HybridDisclaimer">{t.hybridDisclaimer}</p>}
      <p className="KeyHints" aria-hidden="true">
        <kbd>↑</kbd>
        <kbd>↓</kbd> {t.keyHints.navigate} <kbd>↵</kbd> {t.keyHints.open} <kbd>Esc</kbd> {t.keyHints.close}
      </p>
    </div>
  )
}
