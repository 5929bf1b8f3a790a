import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { openApiRecords } from '../../../src/indexer/openapi-records'
import { LocalEngine } from '../../../src/search-core'

const page = { url: '/gen-studio/api/maas.html', lvl0: '大模型服务', lvl1: '模型服务 API 参考', locale: 'zh' }

describe('OpenAPI operation records', () => {
  const source = fs.readFileSync(new URL('../../../public/openapi/maas.yaml', import.meta.url), 'utf8')
  const records = openApiRecords(source, page)

  it('makes one record per operation, linked to its section in the viewer', () => {
    const count = (source.match(/operationId:/g) ?? []).length
    expect(records).toHaveLength(count)
    const chat = records.find((r) => r.content.startsWith('POST /chat/completions'))!
    expect(chat.url).toBe('/gen-studio/api/maas.html#operation/createChatCompletion')
    expect(chat).toMatchObject({
      'hierarchy.lvl1': page.lvl1,
      'hierarchy.lvl2': '对话补全 · POST /maas/v1/chat/completions',
      url_without_anchor: page.url,
    })
    expect(chat.content).toContain('对话') // its tag
  })
  it('carries the summary, parameters, nested schema fields and status codes', () => {
    const chat = records.find((r) => r.content.startsWith('POST /chat/completions'))!
    expect(chat.content).toContain('对话补全')
    expect(chat.content).toMatch(/\bmax_tokens\b/)
    expect(chat.content).toMatch(/\bmessages\.role\b/)
    expect(chat.content).toMatch(/\b429\b/)
    const batch = records.find((r) => /^GET \/batches\/\{batch_id\}/.test(r.content))!
    expect(batch.content).toMatch(/batch_id path/)
  })
  it('carries the full request path below the server URL, as readers type it', async () => {
    const chat = records.find((r) => r.content.startsWith('POST /chat/completions'))!
    expect(chat.content).toContain('POST /maas/v1/chat/completions')
    const engine = LocalEngine.fromRecords(records)
    expect((await engine.search('/v1/chat/completions')).hits[0]!.url).toBe(chat.url)
    // (and its operationId, as SDKs name the call)
    expect((await engine.search('createChatCompletion')).hits[0]!.url).toBe(chat.url)
  })
  it('fails with the reason on a document that is not OpenAPI', () => {
    expect(() => openApiRecords('title: x', page)).toThrow(/no paths/)
    expect(() => openApiRecords('paths: [', page)).toThrow()
  })
})
