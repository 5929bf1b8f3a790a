import { devIndexUrl, SEARCH_INDEX_PLACEHOLDER } from '../contracts/index-files'
import { toLocale, type Locale } from '../contracts/locale'
import type { SearchClientConfig } from '../contracts/search-config'

export { devIndexUrl }

/** What the shell hands the island: the locale, its index URL and (optionally) Typesense. */
export interface IslandConfig {
  locale: Locale
  /** URL of the embedded index of the locale (from the page's `docs-search-index` meta tag). */
  indexUrl: string
  /** Typesense settings with a search-only key; null → the embedded index is the engine. */
  typesense: SearchClientConfig | null
}

export function resolveIndexUrl(metaContent: string | null | undefined, locale: string): string {
  // The dev server leaves the placeholder: it serves the index itself (rebuilt on every edit).
  if (!metaContent || metaContent === SEARCH_INDEX_PLACEHOLDER) return devIndexUrl(toLocale(locale))
  return metaContent
}
