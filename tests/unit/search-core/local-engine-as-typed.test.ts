import { describe, expect, it } from 'vitest'
import { LocalEngine } from '../../../src/search-core'
import { FIRST_SCREEN_HITS } from '../../../src/search-core/local-engine'
import { docRecord } from './doc-record'

// Sections that hold the pairs of 中的参数 (中的, 的参, 参数) apart, headed 参数 so that they score
// higher than the one section that says 中的参数 as written.
const scattered = (i: number) =>
  docRecord(`scattered${i}`, `事件 ${i}`, `事件中的回调会收到目标的参数，参数可以有多个，第 ${i} 节。`, {
    lvl2: '参数',
  })
const asWritten = docRecord('macro', '宏', '`defineProps()` 宏中的参数不可以访问其他变量。')

const urls = (r: { hits: { url: string }[] }) => r.hits.map((h) => h.url)

describe('a phrase checked as typed in the texts of the results shown', () => {
  it('puts the section holding the phrase as written above sections holding its pairs apart', async () => {
    const engine = LocalEngine.fromRecords([scattered(1), scattered(2), asWritten])
    expect(urls(await engine.search('中的参数'))[0]).toBe('/macro.html')
    // A query that is no phrase keeps the ranking by score.
    expect(urls(await engine.search('参数'))[0]).not.toBe('/macro.html')
  })

  it('reaches past the first screen: the first results wait for the texts that may move into it', async () => {
    const records = [...Array.from({ length: FIRST_SCREEN_HITS + 2 }, (_, i) => scattered(i)), asWritten]
    const engine = LocalEngine.fromRecords(records)
    const full = await engine.search('中的参数')
    const head = await engine.firstResults('中的参数')
    expect(urls(full)[0]).toBe('/macro.html')
    expect(head.hits).toEqual(full.hits.slice(0, FIRST_SCREEN_HITS))
  })

  it('does not lift a section that has the phrase but lacks another word of the query', async () => {
    // OOMKilled is on many pages, so a section without it still covers most of the query (same tier).
    const common = Array.from({ length: 30 }, (_, i) =>
      docRecord(`log${i}`, `日志 ${i}`, '任务 OOMKilled 时先看日志。'),
    )
    const withWord = docRecord('withword', '事件', '事件中的回调在 OOMKilled 时会收到目标的参数，参数可以有多个。', {
      lvl2: '参数',
    })
    const engine = LocalEngine.fromRecords([...common, withWord, asWritten])
    const found = urls(await engine.search('OOMKilled 中的参数'))
    expect(found[0]).toBe('/withword.html')
    expect(found).toContain('/macro.html')
  })
})
