import { describe, expect, it } from 'vitest'
import {
  CODE_QUOTE_MAX_CHARS,
  QUOTE_ELLIPSIS,
  QUOTE_MAX_CHARS,
  quoteQuestion,
  quoteQuestionFor,
  tidyCode,
  tidyText,
} from '../../../src/island-contract/quote'
import { askAnywhereStringsFor } from '../../../src/island-contract/strings/ask-anywhere'

describe('questions asked from the page', () => {
  it('quotes selected text on one line, in the reader’s language', () => {
    expect(quoteQuestionFor({ kind: 'text', text: '  开发机\n  关机后\t数据保留 ' }, 'zh')).toBe(
      '请解释文档中的这段话：「开发机 关机后 数据保留」',
    )
    expect(quoteQuestionFor({ kind: 'text', text: 'Stop the\ninstance' }, 'en')).toBe(
      'Explain this passage of the docs: “Stop the instance”',
    )
  })

  it('caps a long selection at QUOTE_MAX_CHARS characters and marks the cut', () => {
    const long = '显存'.repeat(QUOTE_MAX_CHARS)
    const quoted = tidyText(long)
    expect(Array.from(quoted)).toHaveLength(QUOTE_MAX_CHARS + 1)
    expect(quoted.endsWith(QUOTE_ELLIPSIS)).toBe(true)
    expect(tidyText('短句')).toBe('短句')
  })

  it('never cuts a character in half', () => {
    const emoji = '😀'.repeat(QUOTE_MAX_CHARS + 5)
    const quoted = tidyText(emoji)
    expect(quoted).toBe('😀'.repeat(QUOTE_MAX_CHARS) + QUOTE_ELLIPSIS)
  })

  it('fences code with its language, keeping lines and indentation', () => {
    const q = quoteQuestion(
      { kind: 'code', text: '\n\npip install torch   \n  python train.py\n\n', lang: 'bash' },
      askAnywhereStringsFor('zh'),
    )
    expect(q).toBe('请解释文档中的这段代码：\n```bash\npip install torch\n  python train.py\n```')
  })

  it('uses a fence longer than any backtick run in the code, and drops an odd language name', () => {
    const q = quoteQuestionFor({ kind: 'code', text: 'echo ```x```', lang: 'bad lang<script>' }, 'en')
    expect(q).toBe('Explain this code from the docs:\n````\necho ```x```\n````')
  })

  it('cuts long code after a whole line', () => {
    const line = 'x = 1  # 注释'
    const code = Array.from({ length: 400 }, () => line).join('\n')
    const tidy = tidyCode(code)
    expect(tidy.length).toBeLessThanOrEqual(CODE_QUOTE_MAX_CHARS + 2)
    expect(tidy.endsWith(`${line}\n${QUOTE_ELLIPSIS}`)).toBe(true)
  })

  it('asks nothing for a blank quote', () => {
    expect(quoteQuestionFor({ kind: 'text', text: ' \n ' }, 'zh')).toBeNull()
    expect(quoteQuestionFor({ kind: 'code', text: '\n\n' }, 'zh')).toBeNull()
  })
})
