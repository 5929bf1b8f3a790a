import { describe, expect, it } from 'vitest'
import { quoteQuestionFor } from '../../../src/island-contract/quote'
import { encodeBlocks, type BlockKind } from '../../../src/search-core/blocks'
import { checkLexicon } from '../../../src/search-core/local/index-files'
import { hashedFileOf } from '../../../src/search-core/local/index-format'
import { buildLocalIndex } from '../../../src/search-core/local-index'
import { LocalEngine } from '../../../src/search-core/local-engine-records'
import { commandOf, quoteFromDocs } from '../../../src/search-core/quote-answer'
import { questionTerms } from '../../../src/search-core/question-terms'
import { compileSynonyms, parseBridgeRules } from '../../../src/search-core/synonyms'
import type { DocRecord } from '../../../src/search-core/types'

/** A section record of `page` from its blocks. */
function section(page: string, anchor: string, heading: string, ...blocks: [BlockKind, ...string[]][]): DocRecord {
  const list = blocks.map(([kind, ...cells]) => ({ kind, cells }))
  return {
    id: `${page}#${anchor}`,
    'hierarchy.lvl0': '文档',
    'hierarchy.lvl1': page === '/expense.html' ? '费用中心' : '检查 CUDA 版本',
    'hierarchy.lvl2': heading,
    content: list.map((b) => b.cells.join(' ')).join(' '),
    blocks: encodeBlocks(list),
    url: `${page}#${anchor}`,
    url_without_anchor: page,
    anchor,
    type: 'lvl2',
    language: 'zh',
    tags: [],
    item_priority: 0,
  }
}

/** An English section record of `page` (titled `title`) holding one paragraph. */
function englishSection(page: string, title: string, anchor: string, heading: string, text: string): DocRecord {
  return {
    id: `${page}#${anchor}`,
    'hierarchy.lvl0': 'Docs',
    'hierarchy.lvl1': title,
    'hierarchy.lvl2': heading,
    content: text,
    blocks: encodeBlocks([{ kind: 'p', cells: [text] }]),
    url: `${page}#${anchor}`,
    url_without_anchor: page,
    anchor,
    type: 'lvl2',
    language: 'en',
    tags: [],
    item_priority: 0,
  }
}

/** 解释这段代码 on a block of `page`, asked as the island asks it. */
const askCode = (e: LocalEngine, lang: string, code: string, page: string) =>
  quoteFromDocs(e, quoteQuestionFor({ kind: 'code', text: code, lang }, 'zh') ?? '', page)

const engine = LocalEngine.fromRecords([
  section(
    '/expense.html',
    'refund',
    '退款',
    ['p', '现金余额可以申请退款：提交工单后，未开票的现金余额原路退回。代金券不能退款，只能抵扣消费。'],
    ['p', '退款在 7 个工作日内到账。'],
  ),
  section('/expense.html', 'docker', '开发机里可以运行 Docker 吗？', [
    'p',
    '可以，创建开发机时在高级设置中开启 Docker in Docker。',
  ]),
  section(
    '/cuda.html',
    'smi',
    '读懂 nvidia-smi 的表头',
    ['p', '先在开发机里运行下面的命令查看驱动。'],
    ['c', 'nvidia-smi'],
    ['p', '输出的前几行大致如下：'],
    ['c', '| NVIDIA-SMI 550.90.07 Driver Version: 550.90.07 CUDA Version: 12.4 |'],
    ['p', '右上角的 CUDA Version 是驱动最高能支持的运行库版本，不是已安装的版本。'],
  ),
  section('/tips.html', 'gpu', '查看 GPU', ['p', '训练中随时用 nvidia-smi 查看显存占用和利用率。']),
])

describe('answering from the docs by quotation', () => {
  it('answers 可以退款吗 by the refund sentence, not by a passage sharing only 可以…吗', async () => {
    const { question, quotes } = await quoteFromDocs(engine, '可以退款吗')
    expect(question).toMatchObject({ frame: 'yesno', content: '退款' })
    expect(quotes[0]?.url).toBe('/expense.html#refund')
    expect(quotes[0]?.text).toContain('现金余额可以申请退款')
    expect(quotes.map((q) => q.url)).not.toContain('/expense.html#docker')
  })

  it('abstains when no passage holds what is asked', async () => {
    expect((await quoteFromDocs(engine, '蓝牙耳机怎么配对')).quotes).toEqual([])
  })

  it('explains a code block by the prose of its step, then another page that uses the command', async () => {
    const { quotes } = await askCode(engine, 'bash', 'nvidia-smi', '/cuda.html')
    expect(quotes.map((q) => [q.url, q.text])).toEqual([
      ['/cuda.html#smi', '先在开发机里运行下面的命令查看驱动。'],
      ['/cuda.html#smi', '输出的前几行大致如下：'],
      ['/cuda.html#smi', '右上角的 CUDA Version 是驱动最高能支持的运行库版本，不是已安装的版本。'],
      ['/tips.html#gpu', '训练中随时用 nvidia-smi 查看显存占用和利用率。'],
    ])
  })

  it('quotes no other page for a Python block: its first word (import) is a keyword, not a command', async () => {
    const code = 'import os\nfrom openai import OpenAI\nclient = OpenAI()'
    const sdk = LocalEngine.fromRecords([
      section(
        '/sdk.html',
        'python',
        '用 Python 调用',
        ['p', '用官方 SDK 调用模型：'],
        ['c', code],
        ['p', '回复在 choices 中。'],
      ),
      section('/conda.html', 'slow', '第一次 import 为什么慢', ['p', 'import torch 要打开上千个文件，冷启动较慢。']),
    ])
    const { quotes } = await askCode(sdk, 'python', code, '/sdk.html')
    expect(quotes.map((q) => q.url)).toEqual(['/sdk.html#python', '/sdk.html#python'])
  })

  it('explains a code block inside a list step by the step’s own prose before and after it', async () => {
    const code = 'for ns in llm train; do\n  kubectl -n $ns get deploy -o yaml > $ns.yaml\ndone'
    const steps = LocalEngine.fromRecords([
      section(
        '/k8s.html',
        'backup',
        '删除前的检查清单',
        ['l', '确认没有正在运行的任务。'],
        [
          'l',
          `导出需要复用的配置：把各命名空间的对象导出为 YAML。 ${code.replace(/\s+/g, ' ')} Secret 导出后请妥善保管。`,
        ],
      ),
    ])
    const { quotes } = await askCode(steps, 'bash', code, '/k8s.html')
    expect(quotes.map((q) => [q.url, q.text])).toEqual([
      ['/k8s.html#backup', '导出需要复用的配置：把各命名空间的对象导出为 YAML。'],
      ['/k8s.html#backup', 'Secret 导出后请妥善保管。'],
    ])
  })

  it('finds an output block by its first line with words, not by its frame of dashes', async () => {
    const frame = `+${'-'.repeat(90)}+`
    const output = `${frame}\n| NVIDIA-SMI 550.90.07 Driver Version: 550.90.07 CUDA Version: 12.4 |\n${frame}`
    const { quotes } = await askCode(engine, 'text', output, '/cuda.html')
    expect(quotes.map((q) => q.text)).toEqual([
      '输出的前几行大致如下：',
      '右上角的 CUDA Version 是驱动最高能支持的运行库版本，不是已安装的版本。',
    ])
  })

  it('explains a selected passage by what continues it, never by the selection itself', async () => {
    const selection = '现金余额可以申请退款：提交工单后，未开票的现金余额原路退回。'
    const { quotes } = await quoteFromDocs(engine, `请解释文档中的这段话：「${selection}」`, '/expense.html')
    expect(quotes.length).toBeGreaterThan(0)
    for (const q of quotes) expect(selection).not.toContain(q.text)
    expect(quotes[0]?.text).toBe('代金券不能退款，只能抵扣消费。')
  })

  it('explains a lead-in to code, which is no passage of its own, by the prose after the code', async () => {
    const compose = LocalEngine.fromRecords([
      section(
        '/compose.html',
        'up',
        '用 compose 拉起服务',
        ['p', '新建 compose.yaml：'],
        ['c', 'services: { vllm: { image: vllm } }'],
        ['p', '模型目录以只读方式挂载，避免容器误改权重。'],
      ),
      section('/other.html', 'yaml', '其他', ['p', '新建 compose.yaml 之前先导入镜像。']),
    ])
    const { quotes } = await quoteFromDocs(compose, '请解释文档中的这段话：「新建 compose.yaml：」', '/compose.html')
    expect(quotes.map((q) => [q.url, q.text])).toEqual([
      ['/compose.html#up', '模型目录以只读方式挂载，避免容器误改权重。'],
    ])
  })

  it('reads the command a code block runs', () => {
    expect(commandOf('# 查看驱动\n$ nvidia-smi -q')).toBe('nvidia-smi')
    expect(commandOf('sudo apt-get install -y tmux')).toBe('apt-get')
    expect(commandOf('torchrun \\\n  --nnodes 2 train.py')).toBe('torchrun')
    expect(commandOf('{"a": 1}')).toBeNull()
  })
})

describe('a yes/no question', () => {
  const faq = LocalEngine.fromRecords([
    section(
      '/expense.html',
      'keys',
      '多创建几个 API 密钥能提高限额吗？',
      ['p', '不能。速率限制按租户、按模型计算，同一租户下的所有密钥共享同一份额度。'],
      ['p', '提高限额的有效办法是充值升档，或者联系商务申请企业档。'],
    ),
    section('/expense.html', 'tiers', '速率档位', ['p', '累计充值满 ¥100 升到 L1，升档在 5 分钟内生效。']),
  ])

  it('is answered first by the verdict that opens the answer to it, with the verdict', async () => {
    const { question, quotes } = await quoteFromDocs(faq, '多建几个 API 密钥会不会提高限额')
    expect(question.frame).toBe('yesno')
    expect(quotes[0]?.text).toBe('不能。速率限制按租户、按模型计算，同一租户下的所有密钥共享同一份额度。')
  })
})

describe('a question in the reader’s words', () => {
  const rules = parseBridgeRules({
    synonyms: [{ id: 'reader-run-time', root: '跑多久', synonyms: ['最长运行时间'] }],
  })
  const jobs = LocalEngine.fromRecords(
    [
      section('/expense.html', 'timeout', '训练任务的超时', [
        'p',
        '训练任务的最长运行时间为 720 小时，超时后任务结束。',
      ]),
      section('/expense.html', 'queue', '训练任务排队', ['p', '训练任务在资源不足时排队，资源释放后按提交顺序启动。']),
    ],
    { synonyms: compileSynonyms(rules) },
  )

  it('is read with the team’s phrase whole, though the phrase holds a frame word (多久)', async () => {
    const { question, quotes } = await quoteFromDocs(jobs, '训练任务最多能跑多久')
    expect(question.content).toContain('跑多久')
    expect(quotes[0]?.url).toBe('/expense.html#timeout')
  })
})

describe('an English question naming something the docs never mention', () => {
  const record = (anchor: string, heading: string, text: string) =>
    englishSection('/en/kube.html', 'KubeStudio', anchor, heading, text)
  const english = LocalEngine.fromRecords([
    record('limits', 'Limits', 'Up to 5 KubeStudio clusters per tenant and 100 nodes per cluster.'),
    record('connect', 'Connect', 'Download the kubeconfig of the KubeStudio cluster, then run kubectl.'),
    record('create', 'Create', 'Create KubeStudio clusters in the console: choose a region and a node pool.'),
    record('delete', 'Delete', 'Deleting a KubeStudio cluster removes its nodes; shared storage is kept.'),
  ])

  it('abstains on a name written as a name (Terraform, TPU), however common the other words', async () => {
    expect((await quoteFromDocs(english, 'Can I create KubeStudio clusters with Terraform?')).quotes).toEqual([])
    expect((await quoteFromDocs(english, 'do KubeStudio clusters offer TPU nodes')).quotes).toEqual([])
    expect((await quoteFromDocs(english, 'how many KubeStudio clusters can a tenant have')).quotes[0]?.url).toBe(
      '/en/kube.html#limits',
    )
  })

  it('still answers when an unknown word is only the reader’s phrasing', async () => {
    const { quotes } = await quoteFromDocs(
      english,
      'is shared storage kept when I delete a KubeStudio cluster, will it survive',
    )
    expect(quotes[0]?.url).toBe('/en/kube.html#delete')
  })
})

describe('a word of the general language the docs never write', () => {
  const records = [
    section('/security.html', 'audit', '安全审计', [
      'p',
      '平台每年接受第三方安全审计，租户级的审计报告可以提交工单申请。',
    ]),
    section('/security.html', 'keys', '密钥', ['p', '子用户调用模型时使用自己的 API 密钥，额度按租户共用。']),
  ]
  const lexicon = ['三级', '审计', '调同']
  const reads: string[] = []
  const { files, meta } = buildLocalIndex({ locale: 'zh', records, lexicon })
  const engine = new LocalEngine('/idx/meta.json', async (url) => {
    reads.push(url.replace('/idx/', ''))
    return JSON.parse(files.get(url.replace('/idx/', '')) ?? 'null')
  })

  it('ships only the lexicon words no record writes, each in the file its hash names', () => {
    const shipped = [...files]
      .filter(([name]) => name.startsWith('l/'))
      .flatMap(([, body]) => checkLexicon(JSON.parse(body)))
    expect(shipped.sort()).toEqual(['三级', '调同'])
    expect(meta.lexiconFiles).toBe(1)
  })

  it('abstains when two characters the question pairs make such a word (等保三级), reading one lexicon file', async () => {
    const asked = '平台的安全审计达到三级了吗'
    expect((await quoteFromDocs(LocalEngine.fromRecords(records), asked)).quotes[0]?.url).toBe('/security.html#audit')
    reads.length = 0
    expect((await quoteFromDocs(engine, asked)).quotes).toEqual([])
    expect(reads.filter((f) => f.startsWith('l/'))).toEqual([`l/${hashedFileOf('三级', meta.lexiconFiles)}.json`])
  })

  it('answers as without the lexicon when its file fails to load', async () => {
    const offline = new LocalEngine('/idx/meta.json', async (url) => {
      const name = url.replace('/idx/', '')
      if (name.startsWith('l/')) throw new Error('offline')
      return JSON.parse(files.get(name) ?? 'null')
    })
    expect((await quoteFromDocs(offline, '平台的安全审计达到三级了吗')).quotes[0]?.url).toBe('/security.html#audit')
  })

  it('reads no lexicon file for a question whose characters the docs pair, and still answers it', async () => {
    reads.length = 0
    expect((await quoteFromDocs(engine, '平台的安全审计报告怎么申请')).quotes[0]?.url).toBe('/security.html#audit')
    expect(reads.filter((f) => f.startsWith('l/'))).toEqual([])
  })
})

describe('an HTTP status code in the question', () => {
  const record = (page: string, anchor: string, heading: string, text: string) =>
    englishSection(page, 'Model API', anchor, heading, text)
  const english = LocalEngine.fromRecords([
    record(
      '/en/models.html',
      'r1',
      'Reasoning models',
      'DeepSeek-R1 reasons step by step, and long answers take it a while.',
    ),
    record(
      '/en/models.html',
      'v3',
      'DeepSeek-V3.2',
      'DeepSeek-V3.2 answers quickly and costs less per token than DeepSeek-R1.',
    ),
    record(
      '/en/errors.html',
      'timeout',
      'Timeouts',
      'A 504 means a long request got no first token within 600 s: shorten the prompt or stream.',
    ),
    record('/en/errors.html', 'limits', 'Limits', 'A 429 means the tenant is over its rate limit: wait and retry.'),
  ])

  it('weighs twice an English word of the question, and the passage on the code is quoted first', async () => {
    const asked = 'deepseek r1 keeps giving me 504 on long prompts'
    const { question, quotes } = await quoteFromDocs(english, asked)
    const weight = (word: string) => terms.units.find((u) => u.forms[0]?.text === word)?.weight ?? Number.NaN
    const terms = questionTerms(await english.questionPlan(question.content), asked)
    expect(weight('504')).toBeCloseTo(2 * weight('long'), 5)
    expect(weight('r1')).toBeCloseTo(weight('long'), 5)
    expect(quotes[0]?.url).toBe('/en/errors.html#timeout')
  })
})
