/**
 * The four tools: their descriptions in Chinese and English, validated inputs, declared outputs
 * (schemas.ts), annotations, and paging by opaque cursor for search_docs and list_pages.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { z } from 'zod'
import { LOCALES, type Locale } from '../contracts/locale'
import { decodeCursor, encodeCursor, pageOf } from './cursor'
import { DocsError } from './errors'
import { DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT, type DocsSite } from './docs'
import type { Area } from './pages'
import { askOutput, listPagesOutput, readPageOutput, searchOutput } from './schemas'

/** A query or question longer than this is refused (an agent pasting a whole file by mistake). */
export const MAX_QUERY_CHARS = 500
/** Pages list_pages returns per call (a whole locale is ≈ 26 000 characters); the rest by cursor. */
export const LIST_PAGE_SIZE = 40

const locale = z.enum(LOCALES).describe('zh（中文）或 en（English）')
const text = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} 不能为空 / ${what} must not be empty`)
    .max(MAX_QUERY_CHARS, `${what} 最多 ${MAX_QUERY_CHARS} 个字符 / ${what} is at most ${MAX_QUERY_CHARS} characters`)
const optionalText = () => z.string().trim().max(MAX_QUERY_CHARS).optional()
const cursor = z
  .string()
  .max(2000)
  .optional()
  .describe('上一次结果中的 nextCursor，取下一页 / the nextCursor of the previous result, for the next page')

/** Read-only over the published site, which lies outside the server (and changes on a redeploy). */
const annotations = (title: string, idempotent = true) => ({
  title,
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: idempotent,
  openWorldHint: true,
})

function ok(text: string, structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured }
}

/**
 * A named failure as the agent sees it: `[kind] message`, marked as an error. No structuredContent:
 * the SDK's client checks any it finds against the tool's outputSchema, which describes a success.
 */
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
  }
}

const run = async (work: () => Promise<CallToolResult>) => {
  try {
    return await work()
  } catch (err) {
    return failure(err)
  }
}

const more = (next: string | null) => (next ? `\n\n(More: call again with cursor "${next}".)` : '')

export function registerTools(server: McpServer, site: DocsSite): void {
  registerSearch(server, site)
  registerReadPage(server, site)
  registerListPages(server, site)
  registerAsk(server, site)
}

function registerSearch(server: McpServer, site: DocsSite): void {
  const title = '搜索文档 / Search the docs'
  server.registerTool(
    'search_docs',
    {
      title,
      description:
        '用站点自己的搜索引擎（与网页搜索框相同的索引）搜索文档，返回标题、面包屑、页面 URL、Markdown 副本 URL 和纯文本摘要；所选语言结果很少时也搜索另一种语言并说明；结果多时用 nextCursor 翻页。' +
        ' Search the docs with the site’s own search engine (the same index as the site’s search box); returns title, breadcrumb, page URL, Markdown copy URL and a plain-text snippet per result. When the query’s locale finds little, the other locale is searched too and the result says so; page on with nextCursor.',
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
          .describe(`每页结果数，默认 ${DEFAULT_SEARCH_LIMIT} / results per page, default ${DEFAULT_SEARCH_LIMIT}`),
        cursor,
      },
      outputSchema: searchOutput,
      annotations: annotations(title),
    },
    ({ query, locale: loc, limit, cursor: c }) =>
      run(async () => {
        const size = limit ?? DEFAULT_SEARCH_LIMIT
        const of = JSON.stringify([query, loc ?? null, size])
        const offset = c ? decodeCursor(c, 'search_docs', of) : 0
        const { nextOffset, ...page } = await site.searchPage(query, loc, size, offset)
        const nextCursor = nextOffset === null ? null : encodeCursor({ kind: 'search_docs', of, offset: nextOffset })
        const lines = page.results.map(
          (r, i) => `${offset + i + 1}. ${r.breadcrumb}\n   ${r.url}\n   Markdown: ${r.markdownUrl}\n   ${r.snippet}`,
        )
        const body = lines.length ? lines.join('\n\n') : `No results for "${query}". / 没有找到结果。`
        return ok((page.note ? `${page.note}\n\n` : '') + body + more(nextCursor), { ...page, nextCursor })
      }),
  )
}

function registerReadPage(server: McpServer, site: DocsSite): void {
  const title = '读取页面 / Read a page'
  server.registerTool(
    'read_page',
    {
      title,
      description:
        '返回页面的 Markdown 副本全文，或按锚点（或标题文字）返回其中一节。' +
        ' Returns a page’s Markdown copy, or one section of it by anchor (or heading text).',
      inputSchema: {
        url_or_path: text('url_or_path').describe(
          '页面 URL 或站内路径，如 /ai-studio/dev-instance/create.html 或完整 URL（可带 #锚点）/ the page’s URL or site path (an #anchor selects a section)',
        ),
        section: optionalText().describe('节的锚点或标题，如 在控制台创建 / a section’s anchor or heading'),
      },
      outputSchema: readPageOutput,
      annotations: annotations(title),
    },
    ({ url_or_path, section }) =>
      run(async () => {
        const page = await site.readPage(url_or_path, section || undefined)
        return ok(page.markdown, { ...page })
      }),
  )
}

/** One cursor page of the areas' pages, regrouped by area. */
function areasPage(areas: Area[], offset: number, of: string) {
  const flat = areas.flatMap((a) => a.pages.map((p) => ({ a, p })))
  const { page, nextCursor } = pageOf(flat, offset, LIST_PAGE_SIZE, 'list_pages', of)
  const grouped: Area[] = []
  for (const { a, p } of page) {
    const last = grouped[grouped.length - 1]
    if (last && last.area === a.area && last.section === a.section) last.pages.push(p)
    else
      grouped.push({
        area: a.area,
        ...(a.about ? { about: a.about } : {}),
        ...(a.section ? { section: a.section } : {}),
        pages: [p],
      })
  }
  return { areas: grouped, totalPages: flat.length, nextCursor }
}

function registerListPages(server: McpServer, site: DocsSite): void {
  const title = '列出页面 / List pages'
  server.registerTool(
    'list_pages',
    {
      title,
      description:
        `按产品领域列出文档页面（来自站点的 llms.txt），含标题、URL、Markdown URL 和简介；每次最多 ${LIST_PAGE_SIZE} 页，其余用 nextCursor 翻页。` +
        ` Lists the docs’ pages by product area (from the site’s llms.txt), with title, URL, Markdown URL and description; ${LIST_PAGE_SIZE} pages per call, the rest by nextCursor.`,
      inputSchema: {
        area: optionalText().describe(
          '产品领域名称或其一部分、路径名，或领域中的一节，如 开发机、API、ai-studio / part of an area’s name, its slug, or a section such as 开发机',
        ),
        locale: locale.optional().describe('文档语言，默认 zh / the docs’ locale, default zh'),
        cursor,
      },
      outputSchema: listPagesOutput,
      annotations: annotations(title),
    },
    ({ area, locale: loc, cursor: c }) =>
      run(async () => {
        const of = JSON.stringify([area ?? '', loc ?? 'zh'])
        const offset = c ? decodeCursor(c, 'list_pages', of) : 0
        const out = areasPage(await site.listPages(area || undefined, loc as Locale | undefined), offset, of)
        const textOut = out.areas
          .map((a) => {
            const head = a.section ? `${a.area} › ${a.section}` : a.area
            return `## ${head}\n\n${a.about ? `${a.about}\n\n` : ''}${a.pages.map((p) => `- [${p.title}](${p.markdownUrl}): ${p.description}`).join('\n')}`
          })
          .join('\n\n')
        return ok(textOut + more(out.nextCursor), out)
      }),
  )
}

function registerAsk(server: McpServer, site: DocsSite): void {
  const title = '向文档提问 / Ask the docs'
  server.registerTool(
    'ask_docs',
    {
      title,
      description:
        '向站点的 AI 助手提问（快速模式），返回回答和来源；站点未配置模型时返回最相关的文档段落原文，并说明未配置模型。' +
        ' Asks the site’s AI assistant (quick mode) and returns the answer and its sources; when the site has no model configured, returns the best matching sections quoted and says so.',
      inputSchema: {
        question: text('question').describe('问题 / the question'),
        page: optionalText().describe('只就这一页提问：页面 URL 或路径 / ask about this page only: its URL or path'),
      },
      outputSchema: askOutput,
      // A model's answer may differ from one call to the next.
      annotations: annotations(title, false),
    },
    ({ question, page }) =>
      run(async () => {
        const result = await site.ask(question, page || undefined)
        const sources = result.sources.map((s) => `- ${s.title}: ${s.url}`).join('\n')
        const body = result.mode === 'assistant' ? `${result.answer}\n\nSources / 来源:\n${sources}` : result.answer
        return ok(result.note ? `${result.note}\n\n${body}` : body, { ...result })
      }),
  )
}
