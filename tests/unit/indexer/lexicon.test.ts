import { describe, expect, it } from 'vitest'
import { LEXICON_MIN_FREQUENCY, lexiconFor, lexiconNotice, lexiconWords } from '../../../src/indexer/lexicon'

describe('the general-language lexicon of the Chinese index', () => {
  it(`keeps two-character Chinese words of frequency ${LEXICON_MIN_FREQUENCY} or more that name a thing or an act`, () => {
    const dictionary = [
      '三级 1962 b',
      '银联 86 ns',
      '改签 23 v',
      '元组 3 n',
      '比特币 900 n',
      'AA制 3 n',
      '一大 3248 a',
      '大堆 389 m',
      '往回 343 t',
      '',
      '坏行',
    ].join('\n')
    expect(lexiconWords(dictionary)).toEqual(['三级', '银联', '改签'])
  })

  it('reads jieba’s dictionary for Chinese: its words, not a reader’s glued phrasing; nothing for English', () => {
    const words = new Set(lexiconFor('zh'))
    expect(words.size).toBeGreaterThan(30_000)
    for (const word of ['三级', '银联', '分期', '改签']) expect(words.has(word)).toBe(true)
    for (const phrasing of ['调同', '点钱', '子全', '先捞', '说盘', '一大', '往回'])
      expect(words.has(phrasing)).toBe(false)
    expect(lexiconFor('en')).toEqual([])
  })
})

describe('the lexicon’s notice', () => {
  it('names the dictionary, its licence and its authors', () => {
    const notice = lexiconNotice()
    expect(notice).toContain('https://github.com/fxsjy/jieba')
    expect(notice).toContain('Copyright (c) 2013 Sun Junyi')
    expect(notice).toMatch(/MIT License[\s\S]*Permission is hereby granted/)
  })
})
