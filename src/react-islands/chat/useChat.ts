import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react'
import { ChatController, type Ask, type ChatNotices } from './controller'

/** Shortest interval between two renders of a streaming answer (ten updates a second: fluid to read, a tenth of the work at fast streams). */
export const STREAM_RENDER_INTERVAL_MS = 100

const realClock = {
  now: () => Date.now(),
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
  clearInterval: (id: unknown) => clearInterval(id as ReturnType<typeof setInterval>),
}

/** The chat controller of one modal session; stopped and dropped when the modal closes. */
export function useChat(ask: Ask, notices: ChatNotices, onBothFailed?: () => void) {
  const controller = useMemo(() => new ChatController(ask, notices, realClock, onBothFailed), [ask, notices, onBothFailed])
  // Chunks arrive far more often than a reader can follow: while an answer streams, the view is
  // updated at most every STREAM_RENDER_INTERVAL_MS; any other change shows on the next frame.
  const subscribe = useCallback(
    (fn: () => void) => {
      let frame = 0
      let timer: ReturnType<typeof setTimeout> | undefined
      let last = 0
      const flush = () => {
        timer = undefined
        frame = requestAnimationFrame(() => {
          frame = 0
          last = Date.now()
          fn()
        })
      }
      const off = controller.subscribe(() => {
        if (frame || timer !== undefined) return
        const wait = controller.state.isStreaming ? last + STREAM_RENDER_INTERVAL_MS - Date.now() : 0
        if (wait > 0) timer = setTimeout(flush, wait)
        else flush()
      })
      return () => {
        cancelAnimationFrame(frame)
        clearTimeout(timer)
        off()
      }
    },
    [controller],
  )
  const state = useSyncExternalStore(subscribe, () => controller.state)
  useEffect(() => () => controller.clear(), [controller])
  return { controller, state }
}
