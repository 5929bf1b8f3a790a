import { describe, expect, it } from 'vitest'
import { EXTEND_SHARE, joinSingles, MAX_SHORT_RUN } from '../../../../src/search-core/local/rejoin'
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
    // (and the pair the first single makes with the word before it: 训练 + 时, which it may extend)
    expect(candidates).toEqual(['练时', '时显', '显存', '存爆'])
  })

  it('second pass: pairs the singles the index holds, the most frequent pairing winning', () => {
    const df: Record<string, number> = { 显存: 40, 时显: 1, 存爆: 2 }
    expect(joined(joinSingles(segmented, (p) => df[p] ?? 0, []))).toEqual(['训练', '时', '显存', '爆'])
    expect(joined(joinSingles(segmented, () => 0, []))).toEqual(['训练', '时', '显', '存', '爆'])
  })

  it('extends a word by the single beside it when the index holds the longer word', () => {
    // 修饰|符|和|转换|器 as the segmenter cuts it: 符 and 和 are singles side by side, 符和 a pair across
    // a word boundary that a record may well hold; 饰符 and 修饰 sit in the same records (修饰符).
    const text = '修饰符和转换器'
    let at = 0
    const ws = ['修饰', '符', '和', '转换', '器'].map((word) => {
      const w = { word, token: 0, run: text, at }
      at += word.length
      return w
    })
    const candidates: string[] = []
    expect(joined(joinSingles(ws, undefined, candidates))).toEqual(['修饰', '符', '和', '转换', '器'])
    expect(candidates).toEqual(expect.arrayContaining(['饰符', '符和', '和转', '换器']))
    const records: Record<string, number[]> = {
      修饰: [1, 2, 3, 4, 5],
      饰符: [1, 2, 3, 4],
      符和: [9],
      转换: [1, 6, 7, 8],
      换器: [6, 7, 8],
    }
    const df = (p: string) => records[p]?.length ?? 0
    const rec = (p: string) => records[p] ?? null
    expect(joined(joinSingles(ws, df, [], rec))).toEqual(['修饰符', '和', '转换器'])
    // Without the records (or with the longer word in no record), the singles pair as before.
    expect(joined(joinSingles(ws, df, []))).toEqual(['修饰', '符和', '转换', '器'])
  })

  it('pairs a single with the single beside it, not the word, when the index holds that pair in more records', () => {
    // 私有|镜|像 as the segmenter cuts it: 有镜 sits in the records of 私有 (私有镜像), but 镜像 is the word.
    const text = '私有镜像'
    const ws = [
      { word: '私有', token: 0, run: text, at: 0 },
      { word: '镜', token: 0, run: text, at: 2 },
      { word: '像', token: 0, run: text, at: 3 },
    ]
    const records: Record<string, number[]> = { 私有: [1, 2, 3, 4], 有镜: [1, 2, 3], 镜像: [1, 2, 3, 5, 6, 7, 8] }
    const df = (p: string) => records[p]?.length ?? 0
    const rec = (p: string) => records[p] ?? null
    expect(joined(joinSingles(ws, df, [], rec))).toEqual(['私有', '镜像'])
    // Where the pair is the rarer one, the word is extended as before.
    records.镜像 = [9]
    expect(joined(joinSingles(ws, df, [], rec))).toEqual(['私有镜', '像'])
  })

  it('leaves a single apart from a word it only meets across a word boundary', () => {
    // 晚上|没|人: 上没 (of 上没有) is common, but rarely in the records of 晚上.
    const text = '晚上没人'
    const ws = [
      { word: '晚上', token: 0, run: text, at: 0 },
      { word: '没', token: 0, run: text, at: 2 },
      { word: '人', token: 0, run: text, at: 3 },
    ]
    const records: Record<string, number[]> = { 晚上: [1, 2, 3], 上没: [3, 10, 11, 12, 13, 14], 没人: [20, 21] }
    const share = 1 / 6
    expect(share).toBeLessThan(EXTEND_SHARE)
    expect(
      joined(
        joinSingles(
          ws,
          (p) => records[p]?.length ?? 0,
          [],
          (p) => records[p] ?? null,
        ),
      ),
    ).toEqual(['晚上', '没人'])
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
