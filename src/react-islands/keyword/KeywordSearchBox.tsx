import type { KeyboardEvent, RefObject } from 'react'
import { SEARCH_INPUT_CLASS } from '../../island-contract/bus'
import { SEARCH_ICON_PATH } from '../../island-contract/search-icon'
import type { Strings } from '../strings'

interface Props {
  strings: Strings
  inputRef: RefObject<HTMLInputElement | null>
  /** Whether an input method is composing (its letters are not yet the query); the box keeps it. */
  composingRef: RefObject<boolean>
  value: string
  /** Results are shown: the box controls the list `listId`, and the keyboard is on `activeId`. */
  expanded: boolean
  listId: string
  activeId: string
  loading: boolean
  /** The text changed (`composing`: by an input method still composing). */
  onText: (text: string, composing: boolean) => void
  /** An input method committed its text. */
  onCommit: (text: string) => void
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void
}

/** The keyword tab's search box: a combobox over the results list. */
export function KeywordSearchBox({ strings: t, inputRef, composingRef, expanded, listId, activeId, ...box }: Props) {
  return (
    <div className="SearchBox">
      <svg className="SearchBox-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d={SEARCH_ICON_PATH} />
      </svg>
      <input
        ref={inputRef}
        className={SEARCH_INPUT_CLASS}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded ? activeId : undefined}
        aria-label={t.placeholder}
        placeholder={t.placeholder}
        value={box.value}
        maxLength={1000}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onChange={(e) => box.onText(e.target.value, composingRef.current)}
        onCompositionStart={() => (composingRef.current = true)}
        onCompositionEnd={(e) => {
          composingRef.current = false
          // The committed text (Chromium's last input event comes before compositionend).
          box.onCommit(e.currentTarget.value)
        }}
        onKeyDown={box.onKeyDown}
      />
      {box.loading && <span className="SearchSpinner" role="status" aria-label={t.loading} />}
    </div>
  )
}
