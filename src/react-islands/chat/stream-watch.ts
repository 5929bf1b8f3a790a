/**
 * The timers of a streamed answer (BEHAVIOUR.md search §8, §9), over what they watch of it: the UI
 * timeout, the safety net of an open stream without progress, and the watchdog. Plain: the clock, the
 * timer lists to clear and what each timer does when it fires are the controller's (controller.ts).
 */
import {
  STUCK_MESSAGE_SAFETY_MS,
  uiTimeoutMs,
  WATCHDOG_INACTIVITY_MS,
  WATCHDOG_INTERVAL_MS,
  type Clock,
} from './timing'

/** What the timers of a streamed answer watch of it (the stream updates it). */
export interface StreamWatch {
  /** The server opened the stream (its first line came). */
  opened: boolean
  /** When its last line came. */
  lastChunk: number
  /** The watchdog took the question over: a rescue, or a follow-up ended as a cut answer. */
  rescued: boolean
}

export interface StreamWatchers {
  clock: Clock
  /** Where the timers go, for the controller to clear when the reply ends. */
  timers: unknown[]
  intervals: unknown[]
  followUp: boolean
  /** The question is still the one being answered. */
  alive: () => boolean
  streaming: () => boolean
  /** The UI timeout (`uiMs`) ran out. */
  timedOut: (uiMs: number) => void
  /** An open stream made no progress for STUCK_MESSAGE_SAFETY_MS. */
  stuck: () => void
  /** An open stream was silent for WATCHDOG_INACTIVITY_MS: once per question. */
  silent: () => void
}

/** Starts the timers of a streamed answer; returns what they watch, for the stream to update. */
export function watchStream(w: StreamWatchers): StreamWatch {
  const { clock } = w
  const watch: StreamWatch = { opened: false, lastChunk: clock.now(), rescued: false }
  const uiMs = uiTimeoutMs(w.followUp)
  w.timers.push(clock.setTimeout(() => w.alive() && w.timedOut(uiMs), uiMs))
  // Safety net for an open stream with no progress for 90 s (before the first byte the request's
  // timeout governs: a follow-up's rewrite may take two model calls). One timer, not one per line:
  // when it fires early, it waits out the rest of the 90 s from the last line.
  const armSafety = (delay: number) => {
    w.timers.push(
      clock.setTimeout(() => {
        if (!w.alive() || !w.streaming()) return
        const quiet = clock.now() - watch.lastChunk
        if (!watch.opened || quiet < STUCK_MESSAGE_SAFETY_MS)
          return armSafety(STUCK_MESSAGE_SAFETY_MS - (watch.opened ? quiet : 0))
        w.stuck()
      }, delay),
    )
  }
  armSafety(STUCK_MESSAGE_SAFETY_MS)
  // Watchdog: an open stream silent for 8 s → one non-streaming rescue, or, for a follow-up, the end of
  // the reply as a cut answer.
  w.intervals.push(
    clock.setInterval(() => {
      if (!w.alive() || watch.rescued || !watch.opened || clock.now() - watch.lastChunk < WATCHDOG_INACTIVITY_MS) return
      watch.rescued = true
      w.silent()
    }, WATCHDOG_INTERVAL_MS),
  )
  return watch
}
