import { describe, expect, it } from 'vitest'
import { analyzeQuery, MAX_QUERY_LENGTH } from '../../../src/query-analysis'
import { buildSearchEntries } from '../../../src/search-core'
import { defined } from '../../../testkit/defined'

describe('keyword multi_search request', () => {
  it('carries every parameter of BEHAVIOUR.md search §7.1, for each collection', () => {
    const entries = buildSearchEntries('如何创建开发机', ['docs', 'faq'], 2)
    const docs = defined(entries[0], 'the docs entry')
    const faq = defined(entries[1], 'the faq entry')
    expect(docs.collection).toBe('docs')
    expect(faq.collection).toBe('faq')
    expect(docs).toMatchObject({
      q: '如何创建开发机',
      query_by: 'content,hierarchy.lvl0,hierarchy.lvl1,hierarchy.lvl2,embedding',
      query_by_weights: '4,2,1,1,0',
      text_match_type: 'sum_score',
      sort_by: '_text_match:desc,_vector_distance:asc',
      rerank_hybrid_matches: true,
      num_typos: 1,
      drop_tokens_threshold: 1,
      prefix: false,
      max_candidates: 100,
      per_page: 10,
      page: 2,
      exclude_fields: 'embedding',
      highlight_full_fields: 'content,hierarchy.lvl0,hierarchy.lvl1,hierarchy.lvl2,hierarchy.lvl3',
    })
    expect(docs.vector_query).toBe('embedding:([], k:20, alpha:0.8, distance_threshold:0.4)')
  })

  it('uses max_weight and no rerank for simple queries', () => {
    const e = defined(buildSearchEntries('kubeconfig', ['docs'])[0], 'the entry')
    expect(e.text_match_type).toBe('max_weight')
    expect(e.rerank_hybrid_matches).toBe(false)
    expect(e.query_by).toBe('hierarchy.lvl0,hierarchy.lvl1,hierarchy.lvl2,content,embedding')
    expect(e.vector_query).toBe('embedding:([], k:20, alpha:0.3, distance_threshold:0.3)')
    expect(e.page).toBe(1)
  })

  it('uses max_weight for technical queries even when not simple', () => {
    const q = 'CUDA_VISIBLE_DEVICES 在多卡训练任务中怎么设置'
    expect(analyzeQuery(q).complexity).not.toBe('simple')
    const e = defined(buildSearchEntries(q, ['docs'])[0], 'the entry')
    expect(e.text_match_type).toBe('max_weight')
    expect(e.query_by_weights).toBe('4,3,2,2,0')
    expect(e.num_typos).toBe(1)
  })

  it('mixed queries use the default strategy', () => {
    const e = defined(buildSearchEntries('训练 model 保存', ['docs'])[0], 'the entry')
    expect(e.query_by_weights).toBe('3,2,2,2,0')
    expect(e.num_typos).toBe(2)
    expect(e.vector_query).toContain('alpha:0.5')
  })

  it('never sends more than the maximum query length, nor a bad page', () => {
    const e = defined(buildSearchEntries('a'.repeat(10_000), ['docs'], -3)[0], 'the entry')
    expect(e.q.length).toBe(MAX_QUERY_LENGTH)
    expect(e.page).toBe(1)
  })
})
