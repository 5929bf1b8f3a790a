import { useEffect, useState } from 'react'
import { takePendingQuery } from './bus'
import { ChatPanel } from './ChatPanel'
import type { Ask } from './chat/controller'
import type { SearchService } from './search-service'
import { stringsFor } from './strings'

/** The AI tab: the chat once its call is ready (the Typesense chat code loads with the tab). */
export function AiPanel({ service, initialQuestion }: { service: SearchService; initialQuestion?: string }) {
  const t = stringsFor(service.config.locale)
  const [ask, setAsk] = useState<{ fn: Ask } | null>(null)
  useEffect(() => {
    let live = true
    void service.chat(t.chat.notConfiguredAnswer).then((fn) => live && setAsk({ fn }))
    return () => {
      live = false
    }
  }, [service, t])
  // A question from the inviter (if still fresh) goes first; else the one the modal was opened with.
  const [question] = useState(() => takePendingQuery()?.text ?? initialQuestion)
  if (!ask) return <div className="AiPanel" aria-busy="true" />
  return <ChatPanel service={service} ask={ask.fn} initialQuestion={question} />
}
