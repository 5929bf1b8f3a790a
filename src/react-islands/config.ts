import type { SearchClientConfig } from '../search-core/config'

/** What the shell hands the island: the locale, its index URL and (optionally) Typesense. */
export interface IslandConfig {
  locale: 'zh' | 'en'
  /** URL of the embedded index of the locale (from the page's `docs-search-index` meta tag). */
  indexUrl: string
  /** Typesense settings with a search-only key; null → the embedded index is the engine. */
  typesense: SearchClientConfig | null
}

/** Placeholder left in the meta tag by the dev server, which serves the index itself. */
const INDEX_PLACEHOLDER = '__DOCS_SEARCH_INDEX__'

/** The dev server's index (rebuilt on every edit, so the engine revalidates it before each search). */
export const devIndexUrl = (locale: string) => `/__search-index/${locale === 'en' ? 'en' : 'zh'}/meta.json`

export function resolveIndexUrl(metaContent: string | null | undefined, locale: string): string {
  if (!metaContent || metaContent === INDEX_PLACEHOLDER) return devIndexUrl(locale)
  return metaContent
}
