import { describe, expect, it } from 'vitest'
import { foldText } from '../../../src/search-core/fold'
import {
  compactText,
  headingExpects,
  latinChineseProbe,
  MIXED_WINDOW,
  probeHalf,
  probeStream,
} from '../../../testkit/relevance/corpus-probes'

/** A stream that returns these numbers in turn: direction coin, pick, length. */
const scripted = (...xs: number[]) => {
  let i = 0
  return () => xs[i++ % xs.length]!
}
const LATIN_FIRST = 0.1
const HAN_FIRST = 0.9

describe('Latin + Chinese probes', () => {
  it('keep the Latin word whole when the drawn position falls at its tail', () => {
    const s = '本页说明如何在 LibreOffice Basic 中启动对话框'
    const at = s.indexOf('ic 中')
    // A window cut at `at - MIXED_WINDOW` used to start inside `Basic`.
    expect(s.slice(at - MIXED_WINDOW, at).includes('Basic')).toBe(false)
    expect(latinChineseProbe(s, at, scripted(LATIN_FIRST, 0, 0))).toBe('Basic 中启')
    expect(latinChineseProbe(s, at, scripted(LATIN_FIRST, 0, 0.99))).toBe('Basic 中启动')
  })

  it('take the Chinese word before a Latin token whole at the Latin end', () => {
    const s = '先把文件保存为rrpic.txt文件再导入'
    expect(latinChineseProbe(s, s.indexOf('txt'), scripted(HAN_FIRST, 0, 0))).toBe('存为rrpic.txt')
    expect(latinChineseProbe(s, s.indexOf('txt'), scripted(LATIN_FIRST, 0, 0))).toBe('rrpic.txt文件')
  })

  it('never start a token after a digit or end it before a letter', () => {
    expect(latinChineseProbe('生成 3D模型 的步骤', 3, scripted(LATIN_FIRST, 0, 0))).toBeUndefined()
    expect(latinChineseProbe('支持 Café 菜单', 4, scripted(HAN_FIRST, 0, 0))).toBeUndefined()
  })

  it('take no single letter after Chinese (a label, not a term)', () => {
    expect(latinChineseProbe('然后执行步骤 A 的操作', 7, scripted(HAN_FIRST, 0, 0))).toBeUndefined()
    expect(latinChineseProbe('然后执行步骤 AB 的操作', 7, scripted(HAN_FIRST, 0, 0.99))).toBe('行步骤 AB')
  })

  it('ignore pairs outside the window around the drawn position', () => {
    const s = `HTML 文件${'说'.repeat(40)}`
    expect(latinChineseProbe(s, s.length - 1, scripted(LATIN_FIRST, 0, 0))).toBeUndefined()
    expect(latinChineseProbe(s, 0, scripted(LATIN_FIRST, 0, 0))).toBe('HTML 文件')
  })
})

describe('heading probes', () => {
  const pages = [
    '编辑字符串内容 lcase 函数 ucase 函数',
    'ucase 函数 将小写字母转为大写',
    '其他内容',
    '关于 ucase 函数',
  ].map((s) => compactText(s, foldText))
  it('expect the heading’s own page and every other page that writes it', () => {
    expect(headingExpects('UCase 函数', 0, pages, foldText, 3)).toEqual([0, 1, 3])
    expect(headingExpects('其他内容', 2, pages, foldText, 3)).toEqual([2])
  })
  it('find the heading written with other punctuation and spacing', () => {
    const texts = ['python 语法: 调用', '定义 python 语法', '在「增量」框中输入一个值'].map((s) =>
      compactText(s, foldText),
    )
    expect(headingExpects('Python 语法:', 0, texts, foldText, 3)).toEqual([0, 1])
    expect(headingExpects('增量框', 0, texts, foldText, 3)).toEqual([0, 2])
  })
  it('are dropped when too many other pages write the heading to name one', () => {
    expect(headingExpects('UCase 函数', 0, pages, foldText, 2)).toBeUndefined()
  })
})

describe('seeded draws', () => {
  it('give each kind its own stream: one kind drawn more leaves another’s draw', () => {
    const a = probeStream(7, 'heading')
    const b = probeStream(7, 'known item, 2 characters')
    const first = [b(), b(), b()]
    for (let i = 0; i < 50; i++) a()
    const again = probeStream(7, 'known item, 2 characters')
    expect([again(), again(), again()]).toEqual(first)
    expect(probeStream(8, 'heading')()).not.toBe(probeStream(7, 'heading')())
  })

  it('put a probe in the same half whatever else was drawn, and about half in each', () => {
    expect(probeHalf(7, 'heading', '递归组件')).toBe(probeHalf(7, 'heading', '递归组件'))
    const halves = Array.from({ length: 2000 }, (_, i) => probeHalf(7, 'known item', `q${i}`))
    const tune = halves.filter((h) => h === 'tune').length
    expect(tune).toBeGreaterThan(900)
    expect(tune).toBeLessThan(1100)
    // The seed moves probes between halves: a new seed is a new split.
    const moved = Array.from({ length: 200 }, (_, i) => `q${i}`).filter(
      (q) => probeHalf(7, 'known item', q) !== probeHalf(8, 'known item', q),
    )
    expect(moved.length).toBeGreaterThan(60)
  })
})
