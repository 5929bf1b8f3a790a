import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  compileSynonyms,
  findSynonymSpans,
  foldText,
  parseFoldPairs,
  parseSynonymRules,
} from '../../../src/search-core'

const rules = compileSynonyms([
  { id: 'rate-limit', synonyms: ['速率限制', '限流', 'Rate Limit', '429'] },
  { id: 'api-key', synonyms: ['api 密钥', 'api key'] },
  { id: 'gpu', root: '显卡', synonyms: ['gpu'] },
  { id: 'tp', root: 'tp', synonyms: ['张量并行'] },
  { id: 'hf', synonyms: ['hf', 'hugging face'] },
])
const spans = (q: string) => findSynonymSpans(foldText(q), rules).map((s) => s.alternatives)

describe('synonym rules', () => {
  it('expands any term of a multi-way rule to the others, as typed first', () => {
    expect(spans('限流了怎么办')).toEqual([['限流', '速率限制', 'rate limit', '429']])
    expect(spans('rate limit')).toEqual([['rate limit', '速率限制', '限流', '429']])
  })
  it('expands a one-way root only', () => {
    expect(spans('显卡 价格')).toEqual([['显卡', 'gpu']])
    expect(spans('gpu 价格')).toEqual([])
  })
  it('matches Latin terms as whole words, and a space beside CJK as optional', () => {
    expect(spans('http 请求')).toEqual([]) // tp inside http
    expect(spans('hf_home 设置')).toEqual([]) // hf inside an identifier
    expect(spans('创建API密钥')).toEqual([['api密钥', 'api key']])
    expect(spans('apikey')).toEqual([])
    // A hyphen joins Latin words as a space does, but a flag is a compound searched whole.
    expect(spans('rate-limit 是多少')).toEqual([['rate-limit', '速率限制', '限流', 'rate limit', '429']])
    expect(spans('--rate-limit')).toEqual([])
  })
  it('prefers the longest match and never overlaps', () => {
    expect(spans('api key 限流')).toEqual([
      ['api key', 'api 密钥'],
      ['限流', '速率限制', 'rate limit', '429'],
    ])
  })
  it('rejects malformed files with the rule at fault', () => {
    expect(() => parseSynonymRules({ synonyms: [{ id: 'Bad Id', synonyms: ['a', 'b'] }] }, 'f.json')).toThrow(
      /f\.json: rule 1 \(Bad Id\): "id" must be kebab-case/,
    )
    expect(() =>
      parseSynonymRules({
        synonyms: [
          { id: 'a', synonyms: ['x', 'y'] },
          { id: 'a', synonyms: ['x', 'z'] },
        ],
      }),
    ).toThrow(/duplicate id/)
    expect(() => parseSynonymRules({ synonyms: [{ id: 'a', synonyms: ['x'] }] })).toThrow(/two terms/)
    expect(() => parseSynonymRules({ synonyms: [{ id: 'a', synonyms: ['x', ''] }] })).toThrow(/non-empty/)
    expect(() => parseSynonymRules([])).toThrow(/"synonyms" array/)
  })
  it('the content folder’s synonyms file is valid, and each rule has a term the content uses', () => {
    const file = new URL('../../../docs/search-synonyms.json', import.meta.url)
    const parsed = parseSynonymRules(JSON.parse(fs.readFileSync(file, 'utf8')), 'docs/search-synonyms.json')
    expect(parsed.length).toBeGreaterThan(50)
    const docs = fs
      .readdirSync(new URL('../../../docs/', import.meta.url), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.md'))
      .map((e) => fs.readFileSync(`${e.parentPath}/${e.name}`, 'utf8'))
      .join('\n')
    const text = foldText(docs).replace(/\s+/g, ' ')
    const unused = parsed.filter((r) => ![...r.synonyms, r.root ?? ''].some((t) => t && text.includes(foldText(t))))
    expect(unused.map((r) => r.id)).toEqual([])
  })
})

describe('folding', () => {
  it('folds full-width forms and case, and traditional characters with the shipped pairs', () => {
    expect(foldText('ＡＰＩ　Ｋｅｙ')).toBe('api key')
    expect(foldText('開發機', parseFoldPairs('開开發发機机'))).toBe('开发机')
  })
})
