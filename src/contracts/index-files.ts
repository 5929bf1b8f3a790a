import type { Locale } from './locale'

/**
 * Where the search index and records live: the build writes them, the pages point at them, the
 * island and the dev server read them, the sync CLI and the benches load them.
 */

/** `<meta name>` of the tag that holds the URL of the page's locale's index meta. */
export const SEARCH_INDEX_META_NAME = 'docs-search-index'
/** CSS selector of that tag. Spelt out, as is devIndexUrl: both are in every page's first load, where
 * a template of the names costs bytes; the contracts test ties them to the names. */
export const SEARCH_INDEX_META_SELECTOR = 'meta[name="docs-search-index"]'
/** The tag's content until the build replaces it; the dev server leaves it (it serves the index itself). */
export const SEARCH_INDEX_PLACEHOLDER = '__DOCS_SEARCH_INDEX__'

/** Where the dev server serves the index of a locale: `<DEV_INDEX_PATH><locale>/meta.json`. */
export const DEV_INDEX_PATH = '/__search-index/'
/** The index file every search reads first; the others are relative to its folder. */
export const INDEX_META_FILE = 'meta.json'
/**
 * Format version of the embedded index: every file of it carries this number as `v` (the build
 * writes it, src/search-core/local/index-format.ts). The browser's engine and the MCP server
 * (src/mcp) read only this version and name both numbers when they meet another. Bump it when a
 * file's shape or the indexed text changes.
 */
export const INDEX_FORMAT_VERSION = 11

/** Folder of the built index, below the output folder: `<INDEX_ASSETS_DIR>/<locale>/<hash>/`. */
export const INDEX_ASSETS_DIR = 'assets/search'

export const devIndexUrl = (locale: Locale): string => `/__search-index/${locale}/meta.json`

/** The build's records of a locale (JSON lines, in the output folder), which the sync CLI imports. */
export const recordsFileName = (locale: Locale): string => `records.${locale}.jsonl`
/** The build's FAQ pairs of a locale (JSON lines, in the output folder). */
export const faqFileName = (locale: Locale): string => `faq.${locale}.jsonl`
