/**
 * The code blocks of tests/relevance/code-blocks.json, asked about as the island's 解释这段代码 asks:
 * explained right when the first quote comes from the block's own section and a quote holds one of
 * the fragments of the prose that explains it.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { QuoteEngine } from '../../src/search-core/quote-answer'
import { explainCode } from './site-code-blocks'

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
  const quotes = await explainCode(engine, c, 'zh')
  const text = quotes.map((q) => q.text).join(' ')
  return quotes[0]?.url === `${c.page}#${c.anchor}` && c.explains.some((e) => text.includes(e))
}
