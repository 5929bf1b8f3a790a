import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildLocalIndex } from '../../../src/search-core/local-index'
import type { DocRecord } from '../../../src/search-core/types'
import { SearchService, serviceFor } from '../../../src/react-islands/search-service'
import { chatStringsFor } from '../../../src/react-islands/strings/chat'

const record = (page: string, anchor: string, lvl2: string, content: string): DocRecord => ({
  id: `${page}#${anchor}`,
  'hierarchy.lvl0': '帮助',
  'hierarchy.lvl1': page === '/faq.html' ? '常见问题' : '开发机',
  'hierarchy.lvl2': lvl2,
  content,
  url: `${page}#${anchor}`,
  url_without_anchor: page,
  anchor,
  type: 'lvl2',
  language: 'zh',
  tags: [],
  item_priority: 0,
})
const files = buildLocalIndex({
  locale: 'zh',
  records: [
    record('/faq.html', 'disk', '系统盘满了怎么办', '先清理不再需要的缓存目录。再把数据集移到共享存储。'),
    record('/faq.html', 'ssh', 'SSH 连接被拒绝', '先确认实例正在正常运行。核对端口号是否正确。'),
    record('/dev.html', 'stop', '停止开发机', '停止后系统盘的数据会保留。释放后系统盘数据会删除。'),
  ],
}).files

const TYPESENSE = 'http://127.0.0.1:9/'
/** The index from memory; the Typesense node refuses connections (or answers `status`). */
function stubFetch(typesense: 'refused' | 'cut' | 'browser-failed' | 'dropped' | 'model-dropped' | number) {
  vi.stubGlobal('fetch', async (input: string | URL) => {
    const url = String(input)
    if (url.startsWith(TYPESENSE)) {
      // A browser says TypeError for any network failure, refused or closed after sending alike.
      if (typesense === 'browser-failed') throw new TypeError('Failed to fetch')
      // Node (undici) names a connection the other side closed.
      if (typesense === 'dropped')
        throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'UND_ERR_SOCKET' } })
      if (typesense === 'model-dropped')
        return new Response('{"message": "`conversation_model_id` is invalid."}', { status: 400 })
      if (typesense === 'refused')
        throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } })
      if (typesense === 'cut') {
        // The node answers, then the stream breaks.
        const body = new ReadableStream({ pull: (c) => c.error(new TypeError('network error')) })
        return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })
      }
      return new Response('{"message":"Internal error"}', { status: typesense })
    }
    const text = files.get(url.replace(/^\/idx\//, ''))
    return text === undefined ? new Response('', { status: 404 }) : new Response(text)
  })
}
afterEach(() => vi.unstubAllGlobals())

const c = chatStringsFor('zh')
const service = (typesense: boolean) =>
  new SearchService({
    locale: 'zh',
    indexUrl: '/idx/meta.json',
    typesense: typesense ? { nodes: [{ url: TYPESENSE }], apiKey: 'k' } : null,
  })

describe('one service per settings', () => {
  it('gives the dialog and the page’s agent tools the same service for the same settings', () => {
    const config = { locale: 'zh' as const, indexUrl: '/idx/meta.json', typesense: null }
    expect(serviceFor(config)).toBe(serviceFor(config))
    expect(serviceFor({ ...config })).not.toBe(serviceFor(config))
  })
})

describe('the chat without a model', () => {
  it('answers by quotation, the copy text holding each quote and its link', async () => {
    stubFetch('refused')
    const ask = await service(false).chat(c)
    const result = await ask({ question: '系统盘满了', mode: 'quick' })
    expect(result.quoted?.reason).toBe('not-configured')
    expect(result.quoted?.quotes[0]).toMatchObject({ url: '/faq.html#disk', text: '先清理不再需要的缓存目录。' })
    expect(result.answer).toContain(
      '摘自文档（非 AI 生成）：\n\n> 先清理不再需要的缓存目录。\n— 常见问题 › 系统盘满了怎么办 /faq.html#disk',
    )
    expect(result.sources.map((s) => s.url)).toContain('/faq.html#disk')
  })

  it('quotes only the page in scope, and says so when nothing there covers the question', async () => {
    stubFetch('refused')
    const ask = await service(false).chat(c)
    const page = { url: '/dev.html', title: '开发机', locale: 'zh' as const }
    const onPage = await ask({ question: '停止开发机数据会保留吗', mode: 'quick', page })
    expect(new Set(onPage.quoted?.quotes.map((q) => q.url))).toEqual(new Set(['/dev.html#stop']))
    expect(onPage.sources).toHaveLength(1)
    const none = await ask({ question: '今天天气怎么样', mode: 'quick', page })
    expect(none).toMatchObject({ answer: c.quoted.nothingPage, quoted: { quotes: [], reason: 'not-configured' } })
  })

  it('answers by quotation when no Typesense node can be reached, and keeps other failures as errors', async () => {
    stubFetch('refused')
    const ask = await service(true).chat(c)
    const result = await ask({ question: '系统盘满了', mode: 'quick', stream: false })
    expect(result.quoted?.reason).toBe('unreachable')
    expect(result.quoted?.quotes[0]?.url).toBe('/faq.html#disk')
    stubFetch(500)
    const failing = await service(true).chat(c)
    await expect(failing({ question: '系统盘满了', mode: 'quick', stream: false })).rejects.toThrow(/HTTP code 500/)
    // A node answered and the stream broke: the chat's own fallback chain handles it.
    stubFetch('cut')
    const cut = await service(true).chat(c)
    await expect(cut({ question: '系统盘满了', mode: 'quick', stream: true })).rejects.toMatchObject({
      kind: 'connection',
    })
  })

  it('a dropped conversation model or a connection closed without a status is answered from the docs, with the notice', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      for (const failure of ['model-dropped', 'dropped'] as const) {
        stubFetch(failure)
        const ask = await service(true).chat(c)
        const result = await ask({ question: '系统盘满了', mode: 'quick' })
        expect(result.quoted?.reason).toBe('unavailable')
        expect(result.quoted?.quotes[0]?.url).toBe('/faq.html#disk')
      }
      // A browser cannot tell a refused connection from a closed one: it is said as unreachable.
      stubFetch('browser-failed')
      const browser = await service(true).chat(c)
      expect((await browser({ question: '系统盘满了', mode: 'quick' })).quoted?.reason).toBe('unreachable')
      expect(c.quoted.unavailable).toBe('AI 助手暂时无法回答。以下是文档原文，并非 AI 生成的回答。')
      expect(chatStringsFor('en').quoted.unavailable).toMatch(/^The AI assistant cannot answer right now\./)
      // The operator is told once per failure, naming the model and the sync's check.
      expect(warn).toHaveBeenCalledTimes(1)
      expect(String(warn.mock.calls[0]?.[0])).toContain('`docs-quick` is not on the cluster')
      expect(String(warn.mock.calls[0]?.[0])).toContain('search:sync -- --check')
    } finally {
      warn.mockRestore()
    }
  })
})
