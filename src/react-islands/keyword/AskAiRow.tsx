import { requestOpen } from '../../island-contract/bus'
import type { Strings } from '../strings'

/** Below few results or none: the query asked of the assistant (BEHAVIOUR.md search §2.2 "Ask AI row"). */
export function AskAiRow({ strings: t, query }: { strings: Strings; query: string }) {
  const question = query.trim()
  return (
    <button type="button" className="AskAiRow" onClick={() => requestOpen({ tab: 'ai', query: question })}>
      {t.askAi(question)}
    </button>
  )
}
