import { useRef, type KeyboardEvent, type RefObject } from 'react'
import { isImeComposing } from '../../contracts/keyboard'

/** Enter is ignored for this long after an input method finishes composing (BEHAVIOUR.md search §9). */
const COMPOSITION_GUARD_MS = 50
/** The question box grows with its text up to this height, then scrolls. */
const INPUT_MAX_HEIGHT_PX = 160
/** The longest question the box takes (characters). */
const QUESTION_MAX_CHARS = 4000

/**
 * Whether an Enter sends the question: not with Shift (a newline), not while an input method composes
 * (it commits the characters) nor for COMPOSITION_GUARD_MS after it ended (Safari's committing Enter
 * comes after compositionend).
 */
export function entersQuestion(
  e: { key: string; shiftKey: boolean; isComposing?: boolean; keyCode?: number },
  composing: boolean,
  msSinceComposed: number,
): boolean {
  if (e.key !== 'Enter' || e.shiftKey) return false
  return !composing && !isImeComposing(e) && msSinceComposed >= COMPOSITION_GUARD_MS
}

interface Props {
  inputRef: RefObject<HTMLTextAreaElement | null>
  id: string
  label: string
  placeholder: string
  text: string
  onText: (text: string) => void
  /** Sends the text (Enter is the send button's keyboard form). */
  onSend: () => void
}

/** Where the reader writes the question: it grows with its text, and Enter sends it. */
export function QuestionBox({ inputRef, id, label, placeholder, text, onText, onSend }: Props) {
  const composing = useRef(false)
  const composedAt = useRef(0)
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!entersQuestion(e.nativeEvent, composing.current, Date.now() - composedAt.current)) return
    e.preventDefault()
    onSend()
  }
  return (
    <textarea
      ref={inputRef}
      id={id}
      className="ChatInput-text"
      rows={1}
      aria-label={label}
      placeholder={placeholder}
      value={text}
      maxLength={QUESTION_MAX_CHARS}
      onChange={(e) => {
        onText(e.target.value)
        e.target.style.height = 'auto'
        e.target.style.height = `${Math.min(e.target.scrollHeight, INPUT_MAX_HEIGHT_PX)}px`
      }}
      onCompositionStart={() => (composing.current = true)}
      onCompositionEnd={() => {
        composing.current = false
        composedAt.current = Date.now()
      }}
      onKeyDown={onKeyDown}
    />
  )
}
