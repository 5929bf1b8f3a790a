import { LocalEngine } from '../search-core/local-engine'
import type { SearchEngine } from '../search-core/engine'
import { SearchError } from '../search-core/errors'
import { pageSectionsFromHits, sourcesFromHits } from '../search-core/sources'
import { devIndexUrl, type IslandConfig } from './config'
import type { Ask } from './chat/controller'
import type { ChatRequest } from '../search-core/chat'

export type { IslandConfig } from './config'

/** What the assistant says when the build has none (the island's catalogue supplies the texts). */
export interface NotConfiguredAnswers {
  notConfiguredAnswer: string
  notConfiguredPageAnswer: string
  notConfiguredPageNone: string
}

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
   * The chat call. With Typesense: conversational search (its client in its own chunk). Without it:
   * an honest answer that the assistant is not configured, with the three most relevant pages, or,
   * for a question about one page, the sections of that page that match.
   */
  chat(answers: NotConfiguredAnswers): Promise<Ask> {
    const ts = this.config.typesense
    if (ts) {
      this.chatPromise ??= import('../search-core/chat').then(({ ChatClient }) => {
        const client = new ChatClient(ts)
        return (req: ChatRequest) => client.ask(req)
      })
      return this.chatPromise
    }
    return Promise.resolve(async (req: ChatRequest) => {
      const engine = await this.local()
      if (req.page) {
        const hits = (await engine.search(req.question, 1, req.page.url)).hits
        const sources = pageSectionsFromHits(hits)
        return {
          answer: sources.length ? answers.notConfiguredPageAnswer : answers.notConfiguredPageNone,
          conversationId: null,
          sources,
        }
      }
      const hits = (await engine.search(req.question, 1)).hits
      // The same source rules as the Typesense answer (title fallback, excerpt, safe URLs).
      return { answer: answers.notConfiguredAnswer, conversationId: null, sources: sourcesFromHits(hits) }
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
