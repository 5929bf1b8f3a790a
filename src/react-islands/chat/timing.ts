/**
 * The clock and the timings of the conversation flow (BEHAVIOUR.md search §9): what the controller waits
 * for, and how long. Kept apart from the controller so the flow reads on its own; timers are injected.
 */
import { chatTimeoutSeconds } from '../../search-core/constants'
import type { ChatMode } from '../../search-core/types'

/**
 * The watchdog (BEHAVIOUR.md search §9: checked every 1.5 s, 8 s of inactivity). What counts as a stall:
 * - Only an OPEN stream can stall. Until the server answers (its first byte, `onOpen`), it may be
 *   busy legitimately: for a follow-up it first rewrites the question with a blocking LLM call
 *   (src/core_api.cpp) that may take many seconds. Rescuing then would put the question to the model
 *   a second time while the first call still runs; the wait is bounded by the request's timeout.
 * - Every event counts as progress, the empty `"message":""` ones included: the server sends one per
 *   upstream chunk (src/conversation_model.cpp), so a reasoning model that has not produced answer
 *   text yet is alive, not stalled.
 * So a stall is 8 s without any event on a stream the server has opened.
 */
export const WATCHDOG_INTERVAL_MS = 1500
export const WATCHDOG_INACTIVITY_MS = 8000
export const STUCK_MESSAGE_SAFETY_MS = 90_000
/** UI streaming timeout per mode (BEHAVIOUR.md search §9). */
export const UI_TIMEOUT_MS: Record<ChatMode, number> = { quick: 70_000, balance: 70_000, deep: 130_000 }
/** The UI timeout's distance behind the request's own timeout (BEHAVIOUR.md search §9: 60 → 70 s, 120 → 130 s). */
const UI_TIMEOUT_SLACK_MS = 10_000

/**
 * The UI timeout of one question: BEHAVIOUR.md's per-mode value, but no longer than the request's own
 * timeout (search-core chatTimeoutSeconds: what the server's 60 s cap per LLM call can deliver) plus
 * BEHAVIOUR.md's 10 s. Deep mode waits 80 s for a first question, 130 s for a follow-up.
 */
export function uiTimeoutMs(mode: ChatMode, followUp: boolean): number {
  return Math.min(UI_TIMEOUT_MS[mode], chatTimeoutSeconds(mode, followUp) * 1000 + UI_TIMEOUT_SLACK_MS)
}

/** The server's own refusal when the model ran past its 60 s cap (src/conversation_model.cpp). */
export const SERVER_LLM_TIMEOUT = /OpenAI API timeout|API timeout\./i

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
