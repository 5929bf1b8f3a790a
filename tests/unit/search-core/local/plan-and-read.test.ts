import { describe, expect, it } from 'vitest'
import { buildLocalIndex, compileSynonyms } from '../../../../src/search-core'
import {
  checkChunk,
  checkSynonymPostings,
  decodePostings,
  synonymTerms,
} from '../../../../src/search-core/local/index-files'
import { chunkFor } from '../../../../src/search-core/local/index-format'
import { planAndRead, postingSource } from '../../../../src/search-core/local/plan-and-read'
import { planQuery, type Plan } from '../../../../src/search-core/local/query-plan'
import { docRecord } from '../doc-record'

const rec = (id: string, lvl1: string, content: string) => docRecord(id, lvl1, content, { priority: 0 })
const synonyms = compileSynonyms([{ id: 'dev', synonyms: ['开发机', '开发实例', 'dev instances'] }])
const records = [
  rec('a', '创建开发机', '开发机是带 GPU 的云端开发环境，可以挂载共享存储。'),
  rec('b', '开发实例计费', '开发实例按秒计费，关机后停止计费。'),
  rec('scattered', '显示设置', '显示器的分辨率与存放截图的目录。'),
  rec('memory', '估算显存', '7B 模型全量训练时显存不足，可以减小 batch size。'),
  rec('gpu', 'GPU 型号', '每种型号的显存容量见下表，显存越大能放下的模型越大。'),
  ...Array.from({ length: 20 }, (_, i) => rec(`x${i}`, `其他页面 ${i}`, `第 ${i} 页说明计费、存储和训练任务。`)),
]
// Small chunks: the terms of a query live in several chunks, and a rule's terms in chunks of their own.
const built = buildLocalIndex({ locale: 'zh', records, synonyms, chunkChars: 200 })
const json = (name: string): unknown => JSON.parse(built.files.get(name) ?? 'null')

/** The index's files as the engine hands them to the stage, each read recorded. */
function files() {
  const read: string[] = []
  const index = {
    meta: built.meta,
    ruleTerms: new Map<number, Set<string>>(),
    rule: async (n: number) => {
      read.push(`s/${n}.json`)
      return checkSynonymPostings(json(`s/${n}.json`))
    },
    chunk: async (c: number) => {
      read.push(`p/${c}.json`)
      return checkChunk(json(`p/${c}.json`))
    },
    decode: decodePostings,
  }
  return { index, read }
}
const chunkOf = (term: string) => `p/${chunkFor(built.meta.chunks, term)}.json`
/** The records a term's postings name, through the lookup's view of what was read. */
const recordsOf = (source: ReturnType<typeof postingSource>, term: string) => {
  const flat = source.stored(term)
  return flat ? Array.from(source.decode(flat).docs) : null
}

describe('the query plan and the index files it reads', () => {
  it('reads the file of a rule the query matched and no chunk of the terms it covers', async () => {
    const { index, read } = files()
    const { plan, loaded } = await planAndRead('开发机', index)
    expect(plan.words).toEqual(expect.arrayContaining(['开发机', '开发实例']))
    expect(read).toContain('s/0.json')
    const covered = synonymTerms(synonyms[0]!).map((s) => chunkOf(s.term))
    expect(read.filter((f) => covered.includes(f))).toEqual([])
    // The lookup takes the rule's terms from its file: 实例 (of 开发实例) is in the second record only.
    const source = postingSource(loaded, index, new Float32Array(built.meta.records))
    expect(recordsOf(source, '实例')).toEqual([1])
  })

  it('reads chunks only for a query no rule matches, and the lookup finds its terms there', async () => {
    const { index, read } = files()
    const { plan, loaded } = await planAndRead('共享存储', index)
    expect(plan.units.length).toBeGreaterThan(0)
    expect(read.filter((f) => f.startsWith('s/'))).toEqual([])
    expect(read).toContain(chunkOf('共享'))
    expect(recordsOf(postingSource(loaded, index, new Float32Array(built.meta.records)), '共享')).toEqual([0])
  })

  it('reads nothing for a query with nothing to look up', async () => {
    const { index, read } = files()
    const { plan } = await planAndRead('', index)
    expect(plan.units).toEqual([])
    expect(read).toEqual([])
  })

  it('plans again on what it read when single characters rejoin into a pair the index holds', async () => {
    // Intl.Segmenter cuts 训练时显存爆了 into 训练|时|显|存|爆|了: planned on the meta alone, 显 and 存 are
    // units of their own and the pairs they may rejoin into are to be read.
    const words = (p: Plan) => p.units.map((u) => u.alternatives[0]?.text)
    const first = planQuery('训练时显存爆了', built.meta)
    expect(words(first)).toEqual(expect.arrayContaining(['显', '存']))
    expect(first.pairs).toContain('显存')
    // The index holds 显存 in more records than 时显: the plan the stage returns searches 显存.
    const { index, read } = files()
    const { plan } = await planAndRead('训练时显存爆了', index)
    expect(words(plan)).toContain('显存')
    expect(words(plan)).not.toContain('显')
    expect(plan.pairs).toEqual([])
    expect(read).toContain(chunkOf('显存'))
    // Each file is read once, however many passes needed it.
    expect(new Set(read).size).toBe(read.length)
  })
})
