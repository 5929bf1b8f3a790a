import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { ChatStrings } from '../strings/chat'
import { AnswerBubble } from './AnswerBubble'
import { questionBefore } from './answer-feedback'
import { ChatEmpty } from './ChatEmpty'
import { QuestionText } from './QuestionText'
import type { ChatMode } from '../../search-core/types'
import type { ChatMessage, ChatState, ChatViewState } from './types'
import { useMessageScroll } from './useMessageScroll'

/** The message count line and skip link appear above this many messages. */
const SUMMARY_AFTER_MESSAGES = 5

interface Props {
  strings: ChatStrings
  /** The assistant's first words, before any question. */
  greeting: string
  state: ChatState
  view: ChatViewState
  /** The question box, for the skip link of a long conversation. */
  inputId: string
  onPrompt: (prompt: string) => void
  /** Clicks on links in answers and sources (one listener on the list: answers are rendered HTML). */
  onLinkClick: (e: MouseEvent, list: HTMLElement) => void
  /** The actions of a cut answer: ask the model to finish it, or ask its question again in `mode`. */
  onContinue: () => void
  onAskAgain: (messageId: string, mode: ChatMode) => void
  /** The mode offered to ask a cut answer's question again. */
  askAgainMode: (mode: ChatMode) => ChatMode
}

/** The conversation: its messages (or, before the first, suggested prompts), kept scrolled as it grows. */
export function MessageList({
  strings: c,
  greeting,
  state,
  view,
  inputId,
  onPrompt,
  onLinkClick,
  ...cutActions
}: Props) {
  const [copied, setCopied] = useState<string | null>(null)
  const { box, end } = useMessageScroll(view, state.messages)

  const linkClick = useRef(onLinkClick)
  useLayoutEffect(() => {
    linkClick.current = onLinkClick
  })
  useEffect(() => {
    const list = box.current
    if (!list) return
    const onClick = (e: MouseEvent) => linkClick.current(e, list)
    list.addEventListener('click', onClick)
    return () => list.removeEventListener('click', onClick)
  }, [box])

  const copy = (m: ChatMessage) => {
    void navigator.clipboard?.writeText(m.message).then(
      () => setCopied(m.id),
      () => {},
    )
  }

  return (
    <div ref={box} className="ChatPanel-messages" aria-live="polite" aria-busy={state.isStreaming}>
      {state.messages.length === 0 ? (
        <ChatEmpty
          greeting={greeting}
          title={c.tryThese}
          prompts={state.page ? c.pagePrompts : c.prompts}
          onPrompt={onPrompt}
        />
      ) : (
        <>
          {state.messages.length > SUMMARY_AFTER_MESSAGES && (
            <p className="ChatSummary">
              {c.count(state.messages.length)} · <a href={`#${inputId}`}>{c.skipToInput}</a>
            </p>
          )}
          {state.messages.map((m, i) =>
            m.sender === 'user' ? (
              <div key={m.id} className="ChatBubble user">
                {m.page && <span className="ChatBubble-scope">{c.pageScopeShort}</span>}
                <QuestionText text={m.message} />
              </div>
            ) : (
              <AnswerBubble
                key={m.id}
                strings={c}
                message={m}
                question={questionBefore(state.messages, i)}
                state={state}
                copied={copied === m.id}
                onCopy={() => copy(m)}
                {...cutActions}
              />
            ),
          )}
          <div ref={end} />
        </>
      )}
    </div>
  )
}
