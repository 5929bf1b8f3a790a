import './chat/chat-style'
import { ChatPanel } from './ChatPanel'
import type { ChatViewState } from './chat/types'
import type { ChatController } from './chat/controller'
import type { SearchService } from './search-service'
import { chatStringsFor } from './strings/chat'

interface Props {
  service: SearchService
  chat: ChatController
  view: ChatViewState
  active?: boolean
  onNavigate: (url: string) => void
  onClose?: () => void
}

/** The AI tab, in the dialog or docked beside the page: the conversation, or why there is none. */
export function AiPanel({ service, chat, view, active = true, onNavigate, onClose }: Props) {
  const t = chatStringsFor(service.config.locale)
  // Conversational search runs on the vector field: without one there is no assistant to offer.
  if (service.mode === 'typesense' && service.config.typesense?.embeddingField === '') {
    return (
      <div className="AiPanel">
        <p className="ChatUnavailable" role="status">
          {t.needsEmbedding}
        </p>
      </div>
    )
  }
  return (
    <ChatPanel service={service} chat={chat} view={view} active={active} onNavigate={onNavigate} onClose={onClose} />
  )
}
