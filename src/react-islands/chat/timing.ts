/**
 * The clock and the timings of the conversation flow (BEHAVIOUR.md search §9): what the controller waits
 * for, and how long. Kept apart from the controller so the flow reads on its own; timers are injected.
 */
import { chatTimeoutSeconds } from '../../search-core/constants'

/**
 * The watchdog (BEHAVIOUR.md search §9: checked every 1.5 s, 8 s of inactivity). What counts as a stall:
 * - Only an OPEN stream can stall. Until the server answers (its first byte, `onOpen`), it may be
 *   busy legitimately: for a follow-up it first rewrites the question with a blocking LLM call
 *   (src/core_api.cpp) that may take many seconds. Rescuing then would put the question to the model
 *   a second time while the first call still runs; the wait is bounded by the request's timeout.
 * - Every line counts as progress: the empty `"message":""` events, and the raw gateway chunks the
 *   server forwards when it cannot parse them (src/conversation_model.cpp), such as a reasoning
 *   model's `"content": null` thinking. A model that thinks is alive, not stalled.
 * So a stall is 8 s without any line on a stream the server has opened.
 */
export const WATCHDOG_INTERVAL_MS = 1500
export const WATCHDOG_INACTIVITY_MS = 8000
export const STUCK_MESSAGE_SAFETY_MS = 90_000
/** The UI timeout's distance behind the request's own timeout (BEHAVIOUR.md search §9). */
export const UI_TIMEOUT_SLACK_MS = 10_000

/**
 * The UI timeout of a streamed question: the request's own timeout (search-core chatTimeoutSeconds,
 * what the server can take: 70 s, a follow-up 190 s) plus 10 s, whatever the mode.
 */
export function uiTimeoutMs(followUp: boolean): number {
  return chatTimeoutSeconds(followUp, true) * 1000 + UI_TIMEOUT_SLACK_MS
}

/** The server's own refusal when a blocking model call ran past its cap twice (src/conversation_model.cpp). */
export const SERVER_LLM_TIMEOUT = /OpenAI API timeout|API timeout\./i
/**
 * A streamed answer whose model sent no first byte within the server's budget: the gateway's
 * (empty) response is the detail (src/conversation_model.cpp get_answer_stream).
 */
export const SERVER_NO_FIRST_BYTE = /(?:^|Server said: )OpenAI API error:\s*$/
/** An expired (past the model's TTL, src/conversation_manager.cpp) or unknown conversation (src/core_api.cpp). */
export const CONVERSATION_EXPIRED = /`conversation_id` is invalid\./

export interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(id: unknown): void
  setInterval(fn: () => void, ms: number): unknown
  clearInterval(id: unknown): void
}

/** The browser's timers (tests inject fake ones). */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
}
