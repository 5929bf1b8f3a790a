/** Typesense schemas of the docs, FAQ and conversation-history collections. */
import { PAGE_KEY_FIELD, pageKeyOf, TYPESENSE_DEFAULTS } from '../contracts'

const EMBED_MODEL = 'ts/multilingual-e5-small'

export function docsSchema(name: string): Record<string, unknown> {
  const zh = (field: string, extra: Record<string, unknown> = {}) => ({
    name: field,
    type: 'string',
    locale: 'zh',
    ...extra,
  })
  return {
    name,
    fields: [
      zh('hierarchy.lvl0', { facet: true }),
      zh('hierarchy.lvl1', { facet: true }),
      zh('hierarchy.lvl2', { facet: true, optional: true }),
      zh('hierarchy.lvl3', { facet: true, optional: true }),
      zh('content'),
      { name: 'url', type: 'string', facet: true },
      { name: 'url_without_anchor', type: 'string' },
      // The exact page a page question filters on (src/contracts/page-key.ts): the url's tokens are not exact.
      { name: PAGE_KEY_FIELD, type: 'string', facet: true },
      { name: 'anchor', type: 'string', optional: true },
      { name: 'type', type: 'string' },
      { name: TYPESENSE_DEFAULTS.languageField, type: 'string', facet: true },
      { name: 'tags', type: 'string[]', facet: true },
      { name: 'item_priority', type: 'int64' },
      // Readers' keywords (a page's first record only). Not in query_by, whose fields BEHAVIOUR.md fixes:
      // they reach the search through the embedding, so readers' words land near the page.
      zh('keywords', { type: 'string[]', optional: true }),
      // Readers' questions of a section (CONTENT.md), embedded like the keywords for the same reason.
      zh('questions', { type: 'string[]', optional: true }),
      // Multilingual built-in model: Chinese and English questions land near the same passages.
      // A record without keywords is embedded from the rest (src/validator.cpp skips absent optional fields).
      {
        name: TYPESENSE_DEFAULTS.embeddingField,
        type: 'float[]',
        embed: {
          from: ['content', 'hierarchy.lvl1', 'hierarchy.lvl2', 'keywords', 'questions'],
          model_config: { model_name: EMBED_MODEL },
        },
      },
    ],
    default_sorting_field: 'item_priority',
    token_separators: ['_', '-'],
  }
}

/** A docs record as the docs collection holds it: with its page key, computed here once for every record. */
export function toDocsDocument(record: Record<string, unknown>): Record<string, unknown> {
  const url = typeof record.url_without_anchor === 'string' ? record.url_without_anchor : ''
  return { ...record, [PAGE_KEY_FIELD]: pageKeyOf(url) }
}

export function faqSchema(name: string): Record<string, unknown> {
  return {
    name,
    fields: [
      { name: 'question', type: 'string', locale: 'zh' },
      { name: 'answer', type: 'string', locale: 'zh' },
      { name: 'content', type: 'string', locale: 'zh' },
      { name: 'category', type: 'string', facet: true },
      { name: 'hierarchy.lvl0', type: 'string', locale: 'zh' },
      { name: 'hierarchy.lvl1', type: 'string', locale: 'zh', optional: true },
      { name: 'hierarchy.lvl2', type: 'string', locale: 'zh' },
      { name: 'url', type: 'string' },
      { name: 'anchor', type: 'string', optional: true },
      { name: TYPESENSE_DEFAULTS.languageField, type: 'string', facet: true },
      { name: 'item_priority', type: 'int64' },
      {
        name: TYPESENSE_DEFAULTS.embeddingField,
        type: 'float[]',
        embed: { from: ['question', 'answer'], model_config: { model_name: EMBED_MODEL } },
      },
    ],
    default_sorting_field: 'item_priority',
  }
}

/** The exact schema Typesense requires for conversation history (reference: typesense.md). */
export function historySchema(name: string): Record<string, unknown> {
  return {
    name,
    fields: [
      { name: 'conversation_id', type: 'string' },
      { name: 'model_id', type: 'string' },
      { name: 'timestamp', type: 'int32' },
      { name: 'role', type: 'string', index: false },
      { name: 'message', type: 'string', index: false },
    ],
  }
}
