import { describe, expect, it } from 'vitest'
import { buildLocalIndex, compileSynonyms, LocalEngine } from '../../../../src/search-core'
import { chunkFor, type IndexMeta } from '../../../../src/search-core/local/index-format'
import { checkSynonymPostings, synonymTerms } from '../../../../src/search-core/local/index-files'
import { docRecord } from '../doc-record'

const rec = (id: string, lvl1: string, content: string) => docRecord(id, lvl1, content, { priority: 0 })

const synonyms = compileSynonyms([
  { id: 'dev', synonyms: ['开发机', '开发实例', 'dev instances'] },
  { id: 'ckpt', synonyms: ['检查点', 'checkpoint'] },
])
const records = [
  rec('a', '创建开发机', '开发机是带 GPU 的云端开发环境，一个 dev instance 可以挂载共享存储。'),
  rec('b', '开发实例计费', '开发实例按秒计费，关机后停止计费。'),
  rec('c', '保存检查点', '训练任务定期保存 checkpoint，失败后从检查点恢复。'),
  rec('d', '共享存储', '共享存储挂载到训练任务和推理服务。'),
  ...Array.from({ length: 30 }, (_, i) => rec(`x${i}`, `其他页面 ${i}`, `第 ${i} 页说明计费、存储和训练任务。`)),
]
// Small chunks: a rule's terms live in chunks of their own.
const built = buildLocalIndex({ locale: 'zh', records, synonyms, chunkChars: 200 })
const json = (name: string): unknown => JSON.parse(built.files.get(name) ?? 'null')
const chunkEntry = (meta: IndexMeta, term: string) =>
  (json(`p/${chunkFor(meta.chunks, term)}.json`) as { t: Record<string, number[]> }).t[term]

function recordingEngine() {
  const read: string[] = []
  const engine = new LocalEngine('/idx/meta.json', async (url) => {
    const name = url.replace('/idx/', '')
    read.push(name)
    return json(name)
  })
  return { engine, read }
}

describe("synonym rules' files (s/<n>.json)", () => {
  it("hold each term a rule's forms are looked up by as its chunk holds it, and near terms for a possible typo", () => {
    synonyms.forEach((rule, n) => {
      const file = checkSynonymPostings(json(`s/${n}.json`))
      for (const { term, fuzzy } of synonymTerms(rule)) {
        const inChunk = chunkEntry(built.meta, term)
        expect(file.t[term]).toEqual(inChunk)
        if (!inChunk && fuzzy)
          for (const near of file.z[term] ?? []) expect(file.t[near]).toEqual(chunkEntry(built.meta, near))
      }
    })
    // `instances` is not in the index; `instance` is, one edit away.
    expect(checkSynonymPostings(json('s/0.json')).z.instances).toContain('instance')
  })

  it('a query a rule matches reads its file and no chunk of the terms it covers, and finds what the rule says', async () => {
    const { engine, read } = recordingEngine()
    const result = await engine.search('开发机')
    expect(read).toContain('s/0.json')
    const covered = new Set(synonymTerms(synonyms[0]!).map((s) => s.term))
    const chunksOfCovered = new Set([...covered].map((t) => `p/${chunkFor(built.meta.chunks, t)}.json`))
    expect(read.filter((f) => chunksOfCovered.has(f))).toEqual([])
    expect(
      result.hits
        .map((h) => h.url)
        .slice(0, 2)
        .sort(),
    ).toEqual(['/a.html', '/b.html'])
    // A typo lookup of a rule's term (instances, not at the end of the query) reads the file's near terms.
    const typo = await engine.search('dev instances 挂载')
    expect(typo.hits[0]?.url).toBe('/a.html')
  })

  it('a query no rule matches reads chunks only', async () => {
    const { engine, read } = recordingEngine()
    await engine.search('共享存储')
    expect(read.filter((f) => f.startsWith('s/'))).toEqual([])
    expect(read.some((f) => f.startsWith('p/'))).toBe(true)
  })

  it('refuses a malformed file', () => {
    expect(() => checkSynonymPostings({ v: built.meta.v, t: {}, z: { a: [1] } })).toThrow(/synonym postings/)
    expect(() => checkSynonymPostings({ v: 6, t: {}, z: {} })).toThrow()
  })
})
