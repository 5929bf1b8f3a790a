import { describe, expect, it } from 'vitest'
import type { RecordRow } from '../../../../src/search-core/local/index-format'
import type { Scores } from '../../../../src/search-core/local/scoring'
import { asTypedCheck, shownOrder } from '../../../../src/search-core/local/shown-order'

const row = (fields: Partial<{ lvl1: string; lvl2: string; content: string; about: string }>): RecordRow => [
  '/a.html',
  '',
  'L0',
  fields.lvl1 ?? '',
  fields.lvl2 ?? '',
  '',
  fields.content ?? '',
  fields.about ?? '',
  '',
]
const scattered = row({ lvl1: '事件', content: '事件中的回调会收到目标的参数，参数可以有多个。' })
const asWritten = row({ lvl1: '宏', content: '`defineProps()` 宏中的参数不可以访问其他变量。' })

/**
 * Scores of the shown records (record i shown i-th), one unit asked: each record's phrases held as
 * typed by its postings (`phrase`, 0 by default: it cannot hold the phrase) and whether its title is
 * the query (`exact`).
 */
function scores(records: { phrase?: number; exact?: number }[]): Scores {
  const n = records.length
  return {
    score: new Float64Array(n),
    covered: new Float64Array(n),
    unitsMatched: new Uint16Array(n).fill(1),
    held: new Uint16Array(n).fill(1),
    phraseHits: Uint8Array.from(records.map((r) => r.phrase ?? 0)),
    exactHits: Uint8Array.from(records.map((r) => r.exact ?? 0)),
    touched: records.map((_, i) => i),
    units: 1,
    unitsFound: 1,
    totalUnitWeight: 1,
  }
}
const shown = (n: number) => Array.from({ length: n }, (_, i) => i)
const noFold = new Map<string, string>()
/** 中的参数 as the plan has it: the phrase by its pairs, the word it spells. */
const phrasePlan = { phrases: [['中的', '的参', '参数']], words: ['参数'] }
/** A text still on its way, and the function that delivers it. */
function later(): { row: Promise<RecordRow>; deliver: (r: RecordRow) => void } {
  let deliver: (r: RecordRow) => void = () => {}
  const pending = new Promise<RecordRow>((resolve) => (deliver = resolve))
  return { row: pending, deliver }
}
/** Whether a promise has settled once pending callbacks have run. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false
  void p.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

describe('the order results are shown in', () => {
  it('is the ranking when the query has nothing to check, without waiting for later texts', async () => {
    const s = scores([{}, {}, {}])
    const asTyped = asTypedCheck({ phrases: [], words: [] }, s, shown(3), noFold)
    expect(asTyped).toBeNull()
    const rows = [Promise.resolve(scattered), later().row, later().row]
    expect(await shownOrder({ rows, asTyped }, 1)).toEqual([0])
    expect(await settled(shownOrder({ rows, asTyped }))).toBe(true)
  })

  it('puts a record holding the phrase as typed first within its tier, never across tiers', async () => {
    const rows = [Promise.resolve(scattered), Promise.resolve(asWritten)]
    const sameTier = scores([{ phrase: 1 }, { phrase: 1 }])
    const check = asTypedCheck(phrasePlan, sameTier, shown(2), noFold)
    expect(await shownOrder({ rows, asTyped: check })).toEqual([1, 0])
    // The first record's title is the query: its tier stays above the one holding the phrase.
    const titled = scores([{ phrase: 1, exact: 1 }, { phrase: 1 }])
    expect(await shownOrder({ rows, asTyped: asTypedCheck(phrasePlan, titled, shown(2), noFold) })).toEqual([0, 1])
  })

  it('puts a record that shows none of the query’s words after those that do', async () => {
    // A page found by its readers' keywords (余额退款) does not show 退款; its section saying it does.
    const page = row({ lvl1: '费用中心', content: '费用中心集中管理租户的资金。', about: '余额退款' })
    const section = row({ lvl1: '费用中心', lvl2: '充值', content: '现金余额可以申请退款。' })
    const check = asTypedCheck({ phrases: [], words: ['退款'] }, scores([{}, {}]), shown(2), noFold)
    expect(await shownOrder({ rows: [Promise.resolve(page), Promise.resolve(section)], asTyped: check })).toEqual([
      1, 0,
    ])
  })

  it('answers the first screen from its own texts when no later record may move into it', async () => {
    // The later records' postings lack the phrase: they cannot hold it as typed.
    const check = asTypedCheck(phrasePlan, scores([{ phrase: 1 }, {}, {}]), shown(3), noFold)
    const rows = [Promise.resolve(asWritten), later().row, later().row]
    expect(await shownOrder({ rows, asTyped: check }, 1)).toEqual([0])
  })

  it('makes the first screen wait for a later text that may move into it, then shows it there', async () => {
    const check = asTypedCheck(phrasePlan, scores([{ phrase: 1 }, { phrase: 1 }, { phrase: 1 }]), shown(3), noFold)
    const second = later()
    const third = later()
    const head = shownOrder({ rows: [Promise.resolve(scattered), second.row, third.row], asTyped: check }, 1)
    expect(await settled(head)).toBe(false)
    second.deliver(scattered)
    third.deliver(asWritten)
    expect(await head).toEqual([2])
  })
})
