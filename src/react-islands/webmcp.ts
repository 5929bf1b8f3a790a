/**
 * Tools the page offers an agent that drives the browser (WebMCP, `document.modelContext`): search the
 * docs, read a page's Markdown, ask the assistant. Each runs the code path the reader's dialog runs (the
 * keyword search's engine, the AI tab's chat call with its quoting), so an agent gets what a reader
 * gets. Loaded only where the browser offers the API (SearchControl.vue checks); nothing otherwise.
 */
import type { AnalyticsEvents } from '../contracts/analytics'
import { markdownCopyOf, pageUrlOf } from '../contracts/page-url'
import type { PageScope, SearchHit } from '../search-core/types'
import type { IslandConfig, SearchService } from './search-service'
import { track } from '../island-contract/analytics'
import { WEBMCP_TEXTS as T } from './strings/webmcp'

type ToolName = AnalyticsEvents['WebMcpToolCalled']['tool']

/**
 * The dialog's code, loaded at a tool's first call (as a click on the search button loads it), through
 * the island's own chunk: importing its modules here would split them out of that chunk, and keyword
 * search's first open would pay for the split.
 */
const dialogCode = () => import('./SearchApp')

/** Results search_docs returns. */
const WEBMCP_SEARCH_RESULTS = 8
/** The longest query or question a tool takes (the dialog's field takes as much). */
const WEBMCP_MAX_INPUT = 500
/** A result's excerpt is cut at this many characters. */
const EXCERPT_CHARS = 300

interface ToolResult {
  content: { type: 'text'; text: string }[]
  structuredContent?: Record<string, unknown>
  isError?: boolean
}
interface ToolDefinition {
  name: string
  title: string
  description: string
  inputSchema: Record<string, unknown>
  annotations: { readOnlyHint: boolean }
  execute: (input: Record<string, unknown>) => Promise<ToolResult>
}
/** What of the browser's `document.modelContext` the page uses. */
export interface ModelContextLike {
  registerTool(tool: ToolDefinition): unknown
}

/** What the page hands the tools: its search settings and the page being read, both as of the call. */
export interface ToolHost {
  config: () => IslandConfig
  /** The page's source path inside the site (`ai-studio/job/create.md`) and title. */
  page: () => { relativePath: string; title: string }
}

const text = (t: string, structured?: Record<string, unknown>): ToolResult => ({
  content: [{ type: 'text', text: t }],
  ...(structured ? { structuredContent: structured } : {}),
})
const failure = (message: string): ToolResult => ({ content: [{ type: 'text', text: message }], isError: true })

/** A text argument, trimmed; a message when it is missing or too long. */
function textArg(input: Record<string, unknown>, key: string, empty: string): string | ToolResult {
  const v = typeof input[key] === 'string' ? (input[key] as string).trim() : ''
  if (!v) return failure(empty)
  return v.length > WEBMCP_MAX_INPUT ? failure(T.errors.tooLong(WEBMCP_MAX_INPUT)) : v
}

const absolute = (url: string) => new URL(url, location.origin).href
const sectionTitle = (h: SearchHit) =>
  [h.hierarchy.lvl1, h.hierarchy.lvl3 || h.hierarchy.lvl2].filter(Boolean).join(' › ')

type Service = () => Promise<SearchService>

/** A read-only tool whose one required argument is a text (a query, a question), checked before `run`. */
function textTool(
  service: Service,
  spec: Pick<ToolDefinition, 'name' | 'title' | 'description'> & {
    arg: string
    argDescription: string
    /** The message for a missing or empty argument. */
    empty: string
    /** Further (optional) arguments. */
    more?: Record<string, unknown>
    run: (value: string, s: SearchService, input: Record<string, unknown>) => Promise<ToolResult>
  },
): ToolDefinition {
  const { arg, argDescription, empty, more, run, ...named } = spec
  return {
    ...named,
    inputSchema: {
      type: 'object',
      properties: { [arg]: { type: 'string', description: argDescription, maxLength: WEBMCP_MAX_INPUT }, ...more },
      required: [arg],
    },
    annotations: { readOnlyHint: true },
    async execute(input) {
      const value = textArg(input, arg, empty)
      return typeof value === 'string' ? run(value, await service(), input) : value
    },
  }
}

const searchTool = (service: Service) =>
  textTool(service, {
    name: 'search_docs',
    title: T.search.title,
    description: T.search.description,
    arg: 'query',
    argDescription: T.search.query,
    empty: T.errors.emptyQuery,
    async run(query, s) {
      // As the keyword tab: the primary engine (it normalizes the query as typed), the embedded index
      // when Typesense cannot answer.
      const result = await (await s.primary()).search(query, 1).catch(async (err: unknown) => {
        if (s.mode !== 'typesense') throw err
        return (await s.local()).search(query, 1)
      })
      // In the engine's order (the dialog lists them by page, best page first).
      const results = result.hits.slice(0, WEBMCP_SEARCH_RESULTS).map((h) => ({
        title: sectionTitle(h),
        url: absolute(h.url),
        excerpt: h.content.slice(0, EXCERPT_CHARS),
      }))
      const lines = results.map((r) => `- [${r.title}](${r.url}): ${r.excerpt}`)
      return text(lines.join('\n'), { found: result.found, results })
    },
  })

const readTool = (): ToolDefinition => ({
  name: 'read_page',
  title: T.read.title,
  description: T.read.description,
  inputSchema: {
    type: 'object',
    properties: { url_or_path: { type: 'string', description: T.read.urlOrPath } },
  },
  annotations: { readOnlyHint: true },
  async execute(input) {
    const asked = typeof input.url_or_path === 'string' ? input.url_or_path.trim() : ''
    let url: URL
    try {
      url = new URL(asked || location.pathname, location.href)
    } catch {
      return failure(T.errors.noPage(asked))
    }
    // This site's pages only: the tool must not fetch from elsewhere for whoever drives the page.
    if (url.origin !== location.origin) return failure(T.errors.otherSite(location.origin))
    const copy = markdownCopyOf(url.pathname)
    const res = await fetch(copy).catch(() => null)
    if (!res?.ok || !/markdown|text\/plain/.test(res.headers.get('content-type') ?? ''))
      return failure(T.errors.noPage(url.pathname))
    const markdown = await res.text()
    return text(markdown, { url: absolute(url.pathname), markdownUrl: absolute(copy), markdown })
  },
})

const askTool = (service: Service, host: ToolHost) =>
  textTool(service, {
    name: 'ask_docs',
    title: T.ask.title,
    description: T.ask.description,
    arg: 'question',
    argDescription: T.ask.question,
    empty: T.errors.emptyQuestion,
    more: { this_page: { type: 'boolean', description: T.ask.thisPage } },
    async run(question, s, input) {
      const locale = s.config.locale
      const { chatStringsFor } = await import('./strings/chat')
      const ask = await s.chat(chatStringsFor(locale))
      const here = host.page()
      const page: PageScope | undefined =
        input.this_page === true ? { url: pageUrlOf(here.relativePath), title: here.title, locale } : undefined
      const r = await ask({ question, mode: 'quick', stream: false, page })
      const sources = r.sources.map((x) => ({ title: x.title, url: absolute(x.url), excerpt: x.excerpt }))
      const list = sources.map((x) => `- [${x.title}](${x.url})`).join('\n')
      return text(list ? `${r.answer}\n\n${list}` : r.answer, {
        answer: r.answer,
        quoted: !!r.quoted,
        answered: !r.quoted || r.quoted.quotes.length > 0,
        sources,
      })
    },
  })

/** Registers the three tools, which use the dialog's search service for the page's settings. */
export function registerDocsTools(context: ModelContextLike, host: ToolHost): void {
  const service = async () => (await dialogCode()).serviceFor(host.config())
  const tools = [searchTool(service), readTool(), askTool(service, host)].map((tool) => ({
    ...tool,
    // Counted beside readers' searches (npm run insights).
    execute: (input: Record<string, unknown>) => {
      track('WebMcpToolCalled', { tool: tool.name as ToolName, locale: host.config().locale })
      return tool.execute(input)
    },
  }))
  for (const tool of tools)
    try {
      // A promise in some browsers: a refusal (a tool of that name already there) leaves the others.
      void Promise.resolve(context.registerTool(tool)).catch(() => undefined)
    } catch {
      /* the same, thrown at once */
    }
}
