import { describe, expect, it } from 'vitest'
import { blockText, encodeBlocks, type BlockKind } from '../../../src/search-core/blocks'
import { MAX_PASSAGE_CHARS, passagesOf, rowText, trimPassage } from '../../../src/search-core/passages'

/** A record's content and blocks from its blocks. */
const record = (...blocks: [BlockKind, ...string[]][]) => {
  const list = blocks.map(([kind, ...cells]) => ({ kind, cells }))
  return { content: list.map((b) => blockText(b.cells)).join(' '), blocks: encodeBlocks(list) }
}
const texts = (r: { content: string; blocks: string }) => passagesOf(r.content, r.blocks).map((p) => [p.kind, p.text])

describe('passages of a section', () => {
  it('cuts paragraphs into sentences (Chinese and English punctuation)', () => {
    const r = record(
      ['p', '先在控制台停止实例。然后在列表里释放它！释放后数据还会保留吗？'],
      ['p', 'Stop the instance first. Then release it.'],
    )
    expect(texts(r)).toEqual([
      ['sentence', '先在控制台停止实例。'],
      ['sentence', '然后在列表里释放它！'],
      ['sentence', '释放后数据还会保留吗？'],
      ['sentence', 'Stop the instance first.'],
      ['sentence', 'Then release it.'],
    ])
  })

  it('keeps a sentence too short to quote with the next one: a bare verdict opens its answer', () => {
    const r = record(
      ['p', '不能。速率限制按租户计算，所有密钥共享同一份额度。'],
      ['p', 'No. Keys share one quota per tenant.'],
    )
    expect(texts(r)).toEqual([
      ['sentence', '不能。速率限制按租户计算，所有密钥共享同一份额度。'],
      ['sentence', 'No. Keys share one quota per tenant.'],
    ])
  })

  it('reads a table row with its header, never as a flattened table', () => {
    const r = record(
      ['h', '方式', '到账时间'],
      ['r', '对公转账', '通常 1 个工作日'],
      ['r', '在线支付（微信、支付宝）', '即时到账'],
    )
    expect(texts(r)).toEqual([
      ['row', '方式：对公转账；到账时间：通常 1 个工作日'],
      ['row', '方式：在线支付（微信、支付宝）；到账时间：即时到账'],
    ])
    expect(rowText(['Dev instance', 'Per second while running'], ['Component', 'Billing'])).toBe(
      'Component: Dev instance; Billing: Per second while running',
    )
    // A matrix: the corner cell is empty, the first cell names the row; an empty value is left out.
    expect(rowText(['Capacity', 'Fixed at 50 GB', 'From 100 GB'], ['', 'System disk', 'Shared file storage'])).toBe(
      'Capacity — System disk: Fixed at 50 GB; Shared file storage: From 100 GB',
    )
    expect(rowText(['容量', '固定 50 GB', '100 GB 起'], ['', '系统盘', '共享文件存储'])).toBe(
      '容量——系统盘：固定 50 GB；共享文件存储：100 GB 起',
    )
    expect(rowText(['A800', '', '¥9.90'], ['型号', '显存', '单价'])).toBe('型号：A800；单价：¥9.90')
    // Read from the index: a blank cell keeps its column.
    const m = record(
      ['h', '', '系统盘', '共享文件存储'],
      ['r', '容量', '固定 50 GB', '100 GB 起'],
      ['r', '快照', '', '支持'],
    )
    expect(texts(m)).toEqual([
      ['row', '容量——系统盘：固定 50 GB；共享文件存储：100 GB 起'],
      ['row', '快照——共享文件存储：支持'],
    ])
  })

  it('quotes a lead-in with the steps it leads into, numbered, and each step on its own too', () => {
    const r = record(
      ['p', '密钥泄露后按下面的顺序处置：'],
      ['l', '立即删除或禁用该密钥'],
      ['l', '检查调用记录中的异常请求'],
    )
    expect(texts(r)).toEqual([
      ['steps', '密钥泄露后按下面的顺序处置：\n1. 立即删除或禁用该密钥\n2. 检查调用记录中的异常请求'],
      ['step', '立即删除或禁用该密钥'],
      ['step', '检查调用记录中的异常请求'],
    ])
  })

  it('keeps code blocks out, and prose that names a command with its flags in', () => {
    const r = record(
      ['p', '命令行用 atlctl job logs -f 持续跟踪，多机任务加 --worker 1 查看。'],
      ['c', 'atlctl login --api-key $API_KEY && atlctl instance create --name dev --gpu A800'],
    )
    expect(texts(r)).toEqual([['sentence', '命令行用 atlctl job logs -f 持续跟踪，多机任务加 --worker 1 查看。']])
  })

  it('reads a record without blocks as one paragraph, leaving a command line run into it out', () => {
    expect(
      passagesOf(
        'Install atlctl and log in. atlctl login --api-key $API_KEY atlctl create --name a --gpu A800. 加上 --dry-run 只检查配置，不创建实例。',
      ).map((p) => p.text),
    ).toEqual(['Install atlctl and log in.', '加上 --dry-run 只检查配置，不创建实例。'])
  })

  it('cuts a long passage at clause marks or spaces, never inside a word', () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ')
    const cut = trimPassage(words, words.indexOf('word30'))
    expect(Array.from(cut).length).toBeLessThanOrEqual(MAX_PASSAGE_CHARS + 2)
    for (const w of cut.replace(/…/g, '').trim().split(' ')) expect(w).toMatch(/^word\d+$/)
    expect(cut).toContain('word30')
    const zh = '第一段说明，'.repeat(20) + '关键的句子在这里，' + '后面还有说明，'.repeat(20)
    const zhCut = trimPassage(zh, zh.indexOf('关键'))
    expect(zhCut).toContain('关键的句子在这里')
    expect(zhCut.replace(/^…/, '')).toMatch(/^(第一段说明|关键|后面)/)
  })

  it('a cut whose window reaches the end keeps the end, starting later at a clause rather than earlier', () => {
    const text = 'Lead words, '.repeat(16) + 'then the part that answers: count about one token per character.'
    const cut = trimPassage(text, text.indexOf('count'))
    expect(cut.endsWith('one token per character.')).toBe(true)
    expect(cut.startsWith('…')).toBe(true)
    expect(Array.from(cut).length).toBeLessThanOrEqual(MAX_PASSAGE_CHARS + 1)
  })
})
