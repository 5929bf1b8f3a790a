import type { SearchService } from './search-service'
import { stringsFor } from './strings'

/** The AI tab's empty state (the conversation itself comes with the assistant). */
export function AiPanel({ service }: { service: SearchService }) {
  const t = stringsFor(service.config.locale)
  return (
    <div className="AiPanel">
      <p className="AiPanel-greeting">{t.aiGreeting}</p>
      <p className="AiPanel-note">{t.aiNotConfigured}</p>
    </div>
  )
}
