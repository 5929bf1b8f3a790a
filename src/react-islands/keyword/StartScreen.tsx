import type { Strings } from '../strings'
import type { useRecentSearches } from '../hooks/useRecentSearches'

interface Props {
  strings: Strings
  recent: ReturnType<typeof useRecentSearches>
  /** A recent query chosen: it becomes the query. */
  onPick: (query: string) => void
}

/** The box is blank: what to type, and the reader's recent searches (BEHAVIOUR.md search §2.2). */
export function StartScreen({ strings: t, recent, onPick }: Props) {
  return (
    <div className="SearchStart">
      <p className="SearchState">{t.emptyQuery}</p>
      {recent.items.length > 0 && (
        <section className="RecentSearches" aria-label={t.recentTitle}>
          <div className="RecentSearches-head">
            <h3>{t.recentTitle}</h3>
            <button type="button" className="RecentSearches-clear" onClick={recent.clear}>
              {t.clearRecent}
            </button>
          </div>
          <ul>
            {recent.items.map((q) => (
              <li key={q}>
                <button type="button" className="RecentSearches-item" onClick={() => onPick(q)}>
                  {q}
                </button>
                <button
                  type="button"
                  className="RecentSearches-remove"
                  aria-label={t.removeRecent(q)}
                  onClick={() => recent.remove(q)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
