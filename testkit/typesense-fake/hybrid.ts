/** Hybrid search for the fake: keyword and vector sides fused by rank, the vector side approximated. */
import { HAN_CLASS } from '../../src/contracts'
import { search, type SearchParams, type StoredDoc } from './search'
import type { DocFilter } from './filter'

/**
 * Hybrid search as src/collection.cpp orders it: keyword ranks and vector ranks fused,
 * score = (1 - alpha) / (1 + keyword rank) + alpha / (1 + vector rank), reported as
 * hybrid_search_info.rank_fusion_score; a hit only the vector side found has text_match 0 and no
 * highlight. The vector side is approximated by overlapping CJK pairs and Latin words.
 */
export function hybridSearch(
  docs: Map<string, StoredDoc>,
  params: SearchParams,
  vectorField: string,
  alpha: number,
  only: DocFilter,
  expand: (tokens: string[]) => string[][],
) {
  const fields = String(params.query_by ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== vectorField)
  const weights = String(params.query_by_weights ?? '').split(',')
  const keptWeights = String(params.query_by ?? '')
    .split(',')
    .map((f, i) => [f.trim(), weights[i]] as const)
    .filter(([f]) => f !== vectorField)
    .map(([, w]) => w ?? '1')
  const all = { per_page: 250, page: 1 }
  const keyword = search(
    docs,
    { ...params, ...all, query_by: fields.join(','), query_by_weights: keptWeights.join(',') },
    only,
    expand,
  )
  const semanticQ = approximateSemanticQuery(String(params.q ?? ''))
  const vector = semanticQ
    ? search(
        docs,
        {
          ...params,
          ...all,
          q: semanticQ,
          query_by: 'content,hierarchy.lvl1,hierarchy.lvl2,question,answer',
          query_by_weights: '',
          drop_tokens_threshold: Number.MAX_SAFE_INTEGER,
        },
        only,
      )
    : { hits: [] as typeof keyword.hits }
  const fused = new Map<string, { hit: (typeof keyword.hits)[number]; score: number; distance: number }>()
  keyword.hits.forEach((hit, rank) =>
    fused.set(String(hit.document.id), { hit, score: (1 - alpha) / (1 + rank), distance: 1 }),
  )
  vector.hits.forEach((hit, rank) => {
    const id = String(hit.document.id)
    const distance = Number((0.1 + rank * 0.02).toFixed(4))
    const existing = fused.get(id)
    if (existing) {
      existing.score += alpha / (1 + rank)
      existing.distance = distance
    } else
      fused.set(id, {
        hit: { ...hit, highlights: [], highlight: {}, text_match: 0 },
        score: alpha / (1 + rank),
        distance,
      })
  })
  const ordered = [...fused.values()].sort((a, b) => b.score - a.score)
  const perPage = Math.max(1, Math.min(250, Number(params.per_page ?? 10) || 10))
  const page = Math.max(1, Number(params.page ?? 1) || 1)
  return {
    ...keyword,
    found: ordered.length,
    page,
    request_params: { ...keyword.request_params, per_page: perPage },
    hits: ordered.slice((page - 1) * perPage, page * perPage).map(({ hit, score, distance }) => ({
      ...hit,
      vector_distance: distance,
      hybrid_search_info: { rank_fusion_score: Number(score.toFixed(6)) },
    })),
  }
}

/** The vector side's query: Han runs as overlapping pairs, Latin words as they are. */
export function approximateSemanticQuery(q: string): string {
  const parts = q.match(new RegExp(`[${HAN_CLASS}]+|[A-Za-z0-9_.-]+`, 'g')) ?? []
  return parts
    .flatMap((p) =>
      new RegExp(`^[${HAN_CLASS}]+$`).test(p) && p.length > 2
        ? Array.from({ length: p.length - 1 }, (_, i) => p.slice(i, i + 2))
        : [p],
    )
    .join(' ')
}
