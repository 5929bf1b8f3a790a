import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  analyzeQuery,
  complexityOf,
  MAX_QUERY_LENGTH,
  normalizeQuery,
  queryTypeOf,
  semanticWeightOf,
} from '../../../src/query-analysis'

describe('query type on real queries', () => {
  it.each([
    ['如何创建开发机', 'chinese_only'],
    ['开发机', 'chinese_only'],
    ['共享存储 挂载 路径', 'chinese_only'],
    ['how to create a dev instance', 'english_only'],
    ['kubeconfig', 'english_only'],
    ['rate limit', 'english_only'],
    ['用 PyTorch DDP 训练', 'technical_mixed'],
    ['CUDA_VISIBLE_DEVICES 怎么设置', 'technical_mixed'],
    ['atlctl job logs 怎么看', 'technical_mixed'],
    ['429', 'technical_mixed'],
    ['训练 model 保存', 'mixed_multilingual'],
    ['😀😀😀', 'mixed_multilingual'],
  ])('%s → %s', (q, type) => {
    expect(analyzeQuery(q).queryType).toBe(type)
  })
})

describe('thresholds', () => {
  it('chinese_only needs CJK ≥ 0.5 and English < 0.15', () => {
    expect(queryTypeOf('x', 0.5, 0.14)).toBe('chinese_only')
    expect(queryTypeOf('ab 训练', 0.49, 0.14)).toBe('mixed_multilingual')
    expect(queryTypeOf('ab 训练', 0.6, 0.15)).toBe('mixed_multilingual')
  })
  it('english_only needs no CJK and English ≥ 0.5', () => {
    expect(queryTypeOf('abc', 0, 0.5)).toBe('english_only')
    expect(queryTypeOf('a 1234', 0, 0.2)).toBe('technical_mixed')
  })
  it('ratios describe the normalised query', () => {
    const a = analyzeQuery('  训练 ab  ')
    expect(a.query).toBe('训练 ab')
    expect(a.totalLength).toBe(5)
    expect(a.cjkRatio).toBeCloseTo(2 / 5)
    expect(a.englishRatio).toBeCloseTo(2 / 5)
    expect(a.spaceRatio).toBeCloseTo(1 / 5)
  })
})

describe('complexity', () => {
  it('is simple up to 2 concepts and 10 chars, medium up to 4 and 25, else complex', () => {
    expect(complexityOf(2, 10)).toBe('simple')
    expect(complexityOf(3, 10)).toBe('medium')
    expect(complexityOf(2, 11)).toBe('medium')
    expect(complexityOf(4, 25)).toBe('medium')
    expect(complexityOf(5, 20)).toBe('complex')
    expect(complexityOf(1, 26)).toBe('complex')
  })
  it('counts concepts without function words', () => {
    expect(analyzeQuery('kubeconfig').estimatedConcepts).toBe(1)
    expect(analyzeQuery('how to create a dev instance').estimatedConcepts).toBe(3)
  })
})

describe('semantic weight', () => {
  it.each([
    ['chinese_only', 'simple', 0.45],
    ['chinese_only', 'medium', 0.8],
    ['chinese_only', 'complex', 0.8],
    ['english_only', 'simple', 0.3],
    ['english_only', 'complex', 0.6],
    ['technical_mixed', 'simple', 0.4],
    ['technical_mixed', 'complex', 0.4],
    ['mixed_multilingual', 'simple', 0.5],
    ['mixed_multilingual', 'complex', 0.5],
  ] as const)('%s/%s → %s', (type, complexity, w) => {
    expect(semanticWeightOf(type, complexity)).toBe(w)
  })
  it('exact-match weight is its complement, both within 0..1', () => {
    const a = analyzeQuery('如何创建开发机')
    expect(a.semanticWeight + a.exactMatchWeight).toBeCloseTo(1)
  })
})

describe('bad input', () => {
  it('bounds every query to MAX_QUERY_LENGTH code points', () => {
    expect(MAX_QUERY_LENGTH).toBe(256)
    expect(Array.from(normalizeQuery('训'.repeat(10_000))).length).toBe(256)
    expect(Array.from(normalizeQuery('😀'.repeat(1000))).length).toBe(256)
  })
  it('strips control and bidi-override characters and collapses whitespace', () => {
    expect(normalizeQuery('a\u0000b\u202Ec\n\t d')).toBe('abc d')
    expect(normalizeQuery(42)).toBe('')
  })
  it.each(['', '   ', '<script>alert(1)</script>', 'مرحبا بالعالم', '\u0007\u0008', '😀'])(
    'analyses %j without throwing',
    (q) => {
      const a = analyzeQuery(q)
      expect(a.semanticWeight).toBeGreaterThanOrEqual(0)
      expect(a.semanticWeight).toBeLessThanOrEqual(1)
    },
  )
  it('never throws on arbitrary strings (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (s) => {
        const a = analyzeQuery(s)
        return (
          a.totalLength <= MAX_QUERY_LENGTH &&
          a.semanticWeight >= 0 &&
          a.semanticWeight <= 1 &&
          a.cjkRatio + a.englishRatio <= 1 + 1e-9
        )
      }),
      { numRuns: 500 },
    )
  })
})
