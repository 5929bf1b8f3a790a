/** The conversation's data: its messages and state, and the texts the controller shows. */
import type { ChatRequest } from '../../search-core/chat'
import type { ChatMode, ChatResult, PageScope, QuotedAnswer, Source } from '../../search-core/types'

/** Failures the controller reports as the answer's text (from the catalogue: zh or en). */
export interface ChatErrorTexts {
  nonStreaming: (message: string) => string
  generic: string
  /** Streaming failed with `message`, then its non-streaming fallback failed too. */
  bothFailed: (message: string) => string
  rescueFailed: string
  rescueEmpty: string
  /** The server failed after the answer had streamed (a bare `{"message"}` line): nothing of it was stored. */
  afterAnswer: (message: string) => string
}

export interface ChatNotices {
  timeout: (seconds: number) => string
  /** The model did not finish within the search server's per-call cap. */
  serverTimeout: (seconds: number) => string
  /** The model sent nothing within the server's budget of a streamed answer (400 "OpenAI API error: "). */
  noFirstByte: (seconds: number) => string
  /** The conversation had expired on the server: this question started a new one. */
  contextDropped: string
  /** The question that asks the model to finish a cut answer, in the same conversation. */
  continuePrompt: string
  userStopped: string
  generationStopped: string
  maybeIncomplete: string
  responseTimeout: string
  errors: ChatErrorTexts
}

export interface ChatMessage {
  id: string
  sender: 'user' | 'ai'
  message: string
  sources: Source[]
  isStreaming: boolean
  isLoading: boolean
  /** The page a question was about (user messages asked with the page in scope). */
  page?: PageScope
  /** AI: what a reasoning model streamed while it thought (shown collapsible above the answer). */
  thinking?: string
  /** AI: the answer may have been cut (the maybe-incomplete notice and its actions show). */
  incomplete?: boolean
  /** AI: the mode it was asked in (the "ask again in another mode" action offers another). */
  mode?: ChatMode
  /** AI: a note above the answer (the earlier conversation had expired). */
  notice?: string
  /** AI: an error that followed the answer's text (shown below it). */
  error?: string
  /** The answer is quoted from the docs, not generated (no model answered). */
  quoted?: QuotedAnswer
}

export interface ChatState {
  messages: ChatMessage[]
  conversationId: string | null
  isAILoading: boolean
  isStreaming: boolean
  streamingMessageId: string | null
  streamingEnabled: boolean
  mode: ChatMode
  /** Questions are about this page only, until the reader removes it. */
  page: PageScope | null
}

export type Ask = (req: ChatRequest) => Promise<ChatResult>

/**
 * What the chat view keeps when it is replaced (docking, undocking): the draft and the scroll position.
 * One object for the island's life, written by the view as the reader types and scrolls (not state: a
 * keystroke or a scroll must not re-render the island).
 */
export class ChatViewState {
  draft = ''
  /** Null when the list is pinned to its end. */
  scrollTop: number | null = null
  keepDraft(text: string) {
    this.draft = text
  }
  keepScroll(top: number | null) {
    this.scrollTop = top
  }
  reset() {
    this.draft = ''
    this.scrollTop = null
  }
}
