/**
 * What the MCP tools do, over one published site: search with the site's own embedded engine, read a
 * page's Markdown copy (or one section), list the pages of llms.txt by product area (those two:
 * pages.ts), and ask the site's assistant (or, without one, quote the best matching sections). Plain
 * data in, plain data out: server.ts turns it into MCP results.
 */
import { INDEX_FORMAT_VERSION } from '../contracts/index-files'
import { isObject } from '../contracts/json'
import { localeOfSitePath, type Locale } from '../contracts/locale'
import { markdownCopyOf } from '../contracts/page-url'
import type { SearchClientConfig } from '../contracts/search-config'
import { ChatClient } from '../search-core/chat'
import { SearchError } from '../search-core/errors'
import { LocalEngine } from '../search-core/local-engine'
import { quoteFromDocs } from '../search-core/quote-answer'
import type { SearchHit, SearchResult } from '../search-core/types'
import { DocsError } from './errors'
import { plainText, truncate } from './page-text'
import { addressOn, listPagesOn, readPageOn, type Area, type PageSite, type PageText } from './pages'
import { homePath, indexMetaPathIn, publishedOriginIn, searchConfigOf, type SiteSource } from './site'
import { fallbackNote, hitPage } from './search'

/** Results search_docs returns when the caller names no limit, and the most it returns. */
export const DEFAULT_SEARCH_LIMIT = 5
export const MAX_SEARCH_LIMIT = 10
/** Sections ask_docs quotes when no model is configured (or the assistant failed). */
const QUOTED_SECTIONS = 3
/** A quoted section is cut at this many characters (an agent can read_page the rest). */
const MAX_QUOTE_CHARS = 1500

export interface SearchResultItem {
  title: string
  /** Product area › page › section headings. */
  breadcrumb: string
  url: string
  markdownUrl: string
  snippet: string
  /** Which locale's pages the result is from. */
  locale: Locale
}

/** One page of search_docs' results. */
export interface SearchPage {
  results: SearchResultItem[]
  /** The query's locale (given, or by its characters). */
  locale: Locale
  /** The locales searched: the query's, then the other one when the query's found little. */
  searchedLocales: Locale[]
  /** Says that the other locale was searched too, or null. */
  note: string | null
  /** Results of every searched locale together. */
  total: number
  /** Where the next page starts, or null on the last page. */
  nextOffset: number | null
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

const NO_MODEL: Record<Locale, string> = {
  zh: '该站点未配置 AI 模型（构建时未接入 Typesense），以下是与问题最相关的文档段落原文。',
  en: 'No AI model is configured for this site (it was built without Typesense); here are the best matching sections, quoted.',
}
/** The words of an answer by quotation around the quoted passages and sections. */
const QUOTED_WORDS: Record<Locale, Record<'sections' | 'notCovered' | 'nearest', string>> = {
  zh: {
    sections: '以上段落所在的章节：',
    notCovered: '文档中没有回答这个问题的段落：文档可能没有涉及这一点，请勿据此推断。',
    nearest: '与问题最接近的章节（不含答案，仅供参考）：',
  },
  en: {
    sections: 'The sections those passages come from:',
    notCovered:
      'No passage of the docs answers this question: the docs may not cover it, so do not infer an answer from them.',
    nearest: 'The nearest sections (they do not answer it; for reference only):',
  },
}
const ASSISTANT_FAILED: Record<Locale, (why: string) => string> = {
  zh: (why) => `站点的 AI 助手暂时无法回答（${why}），以下是与问题最相关的文档段落原文。`,
  en: (why) => `The site's assistant could not answer (${why}); here are the best matching sections, quoted.`,
}

/** One published site and what the tools read from it, loaded on first use and kept. */
export class DocsSite implements PageSite {
  private readonly homes = new Map<Locale, Promise<string>>()
  private readonly engines = new Map<Locale, Promise<LocalEngine>>()
  private config: Promise<SearchClientConfig | null> | null = null
  private origin: Promise<string> | null = null

  constructor(readonly source: SiteSource) {}

  /** A locale's home page (`fresh`: read again, past caches); a site without one is not a docs site. */
  home(locale: Locale, fresh = false): Promise<string> {
    let p = fresh ? undefined : this.homes.get(locale)
    if (!p) {
      p = this.source.read(homePath(locale), { fresh }).then((html) => {
        if (html === null)
          throw new DocsError(
            'not_a_docs_site',
            `${this.source.label} has no page at ${homePath(locale)}: is it a build of the docs?`,
          )
        return html
      })
      this.homes.set(locale, p)
      const mine = p
      p.catch(() => this.homes.get(locale) === mine && this.homes.delete(locale))
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

  /**
   * The locale's embedded engine, reading the same index files the browser reads. `fresh`: the home
   * page and the index meta read again (a redeploy moved the index to another folder).
   */
  private engine(locale: Locale, fresh = false): Promise<LocalEngine> {
    let p = fresh ? undefined : this.engines.get(locale)
    if (!p) {
      p = this.home(locale, fresh).then(async (html) => {
        const metaPath = indexMetaPathIn(html)
        if (!metaPath)
          throw new DocsError(
            'not_a_docs_site',
            `${this.source.label}${homePath(locale)} names no search index (no docs-search-index meta tag): is it a build of the docs?`,
          )
        const readJson = async (url: string, again = false): Promise<unknown> => {
          const text = await this.source.read(url, { fresh: again })
          if (text === null) throw new SearchError('not_found', `Search index file missing: ${url}`, 404)
          const data: unknown = JSON.parse(text)
          if (url === metaPath) checkVersion(data, this.source.label)
          return data
        }
        // The meta is read (and its version checked) before the engine is handed out.
        await readJson(metaPath, fresh)
        return new LocalEngine(metaPath, (url) => readJson(url))
      })
      this.engines.set(locale, p)
      const mine = p
      p.catch(() => this.engines.get(locale) === mine && this.engines.delete(locale))
    }
    return p
  }

  private async absolute(sitePath: string): Promise<string> {
    return (await this.publicOrigin()) + sitePath
  }

  async search(query: string, locale: Locale | undefined, limit = DEFAULT_SEARCH_LIMIT): Promise<SearchResultItem[]> {
    return (await this.searchPage(query, locale, limit)).results
  }

  /** Results from `offset` (at most `limit`): the query's locale's, then the other's when it found little. */
  async searchPage(
    query: string,
    locale: Locale | undefined,
    limit = DEFAULT_SEARCH_LIMIT,
    offset = 0,
  ): Promise<SearchPage> {
    const q = query.trim()
    if (!q) throw new DocsError('invalid_input', 'The query is empty.')
    const first = locale ?? localeOfText(q)
    const page = await hitPage((loc, n) => this.engineResult(q, loc, n), first, offset, limit)
    const next = offset + page.hits.length
    return {
      results: await Promise.all(page.hits.map((h) => this.item(h.hit, h.locale))),
      locale: first,
      searchedLocales: page.searchedLocales,
      note: fallbackNote(page, first),
      total: page.total,
      nextOffset: page.hits.length === limit && next < page.total ? next : null,
    }
  }

  /**
   * The engine's hits. When the index's files fail (missing, or not of the meta's version or build),
   * the site was most likely redeployed under this server: the home page and the meta are read again,
   * once, and the search retried on the index they name.
   */
  private engineResult(query: string, locale: Locale, page: number, within?: string): Promise<SearchResult> {
    return this.withEngine(locale, (engine) => engine.search(query, page, within))
  }

  /** Runs `use` on the locale's engine; once more on a fresh one (a redeploy moved the index) if it fails. */
  private async withEngine<T>(locale: Locale, use: (engine: LocalEngine) => Promise<T>): Promise<T> {
    const engine = await this.engine(locale)
    try {
      return await use(engine)
    } catch (err) {
      if (err instanceof DocsError) throw err
      const fresh = await this.engine(locale, true)
      return use(fresh).catch(rethrowIndexError(this.source.label))
    }
  }

  /** A page's Markdown copy, or one section of it (`section`: an anchor or a heading's text). */
  readPage(urlOrPath: string, section?: string): Promise<PageText> {
    return readPageOn(this, urlOrPath, section)
  }

  /** The pages of the locale's llms.txt, by product area; `area` keeps the areas whose name contains it. */
  listPages(area?: string, locale: Locale = 'zh'): Promise<Area[]> {
    return listPagesOn(this, area, locale)
  }

  private async item(h: SearchHit, locale: Locale): Promise<SearchResultItem> {
    const { lvl0, lvl1, lvl2, lvl3 } = h.hierarchy
    return {
      title: lvl1,
      breadcrumb: [lvl0, lvl1, lvl2, lvl3].filter(Boolean).join(' › '),
      url: await this.absolute(h.url),
      markdownUrl: await this.absolute(markdownCopyOf(h.url)),
      snippet: plainText(h.snippetHtml),
      locale,
    }
  }

  /**
   * The site's assistant (Typesense conversation, quick mode) when the site has one; otherwise the
   * best matching sections quoted. `page` limits the question to one page.
   */
  async ask(question: string, page?: string): Promise<AskResult> {
    const q = question.trim()
    if (!q) throw new DocsError('invalid_input', 'The question is empty.')
    // The page's address is checked (and refused) before anything is read.
    const pagePath = page ? (await addressOn(this, page)).path : undefined
    const locale = pagePath ? localeOfSitePath(pagePath) : localeOfText(q)
    const scope = page ? await this.readPage(page) : null
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

  /**
   * The answer by quotation, as the site's assistant gives it without a model (quote-answer.ts): the
   * sentences that answer the question, each with its section's link, then those sections; or, when no
   * passage covers the question, a plain statement that the docs do not, then the nearest sections.
   */
  private async quotes(question: string, locale: Locale, within: string | undefined, note: string): Promise<AskResult> {
    const reply = await this.withEngine(locale, (engine) => quoteFromDocs(engine, question, within))
    const quoted = await Promise.all(
      reply.quotes.map(
        async (q) =>
          `> ${q.text.split('\n').join('\n> ')}\n\n— ${[q.page, q.section].filter(Boolean).join(' › ')} ${await this.absolute(q.url)}`,
      ),
    )
    const bySection = reply.quotes.length
      ? reply.hits.filter((h) => reply.quotes.some((q) => q.url === h.url))
      : reply.hits
    const hits = bySection.slice(0, QUOTED_SECTIONS)
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
    const sections = sources.map((s) => `> ${s.title} (${s.url})\n\n${s.excerpt}`).join('\n\n---\n\n')
    const answer = quoted.length
      ? `${quoted.join('\n\n')}\n\n${QUOTED_WORDS[locale].sections}\n\n${sections}`
      : `${QUOTED_WORDS[locale].notCovered}${sections ? `\n\n${QUOTED_WORDS[locale].nearest}\n\n${sections}` : ''}`
    return { mode: 'quotes', answer, note, sources }
  }
}

/** Refuses an index meta of a format this server does not read, naming both versions. */
export function checkVersion(meta: unknown, site: string): void {
  const v = isObject(meta) ? meta.v : undefined
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
