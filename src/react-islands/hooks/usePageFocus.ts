import { useEffect, useRef, type RefObject } from 'react'

/** An element of the page itself: not the body, not inside the island's dock or dialog. */
const onPage = (el: EventTarget | null): el is HTMLElement =>
  el instanceof HTMLElement && el !== document.body && !el.closest('.AssistantDock, .SearchOverlay')

/** The element of the page that last had the focus, outside the island: Escape in the dock returns there. */
export function usePageFocus(): RefObject<HTMLElement | null> {
  const pageFocus = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (onPage(document.activeElement)) pageFocus.current = document.activeElement
    const onFocusIn = (e: FocusEvent) => {
      if (onPage(e.target)) pageFocus.current = e.target
    }
    document.addEventListener('focusin', onFocusIn, true)
    return () => document.removeEventListener('focusin', onFocusIn, true)
  }, [])
  return pageFocus
}
