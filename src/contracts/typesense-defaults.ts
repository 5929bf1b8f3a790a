import type { ChatMode } from './chat'

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
  /** Conversation model id per chat mode. */
  conversationModels: {
    quick: 'docs-quick',
    balance: 'docs-balance',
    deep: 'docs-deep',
  } as const satisfies Record<ChatMode, string>,
} as const

/** The environment variable that names each mode's conversation model. */
export const MODEL_ENV = {
  quick: 'TYPESENSE_MODEL_QUICK',
  balance: 'TYPESENSE_MODEL_BALANCE',
  deep: 'TYPESENSE_MODEL_DEEP',
} as const satisfies Record<ChatMode, string>
