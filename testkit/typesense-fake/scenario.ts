/**
 * The fake's scenario: switches that make each failure path of the real server reachable from a
 * test (`setScenario`, or `POST /__fake/scenario` from a browser test). Not part of Typesense.
 */
export interface Scenario {
  /** Delay before answering, ms. */
  latencyMs: number
  /** Answer this many requests (any path but OPTIONS) with a 5xx first. */
  failNext: number
  failStatus: number
  /** Answer every request whose path contains this with `failStatus` (e.g. '/synonyms/'). */
  failPathContaining: string | null
  /** Destroy the socket of this many requests without answering. */
  dropNext: number
  /** Answer multi_search with an unparseable body. */
  malformedBody: boolean
  /** Stream chunks in the `{conversation: {...}}` shape instead of `{message, conversation_id}`. */
  wrappedChunks: boolean
  /** Stop sending (keep the connection open) after this many stream chunks. */
  stallAfterChunks: number | null
  /** The gateway sends a read that is not JSON after the first answer chunk (the server forwards it raw). */
  malformedLines: boolean
  /** Leave `[DONE]` and the final JSON out of the stream (a proxy that cut the response). */
  omitFinal: boolean
  /** The assistant's answer; by default built from the top hit. */
  answer: string | null
  /** Characters per stream chunk. */
  chunkSize: number
  /** Delay between stream chunks, ms. */
  chunkDelayMs: number
  /** Answer /health with 503 {ok:false}. */
  unhealthy: boolean
  /** Fail the next N streaming conversation requests with `failStatus`, before any byte is streamed. */
  failStreamingNext: number
  /** Fail the next N non-streaming conversation requests with `failStatus`. */
  failNonStreamingNext: number
  /**
   * Delay before a follow-up (a request with conversation_id) answers anything, headers included:
   * src/core_api.cpp first rewrites a follow-up into a standalone question with a blocking LLM call.
   */
  followUpDelayMs: number
  /** Empty `"message":""` events sent before the answer's text, one every `emptyEventIntervalMs`. */
  emptyEvents: number
  emptyEventIntervalMs: number
  /** The model gateway's Content-Type, which the streamed response copies (src/http_client.cpp). */
  gatewayContentType: string
  /** Answer the next conversation request with 400 and this body, sent as is (it may not be JSON). */
  rawErrorBody: string | null
  /**
   * Every model call runs past the server's cap: a blocking call is tried twice, then
   * "OpenAI API timeout."; a streamed answer that got no first byte ends as 400 "OpenAI API error: ".
   */
  llmTimeout: boolean
  /** The next N model calls (each try counts) run past the cap; the others answer. */
  llmTimeoutCalls: number
  /** The server's cap on one model call, ms (include/http_proxy.h default_timeout_ms; tests shorten it). */
  llmCapMs: number
  /** The gateway's first read comes after this, ms (beyond `llmCapMs`: no first byte). */
  firstByteDelayMs: number
  /** Reasoning text the gateway streams with `"content": null` before the answer (a thinking model). */
  thinking: string
  /** The last reasoning chunk and the first answer chunk arrive in one read (forwarded raw, text not stored). */
  thinkingJoinsAnswer: boolean
  /** The gateway's event line ending. */
  gatewayLineEnding: '\n' | '\r\n'
  /** Every gateway event arrives split over two network reads. */
  splitReads: boolean
  /** Writing the history after the answer fails with this message (src/conversation_manager.cpp). */
  historyWriteError: string | null
  /**
   * The model gateway fails the "hello" a model create or update makes: the model is refused with
   * 400 `OpenAI API error: <this>` ('' for an unreachable gateway or cluster without egress).
   */
  helloError: string | null
  /**
   * The model gateway refuses connections (down, or no egress from the node): a model's "hello"
   * fails ("OpenAI API error: "), a streamed answer is 400 "OpenAI API error: ", a follow-up's rewrite
   * too, and a non-streamed answer never returns (./lifecycle.ts, neverAnswer).
   */
  gatewayDown: boolean
  /** The node is not ready or lags behind the leader: 503 on every route but /health and the like (src/http_server.cpp). */
  notReady: boolean
}

/** Every switch off: the fake answers as a healthy node with a prompt model gateway. */
export const defaultScenario = (): Scenario => ({
  latencyMs: 0,
  failNext: 0,
  failStatus: 503,
  failPathContaining: null,
  dropNext: 0,
  malformedBody: false,
  wrappedChunks: false,
  stallAfterChunks: null,
  malformedLines: false,
  omitFinal: false,
  answer: null,
  chunkSize: 12,
  chunkDelayMs: 0,
  unhealthy: false,
  failStreamingNext: 0,
  failNonStreamingNext: 0,
  followUpDelayMs: 0,
  emptyEvents: 0,
  emptyEventIntervalMs: 0,
  gatewayContentType: 'text/event-stream',
  rawErrorBody: null,
  llmTimeout: false,
  llmTimeoutCalls: 0,
  llmCapMs: 60_000,
  firstByteDelayMs: 0,
  thinking: '',
  thinkingJoinsAnswer: false,
  gatewayLineEnding: '\n',
  splitReads: false,
  historyWriteError: null,
  helloError: null,
  gatewayDown: false,
  notReady: false,
})
