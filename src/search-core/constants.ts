/** Search and chat constants of BEHAVIOUR.md search §7–§9 owned by search-core. */
import { TYPESENSE_DEFAULTS } from '../contracts/typesense-defaults'
import type { ChatMode } from './types'

export const PAGE_SIZE = 10
export const FIRST_PAGE = 1
export const VECTOR_K = 20
export const MAX_CANDIDATES = 100
/** Default name of the vector field (TYPESENSE_EMBEDDING_FIELD overrides it; empty → keyword only). */
export const EMBEDDING_FIELD = TYPESENSE_DEFAULTS.embeddingField
/** Default name of the records' language field (TYPESENSE_LANGUAGE_FIELD overrides it; empty → no filter). */
export const LANGUAGE_FIELD = TYPESENSE_DEFAULTS.languageField
export const HIGHLIGHT_FULL_FIELDS = [
  'content',
  'hierarchy.lvl0',
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
] as const
export const SORT_BY = '_text_match:desc,_vector_distance:asc'

export const MAX_SOURCES = 3
/** Sections listed when a page question is answered without the assistant. */
export const MAX_PAGE_SECTIONS = 5
export const EXCERPT_LENGTH = 150
export const UNTITLED_SOURCE = 'Untitled Source'

/** Client result cache: 120 s, 100 entries. */
export const RESULT_CACHE_TTL_MS = 120_000
export const RESULT_CACHE_MAX_ENTRIES = 100

/** Search client defaults (BEHAVIOUR.md search §9). */
export const CONNECTION_TIMEOUT_SECONDS = TYPESENSE_DEFAULTS.connectionTimeoutSeconds
export const HEALTHCHECK_INTERVAL_SECONDS = 60
export const RETRY_INTERVAL_SECONDS = 0.1
export const DEFAULT_NUM_RETRIES = 3

/** Chat request timeout per mode (BEHAVIOUR.md search §9 "Model timeout"). */
export const CHAT_TIMEOUT_SECONDS = { quick: 60, balance: 60, deep: 120 } as const satisfies Record<ChatMode, number>

/**
 * The longest any one LLM call may take inside Typesense, whatever the model: include/http_proxy.h
 * (`default_timeout_ms = 60000`) for the blocking calls, and the 60 s total curl timeout of the
 * streamed answer (src/http_client.cpp, src/conversation_model.cpp). No model setting changes it.
 */
export const SERVER_LLM_CALL_CAP_SECONDS = 60
/** Retrieval, queueing and the network around the LLM calls. */
export const SERVER_OVERHEAD_SECONDS = 10

/**
 * How long a chat request is given: BEHAVIOUR.md's per-mode timeout, but never longer than the server
 * can take to deliver an answer. A first question is one LLM call (the answer); a follow-up is two
 * (src/core_api.cpp first rewrites it into a standalone question with a blocking call). So deep
 * mode waits 70 s for a first question (its 120 s could only end in the server's own timeout) and
 * keeps BEHAVIOUR.md's 120 s for a follow-up, which may need rewrite + answer.
 */
export function chatTimeoutSeconds(mode: ChatMode, followUp: boolean): number {
  const serverBound = SERVER_LLM_CALL_CAP_SECONDS * (followUp ? 2 : 1) + SERVER_OVERHEAD_SECONDS
  return Math.min(CHAT_TIMEOUT_SECONDS[mode], serverBound)
}

/** Error texts of BEHAVIOUR.md search §8 for responses without the parts we need. */
export const NO_RESULTS_MESSAGE = 'No search results in MultiSearch response'
export const NO_ANSWER_MESSAGE = 'No conversation answer in MultiSearch response'
