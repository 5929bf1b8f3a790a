import { useCallback, useSyncExternalStore } from 'react'
import type { ChatController } from './controller'

/** Shortest interval between two renders of a streaming answer (ten updates a second: fluid to read, a tenth of the work at fast streams). */
const STREAM_RENDER_INTERVAL_MS = 100

/**
 * The state of the assistant's conversation. The controller belongs to the island (SearchApp), not to
 * this view, so the conversation outlives the view: docking, undocking and navigating keep it.
 */
export function useChat(controller: ChatController) {
  // Chunks arrive far more often than a reader can follow: while an answer streams, the view is
  // updated at most every STREAM_RENDER_INTERVAL_MS. Any other change shows at once: after Clear, a
  // mode or Send, a key pressed before the next frame must meet the new view (Tab would otherwise
  // land on the Clear button about to vanish, and focus fall to <body>).
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
        if (!controller.state.isStreaming) {
          cancelAnimationFrame(frame)
          clearTimeout(timer)
          frame = 0
          timer = undefined
          fn()
          return
        }
        if (frame || timer !== undefined) return
        const wait = last + STREAM_RENDER_INTERVAL_MS - Date.now()
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
  return { controller, state }
}
