export * from './types'
export { MAX_QUERY_LENGTH, normalizeQuery } from './normalize'
export {
  analyzeQuery,
  clamp01,
  complexityOf,
  estimateConcepts,
  queryTypeOf,
  semanticWeightOf,
  CHINESE_ONLY_MAX_ENGLISH_RATIO,
  CHINESE_ONLY_MIN_CJK_RATIO,
  ENGLISH_ONLY_MIN_ENGLISH_RATIO,
  MEDIUM_MAX_CONCEPTS,
  MEDIUM_MAX_LENGTH,
  SEMANTIC_WEIGHTS,
  SIMPLE_MAX_CONCEPTS,
  SIMPLE_MAX_LENGTH,
} from './analyze'
export {
  searchStrategy,
  suggestedPerPage,
  typosFor,
  vectorAlpha,
  vectorDistanceThreshold,
  PER_PAGE_BY_TYPE,
  VECTOR_DISTANCE_THRESHOLDS,
} from './strategy'
