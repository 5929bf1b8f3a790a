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
} as const
