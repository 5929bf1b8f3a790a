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
    expect(candidates).toEqual(['时显', '显存', '存爆'])
  })

  it('second pass: pairs the singles the index holds, the most frequent pairing winning', () => {
    const df: Record<string, number> = { 显存: 40, 时显: 1, 存爆: 2 }
    expect(joined(joinSingles(segmented, (p) => df[p] ?? 0, []))).toEqual(['训练', '时', '显存', '爆'])
    expect(joined(joinSingles(segmented, () => 0, []))).toEqual(['训练', '时', '显', '存', '爆'])
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
