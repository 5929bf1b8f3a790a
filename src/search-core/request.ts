import {
  analyzeQuery,
  normalizeQuery,
  searchStrategy,
  vectorAlpha,
  vectorDistanceThreshold,
  type QueryAnalysis,
} from '../query-analysis'
import {
  EMBEDDING_FIELD,
  FIRST_PAGE,
  HIGHLIGHT_FULL_FIELDS,
  MAX_CANDIDATES,
  PAGE_SIZE,
  SORT_BY,
  VECTOR_K,
} from './constants'

export interface SearchEntry {
  collection: string
  q: string
  query_by: string
  query_by_weights: string
  text_match_type: 'max_weight' | 'sum_score'
  vector_query?: string
  sort_by: string
  rerank_hybrid_matches?: boolean
  num_typos: number
  drop_tokens_threshold: number
  prefix: false
  max_candidates: number
  per_page: number
  page: number
  exclude_fields?: string
  highlight_full_fields: string
  filter_by?: string
}

/** Sort order without a vector query: `_vector_distance` exists only in a vector search. */
const KEYWORD_SORT_BY = '_text_match:desc'

/**
 * One multi_search entry per collection for a keyword search (BEHAVIOUR.md search §7.1).
 * `embeddingField` names the collection's vector field; '' (a collection without one, such as the
 * official DocSearch scraper's) drops the vector side: Typesense refuses a query_by or vector_query
 * naming a field without a vector index (src/collection.cpp). `filterBy` restricts every entry (the
 * reader's language).
 */
export function buildSearchEntries(
  query: string,
  collections: string[],
  page: number = FIRST_PAGE,
  analysis: QueryAnalysis = analyzeQuery(query),
  embeddingField: string = EMBEDDING_FIELD,
  filterBy?: string,
): SearchEntry[] {
  const q = normalizeQuery(query)
  const strategy = searchStrategy(analysis)
  const simple = analysis.complexity === 'simple'
  // max_weight for simple or technical queries: one strong field match should win.
  const textMatchType = simple || analysis.queryType === 'technical_mixed' ? 'max_weight' : 'sum_score'
  const fields: string[] = []
  const weights: number[] = []
  strategy.query_by.forEach((f, i) => {
    const field = f === EMBEDDING_FIELD ? embeddingField : f
    if (!field) return
    fields.push(field)
    weights.push(strategy.query_by_weights[i]!)
  })
  const vector = embeddingField
    ? {
        vector_query: `${embeddingField}:([], k:${VECTOR_K}, alpha:${vectorAlpha(analysis)}, distance_threshold:${vectorDistanceThreshold(analysis.complexity)})`,
        sort_by: SORT_BY,
        rerank_hybrid_matches: !simple,
        exclude_fields: embeddingField,
      }
    : { sort_by: KEYWORD_SORT_BY }
  return collections.map((collection) => ({
    collection,
    q,
    query_by: fields.join(','),
    query_by_weights: weights.join(','),
    text_match_type: textMatchType,
    ...vector,
    num_typos: strategy.num_typos,
    drop_tokens_threshold: strategy.drop_tokens_threshold,
    prefix: false,
    max_candidates: MAX_CANDIDATES,
    per_page: PAGE_SIZE,
    page: Number.isInteger(page) && page >= 1 ? page : FIRST_PAGE,
    highlight_full_fields: HIGHLIGHT_FULL_FIELDS.join(','),
    ...(filterBy ? { filter_by: filterBy } : {}),
  }))
}
