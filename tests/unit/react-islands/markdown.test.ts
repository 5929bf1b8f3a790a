// @vitest-environment jsdom
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { XSS_PAYLOADS } from '../../fixtures/xss-payloads'
import {
  ALLOWED_TAGS,
  endsUnfinished,
  MARKDOWN_MAX_NESTING,
  renderAnswer,
  splitBlocks,
  TABLE_ROW_CELL_CAP,
} from '../../../src/react-islands/chat/markdown'

const payloads = XSS_PAYLOADS

function inspect(html: string) {
  const host = document.createElement('div')
  host.innerHTML = html
  const all = Array.from(host.querySelectorAll('*'))
  return {
    tags: all.map((e) => e.tagName.toLowerCase()),
    attrs: all.flatMap((e) => Array.from(e.attributes).map((a) => [a.name, a.value] as const)),
  }
}

describe('AI answer rendering', () => {
  it('has the constants of BEHAVIOUR.md', () => {
    expect(MARKDOWN_MAX_NESTING).toBe(100)
    expect(TABLE_ROW_CELL_CAP).toBe(65536)
  })

  it('renders Markdown: headings, lists, code, tables and safe links', () => {
    const html = renderAnswer(
      '## 步骤\n\n1. 打开 **控制台**\n2. 运行 `atlctl`\n\n```bash\nnvidia-smi\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[文档](/ai-studio/job/create.html) 与 [外链](https://example.com)',
    )
    const { tags } = inspect(html)
    expect(tags).toEqual(expect.arrayContaining(['h2', 'ol', 'li', 'strong', 'code', 'pre', 'table', 'a']))
    expect(html).toContain('href="/ai-studio/job/create.html"')
    expect(html).toContain('target="_blank"')
    expect(html).toContain('rel="noopener noreferrer"')
  })

  it.each(payloads.map((p, i) => [i, p]))('payload %i leaves nothing executable', (_i, payload) => {
    const html = renderAnswer(payload as string)
    const { tags, attrs } = inspect(html)
    for (const t of tags) expect(ALLOWED_TAGS).toContain(t)
    for (const [name, value] of attrs) {
      expect(name.startsWith('on'), `attribute ${name}`).toBe(false)
      expect(name.startsWith('data-'), `attribute ${name}`).toBe(false)
      expect(['style', 'src', 'xlink:href', 'action', 'formaction']).not.toContain(name)
      if (name === 'href') expect(value.replace(/\s/g, '')).not.toMatch(/^(javascript|vbscript|data|file):/i)
    }
  })

  it('has at least 50 payloads', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(50)
  })
})

describe('hold-back while streaming', () => {
  it.each([
    ['```python\nprint(1)', true],
    ['```python\nprint(1)\n```', false],
    ['这是 **加粗', true],
    ['这是 **加粗**', false],
    ['斜体 *开始', true],
    ['链接 [文档', true],
    ['链接 [文档](/ai-studio/', true],
    ['链接 [文档](/ai-studio/job.html)', false],
    ['列表：\n- ', true],
    ['列表：\n1. ', true],
    ['引用：\n> ', true],
    ['普通文本', false],
    ['代码 `a*b` 不算斜体', false],
  ])('%j → %s', (text, held) => {
    expect(endsUnfinished(text)).toBe(held)
  })
})

describe('streaming blocks', () => {
  const answer =
    '## 步骤\n\n1. 打开控制台\n2. 新建开发机\n\n   说明缩进段落\n\n```bash\nnvidia-smi\n\natlctl job list\n```\n\n> 引用\n\n最后一段\n'
  it('cuts at blank lines outside fences, keeping lists, indented text and fences whole', () => {
    expect(splitBlocks(answer)).toEqual([
      '## 步骤',
      '1. 打开控制台\n2. 新建开发机\n\n   说明缩进段落',
      '```bash\nnvidia-smi\n\natlctl job list\n```',
      '> 引用',
      '最后一段\n',
    ])
  })
  it('never changes a block once a later one has started, whatever the chunking', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: answer.length }), { maxLength: 30 }), (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b)
        let previous: string[] = []
        for (const end of [...points, answer.length]) {
          const blocks = splitBlocks(answer.slice(0, end))
          for (let i = 0; i < previous.length - 1; i++) if (blocks[i] !== previous[i]) return false
          previous = blocks
        }
        return true
      }),
    )
  })
  it('renders, block by block, what the whole answer renders', () => {
    const joined = splitBlocks(answer).map(renderAnswer).join('')
    expect(joined.replace(/\s+/g, '')).toBe(renderAnswer(answer).replace(/\s+/g, ''))
  })
})
