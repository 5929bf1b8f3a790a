/**
 * A published docs site as the MCP server reads it: over HTTP from its origin, or from a build
 * folder on disk, the same files either way (the pages, their Markdown copies, llms.txt, the search
 * index). What the browser learns from a page (the index's address, the search configuration) is
 * read here from the same places.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { SEARCH_INDEX_META_NAME, SEARCH_INDEX_PLACEHOLDER } from '../contracts/index-files'
import type { Locale } from '../contracts/locale'
import type { SearchClientConfig } from '../contracts/search-config'
import { DocsError, networkCode } from './errors'

/** One request to the site may take this long before the site counts as unreachable. */
export const SITE_TIMEOUT_MS = 15_000

export interface SiteSource {
  /** What the user named: the origin or the folder (for messages). */
  readonly label: string
  /** Whether the site is a folder on disk. */
  readonly local: boolean
  /**
   * The text of a site path (`/llms.txt`), or null when the site has no such file. Throws a
   * `site_unreachable` DocsError when the site cannot answer at all.
   */
  read(sitePath: string): Promise<string | null>
}

/** A site path without query or anchor, starting with `/`. */
const cleanPath = (sitePath: string) => '/' + sitePath.replace(/[?#].*$/, '').replace(/^\/+/, '')
/** Files whose address says they are not a page: an HTML answer for one is a catch-all page, not the file. */
const NOT_HTML = /\.(md|txt|json|js)$/

export function httpSite(origin: string, fetchImpl: typeof fetch = fetch): SiteSource {
  const root = new URL(origin)
  return {
    label: root.origin,
    local: false,
    async read(sitePath) {
      const url = new URL(cleanPath(sitePath), root)
      let res: Response
      try {
        res = await fetchImpl(url, { signal: AbortSignal.timeout(SITE_TIMEOUT_MS), redirect: 'follow' })
      } catch (err) {
        const why = networkCode(err) ?? (err instanceof Error ? err.message : String(err))
        throw new DocsError('site_unreachable', `The docs site ${root.origin} could not be reached (${why}).`, err)
      }
      if (res.status === 404 || res.status === 410) return null
      if (!res.ok)
        throw new DocsError(
          'site_unreachable',
          `The docs site ${root.origin} answered HTTP ${res.status} for ${url.pathname}.`,
        )
      const type = res.headers.get('content-type') ?? ''
      if (NOT_HTML.test(url.pathname) && type.startsWith('text/html')) return null
      return res.text()
    },
  }
}

/** The file a site path names in a build folder, as a static host finds it (index.html, `.html`). */
async function fileOf(root: string, sitePath: string): Promise<string | null> {
  let rel: string
  try {
    rel = decodeURIComponent(cleanPath(sitePath))
  } catch {
    return null
  }
  const abs = path.join(root, path.normalize(rel))
  if (abs !== root && !abs.startsWith(root + path.sep)) return null
  const candidates = rel.endsWith('/')
    ? [path.join(abs, 'index.html')]
    : [abs, abs + '.html', path.join(abs, 'index.html')]
  for (const c of candidates) if ((await fs.stat(c).catch(() => null))?.isFile()) return c
  return null
}

export async function folderSite(folder: string): Promise<SiteSource> {
  const root = path.resolve(folder)
  if (!(await fs.stat(root).catch(() => null))?.isDirectory())
    throw new DocsError('site_unreachable', `The build folder ${root} does not exist.`)
  return {
    label: root,
    local: true,
    async read(sitePath) {
      const file = await fileOf(root, sitePath)
      return file ? fs.readFile(file, 'utf8') : null
    },
  }
}

/** An origin (`https://docs.example.com`, `127.0.0.1:4173`) or a folder, as the user typed it. */
export async function openSite(site: string): Promise<SiteSource> {
  if (/^https?:\/\//i.test(site)) return httpSite(site)
  if (/^[\w.-]+:\d+(\/.*)?$/.test(site)) return httpSite(`http://${site}`)
  return folderSite(site)
}

/** Site path of a locale's home page, which names the locale's search index. */
export const homePath = (locale: Locale) => (locale === 'en' ? '/en/' : '/')

/** The `docs-search-index` meta tag's content (the index meta's site path), or null. */
export function indexMetaPathIn(html: string): string | null {
  const tag = new RegExp(`<meta\\s+name="${SEARCH_INDEX_META_NAME}"\\s+content="([^"]*)"`).exec(html)
  const value = tag?.[1]
  return value && value !== SEARCH_INDEX_PLACEHOLDER ? value : null
}

/** A JavaScript string literal in double quotes (JSON's escapes, which is what VitePress writes). */
const SITE_DATA = /window\.__VP_SITE_DATA__\s*=\s*JSON\.parse\(("(?:[^"\\]|\\.)*")\)/
/** The module the site data lives in when the build puts it in its own chunk (`metaChunk`). */
const METADATA_SCRIPT = /<script type="module" src="([^"]*\/metadata\.[\w-]+\.js)"/

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The site's Typesense settings (search-only key), read as the browser reads them: VitePress's site
 * data (`window.__VP_SITE_DATA__`, inline or in the metadata chunk), `themeConfig.search.typesense`.
 * Null when the site was built without Typesense.
 */
export async function searchConfigOf(site: SiteSource, homeHtml: string): Promise<SearchClientConfig | null> {
  let text = homeHtml
  if (!SITE_DATA.test(text)) {
    const src = METADATA_SCRIPT.exec(homeHtml)?.[1]
    text = (src && (await site.read(src))) || ''
  }
  const literal = SITE_DATA.exec(text)?.[1]
  if (!literal) return null
  let data: unknown
  try {
    data = JSON.parse(JSON.parse(literal) as string)
  } catch {
    return null
  }
  const theme = isObject(data) ? data.themeConfig : undefined
  const search = isObject(theme) ? theme.search : undefined
  const ts = isObject(search) ? search.typesense : undefined
  if (!isObject(ts) || !Array.isArray(ts.nodes) || typeof ts.apiKey !== 'string' || !ts.apiKey) return null
  return ts as unknown as SearchClientConfig
}

/** The site's public origin as its llms.txt links say it (`https://docs.example.com`), or null. */
export function publishedOriginIn(llmsTxt: string): string | null {
  const m = /\]\((https?:\/\/[^/)\s]+)\//.exec(llmsTxt)
  return m?.[1] ?? null
}
