/** Search and chat constants of spec search-and-ai §7–§9 owned by search-core. */
export const PAGE_SIZE = 10
export const FIRST_PAGE = 1
export const VECTOR_K = 20
export const MAX_CANDIDATES = 100
export const EMBEDDING_FIELD = 'embedding'
export const HIGHLIGHT_FULL_FIELDS = ['content', 'hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3'] as const
export const SORT_BY = '_text_match:desc,_vector_distance:asc'

export const MAX_SOURCES = 3
export const EXCERPT_LENGTH = 150
export const UNTITLED_SOURCE = 'Untitled Source'

/** Client result cache: 120 s, 100 entries. */
export const RESULT_CACHE_TTL_MS = 120_000
export const RESULT_CACHE_MAX_ENTRIES = 100

/** Search client defaults (spec §9). */
export const CONNECTION_TIMEOUT_SECONDS = 5
export const HEALTHCHECK_INTERVAL_SECONDS = 60
export const RETRY_INTERVAL_SECONDS = 0.1
export const DEFAULT_NUM_RETRIES = 3

/** Chat request timeout per mode (spec §9 "Model timeout"). */
export const CHAT_TIMEOUT_SECONDS = { quick: 60, balance: 60, deep: 120 } as const

/** Error texts of spec §8 for responses without the parts we need. */
export const NO_RESULTS_MESSAGE = 'No search results in MultiSearch response'
export const NO_ANSWER_MESSAGE = 'No conversation answer in MultiSearch response'
