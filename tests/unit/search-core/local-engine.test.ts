import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildLocalIndex, LocalEngine, tokenizeForIndex, tokenizeQuery, type DocRecord } from '../../../src/search-core'

const rec = (id: string, lvl1: string, content: string, lvl2: string | null = null): DocRecord => ({
  id,
  'hierarchy.lvl0': '一站式 AI 平台',
  'hierarchy.lvl1': lvl1,
  'hierarchy.lvl2': lvl2,
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

const records = [
  rec('storage', '存储概览', '平台有三类存储，数据集、模型权重、检查点都放在共享文件存储里，胡蝶效应与此无关。'),
  rec('env', '环境变量', '平台注入 MASTER_ADDR 与 WORLD_SIZE，单卡调试时可以设置 CUDA_VISIBLE_DEVICES=0 只用第一张卡。'),
  rec('kube', '连接集群', '下载 kubeconfig 后执行 export KUBECONFIG=~/kubeconfig.yaml，再运行 kubectl get nodes。'),
  rec('cli', '命令行工具', '用 atlctl job submit 提交任务，atlctl job logs 查看日志。'),
  rec('models', '支持的模型', '对话模型 Qwen2.5-7B-Instruct 上下文 32K，视觉模型 Qwen2.5-VL-72B-Instruct。'),
  rec('ddp', '使用 PyTorch DDP 训练', '多机训练用 torchrun 启动，NCCL 负责通信。', '启动命令'),
]
const engine = LocalEngine.fromRecords(records)
const top = (q: string) => engine.searchSync(q).hits.map((h) => h.url.slice(1, -'.html'.length))

describe('tokenizer', () => {
  it('indexes CJK pairs plus the last character, and technical tokens whole and by parts', () => {
    expect(tokenizeForIndex('共享存储')).toEqual(['共享', '享存', '存储', '储'])
    expect(tokenizeForIndex('CUDA_VISIBLE_DEVICES=0')).toEqual(['cuda_visible_devices', 'cuda', 'visible', 'devices', '0'])
    expect(tokenizeForIndex('Qwen2.5-7B')).toEqual(['qwen2.5-7b', 'qwen2', '5', '7b'])
  })
  it('segments Chinese queries into words and drops function words', () => {
    expect(tokenizeQuery('如何创建开发机')).not.toContain('如何')
    expect(tokenizeQuery('kubeconfig')).toEqual(['kubeconfig'])
  })
})

describe('embedded engine', () => {
  it('finds a Chinese word in the middle of a paragraph', () => {
    expect(top('检查点')[0]).toBe('storage')
    expect(top('模型权重')[0]).toBe('storage')
    expect(top('共享文件存储')[0]).toBe('storage')
  })
  it('finds a single character inside a word (typesense#2085)', () => {
    expect(top('蝶')).toContain('storage')
    expect(top('卡')).toContain('env')
  })
  it('finds technical terms whole and by their parts', () => {
    expect(top('CUDA_VISIBLE_DEVICES')[0]).toBe('env')
    expect(top('VISIBLE_DEVICES')[0]).toBe('env')
    expect(top('kubeconfig')[0]).toBe('kube')
    expect(top('atlctl')[0]).toBe('cli')
    expect(top('Qwen2.5-7B')[0]).toBe('models')
    expect(top('qwen2.5')[0]).toBe('models')
  })
  it('tolerates a light typo and prefixes in Latin words', () => {
    expect(top('kubeconfg')).toContain('kube')
    expect(top('torchr')).toContain('ddp')
  })
  it('returns the Typesense hit shape with <mark> for CJK and Latin', () => {
    const [hit] = engine.searchSync('检查点').hits
    expect(hit).toMatchObject({ id: '/storage.html', url: '/storage.html', hierarchy: { lvl0: '一站式 AI 平台', lvl1: '存储概览', lvl2: '', lvl3: '' } })
    expect(hit.snippetHtml).toContain('<mark>检查点</mark>')
    expect(engine.searchSync('kubectl').hits[0].snippetHtml).toContain('<mark>kubectl</mark>')
  })
  it('pages results 10 at a time and reports found', () => {
    const many = LocalEngine.fromRecords(Array.from({ length: 23 }, (_, i) => rec(`p${i}`, `页面 ${i}`, '开发机的说明')))
    const p1 = many.searchSync('开发机')
    const p3 = many.searchSync('开发机', 3)
    expect(p1.found).toBe(23)
    expect(p1.hits).toHaveLength(10)
    expect(p3.hits).toHaveLength(3)
    expect(p3.page).toBe(3)
  })
  it('round-trips through its serialised form and rejects anything else', () => {
    const serialized = JSON.parse(JSON.stringify(buildLocalIndex(records, 'zh')))
    const loaded = LocalEngine.fromSerialized(serialized)
    expect(loaded.searchSync('检查点').hits[0]).toMatchObject(engine.searchSync('检查点').hits[0])
    expect(loaded.documentCount).toBe(records.length)
    expect(() => LocalEngine.fromSerialized({ version: 999, pages: [], records: [] })).toThrow(/another version/)
    expect(() => LocalEngine.fromSerialized('garbage')).toThrow(/another version/)
    expect(() => LocalEngine.fromSerialized({ ...serialized, records: [[7, '', '', '', 'x']] })).toThrow(/could not be read/)
    expect(() => LocalEngine.fromSerialized({ ...serialized, records: [[0, null, '', '', 'x']] })).toThrow(/could not be read/)
  })
  it('loads in slices with the same results, and writes page fields once per page', async () => {
    const serialized = buildLocalIndex([...records, { ...records[0], id: 's2', url: '/storage.html#more', anchor: 'more', 'hierarchy.lvl2': '更多' }], 'zh')
    expect(serialized.pages).toHaveLength(records.length)
    expect(serialized.records[records.length]).toEqual([0, 'more', '更多', '', records[0].content])
    const loaded = await LocalEngine.load(serialized, 2)
    expect(loaded.searchSync('检查点').hits.map((h) => h.url)).toEqual(['/storage.html', '/storage.html#more'])
    await expect(LocalEngine.load({ version: 2, index: {} })).rejects.toThrow(/another version/)
  })
  it('escapes document text in snippets', () => {
    const e = LocalEngine.fromRecords([rec('x', '标题', '示例 <script>alert(1)</script> 开发机')])
    const html = e.searchSync('开发机').hits[0].snippetHtml
    expect(html).toContain('&lt;script&gt;')
    expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/)
  })
  it('never throws on arbitrary queries (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (q) => {
        const r = engine.searchSync(q)
        return Array.isArray(r.hits) && r.found >= 0
      }),
      { numRuns: 300 },
    )
  })
})
