import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  expandFacts,
  formatLiteralFinding,
  lintLiterals,
  literalsIn,
  parseFacts,
  stripLiteralMarkers,
} from '../../../src/facts'
import { expandPageFacts, loadFacts } from '../../../src/indexer/facts-file'
import { listSourcePages } from '../../../src/indexer/pages/read-page'

// A page that writes a recorded fact's value instead of inserting it goes stale when the fact changes,
// however the sentence is worded (CONTENT.md, "Facts as data"): the literal-value lint finds it.
const DOCS = path.resolve(__dirname, '../../../docs')
const facts = loadFacts(DOCS)

/** The facts a page is reported for, as `fact@line`. */
const found = (markdown: string, file = 'docs/ai-studio/x.md') =>
  lintLiterals(markdown, file, facts).map((f) => (f.kind === 'marker' ? `marker@${f.line}` : `${f.fact}@${f.line}`))

describe('the real pages', () => {
  it('insert every fact they state (or say why they write it out)', async () => {
    const pages = await listSourcePages(DOCS)
    const findings = pages.flatMap((rel) =>
      lintLiterals(fs.readFileSync(path.join(DOCS, rel), 'utf8'), `docs/${rel}`, facts),
    )
    expect(findings.map(formatLiteralFinding).join('\n')).toBe('')
  })
})

describe('a fact’s value written out is caught however it is worded', () => {
  it('in a table row', () => {
    expect(found('| GPU | 单价 |\n|---|---|\n| H800 | ¥15.80 |')).toEqual(['price-h800@3'])
  })

  it('as 元 without ¥, and as CNY in English', () => {
    expect(found('H800 每卡每小时 15.80 元。')).toEqual(['price-h800@1'])
    expect(found('An H800 card-hour costs CNY 15.8.', 'docs/en/x.md')).toEqual(['price-h800@1'])
  })

  it('in English, periods and quotas in their own units', () => {
    expect(found('Audit events are kept for 180 days.', 'docs/en/x.md')).toEqual(['audit-retention@1'])
    expect(found('新租户的 GPU 配额是每种型号 64 张卡。')).toEqual(['gpu-quota-default@1'])
    expect(found('A new tenant may use 64 GPUs of one type (the quota).', 'docs/en/x.md')).toEqual([
      'gpu-quota-default@1',
    ])
  })

  it('right after a denial word, which the phrasings skip', () => {
    expect(found('审计事件并非只保留 90 天，而是 180 天。')).toEqual(['audit-retention@1'])
    expect(found('H800 的单价不是 ¥15.80 吗？')).toEqual(['price-h800@1'])
  })

  it('in a sentence split across lines, on the line of the value', () => {
    expect(found('H800 每卡每小时的价格\n是 ¥15.80，按秒计费。')).toEqual(['price-h800@2'])
  })

  it('flags, annotation keys and hosts', () => {
    expect(found('跨区域复制时加 `--to-fs` 指定目标。')).toEqual(['atlctl-storage-cp-to-fs-flag@1'])
    expect(found('PVC 的注解 `kubestudio.example.com/filesystem` 选择文件系统。', 'docs/kube-studio/x.md')).toEqual([
      'kubestudio-pvc-filesystem-annotation@1',
    ])
  })

  it('says which token inserts what the page wrote', () => {
    const [whole] = lintLiterals('H800 ¥15.80', 'docs/x.md', facts)
    expect(whole?.token).toBe('[[fact:price-h800]]')
    const [part] = lintLiterals('DeepSeek-V3.2 输出 ¥3.00', 'docs/x.md', facts)
    expect(part?.token).toBe('[[fact:price-deepseek-v32:2]]')
    expect(formatLiteralFinding(part!)).toMatch(/writes "¥3.00" literally; insert \[\[fact:price-deepseek-v32:2\]\]/)
  })
})

describe('what the lint leaves alone', () => {
  it('tokens, and a value whose sentence does not name the fact’s subject', () => {
    expect(found('H800 每卡每小时 [[fact:price-h800]]。')).toEqual([])
    // 7 天 and ¥15.80 alone cannot be told from other things' values.
    expect(found('到期前 7 天提醒；这台机器每小时 ¥15.80。')).toEqual([])
    expect(found('H800 的 NVLink 带宽是 400 GB/s。')).toEqual([])
    expect(found('H800 节点之间是 8 × 400 Gb/s。')).toEqual(['network-h800@1'])
  })

  it('another product’s value on its own pages: KubeStudio pods’ 30 seconds, not a training job’s grace period', () => {
    const line = '| 节点与运行中的 Pod | 销毁 | Pod 收到 SIGTERM 后有 30 秒退出时间 |'
    expect(found(line, 'docs/kube-studio/delete.md')).toEqual([])
    expect(found(line, 'docs/ai-studio/job/x.md')).toEqual(['job-stop-grace-period@1'])
  })

  it('a line that says why it writes the value, the marker covering it alone', () => {
    const old = '调价前 H800 每卡时 ¥15.80，现为 ¥14.80。 <!-- fact-literal: the change, old value beside new -->'
    expect(found(old)).toEqual([])
    expect(found(`${old}\nH800 ¥15.80`)).toEqual(['price-h800@2'])
    expect(
      found('| 每月消费上限 | ¥20 | 代金券之外 | <!-- fact-literal: a cap for the key, not the voucher -->'),
    ).toEqual([])
  })

  it('a marker that covers nothing is reported, so none outlives its reason', () => {
    expect(found('这一行没有事实。 <!-- fact-literal: stale -->')).toEqual(['marker@1'])
  })

  it('history pages, and the frontmatter’s keywords and questions, which ask rather than state', () => {
    expect(found('- 调价前 H800 每卡时 ¥16.80；现 ¥15.80。', 'docs/ai-studio/changelog.md')).toEqual([])
    const asked =
      '---\ntitle: 价格\nkeywords:\n  - H800 ¥15.80 贵吗\nquestions:\n  价格:\n    - 审计日志 180 天够吗\n---\n'
    expect(found(`${asked}\n# 价格\n`)).toEqual([])
  })
})

describe('the frontmatter’s title and description, where no token works', () => {
  const fm = (description: string, file = 'docs/x.md') =>
    lintLiterals(`---\ntitle: 价格\ndescription: ${description}\n---\n\n# 价格\n`, file, facts)

  it('report a recorded value beside its subject, on the description’s line', () => {
    expect(fm('H800 每卡时 ¥15.80，按秒计费。').map((f) => [f.fact, f.line, f.kind])).toEqual([
      ['price-h800', 3, 'frontmatter'],
    ])
    expect(fm('审计事件的范围、180 天保留期与导出方法。').map((f) => f.fact)).toEqual(['audit-retention'])
    expect(fm('A free CPU instance for 8 hours a day.', 'docs/en/opti-compute/x.md').map((f) => f.fact)).toEqual([
      'free-cpu-instance-hours',
    ])
  })

  it('report any price, a cost computed from the recorded ones included', () => {
    const [cost] = fm('从整理数据到合并权重，一次微调约 ¥30。')
    expect([cost?.fact, cost?.found, cost?.kind]).toEqual(['', '¥30', 'frontmatter'])
    expect(formatLiteralFinding(cost!)).toMatch(/^docs\/x\.md:3 {2}frontmatter writes "¥30" \(a price\): .*reword it/)
  })

  it('leave a description that says what the page covers, or a value of nothing recorded', () => {
    expect(fm('免费 CPU 实例的规格、每日免费时长与空闲停止规则。')).toEqual([])
    expect(fm('十分钟训练完，附这次训练的费用估算。')).toEqual([])
  })
})

describe('fenced code, where tokens are not expanded', () => {
  it('keeps literals that equal the fact, and reports another value on a line naming the subject', () => {
    expect(found('```sh\n# H800 每卡时 ¥15.80\n```')).toEqual([])
    expect(found('```sh\n# H800 每卡时 ¥16.80\n```')).toEqual(['price-h800@2'])
    expect(lintLiterals('```sh\n# H800 每卡时 ¥16.80\n```', 'docs/x.md', facts)[0]?.kind).toBe('code')
    // Another thing's number in another unit is not the fact's.
    expect(found('```sh\n# 8 张 H800，每张 80 GB\n```')).toEqual([])
  })

  it('a marker alone on the line before the fence covers the block', () => {
    expect(found('<!-- fact-literal: the old price, for the migration script -->\n```sh\nH800=¥16.80\n```')).toEqual([])
    expect(found('<!-- fact-literal: nothing here -->\n```sh\necho hi\n```')).toEqual(['marker@1'])
  })
})

describe('markers never reach readers', () => {
  it('are taken out before the page renders: alone with their line, at a line end with the spaces before', () => {
    const page = 'a\n<!-- fact-literal: old -->\n```sh\nx\n```\n| H800 | ¥16.80 | <!-- fact-literal: old -->\n'
    expect(stripLiteralMarkers(page)).toBe('a\n```sh\nx\n```\n| H800 | ¥16.80 |\n')
    expect(expandPageFacts(DOCS, 'x.md', 'H800 [[fact:price-h800]] <!-- fact-literal: x -->')).toBe('H800 ¥15.80')
  })

  it('render neither in the HTML nor as a table cell', async () => {
    const { createMarkdownRenderer } = await import('vitepress')
    const { factsMarkdownPlugin } = await import('../../../.vitepress/plugins/facts')
    const md = await createMarkdownRenderer(DOCS)
    md.use(factsMarkdownPlugin(DOCS))
    const html = md.render(
      '| a | b |\n|---|---|\n| 1 | ¥20 | <!-- fact-literal: why -->\n\n- x <!-- fact-literal: y -->\n',
      {
        relativePath: 'x.md',
      },
    )
    expect(html).not.toContain('fact-literal')
    expect(html).toContain('<td>¥20</td>')
  })
})

describe('the facts file', () => {
  const fact = (over: Record<string, unknown>) => ({
    facts: [
      {
        id: 'a',
        category: 'quota',
        description: 'd',
        value: { zh: '64 卡', en: '64 GPUs' },
        agrees: ['64'],
        patterns: ['(\\d+) 卡'],
        ...over,
      },
    ],
  })

  it('requires a value with a literal to name its subject, or to say why it cannot', () => {
    expect(() => parseFacts(fact({}))).toThrow(/fact a: its value writes 64 卡: list the words/)
    expect(parseFacts(fact({ literal: { subjects: ['配额'] } })).byId.get('a')?.literal?.subjects).toEqual(['配额'])
    expect(parseFacts(fact({ literal: { skip: 'a row of phrases' } })).byId.get('a')?.literal).toBeNull()
    expect(() => parseFacts(fact({ literal: { subjects: [] } }))).toThrow(
      /\{subjects: \[\.\.\.\]\} or \{skip: reason\}/,
    )
    expect(() => parseFacts(fact({ value: '1', literal: { subjects: ['x'] } }))).toThrow(/no literal to look for/)
  })

  it('reads literals: prices, numbers with units, identifiers; never a bare number', () => {
    const read = (s: string) => literalsIn(s).map((l) => l.id ?? `${l.n} ${l.unit}`)
    expect(read('¥1,024.5、16.80 元、CNY 3、90 天、90 days、64 张卡、64 GPUs、600 s、10 %、85 折')).toEqual([
      '1024.5 yuan',
      '16.8 yuan',
      '3 yuan',
      '90 day',
      '90 day',
      '64 card',
      '64 card',
      '600 second',
      '10 percent',
      '85 zhe',
    ])
    expect(read('RTX 4090 与 H800，版本 12.4，第 3 步')).toEqual([])
    expect(read('`--to-fs`、`/data/shared/hf`、`kubestudio.example.com/filesystem`')).toEqual([
      '--to-fs',
      '/data/shared/hf',
      'kubestudio.example.com/filesystem',
    ])
  })
})

describe('part tokens', () => {
  it('insert one literal of the value, in the page’s locale', () => {
    expect(expandFacts('输出 [[fact:price-deepseek-v32:2]]', facts, 'zh')).toBe('输出 ¥3.00')
    expect(expandFacts('[[fact:gpu-quota-default:1]]', facts, 'en')).toBe('64 GPUs')
    expect(() => expandFacts('[[fact:price-h800:2]]', facts, 'zh')).toThrow(/Unknown fact \[\[fact:price-h800:2\]\]/)
  })
})
