import { describe, expect, it } from 'vitest'
import { pageRecords } from '../../../src/indexer/pages/page-records'
import { sourcePage } from '../../../src/indexer/pages/read-page'
import { headingKey, markdownHeadingKeys, readSectionQuestions } from '../../../src/indexer/pages/section-questions'

const html = (body: string) =>
  `<!doctype html><html><head><title>费用中心 | 文档</title></head><body><div class="vp-doc"><div>${body}</div></div></body></html>`

const source = (questions: string) => `---
title: 费用中心
questions:
${questions}
---

# 费用中心

总览。

## 退款

现金余额可以申请退款。

## \`invoice\` 与发票 {#invoice}

\`\`\`yaml
# 不是标题
\`\`\`
`

const rendered = html(
  '<h1 id="t">费用中心</h1><p>总览。</p><h2 id="refund">退款</h2><p>现金余额可以申请退款。</p>' +
    '<h2 id="invoice"><code>invoice</code> 与发票</h2><pre><code># 不是标题</code></pre>',
)

describe("readers' section questions", () => {
  it('names a heading by its text: Markdown marks, a custom anchor, case and spacing do not count', () => {
    expect(headingKey('`Invoice`  与 [发票](/x.html) {#invoice}')).toBe('invoice 与 发票')
    expect(markdownHeadingKeys(source('  退款: [a]').split('---')[2] ?? '')).toEqual([
      '费用中心',
      '退款',
      'invoice 与发票',
    ])
  })

  it("carries each heading's questions on its section's record, the H1's on the text before the first H2", () => {
    const page = sourcePage(
      'fundamentals/expense/index.md',
      source('  退款:\n    - 余额用不完能退钱吗\n  invoice 与发票:\n    - 能开专票吗\n  费用中心:\n    - 钱花在哪了'),
    )
    const records = pageRecords(page, rendered)
    expect(records.map((r) => r.questions ?? [])).toEqual([['钱花在哪了'], ['余额用不完能退钱吗'], ['能开专票吗']])
  })

  it('refuses a key that names no heading, too many or too long questions, and one that repeats its heading', () => {
    const { problems } = readSectionQuestions(
      { 退费: ['能退吗'], 退款: ['1', '2', '3', '4', '5', '6', '7', '退款'], 总览: 'x' },
      ['退款', '总览'],
    )
    expect(problems).toEqual([
      'questions: "退费" is not a heading of the page',
      'questions: "退款" has 8 (at most 6)',
      'questions: "退款" repeats its heading',
      'questions: "总览" must list strings',
    ])
    expect(readSectionQuestions({ 退款: ['问'.repeat(41)] }, ['退款']).problems).toEqual([
      `questions: "${'问'.repeat(41)}" is longer than 40 characters`,
    ])
    expect(readSectionQuestions(['退款'], ['退款']).problems).toEqual([
      'questions must map a heading to a list of questions',
    ])
  })

  it('fails the build, naming the page, when a key names no heading or no section carries it', () => {
    const wrong = sourcePage('fundamentals/expense/index.md', source('  退费:\n    - 能退吗'))
    expect(() => pageRecords(wrong, rendered)).toThrow(/fundamentals\/expense\/index\.md: questions: "退费"/)
    // The Markdown has the heading; the rendered page cuts no section at it.
    const page = sourcePage('fundamentals/expense/index.md', source('  退款:\n    - 余额能退吗'))
    expect(() => pageRecords(page, html('<h1>费用中心</h1><p>总览。</p>'))).toThrow(/no section carries: 退款/)
  })
})
