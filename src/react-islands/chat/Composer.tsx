import { useState, type RefObject } from 'react'
import type { ChatStrings } from '../strings'
import type { ChatController } from './controller'
import { ChatIcon } from './icons'
import { ModeSelect } from './ModeSelect'
import { QuestionBox } from './QuestionBox'
import type { ChatState } from './types'

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

/** The page the questions are about, until the reader removes it. */
function ScopeChip({ text, removeLabel, onRemove }: { text: string; removeLabel: string; onRemove: () => void }) {
  return (
    <div className="ChatScope">
      <span className="ChatScope-text">{text}</span>
      <button
        type="button"
        className="ChatScope-remove"
        aria-label={removeLabel}
        title={removeLabel}
        onClick={onRemove}
      >
        ×
      </button>
    </div>
  )
}

interface ActionsProps {
  strings: ChatStrings
  state: ChatState
  /** There is a question to send. */
  canSend: boolean
  onSend: () => void
  onClear: () => void
  onStop: () => void
}

/** Beside the question box: clear the conversation (once there is one), and send, or stop while an answer streams. */
function QuestionActions({ strings: c, state, canSend, onSend, onClear, onStop }: ActionsProps) {
  const busy = state.isAILoading || state.isStreaming
  return (
    <>
      {state.messages.length > 0 && (
        <button type="button" className="ChatClear" title={c.clearTitle} aria-label={c.clearTitle} onClick={onClear}>
          <ChatIcon name="clear" />
        </button>
      )}
      {state.isStreaming ? (
        <StopButton label={c.stop} onStop={onStop} />
      ) : (
        <button type="button" className="ChatSend" aria-label={c.send} disabled={!canSend || busy} onClick={onSend}>
          {state.isAILoading ? <span className="SearchSpinner" aria-hidden="true" /> : <ChatIcon name="send" />}
        </button>
      )}
    </>
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
  // One of the hints, chosen once per view.
  const [hint] = useState(() => c.clearHints[Math.floor(Math.random() * c.clearHints.length)])
  const focusInput = () => inputRef.current?.focus()

  return (
    <div className="ChatInput">
      {state.page && (
        <ScopeChip
          text={c.pageScope(state.page.title)}
          removeLabel={c.removeScope}
          onRemove={() => {
            controller.setPage(null)
            focusInput()
          }}
        />
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
        <QuestionBox
          inputRef={inputRef}
          id={inputId}
          label={c.input}
          placeholder={state.messages.length ? c.placeholderFollowUp : c.placeholder}
          text={text}
          onText={onText}
          onSend={onSend}
        />
        <QuestionActions
          strings={c}
          state={state}
          canSend={Boolean(text.trim())}
          onSend={onSend}
          onClear={() => {
            controller.clear()
            focusInput()
          }}
          onStop={() => {
            controller.stop()
            focusInput()
          }}
        />
      </div>
      <p className="ChatInput-hint">{state.messages.length === 0 || quotesOnly ? c.newlineHint : hint}</p>
      {!quotesOnly && <p className="ChatDisclaimer">{c.disclaimer}</p>}
    </div>
  )
}
