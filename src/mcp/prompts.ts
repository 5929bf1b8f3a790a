/**
 * Two prompts a reader picks in their AI tool: answer a question from these docs, and explain an
 * error message. Both tell the model to search and read the docs with the tools and cite page URLs.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { GetPromptResult } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import { MAX_QUERY_CHARS } from './tools'

/** An error text (a log excerpt, a stack) may be longer than a question. */
const MAX_ERROR_CHARS = 4000

const ask = (text: string): GetPromptResult => ({ messages: [{ role: 'user', content: { type: 'text', text } }] })

const RULES = [
  'Use the docs’ MCP tools: search_docs first (in the question’s language; Chinese pages hold most answers), then read_page on the best results (a section when the URL has an #anchor).',
  'Answer only from what the pages say; when they do not cover it, say so instead of guessing.',
  'Cite every page you used by its URL (the `url` search_docs or read_page returned).',
].join('\n')

function answerPrompt(question: string): GetPromptResult {
  return ask(`Answer this question from the documentation.\n\n${RULES}\n\nQuestion:\n${question.trim()}`)
}

function explainErrorPrompt(error: string, context?: string): GetPromptResult {
  const where = context?.trim() ? `\n\nWhat I was doing:\n${context.trim()}` : ''
  return ask(
    `Explain this error and how to fix it, from the documentation.\n\n${RULES}\n` +
      'Search for the error code or the message’s distinctive words (an error-code page or a troubleshooting page usually has it).' +
      `\n\nError:\n${error.trim()}${where}`,
  )
}

export function registerPrompts(server: McpServer): void {
  server.registerPrompt(
    'answer_from_docs',
    {
      title: '用本文档回答 / Answer from these docs',
      description:
        '搜索、阅读本文档后回答问题，并引用页面 URL。 Searches and reads these docs, then answers with the page URLs cited.',
      argsSchema: { question: z.string().trim().min(1).max(MAX_QUERY_CHARS).describe('问题 / the question') },
    },
    ({ question }) => answerPrompt(question),
  )
  server.registerPrompt(
    'explain_error',
    {
      title: '解释这个错误 / Explain this error',
      description:
        '按本文档解释错误信息及解决办法，并引用页面 URL。 Explains an error message and its fix from these docs, with the page URLs cited.',
      argsSchema: {
        error: z.string().trim().min(1).max(MAX_ERROR_CHARS).describe('错误信息原文 / the error text'),
        context: z.string().max(MAX_QUERY_CHARS).optional().describe('当时在做什么（可选）/ what you were doing'),
      },
    },
    ({ error, context }) => explainErrorPrompt(error, context),
  )
}
