export * from './types'
export * from './constants'
export { CONFIG_MESSAGES, MissingConfigurationError, resolveConfig, resolveNode } from './config'
export type { SearchClientConfig } from './config'
export { classifyError, isRetryable, kindForStatus, logSearchError, SearchError } from './errors'

export { TtlCache } from './cache'
export { buildSearchEntries } from './request'

export {
  hitUrl,
  mergeResults,
  normalizeHit,
  normalizeResult,
  PLAIN_SNIPPET_LENGTH,
  safeHref,
  sanitizeHighlight,
} from './hits'
export { extractSources, sourcesFromHits } from './sources'
export type { SearchEngine } from './engine'
export { createTypesenseClient, TypesenseEngine } from './typesense-engine'

export { ChatClient, pageQuestion } from './chat'

export { LocalEngine } from './local-engine-records'

export { buildLocalIndex, LOCAL_INDEX_VERSION } from './local-index'

export { compileSynonyms, findSynonymSpans, parseSynonymRules } from './synonyms'

export { foldText, parseFoldPairs } from './fold'
export { tokenizeForIndex, tokenizeQuery } from './tokenize'
