import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { ChatController, type Ask, type ChatNotices } from './controller'

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
  const state = useSyncExternalStore(
    (fn) => controller.subscribe(fn),
    () => controller.state,
  )
  useEffect(() => () => controller.clear(), [controller])
  return { controller, state }
}
