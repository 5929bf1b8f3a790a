/** Words the Markdown copies and llms.txt add of their own, per locale. */
import type { Locale } from '../indexer/pages/read-page'

export const WORDS: Record<
  Locale,
  Record<
    'source' | 'recording' | 'sep' | 'openapi' | 'fullIndex' | 'other' | 'mcp' | 'see' | 'agentIndex' | 'agentCopy',
    string
  >
> = {
  zh: {
    source: '来源：',
    recording: '终端录屏',
    sep: '：',
    openapi: 'OpenAPI 文档：',
    fullIndex: '全部页面的 Markdown 全文',
    other: 'English version',
    mcp: 'MCP 服务器（供 AI 编程工具搜索、阅读本文档）',
    see: '，说明见',
    agentIndex: '给 AI 工具：本文档全部页面的索引见 ',
    agentCopy: '；本页的 Markdown 版本：',
  },
  en: {
    source: 'Source: ',
    recording: 'Terminal recording',
    sep: ': ',
    openapi: 'OpenAPI document: ',
    fullIndex: 'The Markdown of every page in one file',
    // The English pages are a subset: an agent should know where the rest is.
    other: '中文版 (every page; the English pages cover the essentials)',
    mcp: 'MCP server (for AI coding tools to search and read these docs)',
    see: '; see ',
    agentIndex: 'For AI tools: the index of every page of these docs is at ',
    agentCopy: '; this page as Markdown: ',
  },
}
