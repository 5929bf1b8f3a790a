import { useCallback, useRef, useState } from 'react'
import type { Locale } from '../../contracts/locale'
import { track } from '../../island-contract/analytics'
import { takePendingQuery, type OpenRequest } from '../../island-contract/bus'
import { loadChatCode } from '../chat-code'
import type { ChatController } from '../chat/controller'
import { ChatViewState } from '../chat/types'
import type { SearchService } from '../search-service'
import type { ChatMode } from '../../search-core/types'

export interface ChatSession {
  /** The conversation, once its code is in (null before, and after it ended). */
  chat: ChatController | null
  /** How the conversation is shown (its draft, its scroll), kept across the dialog and the dock. */
  chatView: ChatViewState
  /** The conversation, created (its code loaded) on first need. */
  loadChat: () => Promise<ChatController>
  /** A question for the assistant, wherever it is shown: the page scope first, then the question. */
  ask: (req: OpenRequest) => void
  /** The assistant closed: its conversation ends (and what runs stops), as BEHAVIOUR.md says of the dialog. */
  end: () => void
  /** The conversation's answer mode, for analytics ('quick' when there is none). */
  mode: () => ChatMode
}

/** The conversation of one opening of the assistant (dialog or dock): it lives until the assistant closes. */
export function useChatSession(service: SearchService, locale: Locale): ChatSession {
  const chatRef = useRef<ChatController | null>(null)
  const [chat, setChat] = useState<ChatController | null>(null)
  const [chatView] = useState(() => new ChatViewState())

  const loadChat = useCallback(
    (): Promise<ChatController> =>
      loadChatCode().then(([{ ChatController, systemClock }, { chatStringsFor }, { watchUnsourcedAnswers }]) => {
        const c = chatStringsFor(locale)
        if (!chatRef.current) {
          chatRef.current = new ChatController(
            (req) => service.chat(c).then((ask) => ask(req)),
            c.notices,
            systemClock,
            service.clearCache,
            ({ page, mode }) => {
              if (page) track('AIPageQuestionAsked', { url: page.url, mode })
            },
          )
          watchUnsourcedAnswers(chatRef.current, locale, (p) => track('AIAnswerWithoutSources', p))
        }
        setChat(chatRef.current)
        return chatRef.current
      }),
    [service, locale],
  )

  const ask = (req: OpenRequest) => {
    const pending = takePendingQuery()?.text
    const { quote } = req
    // A quote from the page becomes the question in the reader's language (its code loads with it).
    const question =
      pending === undefined && quote
        ? import('../../island-contract/quote').then((m) => m.quoteQuestionFor(quote, locale) ?? undefined)
        : Promise.resolve(pending ?? req.query)
    void Promise.all([loadChat(), question]).then(([c, q]) => {
      if (req.page) c.setPage({ ...req.page, locale })
      if (quote && q) track('AIQuoteAsked', { kind: quote.kind, url: req.page?.url ?? '', locale })
      if (q?.trim()) void c.submit(q)
    })
  }

  const end = () => {
    chatRef.current?.clear()
    chatRef.current = null
    setChat(null)
    chatView.reset()
  }

  return { chat, chatView, loadChat, ask, end, mode: () => chatRef.current?.state.mode ?? 'quick' }
}
