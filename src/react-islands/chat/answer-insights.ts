/**
 * Reports every answer that ended with no sources (BEHAVIOUR.md search §7.4), once per answer: the
 * writers' report lists the questions the docs could not back. Error replies (`error-` ids) and
 * answers still running are not answers yet.
 */
import type { AnalyticsPayload } from '../../contracts/analytics'
import type { Locale } from '../../contracts/locale'
import type { ChatState } from './types'

export function watchUnsourcedAnswers(
  chat: { subscribe(fn: (s: ChatState) => void): () => void },
  locale: Locale,
  send: (payload: AnalyticsPayload<'AIAnswerWithoutSources'>) => void,
): () => void {
  const seen = new Set<string>()
  return chat.subscribe((s) => {
    s.messages.forEach((m, i) => {
      if (m.sender !== 'ai' || m.isLoading || m.isStreaming || m.id.startsWith('error') || seen.has(m.id)) return
      if (!m.message.trim() || m.sources.length > 0) return
      seen.add(m.id)
      const asked = s.messages[i - 1]
      const question = asked?.sender === 'user' ? asked.message : ''
      send({ question, locale, mode: s.mode, page: asked?.page?.url ?? null })
    })
  })
}
