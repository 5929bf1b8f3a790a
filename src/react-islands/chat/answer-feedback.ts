import type { AnswerFeedback, FeedbackReason } from '../../contracts/analytics'
import type { ChatMessage, ChatState } from './types'

/** What every vote on one answer reports besides the vote itself. */
export type FeedbackContext = Omit<AnswerFeedback, 'value' | 'reason' | 'note'>

/** The question of the message at `index`: the reader's last one before it ('' when there is none). */
export function questionBefore(messages: readonly ChatMessage[], index: number): string {
  for (let i = Math.min(index, messages.length) - 1; i >= 0; i--) {
    const m = messages[i]
    if (m?.sender === 'user') return m.message
  }
  return ''
}

/** What a vote on the answer `m` reports of it: the conversation, the question, its length and sources, its kind. */
export const feedbackContext = (state: ChatState, m: ChatMessage, question: string): FeedbackContext => ({
  conversationId: state.conversationId,
  messageId: m.id,
  mode: state.mode,
  question,
  answerLength: m.message.length,
  sources: [...new Set(m.sources.map((s) => s.url))],
  answer: m.quoted ? 'quoted' : 'generated',
})

/** A thumbs down's reason, and the reader's note when it says anything. */
export function downVote(reason: FeedbackReason, note: string): Pick<AnswerFeedback, 'reason' | 'note'> {
  const text = note.trim()
  return text ? { reason, note: text } : { reason }
}
