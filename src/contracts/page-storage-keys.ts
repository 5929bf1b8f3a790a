/**
 * Storage keys the page itself reads, before or without the island (the head scripts, the Vue shell,
 * the analytics helper). Browser code imports these; STORAGE_KEYS (storage-keys.ts) lists every key.
 */
/** sessionStorage: the query whose words the next page highlights (island writes, shell reads). */
export const KEY_SEARCH_HIGHLIGHT = 'docsSearchHighlight'
/**
 * The address parameter that carries those words to a result opened in another tab (which has no
 * session storage of this one's): on the results' links, read and taken off by the page it opens.
 */
export const SEARCH_HIGHLIGHT_PARAM = 'highlight'
/** sessionStorage: the per-tab anonymous id sent with every analytics event. */
export const KEY_ANONYMOUS_ID = 'docsAnonymousId'
/** localStorage: the assistant docked (`1`) or a dialog (`0`); the head script reads it too. */
export const KEY_ASSISTANT_DOCK = 'docsAssistantDock'
/** localStorage: when the reader closed the maintenance banner. */
export const KEY_BANNER = 'maintenanceBannerState'

/** Values of KEY_ASSISTANT_DOCK. */
export const DOCK_VALUES = { docked: '1', dialog: '0' } as const
