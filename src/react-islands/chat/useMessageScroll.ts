import { useEffect, useRef } from 'react'
import type { ChatMessage, ChatViewState } from './types'

/** How close to the end the reader must be for a streaming answer to keep the list scrolled down. */
const PINNED_SLACK_PX = 120

/** Whether a list is scrolled to its end, or near enough that a growing answer keeps it there. */
export const pinnedToEnd = (list: Pick<HTMLElement, 'scrollHeight' | 'scrollTop' | 'clientHeight'>): boolean =>
  list.scrollHeight - list.scrollTop - list.clientHeight < PINNED_SLACK_PX

/**
 * The conversation's scroll, on the list (`box`) and a marker after its last message (`end`). A view
 * that replaces another (docking, undocking) opens where the reader was (kept in `view`), else at the
 * end. A new message scrolls smoothly into view; a streaming answer keeps the list pinned to its end
 * (instantly, at each render) unless the reader has scrolled up to read something else.
 */
export function useMessageScroll(view: ChatViewState, messages: readonly ChatMessage[]) {
  const box = useRef<HTMLDivElement>(null)
  const end = useRef<HTMLDivElement>(null)
  const count = useRef(messages.length)

  useEffect(() => {
    const list = box.current
    if (!list) return
    list.scrollTop = view.scrollTop ?? list.scrollHeight
    const onScroll = () => view.keepScroll(pinnedToEnd(list) ? null : list.scrollTop)
    list.addEventListener('scroll', onScroll, { passive: true })
    return () => list.removeEventListener('scroll', onScroll)
  }, [view])

  useEffect(() => {
    const marker = end.current
    const list = marker?.parentElement
    if (!marker || !list) return
    if (messages.length !== count.current) {
      count.current = messages.length
      marker.scrollIntoView?.({ behavior: 'smooth', block: 'end' })
    } else if (pinnedToEnd(list)) {
      list.scrollTop = list.scrollHeight
    }
  }, [messages])

  return { box, end }
}
