import { CHAT_MODE, perChatMode, type ChatMode } from './chat'

/**
 * What a Typesense deployment is called when the environment names nothing else: the sync CLI
 * creates these, the build hands them to the browser, the client falls back to them.
 */
export const TYPESENSE_DEFAULTS = {
  docsCollection: 'docs',
  faqCollection: 'faq',
  /** The records' vector field (TYPESENSE_EMBEDDING_FIELD overrides it; empty → keyword only). */
  embeddingField: 'embedding',
  /** The records' language field (TYPESENSE_LANGUAGE_FIELD overrides it; empty → no filter). */
  languageField: 'language',
  connectionTimeoutSeconds: 5,
  /** Conversation model id per chat mode (`modelId` of `chat-modes.ts`). */
  conversationModels: /* @__PURE__ */ perChatMode((mode) => CHAT_MODE[mode].modelId),
} as const

/** The environment variable that names each mode's conversation model: `TYPESENSE_MODEL_<MODE>`. */
export const MODEL_ENV = /* @__PURE__ */ perChatMode((mode) => `TYPESENSE_MODEL_${mode.toUpperCase()}`)

/**
 * Each mode's conversation model id: the one `configured` names, else the mode's default (an unset
 * or empty setting is no setting). The build, the sync and the client all resolve the ids so.
 */
export const conversationModelIds = (configured: (mode: ChatMode) => string | undefined): Record<ChatMode, string> =>
  perChatMode((mode) => configured(mode) || TYPESENSE_DEFAULTS.conversationModels[mode])
