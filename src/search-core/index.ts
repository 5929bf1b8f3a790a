export * from './types'
export * from './constants'
export { CONFIG_MESSAGES, MissingConfigurationError, nodeBaseUrl, resolveConfig, resolveNode } from './config'
export type { NodeConfig, NodeInput, ResolvedConfig, SearchClientConfig } from './config'
export { classifyError, isRetryable, kindForStatus, logSearchError, SearchError } from './errors'
export type { Logger, SearchErrorKind } from './errors'
export { TtlCache } from './cache'
export { buildSearchEntries } from './request'
export type { SearchEntry } from './request'
export {
  escapeHtml,
  hitUrl,
  mergeResults,
  normalizeHit,
  normalizeResult,
  PLAIN_SNIPPET_LENGTH,
  safeHref,
  sanitizeHighlight,
} from './hits'
export { documentsOf, extractSources, pageSectionsFromHits, sourcesFromHits } from './sources'
export type { SearchEngine } from './engine'
export { createTypesenseClient, TypesenseEngine } from './typesense-engine'
export type { TypesenseClientLike, TypesenseEngineOptions } from './typesense-engine'
export { ChatClient, PAGE_QUESTION_PER_PAGE, pageFilter, pageQuestion } from './chat'
export type { ChatClientOptions, ChatRequest } from './chat'
export { LocalEngine } from './local-engine-records'
export { planQuery } from './local/query-plan'
export { highlight } from './local/snippets'
export type { FetchJson } from './local-engine'
export { buildLocalIndex, LOCAL_INDEX_VERSION } from './local-index'
export type { IndexMeta, LocalIndexFiles, LocalIndexInput } from './local-index'
export { compileSynonyms, findSynonymSpans, parseSynonymRules } from './synonyms'
export type { CompiledSynonym, SynonymRule } from './synonyms'
export { foldText, parseFoldPairs } from './fold'
export { queryWords, tokenizeForIndex, tokenizeQuery, QUERY_STOPWORDS } from './tokenize'
