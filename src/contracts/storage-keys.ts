/**
 * Browser storage keys one part of the site writes and another reads (the head scripts, the Vue
 * shell, the island, the tests). A key is referred to by its name here, never spelt again.
 */
/** sessionStorage: the query whose words the next page highlights (island writes, shell reads). */
export const KEY_SEARCH_HIGHLIGHT = 'docsSearchHighlight'
/** sessionStorage: the per-tab anonymous id sent with every analytics event. */
export const KEY_ANONYMOUS_ID = 'docsAnonymousId'
/** localStorage: the assistant docked (`1`) or a dialog (`0`); the head script reads it too. */
export const KEY_ASSISTANT_DOCK = 'docsAssistantDock'
/** localStorage: the tab the search dialog opens on (see SEARCH_TAB_VALUES). */
export const KEY_SEARCH_TAB = 'search'
/** localStorage: JSON list of the reader's recent queries. */
export const KEY_RECENT_SEARCHES = 'docsRecentSearches'
/** localStorage: when the reader closed the maintenance banner. */
export const KEY_BANNER = 'maintenanceBannerState'

/**
 * Every key by role, for tests and Node code. Browser code imports the KEY_ constant it needs: a
 * module's statements used anywhere in the browser sit in the chunk of the page's first load, so the
 * object there would carry the island's keys onto every page.
 */
export const STORAGE_KEYS = {
  searchHighlight: KEY_SEARCH_HIGHLIGHT,
  anonymousId: KEY_ANONYMOUS_ID,
  assistantDock: KEY_ASSISTANT_DOCK,
  searchTab: KEY_SEARCH_TAB,
  recentSearches: KEY_RECENT_SEARCHES,
  banner: KEY_BANNER,
} as const

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

/** Values of STORAGE_KEYS.assistantDock. */
export const DOCK_VALUES = { docked: '1', dialog: '0' } as const
export type DockValue = (typeof DOCK_VALUES)[keyof typeof DOCK_VALUES]

/** Values of STORAGE_KEYS.searchTab (DocSearch's own spelling for the keyword tab). */
export const SEARCH_TAB_VALUES = { ai: 'ai', keyword: 'docsearch' } as const
export type SearchTabValue = (typeof SEARCH_TAB_VALUES)[keyof typeof SEARCH_TAB_VALUES]

/** What each key may hold: a writer storing anything else does not compile. */
export interface StorageValues {
  [STORAGE_KEYS.searchHighlight]: string
  [STORAGE_KEYS.anonymousId]: string
  [STORAGE_KEYS.assistantDock]: DockValue
  [STORAGE_KEYS.searchTab]: SearchTabValue
  /** JSON array of strings. */
  [STORAGE_KEYS.recentSearches]: string
  /** JSON, see the banner's state. */
  [STORAGE_KEYS.banner]: string
}
export type StorageValue<K extends StorageKey> = StorageValues[K]
