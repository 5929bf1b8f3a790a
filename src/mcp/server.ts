/**
 * The MCP server of the docs: four tools over one published site (docs.ts), with descriptions in
 * Chinese and English, validated inputs, and every failure returned as a named tool error.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import { LOCALES } from '../contracts/locale'
import { MCP_SERVER_NAME } from '../contracts/mcp'
import { DocsError } from './errors'
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT, type DocsSite } from './docs'

/** The server's name, as clients list it (and llms.txt and the docs page name it). */
export const MCP_SERVER_VERSION = '0.1.0'
/** A query or question longer than this is refused (an agent pasting a whole file by mistake). */
export const MAX_QUERY_CHARS = 500

/** The four tools, in the order they are listed. */
export const TOOL_NAMES = ['search_docs', 'read_page', 'list_pages', 'ask_docs'] as const

const locale = z.enum(LOCALES).describe('zh（中文）或 en（English）')
const text = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} 不能为空 / ${what} must not be empty`)
    .max(MAX_QUERY_CHARS, `${what} 最多 ${MAX_QUERY_CHARS} 个字符 / ${what} is at most ${MAX_QUERY_CHARS} characters`)

function ok(text: string, structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured }
}

/** A named failure as the agent sees it: `[kind] message`, marked as an error. */
function failure(err: unknown): CallToolResult {
  const e =
    err instanceof DocsError
      ? err
      : new DocsError(
          'site_unreachable',
          `Unexpected failure: ${err instanceof Error ? err.message : String(err)}`,
          err,
        )
  return {
    isError: true,
    content: [{ type: 'text', text: `[${e.kind}] ${e.message}` }],
    structuredContent: { error: e.kind, message: e.message },
  }
}

const run = async (work: () => Promise<CallToolResult>) => {
  try {
    return await work()
  } catch (err) {
    return failure(err)
  }
}

export function createMcpServer(site: DocsSite): McpServer {
  const server = new McpServer({ name: MCP_SERVER_NAME, version: MCP_SERVER_VERSION })
  const readOnly = { readOnlyHint: true, openWorldHint: true }

  server.registerTool(
    'search_docs',
    {
      title: '搜索文档 / Search the docs',
      description:
        '用站点自己的搜索引擎（与网页搜索框相同的索引）搜索文档，返回标题、面包屑、页面 URL、Markdown 副本 URL 和纯文本摘要。' +
        ' Search the docs with the site’s own search engine (the same index as the site’s search box); returns title, breadcrumb, page URL, Markdown copy URL and a plain-text snippet per result.',
      inputSchema: {
        query: text('query').describe('搜索词或问题，中文或英文 / search words or a question, Chinese or English'),
        locale: locale
          .optional()
          .describe(
            '搜索哪种语言的文档；默认按查询判断（含中文即 zh）/ which locale’s docs; by default zh when the query has Chinese, else en',
          ),
        limit: z
          .number()
          .int('limit 必须是整数 / limit must be an integer')
          .min(1, 'limit 至少为 1 / limit is at least 1')
          .max(MAX_SEARCH_LIMIT, `limit 最多为 ${MAX_SEARCH_LIMIT} / limit is at most ${MAX_SEARCH_LIMIT}`)
          .optional()
          .describe(`结果数，默认 ${DEFAULT_SEARCH_LIMIT} / number of results, default ${DEFAULT_SEARCH_LIMIT}`),
      },
      annotations: readOnly,
    },
    ({ query, locale: loc, limit }) =>
      run(async () => {
        const results = await site.search(query, loc, limit ?? DEFAULT_SEARCH_LIMIT)
        const lines = results.map(
          (r, i) => `${i + 1}. ${r.breadcrumb}\n   ${r.url}\n   Markdown: ${r.markdownUrl}\n   ${r.snippet}`,
        )
        return ok(lines.length ? lines.join('\n\n') : `No results for "${query}". / 没有找到结果。`, { results })
      }),
  )

  server.registerTool(
    'read_page',
    {
      title: '读取页面 / Read a page',
      description:
        '返回页面的 Markdown 副本全文，或按锚点（或标题文字）返回其中一节。' +
        ' Returns a page’s Markdown copy, or one section of it by anchor (or heading text).',
      inputSchema: {
        url_or_path: text('url_or_path').describe(
          '页面 URL 或站内路径，如 /ai-studio/dev-instance/create.html 或完整 URL（可带 #锚点）/ the page’s URL or site path (an #anchor selects a section)',
        ),
        section: z
          .string()
          .trim()
          .max(MAX_QUERY_CHARS)
          .optional()
          .describe('节的锚点或标题，如 在控制台创建 / a section’s anchor or heading'),
      },
      annotations: readOnly,
    },
    ({ url_or_path, section }) =>
      run(async () => {
        const page = await site.readPage(url_or_path, section || undefined)
        return ok(page.markdown, { ...page })
      }),
  )

  server.registerTool(
    'list_pages',
    {
      title: '列出页面 / List pages',
      description:
        '按产品领域列出文档页面（来自站点的 llms.txt），含标题、URL、Markdown URL 和简介。' +
        ' Lists the docs’ pages by product area (from the site’s llms.txt), with title, URL, Markdown URL and description.',
      inputSchema: {
        area: z
          .string()
          .trim()
          .max(MAX_QUERY_CHARS)
          .optional()
          .describe('只列出名称包含此文字的产品领域，如 开发机、API / only areas whose name contains this'),
        locale: locale.optional().describe('文档语言，默认 zh / the docs’ locale, default zh'),
      },
      annotations: readOnly,
    },
    ({ area, locale: loc }) =>
      run(async () => {
        const areas = await site.listPages(area || undefined, loc)
        const textOut = areas
          .map(
            (a) =>
              `## ${a.area}\n\n${a.pages.map((p) => `- [${p.title}](${p.markdownUrl}): ${p.description}`).join('\n')}`,
          )
          .join('\n\n')
        return ok(textOut, { areas })
      }),
  )

  server.registerTool(
    'ask_docs',
    {
      title: '向文档提问 / Ask the docs',
      description:
        '向站点的 AI 助手提问（快速模式），返回回答和来源；站点未配置模型时返回最相关的文档段落原文，并说明未配置模型。' +
        ' Asks the site’s AI assistant (quick mode) and returns the answer and its sources; when the site has no model configured, returns the best matching sections quoted and says so.',
      inputSchema: {
        question: text('question').describe('问题 / the question'),
        page: z
          .string()
          .trim()
          .max(MAX_QUERY_CHARS)
          .optional()
          .describe('只就这一页提问：页面 URL 或路径 / ask about this page only: its URL or path'),
      },
      annotations: { readOnlyHint: true, openWorldHint: true },
    },
    ({ question, page }) =>
      run(async () => {
        const result = await site.ask(question, page || undefined)
        const sources = result.sources.map((s) => `- ${s.title}: ${s.url}`).join('\n')
        const body = result.mode === 'assistant' ? `${result.answer}\n\nSources / 来源:\n${sources}` : result.answer
        return ok(result.note ? `${result.note}\n\n${body}` : body, { ...result })
      }),
  )

  return server
}
