import { useEffect, useEffectEvent, type RefObject } from 'react'
import { isImeComposing } from '../../contracts/keyboard'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Where Tab takes the focus in a modal dialog whose shown controls are `items`, or null to let the
 * browser move it: from outside the dialog to its first control (Shift+Tab: its last), and round from
 * one end to the other.
 */
export function trapTarget<T>(items: readonly T[], active: T | null, inside: boolean, backwards: boolean): T | null {
  const first = items[0]
  const last = items[items.length - 1]
  if (first === undefined || last === undefined) return null
  if (!inside) return backwards ? last : first
  if (backwards && active === first) return last
  if (!backwards && active === last) return first
  return null
}

/**
 * The modal's keys: Escape closes it (unless an input method is composing), Tab and Shift+Tab stay
 * inside it. Both are the document's, not the dialog's: a button that disappears or is disabled when
 * clicked (a suggested prompt, Send, Stop, a mode, Clear) drops the focus to <body>, where a handler
 * on the dialog would never hear the key.
 */
export function useModalKeys(panel: RefObject<HTMLElement | null>, onClose: () => void): void {
  const close = useEffectEvent(() => onClose())
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const root = panel.current
      if (!root) return
      if (e.key === 'Escape') {
        // Escape belongs to the input method while it composes.
        if (isImeComposing(e)) return
        e.stopPropagation()
        close()
        return
      }
      if (e.key !== 'Tab') return
      const active = document.activeElement as HTMLElement | null
      // The shown controls, and the focused one even when it is not (it is about to disappear).
      const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.offsetParent !== null || el === active,
      )
      const to = trapTarget(items, active, root.contains(active), e.shiftKey)
      if (!to) return
      e.preventDefault()
      to.focus()
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => document.removeEventListener('keydown', onKeyDown, true)
  }, [panel])
}
