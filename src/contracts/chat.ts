import { CHAT_MODE_DEFINITIONS, type ChatModeDefinition, type ModeIconKey } from './chat-modes'

export type { ModeIconKey }

/** The assistant's answer modes (`chat-modes.ts`), in the order the reader is offered them. */
export type ChatMode = (typeof CHAT_MODE_DEFINITIONS)[number]['name']
export const CHAT_MODES: readonly ChatMode[] = /* @__PURE__ */ CHAT_MODE_DEFINITIONS.map((d) => d.name)

/** A value per chat mode, computed by `valueOf` (a record a reader can index by any ChatMode). */
export const perChatMode = <T>(valueOf: (mode: ChatMode) => T): Record<ChatMode, T> =>
  Object.fromEntries(CHAT_MODES.map((mode) => [mode, valueOf(mode)])) as Record<ChatMode, T>

/** Each mode's definition, by name. */
export const CHAT_MODE = /* @__PURE__ */ Object.fromEntries(CHAT_MODE_DEFINITIONS.map((d) => [d.name, d])) as Record<
  ChatMode,
  ChatModeDefinition<ChatMode>
>
