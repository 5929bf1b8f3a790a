import { clamp01 } from './analyze'
import type { Complexity, QueryAnalysis, QueryType, SearchField, SearchStrategy } from './types'

const CONTENT_FIRST: SearchField[] = ['content', 'hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'embedding']
// english_only and technical_mixed put the hierarchy first; their weights follow this order.
const HIERARCHY_FIRST: SearchField[] = ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content', 'embedding']

/** Vector distance threshold by complexity (BEHAVIOUR.md search §9). */
const VECTOR_DISTANCE_THRESHOLDS: Record<Complexity, number> = { simple: 0.3, medium: 0.4, complex: 0.5 }

/** Results per page suggested for each query type (BEHAVIOUR.md search §9). */
const PER_PAGE_BY_TYPE = {
  chinese_only: { simple: 15, other: 20 },
  english_only: { simple: 10, other: 15 },
  technical_mixed: 12,
  mixed_multilingual: 12,
} as const

/** The search strategy table of BEHAVIOUR.md search §9. */
export function searchStrategy(analysis: Pick<QueryAnalysis, 'queryType' | 'complexity'>): SearchStrategy {
  const simple = analysis.complexity === 'simple'
  switch (analysis.queryType) {
    case 'chinese_only':
      return {
        description: 'Chinese-only query: semantic first, content weighted highest',
        query_by: [...CONTENT_FIRST],
        query_by_weights: simple ? [3, 2, 2, 1, 0] : [4, 2, 1, 1, 0],
        num_typos: 1,
        drop_tokens_threshold: 1,
      }
    case 'english_only':
      return {
        description: 'English-only query: headings first, typo-tolerant',
        query_by: [...HIERARCHY_FIRST],
        query_by_weights: simple ? [4, 3, 2, 2, 0] : [3, 2, 2, 3, 0],
        num_typos: 2,
        drop_tokens_threshold: 2,
      }
    case 'technical_mixed':
      return {
        description: 'Technical terms mixed with Chinese: exact matches on headings first',
        query_by: [...HIERARCHY_FIRST],
        query_by_weights: [4, 3, 2, 2, 0],
        num_typos: 1,
        drop_tokens_threshold: 1,
      }
    default:
      return {
        description: 'Mixed-language query: balanced keyword and semantic search',
        query_by: [...CONTENT_FIRST],
        query_by_weights: simple ? [3, 3, 2, 1, 0] : [3, 2, 2, 2, 0],
        num_typos: 2,
        drop_tokens_threshold: 2,
      }
  }
}

export function vectorDistanceThreshold(complexity: Complexity): number {
  return VECTOR_DISTANCE_THRESHOLDS[complexity]
}

/** Alpha of the hybrid fusion: the clamped semantic weight. */
export function vectorAlpha(analysis: Pick<QueryAnalysis, 'semanticWeight'>): number {
  return clamp01(analysis.semanticWeight)
}

export function suggestedPerPage(type: QueryType, complexity: Complexity): number {
  const simple = complexity === 'simple'
  switch (type) {
    case 'chinese_only':
      return simple ? PER_PAGE_BY_TYPE.chinese_only.simple : PER_PAGE_BY_TYPE.chinese_only.other
    case 'english_only':
      return simple ? PER_PAGE_BY_TYPE.english_only.simple : PER_PAGE_BY_TYPE.english_only.other
    case 'technical_mixed':
      return PER_PAGE_BY_TYPE.technical_mixed
    default:
      return PER_PAGE_BY_TYPE.mixed_multilingual
  }
}

/** Typos allowed: 1 for Chinese and technical queries, 2 for English and mixed. */
export function typosFor(type: QueryType): number {
  return type === 'chinese_only' || type === 'technical_mixed' ? 1 : 2
}
