export * from './types'
export { MAX_QUERY_LENGTH, normalizeQuery } from './normalize'
export { analyzeQuery, complexityOf, queryTypeOf, semanticWeightOf } from './analyze'
export { searchStrategy, suggestedPerPage, typosFor, vectorAlpha, vectorDistanceThreshold } from './strategy'
