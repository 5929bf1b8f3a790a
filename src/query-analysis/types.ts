export type QueryType = 'chinese_only' | 'english_only' | 'technical_mixed' | 'mixed_multilingual'
export type Complexity = 'simple' | 'medium' | 'complex'

export interface QueryAnalysis {
  /** The normalised query the analysis describes. */
  query: string
  queryType: QueryType
  complexity: Complexity
  /** Weight of semantic (vector) search against keyword search, clamped to 0..1. */
  semanticWeight: number
  /** Weight of exact keyword matching: 1 − semanticWeight. */
  exactMatchWeight: number
  cjkRatio: number
  englishRatio: number
  spaceRatio: number
  totalLength: number
  estimatedConcepts: number
}

export type SearchField = 'content' | 'hierarchy.lvl0' | 'hierarchy.lvl1' | 'hierarchy.lvl2' | 'embedding'

export interface SearchStrategy {
  description: string
  query_by: SearchField[]
  /** One weight per field of query_by, in the same order. */
  query_by_weights: number[]
  num_typos: number
  drop_tokens_threshold: number
}
