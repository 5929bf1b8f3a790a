import { describe, expect, it } from 'vitest'
import { buildLocalIndex, LocalEngine, type DocRecord } from '../../../src/search-core'

const rec = (id: string, lvl1: string, content: string): DocRecord => ({
  id,
  'hierarchy.lvl0': '一站式 AI 平台',
  'hierarchy.lvl1': lvl1,
  'hierarchy.lvl2': null,
  'hierarchy.lvl3': null,
  content,
  url: `/${id}.html`,
  url_without_anchor: `/${id}.html`,
  anchor: null,
  type: 'content',
  language: 'zh',
  tags: [],
  item_priority: 1,
})

// Small chunks, so the terms of a query live in chunks of their own.
const built = buildLocalIndex({
  locale: 'zh',
  chunkChars: 200,
  records: Array.from({ length: 40 }, (_, i) =>
    rec(`p${i}`, `页面 ${i}`, i % 2 ? `开发机的系统盘可以扩容，第 ${i} 节。` : `推理服务按调用计费，第 ${i} 节。`),
  ),
})

/** An engine whose reads are recorded; `settle` lets every read it started (and what follows) finish. */
function recordingEngine(revalidate = false) {
  const read: string[] = []
  const engine = new LocalEngine(
    '/idx/meta.json',
    async (url) => {
      read.push(url.replace('/idx/', ''))
      return JSON.parse(built.files.get(url.replace('/idx/', ''))!)
    },
    revalidate,
  )
  const settle = () => new Promise((r) => setTimeout(r, 0))
  return { engine, read, release: settle }
}

describe('LocalEngine.prefetchPostings (a keystroke, before the debounce ends)', () => {
  it("reads the meta and the query's postings chunks, and no record text", async () => {
    const { engine, read, release } = recordingEngine()
    engine.prefetchPostings('开发机 扩容')
    await release()
    expect(read[0]).toBe('meta.json')
    expect(read.slice(1).length).toBeGreaterThan(0)
    expect(read.slice(1).every((f) => f.startsWith('p/'))).toBe(true)
  })

  it('leaves the search that follows only the texts of its results to read', async () => {
    const { engine, read, release } = recordingEngine()
    engine.prefetchPostings('开发机 扩容')
    await release()
    const prefetched = read.length
    const hits = (await engine.search('开发机 扩容')).hits
    expect(hits.length).toBeGreaterThan(0)
    expect(read.slice(prefetched).every((f) => f.startsWith('f/'))).toBe(true)
    expect(read.slice(prefetched)).toHaveLength(hits.length)
  })

  it('reads nothing for a blank query, nor under the dev server (its meta is fetched per search)', async () => {
    const { engine, read, release } = recordingEngine()
    engine.prefetchPostings('   ')
    const dev = recordingEngine(true)
    dev.engine.prefetchPostings('开发机')
    await release()
    await dev.release()
    expect(read).toEqual([])
    expect(dev.read).toEqual([])
  })

  it('never throws: a failed read fails silently and is read again by the search', async () => {
    let fail = true
    const read: string[] = []
    const engine = new LocalEngine('/idx/meta.json', async (url) => {
      read.push(url)
      if (fail && url.includes('/p/')) throw new Error('offline')
      return JSON.parse(built.files.get(url.replace('/idx/', ''))!)
    })
    engine.prefetchPostings('推理服务')
    await new Promise((r) => setTimeout(r, 0))
    fail = false
    expect((await engine.search('推理服务')).hits.length).toBeGreaterThan(0)
  })
})
