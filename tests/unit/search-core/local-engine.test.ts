import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  buildLocalIndex,
  compileSynonyms,
  LocalEngine,
  LOCAL_INDEX_VERSION,
  SearchError,
  tokenizeForIndex,
  tokenizeQuery,
  type DocRecord,
} from '../../../src/search-core'
import { REMEMBERED_RESULTS } from '../../../src/search-core/local-engine'
import { docRecord } from './doc-record'

const rec = (id: string, lvl1: string, content: string, lvl2: string | null = null) =>
  docRecord(id, lvl1, content, { lvl2 })

const records = [
  rec('storage', '存储概览', '平台有三类存储，数据集、模型权重、检查点都放在共享文件存储里，胡蝶效应与此无关。'),
  rec(
    'env',
    '环境变量',
    '平台注入 MASTER_ADDR 与 WORLD_SIZE，单卡调试时可以设置 CUDA_VISIBLE_DEVICES=0 只用第一张卡。',
  ),
  rec('kube', '连接集群', '下载 kubeconfig 后执行 export KUBECONFIG=~/kubeconfig.yaml，再运行 kubectl get nodes。'),
  rec('cli', '命令行工具', '用 atlctl job submit 提交任务，atlctl job logs 查看日志。'),
  rec('models', '支持的模型', '对话模型 Qwen2.5-7B-Instruct 上下文 32K，视觉模型 Qwen2.5-VL-72B-Instruct。'),
  rec('ddp', '使用 PyTorch DDP 训练', '多机训练用 torchrun 启动，NCCL 负责通信。', '启动命令'),
]
const engine = LocalEngine.fromRecords(records)
const top = async (q: string, e = engine) => (await e.search(q)).hits.map((h) => h.url.slice(1, -'.html'.length))

describe('tokenizer', () => {
  it('indexes CJK pairs plus the last character, and technical tokens whole and by parts', () => {
    expect(tokenizeForIndex('共享存储')).toEqual(['共享', '享存', '存储', '储'])
    expect(tokenizeForIndex('CUDA_VISIBLE_DEVICES=0')).toEqual([
      'cuda_visible_devices',
      'visible_devices',
      'cuda',
      'visible',
      'devices',
      '0',
    ])
    expect(tokenizeForIndex('Qwen2.5-7B')).toEqual(['qwen2.5-7b', '5-7b', 'qwen2', '5', '7b'])
    expect(tokenizeForIndex('--load model.pricing.input')).toEqual([
      '--load',
      'load',
      'model.pricing.input',
      'pricing.input',
      'model',
      'pricing',
      'input',
    ])
  })
  it('segments Chinese queries into words and drops function words', () => {
    expect(tokenizeQuery('如何创建开发机')).not.toContain('如何')
    expect(tokenizeQuery('kubeconfig')).toEqual(['kubeconfig'])
  })
})

describe('embedded engine', () => {
  it('finds a Chinese word in the middle of a paragraph', async () => {
    expect((await top('检查点'))[0]).toBe('storage')
    expect((await top('模型权重'))[0]).toBe('storage')
    expect((await top('共享文件存储'))[0]).toBe('storage')
  })
  it('finds a single character inside a word (typesense#2085) and a cut through the middle of words', async () => {
    expect(await top('蝶')).toContain('storage')
    expect(await top('卡')).toContain('env')
    expect((await top('享文件存'))[0]).toBe('storage')
  })
  it('finds technical terms whole and by their parts', async () => {
    expect((await top('CUDA_VISIBLE_DEVICES'))[0]).toBe('env')
    expect((await top('VISIBLE_DEVICES'))[0]).toBe('env')
    expect((await top('kubeconfig'))[0]).toBe('kube')
    expect((await top('atlctl'))[0]).toBe('cli')
    expect((await top('Qwen2.5-7B'))[0]).toBe('models')
    expect((await top('qwen2.5'))[0]).toBe('models')
  })
  it('finds a flag apart from the bare word, and the tail of a compound', async () => {
    const e = LocalEngine.fromRecords([
      rec('flag', '启动参数', '用 --load 指定检查点目录。'),
      rec('word', '加载', 'load 一词出现在 Load Checkpoint 节点名里，load 很常见。'),
      rec('field', '计费字段', '响应里的 model.pricing.input 是输入单价。'),
    ])
    expect((await top('--load', e))[0]).toBe('flag')
    expect((await top('pricing.input', e))[0]).toBe('field')
  })
  it('tolerates a light typo and prefixes in Latin words', async () => {
    expect(await top('kubeconfg')).toContain('kube')
    expect(await top('kubecnofig')).toContain('kube')
    expect(await top('torchr')).toContain('ddp')
  })
  it('folds full-width forms, case and traditional characters', async () => {
    const e = LocalEngine.fromRecords(records, { fold: '開开發发機机訓训練练檢检查查點点' })
    expect((await top('ＫＵＢＥＣＴＬ', e))[0]).toBe('kube')
    expect((await top('檢查點', e))[0]).toBe('storage')
  })
  it('expands the query with synonyms, both ways and one way', async () => {
    const synonyms = compileSynonyms([
      { id: 'ckpt', synonyms: ['检查点', 'checkpoint'] },
      { id: 'card', root: '显卡', synonyms: ['卡'] },
    ])
    const e = LocalEngine.fromRecords(records, { synonyms })
    expect((await top('checkpoint', e))[0]).toBe('storage')
    expect((await top('显卡', e))[0]).toBe('env')
    const hit = (await e.search('checkpoint')).hits[0]!
    expect(hit.snippetHtml).toContain('<mark>检查点</mark>')
  })
  it('rejoins characters the word segmenter left apart where the index holds them as a pair', async () => {
    // Intl.Segmenter cuts 训练时显存爆了 into 训练|时|显|存|爆|了: searched apart, 显 and 存 match any
    // record with a word starting with each (显示, 存放).
    const e = LocalEngine.fromRecords([
      rec('scattered', '显示设置', '显示器的分辨率与存放截图的目录。'),
      rec('memory', '估算显存', '7B 模型全量训练时显存不足，可以减小 batch size。'),
      rec('gpu', 'GPU 型号', '每种型号的显存容量见下表，显存越大能放下的模型越大。'),
    ])
    // (The pairing with the more frequent pairs wins: 显存 over 时显, as in any real corpus.)
    expect(await top('训练时显存爆了', e)).toEqual(['memory', 'gpu'])
    // A synonym's terms are vocabulary, searched as written (显存, not 显 and 存).
    const withRule = LocalEngine.fromRecords(
      [rec('scattered', '显示设置', '显示器与存放截图的目录。'), rec('memory', '估算', '推理需要约 16 GB 显存。')],
      { synonyms: compileSynonyms([{ id: 'vram', synonyms: ['显存', 'vram'] }]) },
    )
    expect(await top('vram', withRule)).toEqual(['memory'])
  })
  it('cuts a word the index never holds as typed back into the words it does (回答说 → 回答 + 说)', async () => {
    const e = LocalEngine.fromRecords([
      rec('half', '参数', '模型的一半参数放在第二张卡上。'),
      rec('cut', '回答被截断', '模型的回答在达到 max_tokens 时停止。'),
      rec('answers', '回答格式', '回答以 Markdown 返回。'),
    ])
    expect((await top('模型的回答说到一半就没了', e))[0]).toBe('cut')
  })
  it('ranks the record titled as the whole query first, also by a synonym of it (prioritize_exact_match)', async () => {
    const e = LocalEngine.fromRecords(
      [
        rec('retries', '限流与重试', '收到 429 时按 Retry-After 重试，限流期间降低并发，限流解除后恢复。'),
        rec('limits', '速率限制', '每个租户每分钟的请求数与 Token 数有上限。'),
        rec('keys', '密钥轮换', '定期轮换 API 密钥：先创建新的 API 密钥，再删除旧的 API 密钥。'),
        rec('api-key', 'API 密钥', '程序访问平台的凭证。'),
      ],
      { synonyms: compileSynonyms([{ id: 'rate-limit', synonyms: ['速率限制', '限流'] }]) },
    )
    expect((await top('限流', e))[0]).toBe('limits')
    expect((await top('api密钥', e))[0]).toBe('api-key')
  })
  it('does not put the typed form of a rule term above its synonyms (限流 is not a phrase to prefer)', async () => {
    const e = LocalEngine.fromRecords(
      [
        rec('batch', '批量调用', '批量调用时注意平台限流。'),
        rec('limits', '速率限制说明', '每个租户每分钟的请求数有上限。'),
      ],
      { synonyms: compileSynonyms([{ id: 'rate-limit', synonyms: ['速率限制', '限流'] }]) },
    )
    expect((await top('限流', e))[0]).toBe('limits')
  })
  it('lends a section part of what the rest of its page covers of the query', async () => {
    const section = (page: string, anchor: string, lvl2: string, content: string): DocRecord => ({
      ...rec(page, '费用', content, lvl2),
      id: `${page}-${anchor}`,
      url: `/${page}.html#${anchor}`,
      anchor,
    })
    const e = LocalEngine.fromRecords([
      section('alerts', 'a', '余额预警', '余额低于阈值时，余额预警会发短信提醒。'),
      section('expense', 'balance', '查看余额', '账户余额在费用中心查看。'),
      section('expense', 'refund', '退款', '未消费的充值金额可以申请退款，原路退回。'),
      section('tickets', 'a', '工单', '退款进度可以在工单里查询。'),
    ])
    // Each section has one of the two words; the page that has both comes first (on its own, the
    // alerts section, with 余额 twice, would).
    const pages = (await e.search('余额 退款')).hits.map((h) => h.url.replace(/\.html#.*/, ''))
    expect(pages[0]).toBe('/expense')
    expect(pages).toContain('/alerts')
  })
  it("finds a page by its readers' keywords, words its text never uses, and ranks them like the description", async () => {
    const e = LocalEngine.fromRecords([
      {
        ...rec('fault', '容错训练', '为训练任务配置自动重试与检查点，节点故障后从最近的进度恢复。'),
        keywords: ['训练挂了', '掉卡'],
      },
      rec('create', '创建训练任务', '在控制台提交训练任务，选择镜像与资源。'),
      {
        ...rec('fault', '容错训练', '检查点每小时保存一次。', '检查点'),
        id: 'fault-ckpt',
        url: '/fault.html#ckpt',
        anchor: 'ckpt',
      },
    ])
    expect((await e.search('训练挂了')).hits[0]!.url).toBe('/fault.html')
    expect((await e.search('掉卡')).hits.map((h) => h.url)).toEqual(['/fault.html']) // the page's first record, not its other sections
    expect(await top('掉卡', engine)).toEqual([]) // not without them
  })
  it('never cuts a path or a flag at a synonym term inside it', async () => {
    const synonyms = compileSynonyms([
      { id: 'quota', synonyms: ['quota', '配额'] },
      { id: 'timeout', synonyms: ['timeout', '超时'] },
    ])
    const e = LocalEngine.fromRecords(
      [
        rec('pool', '设置配额', '管理员为成员设置配额，配额用完后不能再创建实例。'),
        rec('limit', '请求超时', '请求超时后客户端会重试，超时时间可以在控制台修改。'),
        rec(
          'cpu',
          '免费实例',
          '在实例内执行 cat /etc/opti/quota 查看今日已用时长；rollout status 加 --timeout=15m 等待就绪。',
        ),
      ],
      { synonyms },
    )
    expect((await top('/etc/opti/quota', e))[0]).toBe('cpu')
    expect((await top('--timeout', e))[0]).toBe('cpu')
    expect((await top('quota', e))[0]).toBe('pool')
  })
  it('ranks a phrase typed as one run first even when a synonym rule matches inside it', async () => {
    const e = LocalEngine.fromRecords(
      [
        rec('cluster', '删除集群', '删除集群后节点全部释放。'),
        rec('dev', '开发机', '开发机的创建与删除。'),
        rec(
          'policy',
          '授权策略',
          '再举一个只对高风险操作加条件的例子：要求删除开发机和推理服务时必须使用多因素认证登录，并且只允许公司网络访问。',
        ),
      ],
      { synonyms: compileSynonyms([{ id: 'delete', synonyms: ['删除', '释放'] }]) },
    )
    expect((await top('删除开发机', e))[0]).toBe('policy')
  })
  it('ranks title and heading matches above body matches, and phrases above scattered words', async () => {
    const e = LocalEngine.fromRecords([
      rec('body', '其他页面', '这里顺带提到了共享存储的容量。'),
      rec('title', '共享存储', '介绍容量与性能。'),
      rec('scattered', '另一页', '共享的是账号，存储在别处。'),
    ])
    expect(await top('共享存储', e)).toEqual(['title', 'body', 'scattered'])
  })
  it('keeps a stable order for equal scores', async () => {
    const twins = LocalEngine.fromRecords(Array.from({ length: 5 }, (_, i) => rec(`t${i}`, `页面`, '开发机的说明')))
    expect(await top('开发机', twins)).toEqual(['t0', 't1', 't2', 't3', 't4'])
  })
  it('returns the Typesense hit shape with <mark> for CJK and Latin', async () => {
    const [hit] = (await engine.search('检查点')).hits
    expect(hit).toMatchObject({
      id: '/storage.html',
      url: '/storage.html',
      hierarchy: { lvl0: '一站式 AI 平台', lvl1: '存储概览', lvl2: '', lvl3: '' },
    })
    expect(hit!.snippetHtml).toContain('<mark>检查点</mark>')
    expect((await engine.search('kubectl')).hits[0]!.snippetHtml).toContain('<mark>kubectl</mark>')
  })
  it('pages results 10 at a time and reports found', async () => {
    const many = LocalEngine.fromRecords(
      Array.from({ length: 23 }, (_, i) => rec(`p${i}`, `页面 ${i}`, '开发机的说明')),
    )
    const p1 = await many.search('开发机')
    const p3 = await many.search('开发机', 3)
    expect(p1.found).toBe(23)
    expect(p1.hits).toHaveLength(10)
    expect(p3.hits).toHaveLength(3)
    expect(p3.page).toBe(3)
  })
  it('never turns an index url into a script link', async () => {
    const e = LocalEngine.fromRecords([
      { ...rec('x', '标题', '开发机'), url: 'javascript:alert(1)', url_without_anchor: 'javascript:alert(1)' },
    ])
    expect((await e.search('开发机')).hits[0]!.url).toBe('')
  })
  it('escapes document text in snippets', async () => {
    const e = LocalEngine.fromRecords([rec('x', '标题', '示例 <script>alert(1)</script> 开发机')])
    const html = (await e.search('开发机')).hits[0]!.snippetHtml
    expect(html).toContain('&lt;script&gt;')
    expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/)
  })
  it('never throws on arbitrary queries (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (q) => {
        const r = await engine.search(q)
        return Array.isArray(r.hits) && r.found >= 0
      }),
      { numRuns: 200 },
    )
  })
})

describe('sharded index', () => {
  const long = rec('long', '长页面', '开头。' + '填充的说明文字。'.repeat(400) + '末尾提到了罕见的词语蜂鸟。')
  const built = buildLocalIndex({ locale: 'zh', records: [...records, long], chunkChars: 400 })

  it('indexes every word of a section, to its very end', async () => {
    const e = LocalEngine.fromFiles(built.files)
    expect((await top('蜂鸟', e))[0]).toBe('long')
  })
  it('reads only the chunks of the query and the text of the results shown', async () => {
    const read: string[] = []
    const e = new LocalEngine('/idx/meta.json', async (url) => {
      read.push(url)
      return JSON.parse(built.files.get(url.replace('/idx/', ''))!)
    })
    await e.search('检查点')
    const chunks = read.filter((u) => u.includes('/p/'))
    const texts = read.filter((u) => u.includes('/f/'))
    expect(read[0]).toBe('/idx/meta.json')
    expect(built.meta.chunks.length).toBeGreaterThan(5)
    expect(chunks.length).toBeLessThanOrEqual(3)
    expect(texts).toHaveLength((await e.search('检查点')).hits.length)
    await e.search('检查点')
    expect(read.filter((u) => u === '/idx/meta.json')).toHaveLength(1) // kept, like the chunks
  })
  it('fails a search on a missing or garbled piece with a SearchError, and the next search fetches it again', async () => {
    let broken = true
    const e = new LocalEngine('/idx/meta.json', async (url) => {
      const name = url.replace('/idx/', '')
      if (broken && name.startsWith('p/')) return { v: 4, t: 'garbled' }
      return JSON.parse(built.files.get(name)!)
    })
    await expect(e.search('检查点')).rejects.toBeInstanceOf(SearchError)
    broken = false
    expect((await e.search('检查点')).hits[0]?.url).toBe('/storage.html')
  })
  it('rejects a meta from another version or with inconsistent counts', async () => {
    const meta = JSON.parse(built.files.get('meta.json')!)
    const withMeta = (m: unknown) => new LocalEngine('/m.json', async () => m)
    await expect(withMeta({ ...meta, v: 3 }).search('开发机')).rejects.toThrow(
      `The search index is format version 3; this engine reads version ${LOCAL_INDEX_VERSION}`,
    )
    await expect(withMeta('garbage').search('开发机')).rejects.toThrow('The search index is missing')
    await expect(withMeta({ ...meta, records: meta.records + 1 }).search('开发机')).rejects.toThrow(/could not be read/)
    await expect(withMeta({ ...meta, dir: '../../etc/' }).search('开发机')).rejects.toThrow(/could not be read/)
  })
  it('searches within one page: only its sections, in score order; an unknown page finds nothing', async () => {
    const section = (page: string, anchor: string, lvl2: string, content: string): DocRecord => ({
      ...rec(page, '创建训练任务', content, lvl2),
      id: `${page}-${anchor}`,
      url: `/${page}.html#${anchor}`,
      anchor,
    })
    const pageRecords = [
      section('job', 'image', '选择镜像', '训练任务的镜像可以用平台预置镜像，也可以用自定义镜像。'),
      section('job', 'gpu', '选择 GPU 规格', '按显存选择 GPU 规格，镜像之外还要确认驱动版本。'),
      section('job', 'retry', '失败重试', '任务失败后自动重试三次。'),
      section('other', 'image', '镜像仓库', '镜像仓库保存自定义镜像，自定义镜像可以共享给团队。'),
      ...records,
    ]
    const e = LocalEngine.fromRecords(pageRecords)
    expect((await e.search('镜像', 1, '/job.html')).hits.map((h) => h.url)).toEqual([
      '/job.html#image',
      '/job.html#gpu',
    ])
    expect((await e.search('自定义镜像', 1, '/job.html')).hits.map((h) => h.url)).toEqual(['/job.html#image'])
    expect((await e.search('自定义镜像')).hits.map((h) => h.url)).toContain('/other.html#image')
    expect((await e.search('自定义镜像', 1, '/nowhere.html')).hits).toEqual([])
    expect((await e.search('蜂鸟', 1, '/job.html')).hits).toEqual([])
  })
  it('finds the page of a url among many url files, read only for a page search', async () => {
    const many = Array.from({ length: 2500 }, (_, i) =>
      rec(`p${i}`, `页面 ${i}`, [1, 1333, 2499].includes(i) ? '开发机的说明' : '存储的说明'),
    )
    const idx = buildLocalIndex({ locale: 'zh', records: many })
    expect(idx.meta.urlFiles).toBe(3)
    const read: string[] = []
    const e = new LocalEngine('/idx/meta.json', async (url) => {
      read.push(url)
      return JSON.parse(idx.files.get(url.replace('/idx/', ''))!)
    })
    await e.search('开发机')
    expect(read.some((u) => u.includes('/u/'))).toBe(false)
    for (const n of [1, 1333, 2499])
      expect((await e.search('开发机', 1, `/p${n}.html`)).hits.map((h) => h.url)).toEqual([`/p${n}.html`])
    expect((await e.search('开发机', 1, '/p1332.html')).hits).toEqual([]) // that page is about storage
  })
  it('remembers recent results: a query searched again (speculated, then the panel) reads nothing more', async () => {
    const read: string[] = []
    const files = (url: string) => {
      read.push(url)
      return JSON.parse(built.files.get(url.replace('/idx/', ''))!)
    }
    const e = new LocalEngine('/idx/meta.json', async (url) => files(url))
    e.speculate('检查点')
    const first = await e.search('检查点')
    const reads = read.length
    expect(await e.search('检查点')).toBe(first)
    expect(read).toHaveLength(reads)
    // Bounded: after REMEMBERED_RESULTS other queries the first is computed again (from cached files).
    for (let i = 0; i < REMEMBERED_RESULTS; i++) await e.search(`检查点 ${i}`)
    expect(await e.search('检查点')).not.toBe(first)
    // The dev server's engine revalidates the index before every search and remembers no result.
    const dev = new LocalEngine('/idx/meta.json', async (url) => files(url), true)
    const a = await dev.search('检查点')
    expect(await dev.search('检查点')).not.toBe(a)
    // …but the first screen and the page asked together are one run: the meta is read once.
    read.length = 0
    await Promise.all([dev.firstResults('检查点'), dev.search('检查点')])
    expect(read.filter((u) => u.endsWith('meta.json'))).toHaveLength(1)
  })
  it("keeps a term's postings bounded, yet a phrase pairing it with a rare term finds the record cut from it", async () => {
    // 30 sections headed 数据 (high impact), and one long section that mentions 数据抽取 once (the
    // lowest impact of 数据): the cut to 5 records leaves it out of 数据's list.
    const many = Array.from({ length: 30 }, (_, i) => rec(`m${i}`, `数据 ${i}`, '数据的说明'))
    const rare = rec('rare', '其他', `${'说明文字，'.repeat(50)}支持数据抽取。`)
    const capped = buildLocalIndex({ locale: 'zh', records: [...many, rare], maxPostings: 5 })
    const postings = [...capped.files]
      .filter(([name]) => name.startsWith('p/'))
      .map(([, body]) => JSON.parse(body).t['数据'])
      .find(Boolean)
    expect(postings).toHaveLength(1 + 2 * 5) // document frequency, then five (record, impact) pairs
    expect(postings[0]).toBe(31)
    const r = await LocalEngine.fromFiles(capped.files).search('数据抽')
    expect(r.hits[0]!.url).toBe('/rare.html')
  })
})
