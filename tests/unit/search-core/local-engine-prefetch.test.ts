import { describe, expect, it } from 'vitest'
import { buildLocalIndex, LocalEngine } from '../../../src/search-core'
import { FIRST_SCREEN_HITS } from '../../../src/search-core/local-engine'
import { docRecord } from './doc-record'

const rec = (id: string, lvl1: string, content: string) => docRecord(id, lvl1, content)

// Small chunks, so the terms of a query live in chunks of their own.
const built = buildLocalIndex({
  locale: 'zh',
  chunkChars: 200,
  records: Array.from({ length: 40 }, (_, i) =>
    rec(`p${i}`, `页面 ${i}`, i % 2 ? `开发机的系统盘可以扩容，第 ${i} 节。` : `推理服务按调用计费，第 ${i} 节。`),
  ),
})

const settle = () => new Promise((r) => setTimeout(r, 0))

/**
 * An engine whose reads are recorded and held: `release` answers every read asked so far (and lets
 * what follows run), `answer(kind)` only the reads of that folder, like a network that answers late.
 */
function heldEngine(revalidate = false) {
  const read: string[] = []
  const held: { file: string; go: () => void }[] = []
  const engine = new LocalEngine(
    '/idx/meta.json',
    (url) => {
      const file = url.replace('/idx/', '')
      read.push(file)
      return new Promise((resolve) => held.push({ file, go: () => resolve(JSON.parse(built.files.get(file)!)) }))
    },
    revalidate,
  )
  const answer = async (which: (file: string) => boolean = () => true) => {
    for (let round = 0; round < 5; round++) {
      const now = held.filter((h) => which(h.file))
      for (const h of now) held.splice(held.indexOf(h), 1)
      for (const h of now) h.go()
      await settle()
    }
  }
  return { engine, read, answer }
}
const texts = (read: string[]) => read.filter((f) => f.startsWith('f/'))

describe('LocalEngine.speculate (a keystroke: the search starts before the debounce ends)', () => {
  it("reads the query's postings, then, still the latest query, its results' texts; the search that follows reads nothing", async () => {
    const { engine, read, answer } = heldEngine()
    engine.speculate('开发机 扩容')
    await answer()
    expect(read[0]).toBe('meta.json')
    expect(read.some((f) => f.startsWith('p/'))).toBe(true)
    expect(texts(read).length).toBeGreaterThan(0)
    const before = read.length
    const result = await engine.search('开发机 扩容')
    expect(result.hits.length).toBe(texts(read).length)
    expect(read).toHaveLength(before)
  })

  it('a query given before its postings are in goes no further: only the latest reads texts', async () => {
    const { engine, read, answer } = heldEngine()
    engine.speculate('推理服务')
    await answer((f) => f === 'meta.json')
    engine.speculate('开发机')
    await answer()
    const latest = await engine.search('开发机')
    expect(texts(read)).toHaveLength(latest.hits.length)
    // Records with odd ids are about 开发机, even ones about 推理服务.
    expect(texts(read).every((f) => Number(/\d+/.exec(f)?.[0]) % 2 === 1)).toBe(true)
  })

  it('an input method composing stops the speculation before its texts', async () => {
    const { engine, read, answer } = heldEngine()
    engine.speculate('推理服务')
    await answer((f) => f === 'meta.json')
    engine.stopSpeculating()
    await answer()
    expect(read.some((f) => f.startsWith('p/') || f.startsWith('s/'))).toBe(true)
    expect(texts(read)).toEqual([])
  })

  it('reads nothing for a blank query, nor under the dev server (its meta is fetched per search)', async () => {
    const { engine, read, answer } = heldEngine()
    engine.speculate('   ')
    const dev = heldEngine(true)
    dev.engine.speculate('开发机')
    await answer()
    await dev.answer()
    expect(read).toEqual([])
    expect(dev.read).toEqual([])
  })

  it('never throws: a failed read fails silently and is read again by the search', async () => {
    let fail = true
    const engine = new LocalEngine('/idx/meta.json', async (url) => {
      if (fail && /\/[ps]\//.test(url)) throw new Error('offline')
      return JSON.parse(built.files.get(url.replace('/idx/', ''))!)
    })
    engine.speculate('推理服务')
    await settle()
    fail = false
    expect((await engine.search('推理服务')).hits.length).toBeGreaterThan(0)
  })
})

describe('LocalEngine.firstResults (the first screen before the rest of the page)', () => {
  it("answers with the first page's first hits once their texts are in, while the others are still read", async () => {
    const { engine, read, answer } = heldEngine()
    const full = engine.search('开发机')
    let head: Awaited<ReturnType<LocalEngine['firstResults']>> | null = null
    void engine.firstResults('开发机').then((r) => (head = r))
    await answer((f) => !f.startsWith('f/'))
    const asked = texts(read)
    expect(asked.length).toBeGreaterThan(FIRST_SCREEN_HITS)
    await answer((f) => asked.slice(0, FIRST_SCREEN_HITS).includes(f))
    expect(head).not.toBeNull()
    await answer()
    const all = await full
    expect(head!.hits).toEqual(all.hits.slice(0, FIRST_SCREEN_HITS))
    expect(head!.found).toBe(all.found)
    expect(read.filter((f) => f.startsWith('f/'))).toHaveLength(all.hits.length) // each text read once
  })
})
