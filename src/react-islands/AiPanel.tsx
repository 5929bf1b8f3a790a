import { useEffect, useState } from 'react'
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
  if (!ask) return <div className="AiPanel" aria-busy="true" />
  return <ChatPanel service={service} ask={ask.fn} initialQuestion={initialQuestion} />
}
