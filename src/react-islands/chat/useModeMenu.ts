import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from 'react'
import { CHAT_MODES } from '../../contracts/chat'
import { isImeComposing } from '../../contracts/keyboard'
import type { ChatMode } from '../../search-core/types'

/**
 * Where a key moves the active option of a list of `count` options: ↑ and ↓ one step (held at the
 * ends), Home and End to the ends; undefined for any other key.
 */
export function movedOption(key: string, active: number, count: number): number | undefined {
  const last = count - 1
  const moves: Record<string, number> = {
    ArrowDown: Math.min(active + 1, last),
    ArrowUp: Math.max(active - 1, 0),
    Home: 0,
    End: last,
  }
  return moves[key]
}

/**
 * While the list is open it has the focus; a press outside `box` closes it, and Escape closes it and
 * gives the focus back to its button (`close(true)`), heard first, on the window's capture, so that it
 * closes the list and not the dialog or dock around it.
 */
function useDismissal(
  open: boolean,
  box: RefObject<HTMLElement | null>,
  list: RefObject<HTMLElement | null>,
  close: (refocus: boolean) => void,
) {
  const onClose = useEffectEvent(close)
  useEffect(() => {
    if (!open) return
    list.current?.focus()
    const onDown = (e: globalThis.MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) onClose(false)
    }
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || isImeComposing(e)) return
      e.stopPropagation()
      e.preventDefault()
      onClose(true)
    }
    document.addEventListener('mousedown', onDown)
    window.addEventListener('keydown', onKey, true)
    return () => {
      document.removeEventListener('mousedown', onDown)
      window.removeEventListener('keydown', onKey, true)
    }
  }, [open, box, list])
}

/**
 * The mode menu's behaviour, the ARIA listbox pattern: the list opens on the current mode and takes
 * the focus; ↑ ↓ Home End move the active option, Enter or Space or a click choose it; Escape closes
 * it and gives the focus back to the button, a press outside closes it.
 */
export function useModeMenu(mode: ChatMode, onMode: (mode: ChatMode) => void) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const box = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLUListElement>(null)

  const show = () => {
    setActive(Math.max(0, CHAT_MODES.indexOf(mode)))
    setOpen(true)
  }
  const hide = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }
  const choose = (m: ChatMode) => {
    onMode(m)
    hide(true)
  }

  useDismissal(open, box, list, hide)

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
    e.preventDefault()
    show()
  }
  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const to = movedOption(e.key, active, CHAT_MODES.length)
    if (to !== undefined) {
      e.preventDefault()
      setActive(to)
      return
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault()
      const m = CHAT_MODES[active]
      if (m) choose(m)
    }
  }
  // The list hears the clicks of its options, as it hears their keys.
  const onListClick = (e: MouseEvent<HTMLUListElement>) => {
    const m = (e.target as Element).closest('[role="option"]')?.getAttribute('data-mode')
    const chosen = CHAT_MODES.find((x) => x === m)
    if (chosen) choose(chosen)
  }

  return {
    open,
    active,
    setActive,
    box,
    button,
    list,
    toggle: () => (open ? hide(false) : show()),
    onButtonKey,
    onListKey,
    onListClick,
  }
}
