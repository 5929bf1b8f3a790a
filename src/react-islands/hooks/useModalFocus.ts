import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { peekStandIn, releaseStandIn } from '../../island-contract/bus'

/**
 * The modal dialog's focus and the page under it. The page does not scroll while the dialog is open;
 * on close the focus goes back to who had it before the dialog (read before any panel takes it): the
 * control that opened it, not the theme's stand-in this dialog replaces. A tab shown again gets the
 * focus in its field (`panelSelector`: its panel), as it had on open.
 */
export function useModalFocus(panel: RefObject<HTMLElement | null>, panelSelector: string): void {
  const [opener] = useState(() => peekStandIn()?.opener ?? (document.activeElement as HTMLElement | null))
  useLayoutEffect(releaseStandIn, [])
  useEffect(() => {
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      opener?.focus?.()
    }
  }, [opener])

  const firstTab = useRef(true)
  useEffect(() => {
    if (firstTab.current) {
      firstTab.current = false
      return
    }
    panel.current?.querySelector<HTMLElement>(`${panelSelector} :is(input, textarea):not([disabled])`)?.focus()
  }, [panel, panelSelector])
}
