import { describe, expect, it } from 'vitest'
import {
  asTypedKey,
  asTypedOrder,
  headIsFinal,
  holdsAsTyped,
  phraseOfPairs,
  showsAny,
} from '../../../../src/search-core/local/as-typed'
import type { RecordRow } from '../../../../src/search-core/local/index-format'

const row = (
  fields: Partial<{ lvl1: string; lvl2: string; lvl3: string; content: string; about: string }>,
): RecordRow => [
  '/a.html',
  '',
  'L0',
  fields.lvl1 ?? '',
  fields.lvl2 ?? '',
  fields.lvl3 ?? '',
  fields.content ?? '',
  fields.about ?? '',
  '',
]

describe('the query as typed, in a record read to be shown', () => {
  it('compares folded letters and digits: spacing, punctuation, width and traditional forms aside', () => {
    expect(asTypedKey('ＡＰＩ 密钥，')).toBe('api密钥')
    expect(
      asTypedKey(
        '開發機',
        new Map([
          ['開', '开'],
          ['發', '发'],
          ['機', '机'],
        ]),
      ),
    ).toBe('开发机')
    expect(phraseOfPairs(['中的', '的参', '参数'])).toBe('中的参数')
    expect(phraseOfPairs(['参数'])).toBe('参数')
  })

  it('holds a phrase written in one of its fields, not its pairs scattered nor a phrase split across fields', () => {
    const key = [asTypedKey('中的参数')]
    expect(holdsAsTyped(row({ content: '`defineProps()` 宏中的参数不可以访问其他变量' }), key)).toBe(true)
    expect(holdsAsTyped(row({ content: '其中的事件，目标的参数，以及参数校验' }), key)).toBe(false)
    expect(holdsAsTyped(row({ lvl2: '事件中的', content: '参数' }), key)).toBe(false)
    expect(holdsAsTyped(row({ lvl2: '组件中的参数' }), key)).toBe(true)
  })

  it("finds a phrase in what else the record is indexed by: its page's description, a keyword", () => {
    expect(holdsAsTyped(row({ about: '安装 kubectl，用 kubectl get nodes 验证\n连接集群' }), ['kubectlgetnodes'])).toBe(
      true,
    )
    expect(holdsAsTyped(row({ about: '连接\n集群' }), ['连接集群'])).toBe(false)
  })

  it('holds a query of two phrases only when both are there', () => {
    const keys = ['创建开发机', '挂载失败']
    expect(holdsAsTyped(row({ content: '创建开发机时挂载失败' }), keys)).toBe(true)
    expect(holdsAsTyped(row({ content: '创建开发机' }), keys)).toBe(false)
    expect(holdsAsTyped(row({ content: '创建开发机' }), [])).toBe(false)
  })
})

describe('the order shown', () => {
  it('puts the records holding the phrase first within their tier, and keeps the ranking otherwise', () => {
    // tiers as ranked: 1 1 1 0 0
    expect(asTypedOrder([1, 1, 1, 0, 0], [false, false, true, false, true])).toEqual([2, 0, 1, 4, 3])
    // Never across tiers: a record titled as the query stays above one holding the phrase.
    expect(asTypedOrder([2, 1], [false, true])).toEqual([0, 1])
    expect(asTypedOrder([0, 0, 0], [false, false, false])).toEqual([0, 1, 2])
  })

  it('puts a record that shows none of the query’s words after those that do, within the same tier', () => {
    // A page found by its readers' keywords (余额退款) does not show 退款; its section saying it does.
    const page = row({ lvl1: '费用中心', content: '费用中心集中管理租户的资金。', about: '余额退款' })
    const section = row({ lvl1: '费用中心', lvl2: '充值', content: '现金余额可以申请退款。' })
    expect(showsAny(page, ['退款'])).toBe(false)
    expect(showsAny(section, ['退款'])).toBe(true)
    expect(asTypedOrder([0, 0, 0], [false, false, false], [false, true, true])).toEqual([1, 2, 0])
    // Holding the phrase as typed comes first, and the tiers stay as ranked.
    expect(asTypedOrder([0, 0], [true, false], [false, true])).toEqual([0, 1])
    expect(asTypedOrder([1, 0], [false, false], [false, true])).toEqual([0, 1])
  })

  it('knows the first screen from its own texts unless a later record may move into it', () => {
    // Every record of the first screen holds the phrase: nothing later can pass them.
    expect(headIsFinal([1, 1, 1, 1], [true, true, true, true], [true, true], 2)).toBe(true)
    // One does not, and a later one of the same tier may hold it.
    expect(headIsFinal([1, 1, 1, 1], [true, true, false, true], [true, false], 2)).toBe(false)
    // Later records cannot hold it (their postings lack a word or a pair).
    expect(headIsFinal([1, 1, 1, 1], [true, false, false, false], [true, false], 2)).toBe(true)
    // A later record that may hold it, but in a lower tier than every loose record of the screen.
    expect(headIsFinal([2, 2, 1, 1], [false, false, true, true], [false, false], 2)).toBe(true)
    expect(headIsFinal([1, 1], [true, true], [false, false], 2)).toBe(true)
  })
})
