import { describe, expect, it } from 'vitest'
import { parseFacts } from '../../../src/facts'
import { statedValues, unrecordedValues } from '../../../src/facts/unrecorded'

// Values the docs state on several pages with no fact record: the list writers work through.
const facts = parseFacts({
  exclude: ['**/changelog.md'],
  negations: [],
  'not-facts': [{ value: '1 小时', near: ['计费'] }],
  facts: [
    {
      id: 'audit-retention',
      category: 'retention',
      description: '审计事件保留期',
      value: { zh: '180 天', en: '180 days' },
      agrees: ['180'],
      literal: { subjects: ['审计'] },
      patterns: ['审计事件保留 (\\d+) 天'],
    },
  ],
})

describe('values stated without a fact record', () => {
  it('reads prices, periods, sizes, counts and ranges in prose and tables, not in code or frontmatter', () => {
    const page = [
      '---',
      'description: 保留 30 天',
      '---',
      '开发机停止后系统盘保留 30 天，通常需要 1 到 3 分钟。',
      '| 型号 | 单价 |',
      '| H800 | ¥15.80 |',
      '```sh',
      'sleep 30 天',
      '```',
    ].join('\n')
    // Said of: up to three characters before the value (linking words such as 通常需要 skipped), or a
    // table row's first cell.
    expect(statedValues(page, 'a.md', facts).map((s) => [s.line, s.subject, s.value])).toEqual([
      [4, '盘保留', '30 天'],
      [4, '', '1 到 3 分钟'],
      [6, 'h800', '15.80'],
    ])
  })

  it('leaves out what a fact already reads, a token, and history pages', () => {
    expect(statedValues('审计事件保留 180 天。', 'a.md', facts)).toEqual([])
    expect(statedValues('审计事件在平台保留 [[fact:audit-retention]]。', 'a.md', facts)).toEqual([])
    expect(statedValues('两小时 [[calc:2 * 1.5|¥3]]。', 'a.md', facts)).toEqual([])
    expect(statedValues('系统盘保留 30 天。', 'x/changelog.md', facts)).toEqual([])
  })

  it('lists a value said of the same thing on two pages, names a fact with that value, and skips not-facts', () => {
    const pages = [
      { rel: 'a.md', markdown: '删除后文件保留 15 天。审计日志平台保留 180 天。计费按 1 小时。' },
      { rel: 'b.md', markdown: '文件保留 15 天，可以恢复。审计日志平台保留 180 天。计费按 1 小时。' },
      { rel: 'c.md', markdown: '缓存保留 15 天。' },
    ]
    const found = unrecordedValues(pages, facts)
    expect(found.map((u) => [u.subject, u.value, u.pages, u.fact])).toEqual([
      ['件保留', '15 天', ['a.md', 'b.md'], null],
      ['台保留', '180 天', ['a.md', 'b.md'], 'audit-retention'],
    ])
  })

  it('leaves out a not-facts value only in its context: the same number meaning something else is listed', () => {
    const marked = parseFacts({
      'not-facts': [
        { value: '30 天', near: ['日志'] },
        { value: '7 天', paths: ['posts/**'] },
      ],
      facts: [],
    })
    const pages = [
      {
        rel: 'a.md',
        markdown: '任务日志保留 30 天。\n\n| 导出文件 | 保留 7 天 |\n\n删除后的文件保留 30 天，可以恢复。',
      },
      {
        rel: 'b.md',
        markdown: '节点日志保留 30 天。\n\n| 导出文件 | 保留 7 天 |\n\n删除后的文件保留 30 天，可以找回。',
      },
      { rel: 'posts/c.md', markdown: '| 导出文件 | 保留 7 天 |' },
    ]
    expect(unrecordedValues(pages, marked).map((u) => [u.subject, u.value, u.pages])).toEqual([
      ['件保留', '30 天', ['a.md', 'b.md']],
      ['保留', '7 天', ['a.md', 'b.md']],
    ])
  })

  it('refuses a not-facts value that names no context', () => {
    expect(() => parseFacts({ 'not-facts': ['30 天'], facts: [] })).toThrow(/not-facts\[0\]: "30 天" says no context/)
    expect(() => parseFacts({ 'not-facts': [{ value: '30 天' }], facts: [] })).toThrow(/needs near words or paths/)
    expect(() => parseFacts({ 'not-facts': [{ value: '30 天', near: ['日志'], why: 'x' }], facts: [] })).toThrow(
      /unknown field why/,
    )
  })
})
