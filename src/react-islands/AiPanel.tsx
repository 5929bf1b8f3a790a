import { useEffect, useState } from 'react'
import { takePendingQuery } from './bus'
import { ChatPanel } from './ChatPanel'
import type { Ask } from './chat/controller'
import type { ModalRequest } from './SearchModal'
import type { SearchService } from './search-service'
import { stringsFor } from './strings'

interface Props {
  service: SearchService
  initialQuestion?: string
  request?: ModalRequest
  active?: boolean
  onNavigate: (url: string) => void
  onClose: () => void
}

/** The AI tab: the chat once its call is ready (the Typesense chat code loads with the tab). */
export function AiPanel({ service, initialQuestion, request, active = true, onNavigate, onClose }: Props) {
  const t = stringsFor(service.config.locale)
  const [ask, setAsk] = useState<{ fn: Ask } | null>(null)
  const needsEmbedding = service.mode === 'typesense' && service.config.typesense?.embeddingField === ''
  useEffect(() => {
    if (needsEmbedding) return
    let live = true
    void service.chat(t.chat.notConfiguredAnswer).then((fn) => live && setAsk({ fn }))
    return () => {
      live = false
    }
  }, [service, t, needsEmbedding])
  // A question from the inviter (if still fresh) goes first; else the one the modal was opened with.
  const [question] = useState(() => takePendingQuery()?.text ?? initialQuestion)
  // Conversational search runs on the vector field: without one there is no assistant to offer.
  if (needsEmbedding) {
    return (
      <div className="AiPanel">
        <p className="ChatUnavailable" role="status">
          {t.chat.needsEmbedding}
        </p>
      </div>
    )
  }
  if (!ask) return <div className="AiPanel" aria-busy="true" />
  return <ChatPanel service={service} ask={ask.fn} initialQuestion={question} request={request} active={active} onNavigate={onNavigate} onClose={onClose} />
}
