/**
 * Browser storage keys one part of the site writes and another reads (the head scripts, the Vue
 * shell, the island, the tests). A key is referred to by its name here, never spelt again.
 */
import { KEY_RECENT_SEARCHES, KEY_SEARCH_TAB, SEARCH_TAB_VALUES } from './island-storage-keys'
import {
  DOCK_VALUES,
  KEY_ANONYMOUS_ID,
  KEY_ASSISTANT_DOCK,
  KEY_BANNER,
  KEY_SEARCH_HIGHLIGHT,
} from './page-storage-keys'

export * from './island-storage-keys'
export * from './page-storage-keys'

/**
 * Every key by role, for tests and Node code. Browser code imports the KEY_ constant it needs from
 * page-storage-keys.ts or island-storage-keys.ts: a
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

export type DockValue = (typeof DOCK_VALUES)[keyof typeof DOCK_VALUES]

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
