import type { SearchHit } from '../../search-core/types'
import type { KeywordSearchState } from './search-state'

/**
 * The keyword tab offers to ask the AI (BEHAVIOUR.md search §2.2 "Ask AI row") when its results are
 * few, at most this many: less than one screen of results means the reader's words found little, and
 * a question put in words the docs do not use is what the assistant (or its quoting) is for.
 */
const ASK_AI_FEW_RESULTS = 3

/**
 * Results are weak when the first one marks none of the query's words: the engine found it by a
 * typo, a part of a word or (Typesense) its meaning, not by what the reader typed.
 */
const isWeak = (hits: SearchHit[]) => !hits[0]?.snippetHtml.includes('<mark>')

/** What the panel shows is decided by the search's state and the text in the box. */
export type KeywordScreenInput = Pick<KeywordSearchState, 'query' | 'hits' | 'total' | 'loading' | 'connection'> & {
  /** The box's text: blank means the start screen, whatever the search last held. */
  input: string
}

export interface KeywordScreen {
  /**
   * The panel's body: the start screen (blank box), the results (a search under way fills the list
   * as it comes), no results (a search that ended empty), or nothing for the instant the box holds
   * text the search has not taken yet (the render before a query the panel opened with is searched).
   */
  body: 'start' | 'results' | 'noResults' | 'none'
  /**
   * The error screen: the search service is unreachable. Unlike DocSearch's it stands above the
   * body, not instead of it: the embedded index's or the sample results are shown under it
   * (BEHAVIOUR.md search §4).
   */
  error: boolean
  /** Results on show: the combobox is expanded and the footer counts them. */
  expanded: boolean
  /** The Ask AI row below the results or the no-results message (BEHAVIOUR.md search §2.2). */
  askAi: boolean
}

/** Which screens the keyword panel shows (BEHAVIOUR.md search §2.2), as DocSearch's ScreenState chooses. */
export function keywordScreen({ input, query, hits, total, loading, connection }: KeywordScreenInput): KeywordScreen {
  const body = !input.trim() ? 'start' : hits.length > 0 || loading ? 'results' : query ? 'noResults' : 'none'
  return {
    body,
    error: connection === 'disconnected',
    expanded: body === 'results' && hits.length > 0,
    askAi: body !== 'start' && !!query && !loading && (total <= ASK_AI_FEW_RESULTS || isWeak(hits)),
  }
}
