/**
 * The code blocks of tests/relevance/code-blocks.json, asked about as the island's 解释这段代码 asks:
 * explained right when the first quote comes from the block's own section and a quote holds one of
 * the fragments of the prose that explains it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { quoteQuestionFor } from '../../src/island-contract/quote'
import { quoteFromDocs, type QuoteEngine } from '../../src/search-core/quote-answer'

export interface CodeCase {
  page: string
  lang: string
  code: string
  anchor: string
  explains: string[]
}

export const codeBlocks = (root: string): CodeCase[] =>
  JSON.parse(fs.readFileSync(path.join(root, 'tests/relevance/code-blocks.json'), 'utf8')).blocks

export async function explainsBlock(engine: QuoteEngine, c: CodeCase): Promise<boolean> {
  const question = quoteQuestionFor({ kind: 'code', text: c.code, lang: c.lang }, 'zh')
  const { quotes } = await quoteFromDocs(engine, question ?? '', c.page)
  const text = quotes.map((q) => q.text).join(' ')
  return quotes[0]?.url === `${c.page}#${c.anchor}` && c.explains.some((e) => text.includes(e))
}
