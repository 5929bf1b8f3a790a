import { useState, type KeyboardEvent } from 'react'
import { isImeComposing } from '../../contracts/keyboard'
import type { SearchHit } from '../../search-core/types'

/**
 * The result the keyboard is on: ↑ and ↓ move it round the list, Enter opens it (Ctrl/Cmd+Enter in a
 * new tab); a new query starts again at the first. `composing`: an input method is composing, and its
 * keys are not ours.
 */
export function useActiveResult(
  hits: SearchHit[],
  query: string,
  open: (hit: SearchHit, index: number, newTab: boolean) => void,
  composing: () => boolean,
) {
  const [active, setActive] = useState(0)
  const [activeFor, setActiveFor] = useState(query)
  if (activeFor !== query) {
    setActiveFor(query)
    setActive(0)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (composing() || isImeComposing(e.nativeEvent)) return
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!hits.length) return
      e.preventDefault()
      const delta = e.key === 'ArrowDown' ? 1 : -1
      setActive((i) => (i + delta + hits.length) % hits.length)
    } else if (e.key === 'Enter') {
      const hit = hits[active]
      if (!hit) return
      e.preventDefault()
      open(hit, active, e.metaKey || e.ctrlKey)
    }
  }
  return { active, setActive, onKeyDown }
}
