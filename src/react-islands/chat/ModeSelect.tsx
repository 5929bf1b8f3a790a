import { useId } from 'react'
import type { ChatMode } from '../../search-core/types'
import { CHAT_MODES } from '../../contracts/chat'
import type { ChatStrings } from '../strings'
import { ModeIcon } from './icons'
import { useModeMenu } from './useModeMenu'

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
  const { open, active, setActive, box, button, list, toggle, onButtonKey, onListKey, onListClick } = useModeMenu(
    mode,
    onMode,
  )
  const ids = useId()
  const optionId = (m: ChatMode) => `${ids}-${m}`

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
        onClick={toggle}
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
