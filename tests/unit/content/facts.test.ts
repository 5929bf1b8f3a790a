import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  checkPage,
  expandFacts,
  FACT_CATEGORIES,
  formatViolation,
  normaliseValue,
  parseFacts,
  scanPage,
  type Violation,
} from '../../../src/facts'
import { loadFacts } from '../../../src/indexer/facts-file'
import { PLANTS } from './planted-contradictions'
import { POST_PLANTS } from './planted-contradictions-posts'
import { PRODUCT_PLANTS } from './planted-contradictions-products'
import { listSourcePages } from '../../../src/indexer/pages/read-page'

// The docs agree with themselves (CONTENT.md, "Facts as data"): every page is checked against
// docs/facts.yaml, and each contradiction the docs once had is planted back to prove it is caught.
const DOCS = path.resolve(__dirname, '../../../docs')
const facts = loadFacts(DOCS)
const pages = await listSourcePages(DOCS)
const read = (rel: string) => fs.readFileSync(path.join(DOCS, rel), 'utf8')

describe('the real pages', () => {
  it('state every recorded fact with its recorded value', () => {
    const violations = pages.flatMap((rel) => checkPage(read(rel), `docs/${rel}`, facts))
    // One readable line per contradiction: file:line, fact, what the page says, what is recorded.
    expect(violations.map(formatViolation).join('\n')).toBe('')
  })

  it('state each fact somewhere (a fact whose phrasings match nothing checks nothing)', () => {
    const stated = new Set(pages.flatMap((rel) => scanPage(read(rel), rel, facts).map((s) => s.fact)))
    const checkable = facts.facts.filter((f) => f.patterns.some((p) => p.compare !== 'never'))
    expect(checkable.filter((f) => !stated.has(f.id)).map((f) => f.id)).toEqual([])
  })

  it('records a useful set: 40+ facts over prices, quotas, limits, retention, timeouts, hosts, codes', () => {
    expect(facts.facts.length).toBeGreaterThanOrEqual(40)
    const categories = new Set(facts.facts.map((f) => f.category))
    for (const c of ['price', 'billing', 'quota', 'rate-limit', 'retention', 'timeout', 'error-code', 'host'])
      expect(categories).toContain(c)
    expect([...categories].every((c) => (FACT_CATEGORIES as readonly string[]).includes(c))).toBe(true)
  })
})

describe('planted contradictions are caught', () => {
  it.each([...PLANTS, ...POST_PLANTS, ...PRODUCT_PLANTS])('$name ($page)', ({ page, from, to, fact }) => {
    const text = read(page)
    expect(text, `${page} no longer contains the planted text`).toContain(from)
    const planted = text.replace(from, to)
    const line = planted.slice(0, planted.indexOf(to)).split('\n').length
    const violations = checkPage(planted, `docs/${page}`, facts)
    expect(violations.map((v) => `${v.line} ${v.fact}`)).toContain(`${line} ${fact}`)
    const v = violations.find((x) => x.fact === fact) as Violation
    expect(v.file).toBe(`docs/${page}`)
    expect(v.recorded).toBe(facts.byId.get(fact)?.value[page.startsWith('en/') ? 'en' : 'zh'])
  })

  it('names the file, the line, the fact, what the page says and the recorded value', () => {
    const text = read('kube-studio/limitations.md').replace('[[fact:gpu-quota-default]]', '新租户默认 16 卡')
    const [v] = checkPage(text, 'docs/kube-studio/limitations.md', facts)
    expect(v && formatViolation(v)).toMatch(
      /^docs\/kube-studio\/limitations\.md:\d+ {2}fact gpu-quota-default: states "16", recorded "每个区域、每种型号默认 64 卡"$/,
    )
  })

  it('reports an unknown token and a token in frontmatter', () => {
    expect(checkPage('# T\n\n价格 [[fact:no-such-fact]]\n', 'docs/x.md', facts)).toEqual([
      { file: 'docs/x.md', line: 3, fact: 'no-such-fact', found: '[[fact:no-such-fact]]', recorded: 'no such fact' },
    ])
    const fm = checkPage('---\ntitle: "[[fact:price-h800]]"\n---\n\n# T\n', 'docs/x.md', facts)
    expect(fm.map((v) => [v.line, v.recorded])).toEqual([[2, 'no tokens in frontmatter']])
    // A worked example's token would stay as typed in the page's meta too.
    const calc = checkPage('---\ndescription: 约 [[calc:2 * price-h800]]\n---\n\n# T\n', 'docs/x.md', facts)
    expect(calc.map((v) => [v.line, v.fact, v.recorded])).toEqual([[2, 'calc', 'no tokens in frontmatter']])
  })
})

describe('legitimate differences are not flagged', () => {
  const ok = (text: string, file: string) => expect(checkPage(text, file, facts).map(formatViolation)).toEqual([])

  it('another product with its own limit: OptiCompute’s console label and 30 GB system disk', () => {
    const line = '创建时忘了选，可以在实例详情页「SSH 密钥 → 添加」，约 30 秒生效。'
    ok(line, 'docs/opti-compute/ssh.md')
    expect(checkPage(line, 'docs/ai-coder/ssh.md', facts).map((v) => v.fact)).toEqual(['ssh-key-add-running-instance'])
    ok('免费实例的系统盘只有 30 GB。', 'docs/opti-compute/troubleshoot.md')
    expect(checkPage('开发机的系统盘只有 30 GB。', 'docs/ai-studio/dev-instance/index.md', facts)).toHaveLength(1)
    // An overview gives both products' disks, each in its own clause.
    ok(
      '| 容量 | 开发机与训练任务固定 50 GB，不能扩容；优化算力实例（含免费 CPU 实例）固定 30 GB，也不能扩容 |',
      'docs/fundamentals/storage/index.md',
    )
    ok(
      '| Capacity | Dev instances and training jobs: fixed at 50 GB; OptiCompute instances (the free CPU instance included): fixed at 30 GB |',
      'docs/en/fundamentals/storage/index.md',
    )
  })

  it('different retention periods of different things on one page', () => {
    ok('审计事件在平台保留 180 天；批量推理的输出文件与错误文件保留 7 天；kubeconfig 无关。', 'docs/gen-studio/x.md')
    ok('输出文件保留 7 天，任务记录保留 90 天。', 'docs/support/faq.md')
  })

  it('the snapshot price beside the storage price, and reasoning models’ own max_tokens default', () => {
    ok('共享文件存储 ¥0.30 / GB·月；删除的数据如果还被快照引用，按快照价格 ¥0.10 / GB·月计费。', 'docs/x.md')
    ok(
      'Shared file storage costs ¥0.30 per GB-month; a snapshot is billed for changed data, at ¥0.10 per GB-month.',
      'docs/en/x.md',
    )
    expect(checkPage('Shared file storage costs ¥0.10 per GB-month.', 'docs/en/x.md', facts)).toHaveLength(1)
    ok('普通模型 `max_tokens` 默认 2,048，推理模型的 `max_tokens` 默认 8,192。', 'docs/x.md')
  })

  it('a denial of the wrong value, and an old value on a change log', () => {
    ok('共享文件存储按**配置容量**计费，而不是按已用空间。', 'docs/posts/x.md')
    ok('- 调价前 H800 每卡时 ¥16.80。', 'docs/ai-studio/changelog.md')
  })

  it("a reader's question in the frontmatter, whatever value it names; the description still counts", () => {
    const page = (description: string) =>
      `---\ndescription: ${description}\nquestions:\n  配额:\n    - 新租户默认 16 卡吗\n---\n\n# 配额\n`
    ok(page('配额说明'), 'docs/ai-studio/job/create.md')
    expect(checkPage(page('新租户默认 16 卡'), 'docs/ai-studio/job/create.md', facts).map((v) => v.line)).toEqual([2])
  })

  it('a shared-storage capacity the product gives (1 TB = 1,024 GB), and sizes of other things', () => {
    const capacity = (line: string, file = 'docs/posts/x.md') =>
      checkPage(line, file, facts).filter((v) => v.fact === 'shared-storage-capacity')
    // The brief's three phrasings: a wrong capacity is flagged, with its size in GB when written in TB.
    expect(capacity('创建 2 TB 的文件系统。').map((v) => v.found)).toEqual(['2 TB = 2048 GB'])
    expect(capacity('准备一个 20 GB 的共享存储。')).toHaveLength(1)
    expect(capacity('写满后扩容到 550 GB。')).toHaveLength(1)
    expect(capacity('Expand the file system to 1 TB.', 'docs/en/x.md')).toHaveLength(1)
    ok('写满后扩容到 500 GB；创建 25 TB 的文件系统（25,600 GB）；共享存储 700 GB。', 'docs/posts/x.md')
    ok('atlctl storage fs resize team-data --capacity 5000GB', 'docs/posts/x.md')
    ok('500 GB of shared file storage; expandable online, up to 500 TB per file system.', 'docs/en/x.md')
    // Used, needed and other things' sizes are not capacities.
    ok('一个 145 GB 的模型实际会占用约 290 GB 共享存储。', 'docs/posts/x.md')
    ok('例如需要 2 TB（2,048 GB）空间时配置 2,100 GB。', 'docs/posts/x.md')
    ok('共享存储挂载在 /data/shared，开发机配置 32 GB 内存、80 GB 显存，挂载 50 GB 的系统盘。', 'docs/posts/x.md')
    ok('共享存储放权重，A800 扩到 8 卡、每卡 80 GB 显存；PVC 写 `storage: 1Ti`。', 'docs/posts/x.md')
    ok('The file system holds a 15 GB model; the instance is configured with 64 GB of memory.', 'docs/en/x.md')
  })

  it('a GPU count that is not the quota (a 16-card job)', () => {
    ok('一个两节点、16 张 A800 的 SFT 任务，需要租户 A800 配额不少于 16 卡。', 'docs/ai-studio/job/create.md')
  })
})

describe('insertion tokens', () => {
  it('insert the value of the page’s locale', () => {
    expect(expandFacts('配额：[[fact:gpu-quota-default]]。', facts, 'zh')).toBe('配额：每个区域、每种型号默认 64 卡。')
    expect(expandFacts('Quota: [[fact:gpu-quota-default]].', facts, 'en')).toBe(
      'Quota: at most 64 GPUs per region and GPU type.',
    )
  })

  it('are left alone in fenced code, and written literally when escaped', () => {
    const src = '```md\n[[fact:price-h800]]\n```\n\n\\[[fact:price-h800]] = [[fact:price-h800]]\n'
    expect(expandFacts(src, facts, 'zh')).toBe('```md\n[[fact:price-h800]]\n```\n\n[[fact:price-h800]] = ¥15.80\n')
  })

  it('fail on an unknown id with its line, or stay as written when asked to', () => {
    expect(() => expandFacts('a\n[[fact:nope]]', facts, 'zh')).toThrow(/Unknown fact \[\[fact:nope\]\] on line 2/)
    expect(expandFacts('[[fact:nope]]', facts, 'zh', 'keep')).toBe('[[fact:nope]]')
  })

  it('keep the page’s line count (values are one line)', () => {
    const text = read('ai-studio/pricing/index.md')
    expect(expandFacts(text, facts, 'zh').split('\n')).toHaveLength(text.split('\n').length)
  })
})

describe('the facts file', () => {
  const minimal = (over: Record<string, unknown>) => ({
    facts: [
      {
        id: 'a-fact',
        category: 'quota',
        description: 'd',
        value: '1',
        agrees: ['1'],
        patterns: ['(\\d+) 卡'],
        ...over,
      },
    ],
  })

  it('is validated with the fact and field at fault', () => {
    expect(() => parseFacts(minimal({ id: 'Bad Id' }))).toThrow(/id must be kebab-case/)
    expect(() => parseFacts(minimal({ category: 'misc' }))).toThrow(/fact a-fact: category/)
    expect(() => parseFacts(minimal({ patterns: ['卡'] }))).toThrow(/must capture the value/)
    expect(() => parseFacts(minimal({ patterns: ['(\\d+'] }))).toThrow(/fact a-fact\.patterns\[0\]/)
    expect(() => parseFacts(minimal({ agrees: undefined }))).toThrow(/agrees lists/)
    expect(() => parseFacts(minimal({ value: { zh: 'a' } }))).toThrow(/value is a string or \{zh, en\}/)
    // YAML's flow style splits `{ zh: 至少 1,024 Token }` at the comma: the stray key is refused.
    expect(() => parseFacts(minimal({ value: { zh: '至少 1', '024 Token': null, en: 'x' } }))).toThrow(
      /value is a string/,
    )
    expect(() => parseFacts(minimal({ value: { zh: '10 个', en: 10 } }))).toThrow(/\{zh, en\} of strings/)
    expect(() => parseFacts(minimal({ value: 64 }))).toThrow(/value is a string/)
    expect(() => parseFacts(minimal({ value: { zh: '「更新」', en: '「更新」 (Update)' } }))).toThrow(
      /fact a-fact: the en value is written in Chinese/,
    )
    expect(() => parseFacts(minimal({ value: '1 分钟内' }))).toThrow(/the en value is written in Chinese/)
    expect(() => parseFacts(minimal({ patern: [] }))).toThrow(/unknown field patern/)
    expect(() => parseFacts({ facts: [minimal({}).facts[0], minimal({}).facts[0]] })).toThrow(/id used twice/)
  })

  it('reads compare: step against the fact’s step, and refuses one without the other', () => {
    const stepped = (over: Record<string, unknown>) =>
      minimal({
        patterns: [{ re: '容量 (\\S+B)', compare: 'step' }],
        step: { min: 100, every: 100, unit: 'GB', units: { TB: 1024 } },
        ...over,
      })
    const set = parseFacts(stepped({}))
    const found = (line: string) => checkPage(line, 'x.md', set).map((v) => v.found)
    expect(found('容量 100GB；容量 2,100GB；容量 25TB；容量 0.5TB')).toEqual(['0.5TB = 512 GB'])
    expect(found('容量 50GB；容量 150GB；容量 2TB；容量 3PB')).toEqual(['50GB', '150GB', '2TB = 2048 GB', '3PB'])
    expect(() => parseFacts(stepped({ step: undefined }))).toThrow(/compare: step needs the fact's step/)
    expect(() => parseFacts(minimal({ step: { min: 100, every: 100, unit: 'GB' } }))).toThrow(
      /read only by compare: step/,
    )
    expect(() => parseFacts(stepped({ step: { min: 100, every: 0, unit: 'GB' } }))).toThrow(/positive numbers/)
    expect(() => parseFacts(stepped({ step: { min: 100, every: 100, unit: 'GB', units: { TB: 'x' } } }))).toThrow(
      /units maps a unit/,
    )
    expect(() => parseFacts(stepped({ step: { min: 1, every: 1, unit: 'GB', size: 1 } }))).toThrow(/unknown field size/)
  })

  it('compares numbers however they are written', () => {
    expect(normaliseValue('1,024')).toBe('1024')
    expect(normaliseValue('1 024')).toBe('1024')
    expect(normaliseValue('¥2.00 | ¥3.00')).toBe('2.00 / 3.00')
    const set = parseFacts(minimal({ agrees: ['1024'], patterns: ['至少 ([\\d, ]+?) Token'] }))
    expect(checkPage('至少 1,024 Token；至少 1 024 Token', 'x.md', set)).toEqual([])
    expect(checkPage('至少 1,000 Token', 'x.md', set)).toHaveLength(1)
  })
})

describe('both locales', () => {
  it('English pages are checked with English phrasings (they state 20 recorded facts)', () => {
    const stated = new Set(
      pages.filter((rel) => rel.startsWith('en/')).flatMap((rel) => scanPage(read(rel), rel, facts).map((s) => s.fact)),
    )
    expect(stated.size).toBeGreaterThanOrEqual(20)
  })
})

describe('the markdown-it plugin', () => {
  it('fills tokens before parsing, in the page’s locale, and leaves code blocks alone', async () => {
    const { createMarkdownRenderer } = await import('vitepress')
    const { factsMarkdownPlugin } = await import('../../../.vitepress/plugins/facts')
    const md = await createMarkdownRenderer(DOCS)
    md.use(factsMarkdownPlugin(DOCS))
    const src = '| GPU | 价格 |\n|---|---|\n| H800 | [[fact:price-h800]] |\n\n```\n[[fact:price-h800]]\n```\n'
    const html = md.render(src, { relativePath: 'ai-studio/x.md' })
    expect(html).toContain('<td>¥15.80</td>')
    expect(html).toContain('[[fact:price-h800]]')
    expect(md.render('[[fact:price-vcpu]]', { relativePath: 'en/x.md' })).toContain('¥0.08 per vCPU-hour')
    expect(() => md.render('[[fact:nope]]', { relativePath: 'x.md' })).toThrow(/x\.md: Unknown fact/)
  })
})
