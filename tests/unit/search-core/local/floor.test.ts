import { describe, expect, it } from 'vitest'
import { LocalEngine } from '../../../../src/search-core'
import { planQuery } from '../../../../src/search-core/local/query-plan'
import { docRecord } from '../doc-record'

// The relevance floor: a query none of whose content words any record holds has no results.
const e = LocalEngine.fromRecords([
  docRecord('machine', '开发机', '开发机是带 GPU 的机器，机器停止后不再计费。'),
  docRecord('config', '配置', '怎么配置 SSH：在 ssh config 中写入主机、端口与用户。'),
  docRecord('refund', '退款', '现金余额可以申请退款，原路退回。'),
  docRecord('audio', '语音转写', '上传录音，返回文字稿。'),
])
const found = async (q: string) => (await e.search(q)).found

describe('the relevance floor', () => {
  it('asks a lone character of a longer word for a pair with its content neighbours', () => {
    const units = planQuery('量子纠缠咖啡机', { synonyms: [] }).units
    const machine = units.find((u) => u.alternatives[0]?.text === '机')
    expect(machine?.alternatives.map((a) => a.text)).toEqual(['机', '啡机'])
    expect(machine?.evidence).toEqual([1])
    // 配 of 开发机怎么配: its neighbour is a function word, so 配 is a word of its own, evidence of
    // nothing beside a longer word; a query of such words only is held by the words they start.
    const beside = planQuery('开发机怎么配', { synonyms: [] }).units.find((u) => u.alternatives[0]?.text === '配')
    expect(beside?.alternatives.map((a) => a.text)).toEqual(['配', '么配'])
    expect(beside?.evidence).toEqual([])
    const only = planQuery('它该怎么配', { synonyms: [] }).units.map((u) => [u.alternatives[0]?.text, u.evidence])
    expect(only.every(([, evidence]) => evidence === undefined)).toBe(true)
  })

  it('returns nothing when no content word is held, however many records share a character', async () => {
    expect(await found('量子纠缠咖啡机')).toBe(0)
    expect(await found('蓝牙耳机怎么配对')).toBe(0)
    expect(await found('quantum entanglement espresso')).toBe(0)
    expect(await found('猫咪不吃猫粮怎么办')).toBe(0)
  })

  it('keeps every result when one content word is held, and a word of one character', async () => {
    expect(await found('咖啡机器')).toBeGreaterThan(0)
    expect(await found('量子 退款')).toBe(1)
    expect(await found('怎么配')).toBeGreaterThan(0)
    expect(await found('机')).toBeGreaterThan(0)
    // A partial word the index holds as a pair (转写 of 语音转写) is held.
    expect(await found('转写')).toBe(1)
  })
})
