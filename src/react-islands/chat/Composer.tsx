import { useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { isImeComposing } from '../../contracts/keyboard'
import type { ChatStrings } from '../strings'
import type { ChatController } from './controller'
import { ChatIcon } from './icons'
import { ModeSelect } from './ModeSelect'
import type { ChatState } from './types'

/** Enter is ignored for this long after an input method finishes composing (BEHAVIOUR.md search §9). */
const COMPOSITION_GUARD_MS = 50
/** The question box grows with its text up to this height, then scrolls. */
const INPUT_MAX_HEIGHT_PX = 160

interface Props {
  strings: ChatStrings
  controller: ChatController
  state: ChatState
  text: string
  onText: (text: string) => void
  /** Sends the text (Enter is the send button's keyboard form). */
  onSend: () => void
  inputRef: RefObject<HTMLTextAreaElement | null>
  inputId: string
  /**
   * No model answers (the build has no Typesense): answers are quotations of the docs, so there is no
   * mode to choose, no generated answer to warn about and no conversation whose context could mislead.
   */
  quotesOnly?: boolean
}

/**
 * The stop button: an icon named by its label, as the send button it stands in for. Its words (Stop
 * generating) left a phone's question box 40 px beside the mode button and the clear button.
 */
function StopButton({ label, onStop }: { label: string; onStop: () => void }) {
  return (
    <button type="button" className="ChatStop" aria-label={label} title={label} onClick={onStop}>
      <ChatIcon name="stop" />
    </button>
  )
}

/** Where the reader writes: the page scope, the mode, the question box and its buttons. */
export function Composer({
  strings: c,
  controller,
  state,
  text,
  onText,
  onSend,
  inputRef,
  inputId,
  quotesOnly = false,
}: Props) {
  const composing = useRef(false)
  const composedAt = useRef(0)
  // One of the hints, chosen once per view.
  const [hint] = useState(() => c.clearHints[Math.floor(Math.random() * c.clearHints.length)])
  const busy = state.isAILoading || state.isStreaming
  const focusInput = () => inputRef.current?.focus()

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey) return
    if (composing.current || isImeComposing(e.nativeEvent) || Date.now() - composedAt.current < COMPOSITION_GUARD_MS)
      return
    e.preventDefault()
    onSend()
  }

  return (
    <div className="ChatInput">
      {state.page && (
        <div className="ChatScope">
          <span className="ChatScope-text">{c.pageScope(state.page.title)}</span>
          <button
            type="button"
            className="ChatScope-remove"
            aria-label={c.removeScope}
            title={c.removeScope}
            onClick={() => {
              controller.setPage(null)
              focusInput()
            }}
          >
            ×
          </button>
        </div>
      )}
      <div className="ChatInput-row">
        {!quotesOnly && (
          <ModeSelect
            strings={c}
            mode={state.mode}
            streamingEnabled={state.streamingEnabled}
            disabled={state.isStreaming}
            onMode={(m) => controller.setMode(m)}
            onStreaming={(on) => controller.setStreamingEnabled(on)}
          />
        )}
        <textarea
          ref={inputRef}
          id={inputId}
          className="ChatInput-text"
          rows={1}
          aria-label={c.input}
          placeholder={state.messages.length ? c.placeholderFollowUp : c.placeholder}
          value={text}
          maxLength={4000}
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
        {state.messages.length > 0 && (
          <button
            type="button"
            className="ChatClear"
            title={c.clearTitle}
            aria-label={c.clearTitle}
            onClick={() => {
              controller.clear()
              focusInput()
            }}
          >
            <ChatIcon name="clear" />
          </button>
        )}
        {state.isStreaming ? (
          <StopButton
            label={c.stop}
            onStop={() => {
              controller.stop()
              focusInput()
            }}
          />
        ) : (
          <button
            type="button"
            className="ChatSend"
            aria-label={c.send}
            disabled={!text.trim() || busy}
            onClick={onSend}
          >
            {state.isAILoading ? <span className="SearchSpinner" aria-hidden="true" /> : <ChatIcon name="send" />}
          </button>
        )}
      </div>
      <p className="ChatInput-hint">{state.messages.length === 0 || quotesOnly ? c.newlineHint : hint}</p>
      {!quotesOnly && <p className="ChatDisclaimer">{c.disclaimer}</p>}
    </div>
  )
}
