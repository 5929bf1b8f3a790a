/**
 * A published docs site as the MCP server reads it: over HTTP from its origin, or from a build
 * folder on disk, the same files either way (the pages, their Markdown copies, llms.txt, the search
 * index). What the browser learns from a page (the index's address, the search configuration) is
 * read here from the same places.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { isObject } from '../contracts/json'
import { SEARCH_INDEX_META_NAME, SEARCH_INDEX_PLACEHOLDER } from '../contracts/index-files'
import type { Locale } from '../contracts/locale'
import type { SearchClientConfig } from '../contracts/search-config'
import { MCP_USER_AGENT } from '../contracts/mcp'
import { DocsError, networkCode } from './errors'
import { checkSitePath, fetchOnSite, urlOnSite } from './url-guard'

/** One request to the site may take this long before the site counts as unreachable. */
const SITE_TIMEOUT_MS = 15_000

export interface SiteSource {
  /** What the user named: the origin or the folder (for messages). */
  readonly label: string
  /** Whether the site is a folder on disk. */
  readonly local: boolean
  /**
   * The text of a site path (`/llms.txt`), or null when the site has no such file. Throws a
   * `site_unreachable` DocsError when the site cannot answer at all, and `invalid_input` (before any
   * request) for a path that is not on the site. `fresh` asks caches on the way for the current file.
   */
  read(sitePath: string, options?: { fresh?: boolean }): Promise<string | null>
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
    async read(sitePath, options) {
      let url = urlOnSite(root, cleanPath(sitePath))
      let res: Response
      try {
        ;({ res, url } = await fetchOnSite(fetchImpl, root, url, {
          signal: AbortSignal.timeout(SITE_TIMEOUT_MS),
          headers: { 'user-agent': MCP_USER_AGENT, ...(options?.fresh ? { 'cache-control': 'no-cache' } : {}) },
        }))
      } catch (err) {
        if (err instanceof DocsError) throw err
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

const inside = (root: string, abs: string) => abs === root || abs.startsWith(root + path.sep)

/**
 * The file a site path names in a build folder, as a static host finds it (index.html, `.html`):
 * inside the folder after normalising and after following links, or null.
 */
async function fileOf(root: string, realRoot: string, sitePath: string): Promise<string | null> {
  const clean = cleanPath(sitePath)
  checkSitePath(clean)
  let rel: string
  try {
    rel = decodeURIComponent(clean)
  } catch {
    return null
  }
  const abs = path.join(root, path.normalize(rel))
  if (!inside(root, abs)) return null
  const candidates = rel.endsWith('/')
    ? [path.join(abs, 'index.html')]
    : [abs, abs + '.html', path.join(abs, 'index.html')]
  for (const c of candidates) {
    if (!(await fs.stat(c).catch(() => null))?.isFile()) continue
    const real = await fs.realpath(c).catch(() => null)
    return real && inside(realRoot, real) ? real : null
  }
  return null
}

/** A build folder; messages name it as the user gave it (`folder`), never as an absolute path. */
export async function folderSite(folder: string): Promise<SiteSource> {
  const root = path.resolve(folder)
  const realRoot = (await fs.stat(root).catch(() => null))?.isDirectory()
    ? await fs.realpath(root).catch(() => null)
    : null
  if (!realRoot) throw new DocsError('site_unreachable', `The build folder ${folder} does not exist.`)
  return {
    label: folder,
    local: true,
    async read(sitePath) {
      const file = await fileOf(root, realRoot, sitePath)
      if (!file) return null
      try {
        return await fs.readFile(file, 'utf8')
      } catch (err) {
        const code = (err as { code?: unknown }).code
        throw new DocsError(
          'site_unreachable',
          `The build folder ${folder} could not be read at ${cleanPath(sitePath)} (${typeof code === 'string' ? code : 'error'}).`,
        )
      }
    },
  }
}

const URL_LIKE = /^[a-z][a-z\d+.-]+:/i

/**
 * An origin (`https://docs.example.com`, `127.0.0.1:4173`) or a folder, as the user typed it. Text
 * that looks like a URL but is not an http(s) origin is `invalid_input`, not a folder to look for.
 */
export async function openSite(site: string): Promise<SiteSource> {
  const text = site.trim()
  const hostPort = /^[\w.-]+:\d+(\/.*)?$/.test(text)
  if (!hostPort && !URL_LIKE.test(text)) return folderSite(site)
  let url: URL | null = null
  try {
    url = new URL(hostPort ? `http://${text}` : text)
  } catch {
    url = null
  }
  if (!url || !/^https?:$/.test(url.protocol) || !url.hostname || url.username || url.password)
    throw new DocsError(
      'invalid_input',
      `--site ${JSON.stringify(site)} is neither an http(s) origin (https://docs.example.com, 127.0.0.1:4173) nor a build folder.`,
    )
  return httpSite(url.origin)
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
