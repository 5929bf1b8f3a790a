import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { track } from '../island-contract/analytics'
import { Composer } from './chat/Composer'
import type { ChatController } from './chat/controller'
import { MessageList } from './chat/MessageList'
import type { ChatViewState } from './chat/types'
import { useChat } from './chat/useChat'
import type { SearchService } from './search-service'
import { stringsFor } from './strings'
import { chatStringsFor } from './strings/chat'
import { safeHref } from '../search-core/hits'

interface Props {
  service: SearchService
  /** The conversation: it belongs to the island and outlives this view. */
  chat: ChatController
  view: ChatViewState
  /** Whether the panel is the one shown (a hidden tab takes no focus). */
  active?: boolean
  onNavigate?: (url: string) => void
  /** Closes the dialog before a same-site link is followed; absent when docked (the page changes beside it). */
  onClose?: () => void
}

/** The conversation with the assistant: the messages above, the composer below. */
export function ChatPanel({ service, chat, view, active = true, onNavigate, onClose }: Props) {
  const t = stringsFor(service.config.locale)
  const cs = chatStringsFor(service.config.locale)
  const { controller, state } = useChat(chat)
  const [text, setTextState] = useState(view.draft)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const inputId = `${useId()}-input`

  const setText = (value: string) => {
    view.keepDraft(value)
    setTextState(value)
  }

  /**
   * Sends a question. AISendButtonClicked is recorded once per question and only for BEHAVIOUR.md's
   * trigger here, the send button (Enter is its keyboard form); a suggested prompt or a question
   * handed over by the inviter (which records its own event) is not a click on it.
   */
  const send = useCallback(
    (value: string, fromSendButton: boolean) => {
      if (!value.trim() || controller.busy) return
      if (fromSendButton) track('AISendButtonClicked', { source: 'chat', mode: controller.state.mode })
      view.keepDraft('')
      setTextState('')
      void controller.submit(value)
      inputRef.current?.focus()
    },
    [controller, view],
  )

  useEffect(() => {
    if (active) inputRef.current?.focus()
  }, [active])

  /**
   * Links in answers and sources: a same-site link goes through the site's router and closes the
   * modal (the page behind it would otherwise change unseen); any other link opens in a new tab.
   */
  const onLinkClick = (e: MouseEvent, list: HTMLElement) => {
    const a = (e.target as Element).closest?.('a[href]') as HTMLAnchorElement | null
    if (!a || !list.contains(a) || a.getAttribute('href')?.startsWith('#')) return
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    const href = safeHref(a.getAttribute('href'))
    e.preventDefault()
    if (!href) return
    const url = new URL(href, window.location.href)
    if (url.origin === window.location.origin && onNavigate) {
      // In the dialog the page behind would change unseen, so it closes; docked, the page changes beside it.
      onClose?.()
      onNavigate(`${url.pathname}${url.search}${url.hash}`)
    } else {
      window.open(url.href, '_blank', 'noopener,noreferrer')
    }
  }

  return (
    <div className="ChatPanel">
      <MessageList
        strings={cs}
        greeting={t.aiGreeting}
        state={state}
        view={view}
        inputId={inputId}
        onPrompt={(p) => send(p, false)}
        onLinkClick={onLinkClick}
        onContinue={() => controller.continueAnswer()}
        onAskAgain={(id, mode) => controller.askAgain(id, mode)}
        askAgainMode={(mode) => controller.askAgainMode(mode)}
      />
      <Composer
        strings={cs}
        controller={controller}
        state={state}
        text={text}
        onText={setText}
        onSend={() => send(text, true)}
        inputRef={inputRef}
        inputId={inputId}
        quotesOnly={service.mode === 'local'}
      />
    </div>
  )
}
