/** The assistant's answer modes, in the order the reader is offered them. */
export const CHAT_MODES = ['quick', 'balance', 'deep'] as const
export type ChatMode = (typeof CHAT_MODES)[number]

/** A value per chat mode, computed by `valueOf` (a record a reader can index by any ChatMode). */
export const perChatMode = <T>(valueOf: (mode: ChatMode) => T): Record<ChatMode, T> => ({
  quick: valueOf('quick'),
  balance: valueOf('balance'),
  deep: valueOf('deep'),
})
