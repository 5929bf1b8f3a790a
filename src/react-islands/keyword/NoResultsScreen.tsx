import type { Strings } from '../strings'

/** A search that ended with nothing (BEHAVIOUR.md search §2.2). */
export function NoResultsScreen({ strings: t }: { strings: Strings }) {
  return (
    <div className="SearchNoResults">
      <p className="SearchState">{t.noResults}</p>
      <p className="SearchHint">{t.noResultsHint}</p>
    </div>
  )
}
