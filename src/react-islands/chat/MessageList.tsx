import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { ChatStrings } from '../strings/chat'
import { AnswerActions } from './AnswerActions'
import { QuestionText } from './QuestionText'
import { AnswerView } from './AnswerView'
import { ChatEmpty } from './ChatEmpty'
import { QuotedAnswer } from './QuotedAnswer'
import { Sources } from './Sources'
import { ThinkingView } from './ThinkingView'
import type { ChatMode } from '../../search-core/types'
import type { ChatState, ChatViewState } from './types'

/** The message count line and skip link appear above this many messages. */
const SUMMARY_AFTER_MESSAGES = 5
/** How close to the end the reader must be for a streaming answer to keep the list scrolled down. */
const PINNED_SLACK_PX = 120

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
  onContinue,
  onAskAgain,
  askAgainMode,
}: Props) {
  const [copied, setCopied] = useState<string | null>(null)
  const listEnd = useRef<HTMLDivElement>(null)
  const messagesBox = useRef<HTMLDivElement>(null)
  const messageCount = useRef(state.messages.length)

  // A view that replaces another (docking, undocking) opens where the reader was; else at the end.
  useEffect(() => {
    const list = messagesBox.current
    if (!list) return
    list.scrollTop = view.scrollTop ?? list.scrollHeight
    const onScroll = () =>
      view.keepScroll(list.scrollHeight - list.scrollTop - list.clientHeight < PINNED_SLACK_PX ? null : list.scrollTop)
    list.addEventListener('scroll', onScroll, { passive: true })
    return () => list.removeEventListener('scroll', onScroll)
  }, [view])
  // A new message scrolls smoothly into view; a streaming answer keeps the list pinned to its end
  // (instantly, once a frame) unless the reader has scrolled up to read something else.
  useEffect(() => {
    const end = listEnd.current
    const list = end?.parentElement
    if (!end || !list) return
    if (state.messages.length !== messageCount.current) {
      messageCount.current = state.messages.length
      end.scrollIntoView?.({ behavior: 'smooth', block: 'end' })
    } else if (list.scrollHeight - list.scrollTop - list.clientHeight < PINNED_SLACK_PX) {
      list.scrollTop = list.scrollHeight
    }
  }, [state.messages])

  const linkClick = useRef(onLinkClick)
  useLayoutEffect(() => {
    linkClick.current = onLinkClick
  })
  useEffect(() => {
    const list = messagesBox.current
    if (!list) return
    const onClick = (e: MouseEvent) => linkClick.current(e, list)
    list.addEventListener('click', onClick)
    return () => list.removeEventListener('click', onClick)
  }, [])

  return (
    <div ref={messagesBox} className="ChatPanel-messages" aria-live="polite" aria-busy={state.isStreaming}>
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
          {state.messages.map((m, i) => {
            if (m.sender === 'user') {
              return (
                <div key={m.id} className="ChatBubble user">
                  {m.page && <span className="ChatBubble-scope">{c.pageScopeShort}</span>}
                  <QuestionText text={m.message} />
                </div>
              )
            }
            const complete = !m.isStreaming && !m.isLoading
            const question = state.messages
              .slice(0, i)
              .reverse()
              .find((x) => x.sender === 'user')?.message
            return (
              <div
                key={m.id}
                className="ChatBubble ai"
                data-state={m.isLoading ? 'loading' : m.isStreaming ? 'streaming' : 'complete'}
              >
                {m.notice && <p className="ChatNotice">{m.notice}</p>}
                {m.thinking && (
                  <ThinkingView title={c.thinkingTitle} text={m.thinking} thinking={m.isStreaming && !m.message} />
                )}
                {m.isLoading && !m.message ? (
                  <p className="ChatStatus">{c.thinking}</p>
                ) : m.quoted ? (
                  <QuotedAnswer strings={c} quoted={m.quoted} text={m.message} question={question ?? ''} />
                ) : (
                  <AnswerView text={m.message} streaming={m.isStreaming} />
                )}
                {m.isStreaming && <p className="ChatStatus">{c.generating}</p>}
                {complete && m.error && (
                  <p className="ChatNotice ChatNotice-error" role="alert">
                    {m.error}
                  </p>
                )}
                {complete && m.incomplete && (
                  <div className="ChatIncomplete">
                    <p className="ChatNotice">{c.notices.maybeIncomplete}</p>
                    <button type="button" disabled={state.isAILoading || state.isStreaming} onClick={onContinue}>
                      {c.continueAnswer}
                    </button>
                    <button
                      type="button"
                      disabled={state.isAILoading || state.isStreaming}
                      onClick={() => onAskAgain(m.id, askAgainMode(m.mode ?? state.mode))}
                    >
                      {c.askAgainIn(c.modes[askAgainMode(m.mode ?? state.mode)].label)}
                    </button>
                  </div>
                )}
                {complete && m.message && (
                  <AnswerActions
                    strings={c}
                    copied={copied === m.id}
                    feedback={{
                      conversationId: state.conversationId,
                      messageId: m.id,
                      mode: state.mode,
                      question: question ?? '',
                      answerLength: m.message.length,
                      sources: [...new Set(m.sources.map((s) => s.url))],
                      answer: m.quoted ? 'quoted' : 'generated',
                    }}
                    onCopy={() => {
                      void navigator.clipboard?.writeText(m.message).then(
                        () => setCopied(m.id),
                        () => {},
                      )
                    }}
                  />
                )}
                {/* A quoted answer links each quote where it shows it. */}
                {complete && m.sources.length > 0 && !m.quoted?.quotes.length && (
                  <Sources title={c.related} sources={m.sources} />
                )}
              </div>
            )
          })}
          <div ref={listEnd} />
        </>
      )}
    </div>
  )
}
