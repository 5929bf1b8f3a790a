import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compileSynonyms, findSynonymSpans, LocalEngine, type DocRecord } from '../../../../src/search-core'
import { BRIDGE_WEIGHT, planQuery, SYNONYM_WEIGHT } from '../../../../src/search-core/local/query-plan'
import { mergeRules, parseBridgeRules } from '../../../../src/search-core/synonyms'
import { readVocabulary } from '../../../../src/indexer/synonyms-file'
import { docRecord } from '../doc-record'

// The colloquial table (docs/search-colloquial.json): a reader's word bridged to the docs' words.
const bridge = parseBridgeRules({ synonyms: [{ id: 'refund', root: '退钱', synonyms: ['退款'] }] })
const synonym = { id: 'refund-fee', synonyms: ['退钱', '退费'] }

/** Sections of one page, `/page.html#<anchor>`, in order. */
const section = (anchor: string, lvl2: string, content: string): DocRecord => ({
  ...docRecord('page', '费用中心', content, { lvl2 }),
  id: anchor,
  url: `/page.html#${anchor}`,
  anchor,
})
const urls = async (e: LocalEngine, q: string) => (await e.search(q)).hits.map((h) => h.url)

describe('the colloquial bridge', () => {
  it('is a list of one-way rules whose ids no synonym rule shares', () => {
    expect(bridge).toEqual([{ id: 'refund', root: '退钱', synonyms: ['退款'], bridge: true }])
    expect(compileSynonyms(bridge)).toEqual([[['退款'], '退钱', 1]])
    expect(() => parseBridgeRules({ synonyms: [{ id: 'two-way', synonyms: ['退钱', '退款'] }] })).toThrow(/"root"/)
    expect(() => mergeRules([{ id: 'refund', synonyms: ['a', 'b'] }], bridge)).toThrow(/"refund" is used twice/)
    expect(() => mergeRules([{ id: 'refund-rule', root: '退钱', synonyms: ['退费'] }], bridge)).toThrow(
      /the root "退钱" has two rules, "refund-rule" and "refund"/,
    )
  })

  it('ships the colloquial table (docs/search-colloquial.json, 60 rules or more), read with the synonyms as one list', async () => {
    const rules = (await readVocabulary('docs/search-synonyms.json')) ?? []
    const bridges = rules.filter((r) => r.bridge)
    expect(bridges.length).toBeGreaterThanOrEqual(60)
    expect(bridges.every((r) => r.root !== undefined)).toBe(true)
    expect(rules.length - bridges.length).toBeGreaterThan(0)
  })

  it('searches the docs word below a synonym, and a synonym rule’s word is never bridged', () => {
    const rules = compileSynonyms([...bridge, synonym])
    expect(findSynonymSpans('退钱', rules)).toEqual([
      { start: 0, end: 2, alternatives: ['退钱', '退款', '退费'], bridged: ['退款'] },
    ])
    const weights = planQuery('退钱', { synonyms: rules }).units[0]!.alternatives.map((a) => [a.text, a.weight])
    expect(weights).toEqual([
      ['退钱', 1],
      ['退款', BRIDGE_WEIGHT],
      ['退费', SYNONYM_WEIGHT],
    ])
    expect(BRIDGE_WEIGHT).toBeLessThan(SYNONYM_WEIGHT)
    const both = compileSynonyms([...bridge, { id: 'refund-2', synonyms: ['退钱', '退款'] }])
    expect(findSynonymSpans('退钱', both)[0]!.bridged).toEqual([])
  })

  it('finds the page that uses only the docs word', async () => {
    const e = LocalEngine.fromRecords(
      [section('rules', '欠费规则', '余额为负时停止服务。'), section('refund', '余额', '现金余额可以申请退款。')],
      { synonyms: compileSynonyms(bridge) },
    )
    expect(await urls(e, '退钱')).toEqual(['/page.html#refund'])
  })

  it('never ranks a section holding the bridged word above one of the same page holding the typed word in its place', async () => {
    const filler = fc.constantFrom('现金余额', '原路返回', '工作日内到账', '提交工单', '代金券')
    await fc.assert(
      fc.asyncProperty(
        fc.array(filler, { maxLength: 4 }),
        fc.array(filler, { maxLength: 4 }),
        fc.boolean(),
        async (before, after, bridgedFirst) => {
          const text = (word: string) => [...before, word, ...after].join('，') + '。'
          const exact = section('exact', '说明', text('退钱'))
          const bridged = section('bridged', '说明', text('退款'))
          const e = LocalEngine.fromRecords(bridgedFirst ? [bridged, exact] : [exact, bridged], {
            synonyms: compileSynonyms(bridge),
          })
          expect(await urls(e, '退钱')).toEqual(['/page.html#exact', '/page.html#bridged'])
        },
      ),
      { numRuns: 30 },
    )
  })
})

describe('words a synonym rule takes as one thing', () => {
  const rules = compileSynonyms([{ id: 'batch', synonyms: ['batch api', '批量推理'] }])
  it('find the records holding some of them when no record holds them together', async () => {
    const e = LocalEngine.fromRecords(
      [
        docRecord('modes', 'Model service', 'Batch: offline jobs at half the real-time price.'),
        docRecord('other', 'Dev instances', 'GPU containers for interactive work.'),
      ],
      { synonyms: rules, locale: 'en' },
    )
    const r = await e.search('batch API')
    expect(r.hits.map((h) => h.url)).toEqual(['/modes.html'])
  })
  it('rank a record holding them together above one holding a part', async () => {
    const e = LocalEngine.fromRecords(
      [
        docRecord('part', 'Batch', 'Batch jobs finish within a day.'),
        docRecord('whole', 'Batch API', 'The batch API takes a file of requests.'),
      ],
      { synonyms: rules, locale: 'en' },
    )
    expect((await e.search('batch API')).hits[0]?.url).toBe('/whole.html')
  })
})
