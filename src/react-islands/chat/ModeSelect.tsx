import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import type { ChatMode } from '../../search-core/types'
import { CHAT_MODES } from '../../contracts/chat'
import { isImeComposing } from '../../contracts/keyboard'
import type { ChatStrings } from '../strings'
import { ModeIcon } from './icons'

interface Props {
  strings: ChatStrings
  mode: ChatMode
  streamingEnabled: boolean
  /** A reply is streaming: the mode cannot change until it ends. */
  disabled: boolean
  onMode: (mode: ChatMode) => void
  onStreaming: (on: boolean) => void
}

/**
 * The answer mode: a button that opens a listbox of the modes (the ARIA listbox pattern: the
 * list has the focus and names its active option; ↑ ↓ Home End move, Enter or Space choose, Escape
 * closes and gives the focus back to the button). The streaming switch sits under the list.
 */
export function ModeSelect({ strings: c, mode, streamingEnabled, disabled, onMode, onStreaming }: Props) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const box = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const ids = useId()
  const optionId = (m: ChatMode) => `${ids}-${m}`

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

  useEffect(() => {
    if (!open) return
    list.current?.focus()
    const onDown = (e: globalThis.MouseEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false)
    }
    // Escape closes the list, not the dialog or dock around it: heard first, on the window's capture.
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || isImeComposing(e)) return
      e.stopPropagation()
      e.preventDefault()
      setOpen(false)
      button.current?.focus()
    }
    document.addEventListener('mousedown', onDown)
    window.addEventListener('keydown', onKey, true)
    return () => {
      document.removeEventListener('mousedown', onDown)
      window.removeEventListener('keydown', onKey, true)
    }
  }, [open])

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
    e.preventDefault()
    show()
  }

  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const last = CHAT_MODES.length - 1
    const moves: Record<string, number> = {
      ArrowDown: Math.min(active + 1, last),
      ArrowUp: Math.max(active - 1, 0),
      Home: 0,
      End: last,
    }
    const to = moves[e.key]
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

  const current = c.modes[mode]
  const activeMode = CHAT_MODES[active]
  return (
    <div className="ModeSelect" ref={box}>
      <button
        ref={button}
        type="button"
        className="ModeSelect-badge"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? `${ids}-list` : undefined}
        aria-label={`${c.modeLabel}: ${current.label}`}
        disabled={disabled}
        onClick={() => (open ? hide(false) : show())}
        onKeyDown={onButtonKey}
      >
        <ModeIcon mode={mode} /> {current.label}
      </button>
      {open && (
        <div className="ModeSelect-panel">
          <ul
            ref={list}
            id={`${ids}-list`}
            className="ModeSelect-list"
            role="listbox"
            tabIndex={0}
            aria-label={c.modeLabel}
            aria-activedescendant={activeMode ? optionId(activeMode) : undefined}
            onKeyDown={onListKey}
            onClick={onListClick}
          >
            {CHAT_MODES.map((m, i) => (
              <li
                key={m}
                id={optionId(m)}
                role="option"
                aria-selected={m === mode}
                data-mode={m}
                className={i === active ? 'is-active' : undefined}
                onMouseMove={() => setActive(i)}
              >
                <ModeIcon mode={m} /> <strong>{c.modes[m].label}</strong> <span>{c.modes[m].time}</span>
                <small>{c.modes[m].description}</small>
              </li>
            ))}
          </ul>
          {/* The streaming switch is tucked away here: on by default, for readers behind proxies that buffer. */}
          <label className="ModeSelect-streaming">
            <input type="checkbox" checked={streamingEnabled} onChange={(e) => onStreaming(e.target.checked)} />{' '}
            {c.streamingToggle}
          </label>
        </div>
      )}
    </div>
  )
}
