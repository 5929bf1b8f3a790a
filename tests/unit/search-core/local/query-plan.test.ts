import { describe, expect, it } from 'vitest'
import { compileSynonyms } from '../../../../src/search-core'
import {
  BRIDGE_WEIGHT,
  exactTerms,
  FUZZY_ONE_AT,
  PARTS_WEIGHT,
  planQuery,
  planTerms,
  SINGLE_CHAR_WEIGHT,
  specsOf,
  SYNONYM_WEIGHT,
  synonymUnit,
  wordUnits,
} from '../../../../src/search-core/local/query-plan'
import { findSynonymSpans } from '../../../../src/search-core/synonyms'
import { segmentQuery } from '../../../../src/search-core/tokenize'

const noSynonyms = { synonyms: [] }
const texts = (plan: ReturnType<typeof planQuery>) => plan.units.map((u) => u.alternatives.map((a) => a.text))

describe('query plan', () => {
  it('plans a Chinese question as its words, without function words, and the run as a phrase', () => {
    const plan = planQuery('如何创建开发机', noSynonyms)
    const words = texts(plan).flat()
    expect(words).toContain('创建')
    expect(words).not.toContain('如何')
    // The run as typed: its character pairs, found together only where the phrase occurs.
    expect(plan.phrases).toEqual([['如何', '何创', '创建', '建开', '开发', '发机']])
    expect(plan.exact).toEqual(['=如何创建开发机'])
    expect(plan.words).toContain('创建开发机')
  })

  it('names the units each phrase spells, and not the words typed beside it', () => {
    const plan = planQuery('自动图文集 区域', noSynonyms)
    const words = texts(plan).map((alts) => alts[0])
    expect(plan.phrases).toHaveLength(1)
    expect(plan.phraseUnits[0]?.map((i) => words[i])).toEqual(words.filter((w) => w !== '区域'))
    expect(words).toContain('区域')
  })

  it('keeps a phrase whole, function words and all, among the words as typed (for its snippet)', () => {
    const plan = planQuery('中的参数', noSynonyms)
    expect(texts(plan)).toEqual([['参数']])
    expect(plan.typed).toEqual(['参数', '中的参数'])
    expect(plan.words).toContain('中的参数')
    expect(planQuery('api key', noSynonyms).typed).toEqual(['api', 'key', 'api key'])
  })

  it('searches a CJK word by its pairs and a lone character by its completions, at half weight', () => {
    const plan = planQuery('创建 机', noSynonyms)
    const [create, machine] = plan.units
    expect(create?.alternatives[0]?.specs).toEqual([{ term: '创建' }])
    expect(create?.weight).toBe(1)
    expect(machine?.alternatives[0]?.specs).toEqual([{ term: '机', prefix: true }])
    expect(machine?.weight).toBe(SINGLE_CHAR_WEIGHT)
  })

  it('plans mixed Latin and Chinese: a compound found whole or, for less, by its parts', () => {
    const plan = planQuery('qwen2.5-7b 部署', noSynonyms)
    expect(texts(plan)).toEqual([['qwen2.5-7b', 'qwen2 5 7b'], ['部署']])
    const [model] = plan.units
    expect(model?.alternatives.map((a) => a.weight)).toEqual([1, PARTS_WEIGHT])
    expect(model?.alternatives[0]?.specs).toEqual([{ term: 'qwen2.5-7b', prefix: false }])
    // The parts may also sit in different sections of one page.
    expect(model?.alternatives[1]?.acrossPage).toBe(true)
    // Typed side by side: found as typed where the index records the two words next to each other.
    expect(plan.phrases).toEqual([])
    expect(plan.joints).toEqual([['qwen2.5-7b部', '部署']])
  })

  it('completes the Latin word being typed, and allows typos in long words', () => {
    expect(specsOf('kubeconf', true)).toEqual([{ term: 'kubeconf', fuzzy: true, prefix: true }])
    expect(specsOf('kubeconf', false)).toEqual([{ term: 'kubeconf', fuzzy: true }])
    // Too short to complete (a 2-letter prefix matches half the dictionary) or to guess a typo in.
    expect(specsOf('ku', true)).toEqual([{ term: 'ku', fuzzy: false }])
    expect(specsOf('a'.repeat(FUZZY_ONE_AT - 1), false)[0]?.fuzzy).toBe(false)
  })

  it('searches a synonym span as any of its terms, the synonyms for a little less', () => {
    const meta = { synonyms: compileSynonyms([{ id: 'vram', synonyms: ['显存', 'vram'] }]) }
    const plan = planQuery('vram 不够', meta)
    const span = plan.units[0]
    expect(span?.synonyms).toBe(true)
    expect(span?.alternatives.map((a) => [a.text, a.weight])).toEqual([
      ['vram', 1],
      ['显存', SYNONYM_WEIGHT],
    ])
    expect(plan.words).toEqual(expect.arrayContaining(['vram', '显存']))
  })

  it('asks for the pairs that may rejoin single characters, then rejoins them by their frequency', () => {
    const first = planQuery('训练时显存爆了', noSynonyms)
    expect(first.pairs).toContain('显存')
    const second = planQuery('训练时显存爆了', noSynonyms, (pair) => (pair === '显存' ? 12 : 0))
    expect(second.pairs).toEqual([])
    expect(texts(second).flat()).toContain('显存')
  })

  it('lists every term to look up once', () => {
    const terms = planTerms(planQuery('显存 gpu', noSynonyms)).map((s) => s.term)
    expect(terms).toEqual(['显存', '显', '存', 'gpu', '存gpu', '=显存gpu'])
    expect(new Set(terms).size).toBe(terms.length)
  })
})

describe("the plan's stages", () => {
  const alternatives = (u: { alternatives: { text: string; weight: number }[] } | undefined) =>
    u?.alternatives.map((a) => [a.text, a.weight])

  it('drops how often it happens to the reader (老是, 一直在), which would outweigh what the query is about', () => {
    expect(segmentQuery('接口老是断开').map((w) => w.word)).toEqual(['接口', '断开'])
    expect(segmentQuery('训练任务一直在排队').map((w) => w.word)).toEqual(['训练', '任务', '排队'])
  })

  it('plans a single character by its completions at half weight and by the pair it makes as typed', () => {
    const [direct, take] = wordUnits(segmentQuery('是直接取'), true)
    expect(direct?.word).toBe('直接')
    expect(alternatives(take?.unit)).toEqual([
      ['取', 1],
      ['接取', 1],
    ])
    expect(take?.unit.weight).toBe(SINGLE_CHAR_WEIGHT)
    // Its neighbour 接 belongs to a content word: the pair is the evidence that the index holds it.
    expect(take?.unit.evidence).toEqual([1])
    expect(take?.lone).toBe(false)
  })

  it('marks a single character beside function words only as lone, with no evidence of its own', () => {
    const units = wordUnits(segmentQuery('猫粮怎么办'), true)
    expect(units.map((u) => [u.word, u.lone])).toEqual([
      ['猫', false],
      ['粮', false],
      ['办', true],
    ])
    expect(units[2]?.unit.evidence).toBeUndefined()
  })

  it('keeps a short run the segmenter cut as one unit: as typed by its pairs, or for less by its parts', () => {
    const [unit] = wordUnits(segmentQuery('咖啡机'), true)
    expect(alternatives(unit?.unit)).toEqual([
      ['咖啡机', 1],
      ['咖啡 机', PARTS_WEIGHT],
    ])
    expect(unit?.unit.alternatives[0]?.specs).toEqual([{ term: '咖啡' }, { term: '啡机' }])
  })

  it("weighs a bridge rule's docs words below a synonym, and completes only the form typed at the query's end", () => {
    const rules = compileSynonyms([
      { id: 'refund', synonyms: ['退款', '退费'], root: '退钱', bridge: true },
      { id: 'vram', synonyms: ['显存', 'vram'] },
    ])
    const [refund] = findSynonymSpans('退钱', rules)
    expect(alternatives(synonymUnit(refund!, true))).toEqual([
      ['退钱', 1],
      ['退款', BRIDGE_WEIGHT],
      ['退费', BRIDGE_WEIGHT],
    ])
    const [vram] = findSynonymSpans('vram 不够', rules)
    expect(synonymUnit(vram!, true)?.alternatives[0]?.specs[0]?.prefix).toBe(true)
    expect(synonymUnit(vram!, false)?.alternatives[0]?.specs[0]?.prefix).toBeUndefined()
  })

  it("takes a rule's terms as whole titles only when the rule covers the whole query", () => {
    const rules = compileSynonyms([{ id: 'vram', synonyms: ['显存', 'vram'] }])
    expect(exactTerms('vram', findSynonymSpans('vram', rules))).toEqual(['=vram', '=显存'])
    expect(exactTerms('vram 不够', findSynonymSpans('vram 不够', rules))).toEqual(['=vram不够'])
  })
})
