import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MCP_USER_AGENT } from '../../../src/contracts/mcp'
import { eventUse, formatAgentUse, logUse } from '../../../src/indexer/insights/agents'
import { parseEvents } from '../../../src/indexer/insights/events'
import { formatReport } from '../../../src/indexer/insights/report'
import { runInsights } from '../../../src/indexer/insights/run'
import { httpSite } from '../../../src/mcp/site'

const line = (name: string, payload: Record<string, unknown>) => JSON.stringify({ name, payload, time: 0 })
const EVENTS = [
  line('MarkdownCopied', { url: '/ai-studio/' }),
  line('WebMcpToolCalled', { tool: 'search_docs', locale: 'zh' }),
  line('WebMcpToolCalled', { tool: 'search_docs', locale: 'zh' }),
  line('WebMcpToolCalled', { tool: 'ask_docs', locale: 'en' }),
  line('TraditionalSearchResultClicked', { query: 'a', url: '/a.html', position: 1, engine: 'local' }),
  line('KeywordSearchNoResults', { query: 'b', locale: 'zh', engine: 'local' }),
  line('AISendButtonClicked', { source: 'chat', mode: 'quick' }),
  line('AISendButtonClicked', { source: 'inviter' }),
].join('\n')
// Combined format (nginx's default), one common-format line, and one that is neither.
const LOG = [
  '127.0.0.1 - - [06/Dec/2026:07:00:00 +0000] "GET /llms.txt HTTP/1.1" 200 26076 "-" "ClaudeBot/1.0"',
  '127.0.0.1 - - [06/Dec/2026:07:00:01 +0000] "GET /en/llms-full.txt HTTP/1.1" 200 90000 "-" "curl/8"',
  `127.0.0.1 - - [06/Dec/2026:07:00:02 +0000] "GET /ai-studio/job/create.md HTTP/1.1" 200 9000 "-" "${MCP_USER_AGENT}"`,
  `127.0.0.1 - - [06/Dec/2026:07:00:03 +0000] "GET /assets/search/zh/abc/meta.json HTTP/1.1" 200 900 "-" "${MCP_USER_AGENT}"`,
  '127.0.0.1 - - [06/Dec/2026:07:00:04 +0000] "GET /.well-known/mcp/server-card.json HTTP/1.1" 200 700',
  '127.0.0.1 - - [06/Dec/2026:07:00:05 +0000] "GET /ai-studio/ HTTP/1.1" 200 30000 "-" "Mozilla/5.0"',
  '127.0.0.1 - - [06/Dec/2026:07:00:06 +0000] "GET /ai-studio/job/create.html?x=1 HTTP/1.1" 200 30000 "-" "Mozilla/5.0"',
  '127.0.0.1 - - [06/Dec/2026:07:00:07 +0000] "GET /missing.md HTTP/1.1" 404 100 "-" "Mozilla/5.0"',
  '127.0.0.1 - - [06/Dec/2026:07:00:08 +0000] "POST /llms.txt HTTP/1.1" 200 10 "-" "x"',
  'not a log line',
].join('\n')

describe('agents beside readers (npm run insights)', () => {
  it('counts Markdown copied, WebMCP calls by tool, and readers’ searches and questions from the events', () => {
    expect(eventUse(parseEvents(EVENTS).events)).toEqual({
      markdownCopied: 1,
      webMcpCalls: { search_docs: 2, ask_docs: 1 },
      keywordSearches: 2,
      aiQuestions: 1,
    })
  })

  it('reads an access log in the common or combined format: successful reads by kind, the MCP server by its User-Agent', () => {
    expect(logUse(LOG)).toEqual({
      lines: 10,
      badLines: 1,
      pages: 2,
      markdownCopies: 1,
      llmsTxt: 1,
      llmsFullTxt: 1,
      mcpServerCard: 1,
      mcpServer: 2,
    })
  })

  it('reports both, or says no access log was given', async () => {
    const lines = formatAgentUse(eventUse(parseEvents(EVENTS).events), logUse(LOG)).join('\n')
    expect(lines).toContain('2 keyword searches, 1 questions to the assistant')
    expect(lines).toContain('tool calls in the page (WebMCP): 3 (search_docs 2, ask_docs 1)')
    expect(lines).toContain('Markdown copies 1, llms.txt 1, llms-full.txt 1')
    expect(lines).toContain('MCP server: 2 requests')
    expect(formatAgentUse(eventUse([]), null).join('\n')).toContain('access log: none given')

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'insights-agents-'))
    try {
      fs.writeFileSync(path.join(dir, 'events.jsonl'), EVENTS)
      fs.writeFileSync(path.join(dir, 'access.log'), LOG)
      const out: string[] = []
      const args = [path.join(dir, 'events.jsonl'), '--access-log', path.join(dir, 'access.log')]
      // The section leads the writers' report.
      const report = formatReport({ events: 8, badLines: 0, locales: {} }, lines.split('\n'))
      expect(report.split('\n').slice(0, 3)).toEqual([
        "Writers' report: 8 events, 0 bad lines skipped",
        '',
        'Agents and AI tools, beside readers',
      ])
      expect(await runInsights([args[0]!, '--access-log', path.join(dir, 'none.log')], (t) => out.push(t))).toBe(2)
      expect(out.at(-1)).toContain('No such access log')
      expect(await runInsights([args[0]!, '--access-log'], (t) => out.push(t))).toBe(2)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('the MCP server names itself in its requests to the site', async () => {
    const seen: string[] = []
    const fake = (async (_url: string | URL | Request, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get('user-agent') ?? '')
      return new Response('# x', { status: 200, headers: { 'content-type': 'text/markdown' } })
    }) as typeof fetch
    await httpSite('https://docs.example.com', fake).read('/index.md')
    expect(seen).toEqual([MCP_USER_AGENT])
  })
})
