import { describe, expect, it } from 'vitest'
import { joinSingles, MAX_SHORT_RUN } from '../../../../src/search-core/local/rejoin'
import type { QueryWord } from '../../../../src/search-core/tokenize'

const run = '训练时显存爆了'
/** Words of one CJK run (token 0) at their offsets, as the segmenter gives them. */
const words = (...ws: string[]): QueryWord[] => {
  let at = 0
  return ws.map((word) => {
    const w = { word, token: 0, run, at }
    at += word.length
    return w
  })
}
const joined = (ws: QueryWord[]) => ws.map((w) => w.word)

describe('rejoining single characters', () => {
  const segmented = words('训练', '时', '显', '存', '爆')

  it('first pass: keeps the words and lists the pairs to read', () => {
    const candidates: string[] = []
    expect(joined(joinSingles(segmented, undefined, candidates))).toEqual(['训练', '时', '显', '存', '爆'])
    // (and the pair the first single makes with the word before it: 训练 + 时)
    expect(candidates).toEqual(['时显', '显存', '存爆', '练时'])
  })

  it('second pass: pairs the singles the index holds, the most frequent pairing winning', () => {
    const df: Record<string, number> = { 显存: 40, 时显: 1, 存爆: 2 }
    expect(joined(joinSingles(segmented, (p) => df[p] ?? 0, []))).toEqual(['训练', '时', '显存', '爆'])
    expect(joined(joinSingles(segmented, () => 0, []))).toEqual(['训练', '时', '显', '存', '爆'])
  })

  it('prefers an indexed word spanning the run to a pair across a word boundary', () => {
    // 修饰|符|和|转换|器 (the segmenter's cut): 符和 is a pair across a boundary, 饰符 extends 修饰符.
    const text = '修饰符和转换器'
    let at = 0
    const ws = ['修饰', '符', '和', '转换', '器'].map((word) => {
      const w = { word, token: 0, run: text, at }
      at += word.length
      return w
    })
    const candidates: string[] = []
    joinSingles(ws, undefined, candidates)
    expect(candidates).toEqual(['符和', '饰符', '和转'])
    const df: Record<string, number> = { 修饰: 30, 饰符: 20, 符和: 1, 转换: 25, 换器: 12 }
    // (器 alone is no run of singles: it stays a single character, searched by its completions.)
    expect(joined(joinSingles(ws, (p) => df[p] ?? 0, []))).toEqual(['修饰符', '和', '转换', '器'])
    // Where the index has no such word, the singles pair as before.
    const none: Record<string, number> = { 符和: 1 }
    expect(joined(joinSingles(ws, (p) => none[p] ?? 0, []))).toEqual(['修饰', '符和', '转换', '器'])
  })

  it('cuts a longer word the index does not hold as typed back into characters, then pairs them', () => {
    const ws = words('回答说')
    const df: Record<string, number> = { 回答: 9 }
    expect(joined(joinSingles(ws, (p) => df[p] ?? 0, []))).toEqual(['回答', '说'])
  })

  it(`leaves short runs (up to ${MAX_SHORT_RUN} characters) alone`, () => {
    const short = [
      { word: '显', token: 0, run: '显存', at: 0 },
      { word: '存', token: 0, run: '显存', at: 1 },
    ]
    const candidates: string[] = []
    expect(joined(joinSingles(short, () => 5, candidates))).toEqual(['显', '存'])
    expect(candidates).toEqual([])
  })
})
