import { LocalEngine } from '../search-core/local-engine'
import type { SearchClientConfig } from '../search-core/config'
import type { SearchEngine } from '../search-core/engine'
import { SearchError } from '../search-core/errors'
import type { IslandConfig } from './config'

export type { IslandConfig } from './config'

/**
 * Owns the engines of one page: the embedded index (fetched once, on first need) and, when
 * configured, Typesense (its client in a chunk of its own, loaded only then).
 */
export class SearchService {
  private localPromise: Promise<LocalEngine> | null = null
  private typesensePromise: Promise<SearchEngine> | null = null

  constructor(readonly config: IslandConfig) {}

  get mode(): 'typesense' | 'local' {
    return this.config.typesense ? 'typesense' : 'local'
  }

  local(): Promise<LocalEngine> {
    this.localPromise ??= fetch(this.config.indexUrl)
      .then((res) => {
        if (!res.ok) throw new SearchError('http_error', `Search index unavailable (HTTP ${res.status})`, res.status)
        return res.json()
      })
      .then((data) => LocalEngine.fromSerialized(data))
      .catch((err) => {
        this.localPromise = null // let a later search try again
        throw err
      })
    return this.localPromise
  }

  primary(): Promise<SearchEngine> {
    const ts = this.config.typesense
    if (!ts) return this.local()
    this.typesensePromise ??= import('../search-core/typesense-engine').then(({ TypesenseEngine }) => new TypesenseEngine(ts))
    return this.typesensePromise
  }
}
