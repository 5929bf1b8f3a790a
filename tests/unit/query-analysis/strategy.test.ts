import { describe, expect, it } from 'vitest'
import {
  searchStrategy,
  suggestedPerPage,
  typosFor,
  vectorAlpha,
  vectorDistanceThreshold,
} from '../../../src/query-analysis'

const contentFirst = ['content', 'hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'embedding']
const hierarchyFirst = ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content', 'embedding']

describe('search strategy table', () => {
  it.each([
    ['chinese_only', 'simple', contentFirst, [3, 2, 2, 1, 0], 1, 1],
    ['chinese_only', 'medium', contentFirst, [4, 2, 1, 1, 0], 1, 1],
    ['english_only', 'simple', hierarchyFirst, [4, 3, 2, 2, 0], 2, 2],
    ['english_only', 'complex', hierarchyFirst, [3, 2, 2, 3, 0], 2, 2],
    ['technical_mixed', 'simple', hierarchyFirst, [4, 3, 2, 2, 0], 1, 1],
    ['technical_mixed', 'complex', hierarchyFirst, [4, 3, 2, 2, 0], 1, 1],
    ['mixed_multilingual', 'simple', contentFirst, [3, 3, 2, 1, 0], 2, 2],
    ['mixed_multilingual', 'medium', contentFirst, [3, 2, 2, 2, 0], 2, 2],
  ] as const)('%s/%s', (queryType, complexity, fields, weights, typos, drop) => {
    const s = searchStrategy({ queryType, complexity })
    expect(s.query_by).toEqual(fields)
    expect(s.query_by_weights).toEqual(weights)
    expect(s.query_by_weights).toHaveLength(s.query_by.length)
    expect(s.num_typos).toBe(typos)
    expect(s.drop_tokens_threshold).toBe(drop)
    expect(s.description.length).toBeGreaterThan(10)
  })

  it('english_only weights content 3 when complex (weights follow its own field order)', () => {
    const s = searchStrategy({ queryType: 'english_only', complexity: 'complex' })
    expect(s.query_by_weights[s.query_by.indexOf('content')]).toBe(3)
    expect(s.query_by_weights[s.query_by.indexOf('hierarchy.lvl0')]).toBe(3)
  })
})

describe('vector and paging parameters', () => {
  it('distance threshold by complexity', () => {
    expect([
      vectorDistanceThreshold('simple'),
      vectorDistanceThreshold('medium'),
      vectorDistanceThreshold('complex'),
    ]).toEqual([0.3, 0.4, 0.5])
  })
  it('alpha is the clamped semantic weight', () => {
    expect(vectorAlpha({ semanticWeight: 0.8 })).toBe(0.8)
    expect(vectorAlpha({ semanticWeight: 1.7 })).toBe(1)
    expect(vectorAlpha({ semanticWeight: -2 })).toBe(0)
    expect(vectorAlpha({ semanticWeight: Number.NaN })).toBe(0)
  })
  it('per-page suggestion and typos', () => {
    expect([suggestedPerPage('chinese_only', 'simple'), suggestedPerPage('chinese_only', 'complex')]).toEqual([15, 20])
    expect([suggestedPerPage('english_only', 'simple'), suggestedPerPage('english_only', 'medium')]).toEqual([10, 15])
    expect([suggestedPerPage('technical_mixed', 'simple'), suggestedPerPage('mixed_multilingual', 'complex')]).toEqual([
      12, 12,
    ])
    expect([
      typosFor('chinese_only'),
      typosFor('technical_mixed'),
      typosFor('english_only'),
      typosFor('mixed_multilingual'),
    ]).toEqual([1, 1, 2, 2])
  })
})
