/**
 * Conversations and their history: what the server stores once an answer is over, and the schema a
 * model's history collection must have. The fake serves no history routes; tests read it through
 * the fake's handle (`storedConversations`, `conversationHistory`).
 */
import { fieldsOf } from './schema'
import type { FakeState } from './state'

/** Appends a question and its answer (src/conversation_manager.cpp, add_conversation). */
export function storeConversation(state: FakeState, id: string, q: string, answer: string) {
  const previous = state.conversations.get(id)?.conversation ?? []
  state.conversations.set(id, {
    conversation: [...previous, { user: q }, { assistant: answer }],
    last_updated: Math.floor(Date.now() / 1000),
  })
}

/** src/conversation_manager.cpp, validate_conversation_store_schema: the first problem, or null. */
export function historySchemaError(c: { schema: Record<string, unknown> }): string | null {
  const fields = fieldsOf(c)
  const field = (n: string) => fields.find((f) => f.name === n)
  for (const n of ['conversation_id', 'role', 'message', 'timestamp'])
    if (!field(n)) return `Schema is missing \`${n}\` field`
  for (const n of ['conversation_id', 'role', 'message'])
    if (field(n)?.type !== 'string') return `\`${n}\` field must be a string`
  const timestamp = field('timestamp')
  if (timestamp?.type !== 'int32') return '`timestamp` field must be an integer'
  // Numeric fields are sortable unless the schema says otherwise (src/field.cpp).
  if (timestamp.sort === false) return '`timestamp` field must be a sort field'
  if (!field('model_id')) return 'Schema is missing `model_id` field'
  if (field('model_id')?.type !== 'string') return '`model_id` field must be a string'
  return null
}
