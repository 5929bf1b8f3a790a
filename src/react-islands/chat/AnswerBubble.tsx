import type { ChatMode } from '../../search-core/types'
import type { ChatStrings } from '../strings/chat'
import { AnswerActions } from './AnswerActions'
import { feedbackContext } from './answer-feedback'
import { AnswerView } from './AnswerView'
import { QuotedAnswer } from './QuotedAnswer'
import { Sources } from './Sources'
import { ThinkingView } from './ThinkingView'
import type { ChatMessage, ChatState } from './types'

interface Props {
  strings: ChatStrings
  message: ChatMessage
  /** The reader's question it answers. */
  question: string
  state: ChatState
  copied: boolean
  onCopy: () => void
  /** The actions of a cut answer: ask the model to finish it, or ask its question again in `mode`. */
  onContinue: () => void
  onAskAgain: (messageId: string, mode: ChatMode) => void
  /** The mode offered to ask a cut answer's question again. */
  askAgainMode: (mode: ChatMode) => ChatMode
}

/** The assistant's reply: its notice and thinking, the answer as it comes, then what follows a complete one. */
export function AnswerBubble({ strings: c, message: m, question, state, copied, onCopy, ...cutActions }: Props) {
  const complete = !m.isStreaming && !m.isLoading
  return (
    <div className="ChatBubble ai" data-state={m.isLoading ? 'loading' : m.isStreaming ? 'streaming' : 'complete'}>
      {m.notice && <p className="ChatNotice">{m.notice}</p>}
      {m.thinking && <ThinkingView title={c.thinkingTitle} text={m.thinking} thinking={m.isStreaming && !m.message} />}
      {m.isLoading && !m.message ? (
        <p className="ChatStatus">{c.thinking}</p>
      ) : m.quoted ? (
        <QuotedAnswer strings={c} quoted={m.quoted} text={m.message} question={question} />
      ) : (
        <AnswerView text={m.message} streaming={m.isStreaming} />
      )}
      {m.isStreaming && <p className="ChatStatus">{c.generating}</p>}
      {complete && m.error && (
        <p className="ChatNotice ChatNotice-error" role="alert">
          {m.error}
        </p>
      )}
      {complete && m.incomplete && <CutAnswerActions strings={c} message={m} state={state} {...cutActions} />}
      {/* A reply that the docs do not say has nothing to copy; whether it was right is still worth a vote. */}
      {complete && m.message && (
        <AnswerActions
          strings={c}
          copied={copied}
          feedback={feedbackContext(state, m, question)}
          onCopy={m.quoted && !m.quoted.quotes.length ? undefined : onCopy}
        />
      )}
      {/* A quoted answer links each quote where it shows it. */}
      {complete && m.sources.length > 0 && !m.quoted?.quotes.length && (
        <Sources title={c.related} sources={m.sources} />
      )}
    </div>
  )
}

/** Under a cut answer: the maybe-incomplete notice, continue it, or ask its question again in another mode. */
function CutAnswerActions({
  strings: c,
  message: m,
  state,
  onContinue,
  onAskAgain,
  askAgainMode,
}: Pick<Props, 'strings' | 'message' | 'state' | 'onContinue' | 'onAskAgain' | 'askAgainMode'>) {
  const busy = state.isAILoading || state.isStreaming
  const again = askAgainMode(m.mode ?? state.mode)
  return (
    <div className="ChatIncomplete">
      <p className="ChatNotice">{c.notices.maybeIncomplete}</p>
      <button type="button" disabled={busy} onClick={onContinue}>
        {c.continueAnswer}
      </button>
      <button type="button" disabled={busy} onClick={() => onAskAgain(m.id, again)}>
        {c.askAgainIn(c.modes[again].label)}
      </button>
    </div>
  )
}
