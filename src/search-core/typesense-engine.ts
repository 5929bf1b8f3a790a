import Typesense from 'typesense'
import { analyzeQuery, normalizeQuery } from '../query-analysis'
import { resolveConfig, type ResolvedConfig, type SearchClientConfig } from './config'
import { FIRST_PAGE, NO_RESULTS_MESSAGE } from './constants'
import type { SearchEngine } from './engine'
import { classifyError, logSearchError, SearchError, type Logger } from './errors'
import { mergeResults, normalizeResult } from './hits'
import { TtlCache } from './cache'
import { buildSearchEntries } from './request'
import type { SearchResult } from './types'

/** The part of typesense-js we use: multi_search and health. */
export interface TypesenseClientLike {
  multiSearch: { perform(requests: { searches: object[] }, commonParams?: object): Promise<unknown> }
  health: { retrieve(): Promise<unknown> }
}

export interface TypesenseEngineOptions {
  logger?: Logger
  /** Collections searched by keyword search (default: the docs collection). */
  collections?: string[]
  now?: () => number
  /** The reader's language: keyword search shows its records only (see `languageField`). */
  language?: string
  /** For tests: build the client differently. */
  createClient?: (config: ResolvedConfig) => TypesenseClientLike
}

export function createTypesenseClient(config: ResolvedConfig): TypesenseClientLike {
  return new Typesense.Client({
    apiKey: config.apiKey,
    nodes: config.nodes,
    nearestNode: config.nearestNode ?? undefined,
    connectionTimeoutSeconds: config.connectionTimeoutSeconds,
    healthcheckIntervalSeconds: config.healthcheckIntervalSeconds,
    retryIntervalSeconds: config.retryIntervalSeconds,
    numRetries: config.numRetries,
    randomizeNodes: config.randomizeNodes,
    useServerSideSearchCache: config.useServerSideSearchCache,
    cacheSearchResultsForSeconds: config.cacheSearchResultsForSeconds,
    logLevel: 'silent',
  }) as unknown as TypesenseClientLike
}

export class TypesenseEngine implements SearchEngine {
  readonly kind = 'typesense' as const
  readonly config: ResolvedConfig
  private readonly client: TypesenseClientLike
  private readonly logger: Logger
  private readonly collections: string[]
  private readonly cache: TtlCache<SearchResult>
  private readonly filterBy: string | undefined

  constructor(config: SearchClientConfig, options: TypesenseEngineOptions = {}) {
    this.config = resolveConfig(config)
    this.logger = options.logger ?? console
    this.collections = options.collections?.length ? options.collections : [this.config.docsCollection]
    this.client = (options.createClient ?? createTypesenseClient)(this.config)
    this.cache = new TtlCache<SearchResult>(undefined, undefined, options.now)
    // (A locale is a plain tag such as zh or en; anything else is not sent.)
    const language = options.language && /^[A-Za-z-]+$/.test(options.language) ? options.language : ''
    this.filterBy = language && this.config.languageField ? `${this.config.languageField}:=${language}` : undefined
  }

  async search(query: string, page: number = FIRST_PAGE): Promise<SearchResult> {
    const q = normalizeQuery(query)
    if (!q) return { hits: [], found: 0, page: FIRST_PAGE, searchTimeMs: 0 }
    const key = `${this.collections.join('|')}\u0000${page}\u0000${q}`
    const cached = this.cache.get(key)
    if (cached) return cached
    try {
      const searches = buildSearchEntries(
        q,
        this.collections,
        page,
        analyzeQuery(q),
        this.config.embeddingField,
        this.filterBy,
      )
      const response = await this.client.multiSearch.perform({ searches })
      const raw = (response as { results?: unknown })?.results
      if (!Array.isArray(raw)) throw new SearchError('malformed_response', NO_RESULTS_MESSAGE)
      const results = raw.map((r) => {
        // multi_search answers 200 and reports a failed search inside its entry.
        const entry = r as { code?: unknown; error?: unknown }
        if (typeof entry?.code === 'number' && entry.code >= 400) {
          const message = `Request failed with HTTP code ${entry.code} | Server said: ${String(entry.error ?? '')}`
          throw classifyError(
            Object.assign(new Error(message), { httpStatus: entry.code, httpBody: JSON.stringify(r) }),
          )
        }
        return normalizeResult(r, page)
      })
      const merged = mergeResults(results, page)
      this.cache.set(key, merged)
      return merged
    } catch (err) {
      const error = classifyError(err)
      // However the body is broken, the caller learns one thing: there are no results to show.
      throw logSearchError(
        error.kind === 'malformed_response'
          ? new SearchError('malformed_response', NO_RESULTS_MESSAGE, error.httpStatus, err, error.httpBody)
          : error,
        this.logger,
      )
    }
  }

  async health(): Promise<boolean> {
    try {
      const res = (await this.client.health.retrieve()) as { ok?: unknown }
      if (res?.ok === true) return true
      this.logger.warn('Typesense health check failed.')
      return false
    } catch (err) {
      const error = classifyError(err)
      this.logger.warn(`Typesense health check exception: ${error.message}`)
      if (error.kind === 'unauthorized')
        this.logger.warn('Typesense health check: invalid API key or insufficient permissions')
      else if (error.kind === 'server_error')
        this.logger.warn('Typesense health check: the search server reported an error')
      else if (error.kind === 'connection' || error.kind === 'timeout')
        this.logger.warn('Typesense health check: cannot connect to the search server')
      else this.logger.warn('Typesense health check: unknown error')
      return false
    }
  }

  clearCache(): void {
    this.cache.clear()
  }
}
