import { LocalEngine } from '../search-core/local-engine'
import type { SearchEngine } from '../search-core/engine'
import { SearchError } from '../search-core/errors'
import { quoteReason } from './chat-fallback'
import type { QuoteTexts } from '../search-core/quotes'
import type { ChatResult, QuotedAnswer } from '../search-core/types'
import { devIndexUrl, type IslandConfig } from '../island-contract/config'
import type { Ask } from './chat/controller'
import type { ChatRequest } from '../search-core/chat'

export type { IslandConfig } from '../island-contract/config'

export type { QuoteTexts } from '../search-core/quotes'

/** One file of the embedded index; any failure is a SearchError the keyword panel shows. */
async function fetchIndexFile(url: string): Promise<unknown> {
  let res: Response
  try {
    res = await fetch(url)
  } catch (err) {
    throw new SearchError('connection', `Search index unreachable: ${(err as Error).message}`, undefined, err)
  }
  if (!res.ok) throw new SearchError('http_error', `Search index unavailable (HTTP ${res.status})`, res.status)
  try {
    return await res.json()
  } catch (err) {
    throw new SearchError('malformed_response', 'The search index could not be read', res.status, err)
  }
}

/**
 * Owns the engines of one page: the embedded index (fetched once, on first need) and, when
 * configured, Typesense (its client in a chunk of its own, loaded only then).
 */
export class SearchService {
  private localEngine: LocalEngine | null = null
  private typesensePromise: Promise<SearchEngine> | null = null
  private chatPromise: Promise<Ask> | null = null

  constructor(readonly config: IslandConfig) {}

  get mode(): 'typesense' | 'local' {
    return this.config.typesense ? 'typesense' : 'local'
  }

  /** The embedded engine: it fetches the pieces of the index a search needs, when it needs them. */
  local(): Promise<LocalEngine> {
    const url = this.config.indexUrl
    this.localEngine ??= new LocalEngine(url, fetchIndexFile, url === devIndexUrl(this.config.locale))
    return Promise.resolve(this.localEngine)
  }

  /**
   * The chat call. With Typesense: conversational search (its client in its own chunk), answered by
   * quotation when the cluster cannot be reached. Without it: always by quotation (BEHAVIOUR.md search
   * §2.3 "Quoted answers").
   */
  chat(texts: QuoteTexts): Promise<Ask> {
    const ts = this.config.typesense
    if (ts) {
      this.chatPromise ??= import('../search-core/chat').then(({ ChatClient }) => {
        const client = new ChatClient(ts)
        return (req: ChatRequest) => {
          let answered = false
          const onOpen = () => {
            answered = true
            req.onOpen?.()
          }
          return client.ask({ ...req, onOpen }).catch((err: unknown) => {
            // No node answered, or one could not (chat-fallback.ts): the docs answer. A failure after a
            // node answered (a stream cut short) keeps the chat's own fallbacks.
            const reason = quoteReason(err, answered, client.config.conversationModels[req.mode])
            if (!reason) throw err
            return this.quote(req, texts, reason)
          })
        }
      })
      return this.chatPromise
    }
    return Promise.resolve((req: ChatRequest) => this.quote(req, texts, 'not-configured'))
  }

  /**
   * An answer by quotation from the embedded index: the passages of the best sections (of the page in
   * scope, for a page question) that cover the question, or, when none does, the related pages.
   */
  private async quote(req: ChatRequest, texts: QuoteTexts, reason: QuotedAnswer['reason']): Promise<ChatResult> {
    // The quoting code loads with the first question, not with the keyword search.
    const [{ quotedAnswer, quoteFromDocs }, engine] = await Promise.all([
      import('../search-core/quoted-chunk'),
      this.local(),
    ])
    const { quotes, hits } = await quoteFromDocs(engine, req.question, req.page?.url)
    return quotedAnswer({
      quotes,
      hits,
      page: !!req.page,
      texts,
      reason,
      base: globalThis.location?.href ?? '',
    })
  }

  /** Drops cached search responses (after the assistant's streaming and fallback both failed). */
  readonly clearCache = (): void => {
    void this.typesensePromise?.then(
      (engine) => engine.clearCache(),
      () => {},
    )
  }

  primary(): Promise<SearchEngine> {
    const ts = this.config.typesense
    if (!ts) return this.local()
    this.typesensePromise ??= import('../search-core/typesense-engine').then(
      ({ TypesenseEngine }) => new TypesenseEngine(ts, { language: this.config.locale }),
    )
    return this.typesensePromise
  }
}

const services = new WeakMap<IslandConfig, SearchService>()
/** One service per settings, shared by the dialog and the page's agent tools (webmcp.ts): the index is read once. */
export function serviceFor(config: IslandConfig): SearchService {
  let s = services.get(config)
  if (!s) services.set(config, (s = new SearchService(config)))
  return s
}
