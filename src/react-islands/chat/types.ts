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
}

export interface ChatNotices {
  timeout: (seconds: number) => string
  /** The model did not finish within the search server's per-call cap. */
  serverTimeout: (seconds: number) => string
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
