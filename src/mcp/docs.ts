/**
 * What the MCP tools do, over one published site: search with the site's own embedded engine, read a
 * page's Markdown copy (or one section), list the pages of llms.txt by product area, and ask the
 * site's assistant (or, without one, quote the best matching sections). Plain data in, plain data
 * out: server.ts turns it into MCP results.
 */
import { INDEX_FORMAT_VERSION } from '../contracts/index-files'
import type { Locale } from '../contracts/locale'
import { markdownCopyOf } from '../contracts/page-url'
import type { SearchClientConfig } from '../contracts/search-config'
import { ChatClient } from '../search-core/chat'
import { SearchError } from '../search-core/errors'
import { LocalEngine } from '../search-core/local-engine'
import type { SearchHit } from '../search-core/types'
import { DocsError } from './errors'
import { homePath, indexMetaPathIn, publishedOriginIn, searchConfigOf, type SiteSource } from './site'

/** Results search_docs returns when the caller names no limit, and the most it returns. */
export const DEFAULT_SEARCH_LIMIT = 5
export const MAX_SEARCH_LIMIT = 10
/** Sections ask_docs quotes when no model is configured (or the assistant failed). */
export const QUOTED_SECTIONS = 3
/** A quoted section is cut at this many characters (an agent can read_page the rest). */
export const MAX_QUOTE_CHARS = 1500

export interface SearchResultItem {
  title: string
  /** Product area › page › section headings. */
  breadcrumb: string
  url: string
  markdownUrl: string
  snippet: string
}

export interface PageText {
  url: string
  markdownUrl: string
  title: string
  /** The anchor of the section returned, when one was asked for. */
  section: string | null
  markdown: string
}

export interface ListedPage {
  title: string
  url: string
  markdownUrl: string
  description: string
}

export interface Area {
  area: string
  pages: ListedPage[]
}

export interface AskResult {
  /** `assistant`: the site's model answered; `quotes`: no model (or it failed), best sections quoted. */
  mode: 'assistant' | 'quotes'
  answer: string
  /** Why there is no model answer, when there is none. */
  note: string | null
  sources: { title: string; url: string; excerpt: string }[]
}

const HAN = /\p{Script=Han}/u
/** A question's language: any Chinese character makes it Chinese (the site's first language). */
export const localeOfText = (text: string): Locale => (HAN.test(text) ? 'zh' : 'en')
const localeOfPath = (sitePath: string): Locale => (/^\/en(\/|$)/.test(sitePath) ? 'en' : 'zh')

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" }
/** The engine's snippet (text with `<mark>`, escaped) as plain text. */
export const plainText = (html: string) =>
  html.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)

const decodeHtml = (html: string) =>
  plainText(html)
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([\da-f]+);/gi, (_, n: string) => String.fromCodePoint(Number.parseInt(n, 16)))
    .replace(/&nbsp;/g, ' ')
    .replace(/\u200b/g, '')

/**
 * A page address as an agent may give it (a full URL of any host, a site path, `x/y`, `x/y.md`,
 * with or without an anchor) → the page's path (`/x/y.html`, `/x/`) and the anchor, if any.
 */
export function pageAddress(input: string): { path: string; anchor: string | null } {
  let text = input.trim()
  if (/^https?:\/\//i.test(text)) {
    const u = new URL(text)
    text = u.pathname + u.hash
  }
  const hash = text.indexOf('#')
  const anchor = hash >= 0 ? decodeURIComponentSafe(text.slice(hash + 1)) || null : null
  let p = (hash >= 0 ? text.slice(0, hash) : text).replace(/\?.*$/, '')
  p = '/' + p.replace(/^\/+/, '')
  if (p.endsWith('/index.md')) p = p.slice(0, -'index.md'.length)
  else if (p.endsWith('.md')) p = p.slice(0, -3) + '.html'
  else if (!p.endsWith('/') && !p.endsWith('.html')) p += '.html'
  return { path: p, anchor }
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/** Headings of a rendered page with their anchors (`<h2 id="x">text <a class="header-anchor">`). */
export function headingsOf(html: string): { anchor: string; text: string }[] {
  const out: { anchor: string; text: string }[] = []
  for (const m of html.matchAll(/<h([1-6]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g)) {
    const inner = (m[3] ?? '').replace(/<a class="header-anchor"[\s\S]*?<\/a>/g, '')
    out.push({ anchor: decodeHtml(m[2] ?? ''), text: decodeHtml(inner).trim() })
  }
  return out
}

/** Heading text compared loosely: Markdown marks, spaces and case do not count. */
const headingKey = (text: string) =>
  text
    .replace(/[`*_~[\]]/g, '')
    .replace(/\(https?:[^)]*\)/g, '')
    .replace(/\s+/g, '')
    .toLowerCase()

/**
 * The section of a Markdown copy under the heading `text`: the heading line and everything up to the
 * next heading of the same or a higher level. Null when no heading matches.
 */
export function markdownSection(markdown: string, text: string): string | null {
  const lines = markdown.split('\n')
  const key = headingKey(text)
  let fence = false
  let start = -1
  let level = 0
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (/^\s*(```|~~~)/.test(line)) fence = !fence
    if (fence) continue
    const h = /^(#{1,6})\s+(.*)$/.exec(line)
    if (!h) continue
    const depth = h[1]?.length ?? 0
    if (start < 0) {
      if (headingKey(h[2] ?? '') === key) {
        start = i
        level = depth
      }
    } else if (depth <= level) return lines.slice(start, i).join('\n').trim() + '\n'
  }
  return start < 0 ? null : lines.slice(start).join('\n').trim() + '\n'
}

/** `## Area` sections of llms.txt and their `- [title](url): description` entries. */
export function parseLlmsTxt(
  text: string,
): { area: string; pages: { title: string; url: string; description: string }[] }[] {
  const areas: { area: string; pages: { title: string; url: string; description: string }[] }[] = []
  for (const line of text.split('\n')) {
    const h = /^##\s+(.+)$/.exec(line)
    if (h) {
      areas.push({ area: (h[1] ?? '').trim(), pages: [] })
      continue
    }
    const e = /^- \[(.+?)\]\(([^)\s]+)\)(?::\s*(.*))?$/.exec(line)
    if (e && areas.length)
      areas[areas.length - 1]?.pages.push({ title: e[1] ?? '', url: e[2] ?? '', description: e[3] ?? '' })
  }
  return areas
}

const truncate = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() + '…' : text)

const NO_MODEL: Record<Locale, string> = {
  zh: '该站点未配置 AI 模型（构建时未接入 Typesense），以下是与问题最相关的文档段落原文。',
  en: 'No AI model is configured for this site (it was built without Typesense); here are the best matching sections, quoted.',
}
const ASSISTANT_FAILED: Record<Locale, (why: string) => string> = {
  zh: (why) => `站点的 AI 助手暂时无法回答（${why}），以下是与问题最相关的文档段落原文。`,
  en: (why) => `The site's assistant could not answer (${why}); here are the best matching sections, quoted.`,
}

/** One published site and what the tools read from it, loaded on first use and kept. */
export class DocsSite {
  private readonly homes = new Map<Locale, Promise<string>>()
  private readonly engines = new Map<Locale, Promise<LocalEngine>>()
  private config: Promise<SearchClientConfig | null> | null = null
  private origin: Promise<string> | null = null

  constructor(readonly source: SiteSource) {}

  /** A locale's home page; a site without one is not a docs site. */
  private home(locale: Locale): Promise<string> {
    let p = this.homes.get(locale)
    if (!p) {
      p = this.source.read(homePath(locale)).then((html) => {
        if (html === null)
          throw new DocsError(
            'not_a_docs_site',
            `${this.source.label} has no page at ${homePath(locale)}: is it a build of the docs?`,
          )
        return html
      })
      this.homes.set(locale, p)
      p.catch(() => this.homes.delete(locale))
    }
    return p
  }

  /** Where links in results point: the origin the server reads, or for a folder the site's published one. */
  publicOrigin(): Promise<string> {
    if (!this.origin) {
      this.origin = this.source.local
        ? this.source.read('/llms.txt').then((t) => (t && publishedOriginIn(t)) ?? '')
        : Promise.resolve(this.source.label)
      this.origin.catch(() => (this.origin = null))
    }
    return this.origin
  }

  /** The site's Typesense settings (search-only key), or null when it was built without. */
  searchConfig(): Promise<SearchClientConfig | null> {
    if (!this.config) {
      this.config = this.home('zh').then((html) => searchConfigOf(this.source, html))
      this.config.catch(() => (this.config = null))
    }
    return this.config
  }

  /** The locale's embedded engine, reading the same index files the browser reads. */
  private engine(locale: Locale): Promise<LocalEngine> {
    let p = this.engines.get(locale)
    if (!p) {
      p = this.home(locale).then(async (html) => {
        const metaPath = indexMetaPathIn(html)
        if (!metaPath)
          throw new DocsError(
            'not_a_docs_site',
            `${this.source.label}${homePath(locale)} names no search index (no docs-search-index meta tag): is it a build of the docs?`,
          )
        const readJson = async (url: string): Promise<unknown> => {
          const text = await this.source.read(url)
          if (text === null) throw new SearchError('not_found', `Search index file missing: ${url}`, 404)
          const data: unknown = JSON.parse(text)
          if (url === metaPath) checkVersion(data, this.source.label)
          return data
        }
        // The meta is read (and its version checked) before the engine is handed out.
        await readJson(metaPath)
        return new LocalEngine(metaPath, readJson)
      })
      this.engines.set(locale, p)
      p.catch(() => this.engines.delete(locale))
    }
    return p
  }

  private async absolute(sitePath: string): Promise<string> {
    return (await this.publicOrigin()) + sitePath
  }

  async search(query: string, locale: Locale | undefined, limit = DEFAULT_SEARCH_LIMIT): Promise<SearchResultItem[]> {
    const q = query.trim()
    if (!q) throw new DocsError('invalid_input', 'The query is empty.')
    const hits = await this.hits(q, locale ?? localeOfText(q))
    return Promise.all(hits.slice(0, limit).map((h) => this.item(h)))
  }

  private async hits(query: string, locale: Locale, within?: string): Promise<SearchHit[]> {
    const engine = await this.engine(locale)
    return (await engine.search(query, 1, within).catch(rethrowIndexError(this.source.label))).hits
  }

  private async item(h: SearchHit): Promise<SearchResultItem> {
    const { lvl0, lvl1, lvl2, lvl3 } = h.hierarchy
    return {
      title: lvl1,
      breadcrumb: [lvl0, lvl1, lvl2, lvl3].filter(Boolean).join(' › '),
      url: await this.absolute(h.url),
      markdownUrl: await this.absolute(markdownCopyOf(h.url)),
      snippet: plainText(h.snippetHtml),
    }
  }

  /** A page's Markdown copy, or one section of it (`section`: an anchor or a heading's text). */
  async readPage(urlOrPath: string, section?: string): Promise<PageText> {
    if (!urlOrPath.trim())
      throw new DocsError('invalid_input', 'Give a page URL or path, e.g. /ai-studio/ or https://…/x.html.')
    const { path: pagePath, anchor } = pageAddress(urlOrPath)
    const mdPath = markdownCopyOf(pagePath)
    const markdown = await this.source.read(mdPath)
    if (markdown === null)
      throw new DocsError(
        'page_not_found',
        `No page at ${pagePath} on ${this.source.label} (its Markdown copy ${mdPath} does not exist). Find pages with search_docs or list_pages.`,
      )
    const title = /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? pagePath
    const base = { url: await this.absolute(pagePath), markdownUrl: await this.absolute(mdPath), title }
    const wanted = (section ?? anchor ?? '').trim().replace(/^#/, '')
    if (!wanted) return { ...base, section: null, markdown }
    const headings = headingsOf((await this.source.read(pagePath)) ?? '')
    const heading =
      headings.find((h) => h.anchor === wanted) ?? headings.find((h) => headingKey(h.text) === headingKey(wanted))
    const text = heading ? markdownSection(markdown, heading.text) : markdownSection(markdown, wanted)
    if (text === null) {
      const known = headings.map((h) => `#${h.anchor}`).join(', ')
      throw new DocsError(
        'section_not_found',
        `The page ${pagePath} has no section "${wanted}".${known ? ` Its sections: ${known}.` : ''}`,
      )
    }
    return { ...base, section: heading?.anchor ?? wanted, markdown: text }
  }

  /** The pages of the locale's llms.txt, by product area; `area` keeps the areas whose name contains it. */
  async listPages(area?: string, locale: Locale = 'zh'): Promise<Area[]> {
    const llmsPath = locale === 'en' ? '/en/llms.txt' : '/llms.txt'
    const text = await this.source.read(llmsPath)
    if (text === null) throw new DocsError('not_a_docs_site', `${this.source.label} has no ${llmsPath}.`)
    const origin = await this.publicOrigin()
    const areas: Area[] = parseLlmsTxt(text).map((a) => ({
      area: a.area,
      pages: a.pages.map((p) => {
        // llms.txt links the copies at the site's published address; results point where the server reads.
        const mdPath = p.url.replace(/^https?:\/\/[^/]+/, '')
        return {
          title: p.title,
          description: p.description,
          markdownUrl: origin + mdPath,
          url: origin + pageAddress(mdPath).path,
        }
      }),
    }))
    const wanted = area?.trim().toLowerCase()
    if (!wanted) return areas
    const found = areas.filter((a) => a.area.toLowerCase().includes(wanted))
    if (!found.length)
      throw new DocsError(
        'area_not_found',
        `No product area "${area}" in ${llmsPath}. Areas: ${areas.map((a) => a.area).join(', ')}.`,
      )
    return found
  }

  /**
   * The site's assistant (Typesense conversation, quick mode) when the site has one; otherwise the
   * best matching sections quoted. `page` limits the question to one page.
   */
  async ask(question: string, page?: string): Promise<AskResult> {
    const q = question.trim()
    if (!q) throw new DocsError('invalid_input', 'The question is empty.')
    const locale = page ? localeOfPath(pageAddress(page).path) : localeOfText(q)
    const scope = page ? await this.readPage(page) : null
    const pagePath = page ? pageAddress(page).path : undefined
    const config = await this.searchConfig()
    if (!config) return this.quotes(q, locale, pagePath, NO_MODEL[locale])
    try {
      const client = new ChatClient(config)
      const result = await client.ask({
        question: q,
        mode: 'quick',
        page: scope && pagePath ? { url: pagePath, title: scope.title, locale } : undefined,
      })
      return {
        mode: 'assistant',
        answer: result.answer,
        note: null,
        sources: await Promise.all(
          result.sources.map(async (s) => ({ title: s.title, excerpt: s.excerpt, url: await this.absoluteUrl(s.url) })),
        ),
      }
    } catch (err) {
      // Named: which server, and what kind of failure (unreachable, timeout, an HTTP status).
      const node = config.nodes[0]
      const where =
        node?.url ?? (node?.host ? `${node.protocol ?? 'https'}://${node.host}${node.port ? `:${node.port}` : ''}` : '')
      const why =
        err instanceof SearchError ? `${err.kind}: ${err.message}` : err instanceof Error ? err.message : String(err)
      return this.quotes(q, locale, pagePath, ASSISTANT_FAILED[locale](`${where ? `${where} ` : ''}${why}`))
    }
  }

  private async absoluteUrl(url: string): Promise<string> {
    return url.startsWith('/') ? this.absolute(url) : url
  }

  private async quotes(question: string, locale: Locale, within: string | undefined, note: string): Promise<AskResult> {
    const hits = (await this.hits(question, locale, within)).slice(0, QUOTED_SECTIONS)
    const sources = await Promise.all(
      hits.map(async (h) => {
        const anchor = h.url.includes('#') ? h.url.slice(h.url.indexOf('#') + 1) : undefined
        const section = anchor ? await this.readPage(h.url, anchor).catch(() => null) : null
        const { lvl1, lvl2, lvl3 } = h.hierarchy
        return {
          title: [lvl1, lvl3 || lvl2].filter(Boolean).join(' › '),
          url: await this.absolute(h.url),
          excerpt: truncate(section?.markdown ?? h.content, MAX_QUOTE_CHARS),
        }
      }),
    )
    const answer = sources.map((s) => `> ${s.title} (${s.url})\n\n${s.excerpt}`).join('\n\n---\n\n')
    return { mode: 'quotes', answer, note, sources }
  }
}

/** Refuses an index meta of a format this server does not read, naming both versions. */
export function checkVersion(meta: unknown, site: string): void {
  const v = typeof meta === 'object' && meta !== null ? (meta as { v?: unknown }).v : undefined
  if (v === INDEX_FORMAT_VERSION) return
  throw new DocsError(
    'index_version',
    `The search index of ${site} is format version ${v === undefined ? 'unknown (none given)' : JSON.stringify(v)}; this server reads version ${INDEX_FORMAT_VERSION}. Use the MCP server from the same release as the site.`,
  )
}

/** A search that failed on the index's files: named as the site's failure, not the engine's. */
const rethrowIndexError =
  (site: string) =>
  (err: unknown): never => {
    if (err instanceof DocsError) throw err
    const why = err instanceof Error ? err.message : String(err)
    throw new DocsError('index_unreadable', `The search index of ${site} could not be read (${why}).`, err)
  }
