/** Search and chat constants of BEHAVIOUR.md search §7–§9 owned by search-core. */
import { TYPESENSE_DEFAULTS } from '../contracts/typesense-defaults'

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

/**
 * The longest one model call may take inside Typesense, whatever the model: include/http_proxy.h
 * (`default_timeout_ms = 60000`) for the blocking calls, and the one curl budget of the whole streamed
 * answer (src/http_client.cpp post_response_sse, src/conversation_model.cpp). No model setting changes it.
 */
export const SERVER_LLM_CALL_CAP_SECONDS = 60
/**
 * Tries of a blocking model call (the non-streaming answer, a follow-up's rewrite): HttpProxy::send
 * (src/http_proxy.cpp, `default_num_try = 2`) calls again after a timeout. A streamed answer is one try.
 */
export const SERVER_BLOCKING_CALL_TRIES = 2
/** Retrieval, queueing and the network around the model calls. */
const SERVER_OVERHEAD_SECONDS = 10

/**
 * How long a chat request is given (BEHAVIOUR.md search §9 "Model timeout"): what the server can take
 * to deliver it, whatever the mode. A follow-up is first rewritten into a standalone question by a
 * blocking call (src/core_api.cpp), before anything is sent; the answer is one streamed budget or a
 * blocking call. Streaming: 70 s, a follow-up 190 s; non-streaming: 130 s, a follow-up 250 s.
 */
export function chatTimeoutSeconds(followUp: boolean, stream: boolean): number {
  const blocking = SERVER_LLM_CALL_CAP_SECONDS * SERVER_BLOCKING_CALL_TRIES
  return (followUp ? blocking : 0) + (stream ? SERVER_LLM_CALL_CAP_SECONDS : blocking) + SERVER_OVERHEAD_SECONDS
}

/**
 * The budget of a non-streaming request made after a stream failed (the fallback, the watchdog's
 * rescue): 20 s, a follow-up 40 s (its rewrite comes first), not the 130 s / 250 s a first
 * non-streaming request may take. A non-streamed answer that fails never returns: get_answer throws
 * inside the server's worker and no response is written (src/conversation_model.cpp,
 * src/core_api.cpp, include/threadpool.h), so only the client's own timeout ends the wait.
 */
export const FALLBACK_REQUEST_SECONDS = 20
export const FALLBACK_FOLLOW_UP_REQUEST_SECONDS = 40

export const fallbackTimeoutSeconds = (followUp: boolean): number =>
  followUp ? FALLBACK_FOLLOW_UP_REQUEST_SECONDS : FALLBACK_REQUEST_SECONDS

/** Error texts of BEHAVIOUR.md search §8 for responses without the parts we need. */
export const NO_RESULTS_MESSAGE = 'No search results in MultiSearch response'
export const NO_ANSWER_MESSAGE = 'No conversation answer in MultiSearch response'
