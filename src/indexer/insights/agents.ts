/**
 * How much the docs are read through agents and AI tools, beside readers' own searches: from the
 * analytics export (Markdown copied, tool calls in the page through WebMCP, searches and questions)
 * and, where the host keeps one, an access log in the common or combined log format (Markdown copies,
 * llms.txt, the MCP server's reads, its server card, pages).
 */
import { MCP_SERVER_CARD_PATH, MCP_USER_AGENT } from '../../contracts/mcp'
import type { InsightEvent } from './events'
import { str } from './events'

/** Agent and reader use from the analytics events. */
export interface EventUse {
  markdownCopied: number
  /** WebMCP tool calls by tool name. */
  webMcpCalls: Record<string, number>
  /** Readers' keyword searches that ended (a result opened, nothing found, or left). */
  keywordSearches: number
  /** Questions readers sent to the assistant. */
  aiQuestions: number
}

const KEYWORD_SEARCH_ENDS = new Set([
  'TraditionalSearchResultClicked',
  'KeywordSearchNoResults',
  'KeywordSearchAbandoned',
])

export function eventUse(events: InsightEvent[]): EventUse {
  const use: EventUse = { markdownCopied: 0, webMcpCalls: {}, keywordSearches: 0, aiQuestions: 0 }
  for (const e of events) {
    if (e.name === 'MarkdownCopied') use.markdownCopied++
    else if (e.name === 'WebMcpToolCalled') {
      const tool = str(e.payload.tool) || '(unnamed)'
      use.webMcpCalls[tool] = (use.webMcpCalls[tool] ?? 0) + 1
    } else if (KEYWORD_SEARCH_ENDS.has(e.name)) use.keywordSearches++
    else if (e.name === 'AISendButtonClicked' && str(e.payload.source) === 'chat') use.aiQuestions++
  }
  return use
}

/** Requests of an access log, by what they read (successful GETs and HEADs only). */
export interface LogUse {
  lines: number
  /** Lines that are not in the common or combined log format. */
  badLines: number
  pages: number
  markdownCopies: number
  llmsTxt: number
  llmsFullTxt: number
  mcpServerCard: number
  /** Requests the MCP server made (its User-Agent; combined format only). */
  mcpServer: number
}

/** `host ident user [time] "METHOD path PROTOCOL" status bytes` and, in the combined format, `"referer" "agent"`. */
const LOG_LINE = /^\S+ \S+ \S+ \[[^\]]+\] "(\S+) (\S+)(?: [^"]*)?" (\d{3}) \S+(?: "[^"]*" "([^"]*)")?/

export function logUse(text: string): LogUse {
  const use: LogUse = {
    lines: 0,
    badLines: 0,
    pages: 0,
    markdownCopies: 0,
    llmsTxt: 0,
    llmsFullTxt: 0,
    mcpServerCard: 0,
    mcpServer: 0,
  }
  for (const line of text.split('\n')) {
    if (!line.trim()) continue
    use.lines++
    const m = LOG_LINE.exec(line)
    if (!m) {
      use.badLines++
      continue
    }
    const [, method, target, status, agent] = m
    if ((method !== 'GET' && method !== 'HEAD') || !/^2/.test(status ?? '')) continue
    const path = (target ?? '').replace(/[?#].*$/, '')
    if (agent?.startsWith(MCP_USER_AGENT.replace(/\/.*$/, '/'))) use.mcpServer++
    if (/(^|\/)llms\.txt$/.test(path)) use.llmsTxt++
    else if (/(^|\/)llms-full\.txt$/.test(path)) use.llmsFullTxt++
    else if (path === MCP_SERVER_CARD_PATH || path === `${MCP_SERVER_CARD_PATH}.json`) use.mcpServerCard++
    else if (path.endsWith('.md')) use.markdownCopies++
    else if (path.endsWith('/') || path.endsWith('.html') || !/\.[a-z0-9]+$/i.test(path)) use.pages++
  }
  return use
}

/** The report's section on agents, as lines. */
export function formatAgentUse(events: EventUse, log: LogUse | null): string[] {
  const tools = Object.entries(events.webMcpCalls).sort((a, b) => b[1] - a[1])
  const out = [
    'Agents and AI tools, beside readers',
    `  readers: ${events.keywordSearches} keyword searches, ${events.aiQuestions} questions to the assistant`,
    `  Markdown copied from the page menu: ${events.markdownCopied}`,
    `  tool calls in the page (WebMCP): ${tools.reduce((a, [, n]) => a + n, 0)}${tools.length ? ` (${tools.map(([t, n]) => `${t} ${n}`).join(', ')})` : ''}`,
  ]
  if (log)
    out.push(
      `  access log: ${log.lines} requests${log.badLines ? ` (${log.badLines} lines not in the common log format)` : ''}`,
      `    pages ${log.pages}, Markdown copies ${log.markdownCopies}, llms.txt ${log.llmsTxt}, llms-full.txt ${log.llmsFullTxt}`,
      `    MCP server: ${log.mcpServer} requests (User-Agent ${MCP_USER_AGENT.replace(/\/.*$/, '/…')}), server card ${log.mcpServerCard}`,
    )
  else out.push('  access log: none given (--access-log <file>)')
  return out
}
