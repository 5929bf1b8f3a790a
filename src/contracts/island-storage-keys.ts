/**
 * Storage keys only the search island reads and writes: a file of their own, so that the page's first
 * load (which imports page-storage-keys.ts) does not carry them.
 */
/** localStorage: the tab the search dialog opens on (see SEARCH_TAB_VALUES). */
export const KEY_SEARCH_TAB = 'search'
/** localStorage: JSON list of the reader's recent queries. */
export const KEY_RECENT_SEARCHES = 'docsRecentSearches'

/** Values of KEY_SEARCH_TAB (DocSearch's own spelling for the keyword tab). */
export const SEARCH_TAB_VALUES = { ai: 'ai', keyword: 'docsearch' } as const
