import { CHAT_MODE_DEFINITIONS, type ChatModeDefinition, type ModeIconKey } from './chat-modes'

export type { ModeIconKey }

/** The assistant's answer modes (`chat-modes.ts`), in the order the reader is offered them. */
export type ChatMode = (typeof CHAT_MODE_DEFINITIONS)[number]['name']
export const CHAT_MODES: readonly ChatMode[] = /* @__PURE__ */ CHAT_MODE_DEFINITIONS.map((d) => d.name)

/** A value per chat mode, computed by `valueOf` (a record a reader can index by any ChatMode). */
export const perChatMode = <T>(valueOf: (mode: ChatMode) => T): Record<ChatMode, T> =>
  Object.fromEntries(CHAT_MODES.map((mode) => [mode, valueOf(mode)])) as Record<ChatMode, T>

/** Each mode's definition, by name. */
export const CHAT_MODE_DEFINITION = /* @__PURE__ */ Object.fromEntries(
  CHAT_MODE_DEFINITIONS.map((d) => [d.name, d]),
) as Record<ChatMode, ChatModeDefinition<ChatMode>>

// Each mode's conversation model. Here rather than beside TYPESENSE_DEFAULTS: the keyword search reads
// that object, and must not load the modes with it.

/** Each mode's conversation model id when nothing names another (`modelId` of `chat-modes.ts`). */
export const DEFAULT_CONVERSATION_MODELS = /* @__PURE__ */ perChatMode((mode) => CHAT_MODE_DEFINITION[mode].modelId)

/** The environment variable that names each mode's conversation model: `TYPESENSE_MODEL_<MODE>`. */
export const MODEL_ENV = /* @__PURE__ */ perChatMode((mode) => `TYPESENSE_MODEL_${mode.toUpperCase()}`)

/**
 * Each mode's conversation model id: the one `configured` names, else the mode's default (an unset
 * or empty setting is no setting). The build, the sync and the client all resolve the ids so.
 */
export const conversationModelIds = (configured: (mode: ChatMode) => string | undefined): Record<ChatMode, string> =>
  perChatMode((mode) => configured(mode) || DEFAULT_CONVERSATION_MODELS[mode])
