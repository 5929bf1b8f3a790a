import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CalcError, checkPage, evaluate, expandFacts, formatResult, numberIn } from '../../../src/facts'
import { expandPageFacts, loadFacts } from '../../../src/indexer/facts-file'

// Worked examples are computed from the recorded facts (CONTENT.md, "Facts as data"): a price change
// changes every example that uses it.
const facts = loadFacts(path.resolve(__dirname, '../../../docs'))
const none = () => null

describe('calc tokens', () => {
  it('compute over facts in the page’s locale, in yuan when a price is used', () => {
    // The L40S card-hour price × 6 hours × 22 days.
    expect(expandFacts('合计 [[calc:price-l40s * 6 * 22]]。', facts, 'zh')).toBe('合计 ¥594.00。')
    expect(expandFacts('= [[calc:16 × price-a800 × 10.5]].', facts, 'en')).toBe('= ¥1,663.20.')
    // A literal of a value (its n-th), a format, numbers alone.
    expect(expandFacts('[[calc:3000 * price-deepseek-v32:1 / 1000000|¥4]]', facts, 'zh')).toBe('¥0.0060')
    expect(expandFacts('[[calc:2 * (3 + 4)]] 张', facts, 'zh')).toBe('14 张')
  })

  it('reach what the build renders and indexes, on a page with no fact token', () => {
    const docs = path.resolve(__dirname, '../../../docs')
    expect(expandPageFacts(docs, 'a.md', '两小时 [[calc:2 * price-a800]]。')).toBe('两小时 ¥19.80。')
  })

  it('follow the fact when it changes', () => {
    const changed = loadFacts(path.resolve(__dirname, '../../../docs'))
    const fact = changed.byId.get('price-l40s')!
    fact.value = { zh: '¥5.00', en: '¥5.00' }
    expect(expandFacts('[[calc:price-l40s * 6 * 22]]', changed, 'zh')).toBe('¥660.00')
  })

  it('are left alone in fenced code and written literally when escaped', () => {
    const src = '```\n[[calc:1 + 1]]\n```\n\\[[calc:1 + 1]] = [[calc:1 + 1]]'
    expect(expandFacts(src, facts, 'zh')).toBe('```\n[[calc:1 + 1]]\n```\n[[calc:1 + 1]] = 2')
  })

  it('refuse an unknown fact, a bad expression or format, with the line; the check reports it', () => {
    expect(() => expandFacts('a\n[[calc:price-nope * 2]]', facts, 'zh')).toThrow(
      /line 2: no fact or number "price-nope"/,
    )
    expect(() => expandFacts('[[calc:(1 + 2]]', facts, 'zh')).toThrow(CalcError)
    expect(() => expandFacts('[[calc:1 + 2|$]]', facts, 'zh')).toThrow(/unknown format/)
    expect(() => expandFacts('[[calc:1 / 0]]', facts, 'zh')).toThrow(/finite/)
    expect(expandFacts('[[calc:price-nope]]', facts, 'zh', 'keep')).toBe('[[calc:price-nope]]')
    const [violation] = checkPage('正文\n[[calc:price-nope * 2]]\n', 'docs/a.md', facts)
    expect(violation).toMatchObject({ line: 2, found: '[[calc:price-nope * 2]]' })
  })

  it('evaluate without eval: precedence, brackets, signs, × and ÷', () => {
    expect(evaluate('1 + 2 * 3', none).value).toBe(7)
    expect(evaluate('(1 + 2) × 3 ÷ 2', none).value).toBe(4.5)
    expect(evaluate('-2 * -3', none).value).toBe(6)
    expect(() => evaluate('1 + alert(1)', none)).toThrow(CalcError)
    expect(() => evaluate('1; 2', none)).toThrow(CalcError)
  })

  it('format as the pages write numbers', () => {
    expect(formatResult(1663.2, '¥')).toBe('¥1,663.20')
    expect(formatResult(3312, '¥0')).toBe('¥3,312')
    expect(formatResult(0.057175, '¥4')).toBe('¥0.0572')
    expect(formatResult(2.5, 'n')).toBe('2.5')
    expect(formatResult(12000, 'n')).toBe('12,000')
    expect(formatResult(-3, 'n')).toBe('-3')
    // A half is rounded up as on paper, though binary holds 6.2 × 0.35 × 0.5 as 1.08499…
    expect(formatResult((6.2 * 0.35 * 50) / 100, '¥')).toBe('¥1.09')
    expect(formatResult(0.0000000543, '¥6')).toBe('¥0.000000')
    expect(numberIn('¥1,500')).toBe(1500)
    expect(numberIn('包月 85 折')).toBe(85)
  })
})
