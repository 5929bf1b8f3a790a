/**
 * Where the server may read: every address a tool is given (or a site file names) becomes a path on
 * the site before anything is requested, and every request stays on the site's origin (redirects
 * included). An address that could leave it (a backslash, which URL parsers read as a slash; `//host`;
 * an encoded slash or backslash; another scheme or origin; a control character, which URL parsers
 * drop) is refused as `invalid_input`, naming the address as given.
 */
import { DocsError } from './errors'

/** Redirects followed for one read, each within the site's origin. */
const MAX_REDIRECTS = 3

/** C0 controls and DEL: the URL parser drops tabs and newlines, so `/\n/host` would read as `//host`. */
// eslint-disable-next-line no-control-regex -- the control characters are what it looks for
const CONTROL = /[\u0000-\u001f\u007f]/
const ENCODED_SLASH = /%(2f|5c)/i
const SCHEME = /^[a-z][a-z\d+.-]*:/i
const REDIRECT = new Set([301, 302, 303, 307, 308])

const shown = (input: string) => JSON.stringify(input.length > 200 ? input.slice(0, 200) + '…' : input)

const refused = (input: string, why: string) =>
  new DocsError(
    'invalid_input',
    `The address ${shown(input)} is refused: ${why}. Give a path on the docs site, e.g. /ai-studio/.`,
  )

/** Throws when a path (no scheme) could name another host or hide a separator. */
function checkPath(input: string, text: string): void {
  if (CONTROL.test(text)) throw refused(input, 'it contains a control character')
  if (text.includes('\\')) throw refused(input, 'it contains a backslash')
  if (ENCODED_SLASH.test(text)) throw refused(input, 'it contains an encoded slash or backslash (%2F, %5C)')
  if (text.startsWith('//')) throw refused(input, 'it names another host (//host)')
}

/**
 * A page address as an agent may give it (a site path, `x/y`, `x/y.md`, a full URL on one of
 * `origins`, with or without an anchor) → the page's path (`/x/y.html`, `/x/`) and the anchor, if any.
 * Throws `invalid_input` for an address that is not a path on the site.
 */
export function pageAddress(input: string, origins: readonly string[] = []): { path: string; anchor: string | null } {
  let text = input.trim()
  const hash = text.indexOf('#')
  const anchorText = hash >= 0 ? text.slice(hash + 1) : ''
  text = hash >= 0 ? text.slice(0, hash) : text
  if (CONTROL.test(anchorText)) throw refused(input, 'it contains a control character')
  if (SCHEME.test(text)) {
    if (!/^https?:\/\//i.test(text)) throw refused(input, 'only http(s) addresses on the docs site are read')
    checkPath(input, text.replace(/^https?:\/\//i, ''))
    let u: URL
    try {
      u = new URL(text)
    } catch {
      throw refused(input, 'it is not a valid URL')
    }
    if (u.username || u.password) throw refused(input, 'it carries credentials')
    if (!origins.includes(u.origin))
      throw refused(
        input,
        `it is on ${u.origin}, not on the docs site${origins.length ? ` (${origins.join(', ')})` : ''}`,
      )
    text = u.pathname + u.search
  }
  checkPath(input, text)
  const anchor = anchorText ? decodeURIComponentSafe(anchorText) || null : null
  let p = text.replace(/\?.*$/, '')
  p = '/' + p.replace(/^\/+/, '')
  if (p.endsWith('/index.md')) p = p.slice(0, -'index.md'.length)
  else if (p.endsWith('.md')) p = p.slice(0, -3) + '.html'
  else if (!p.endsWith('/') && !p.endsWith('.html')) p += '.html'
  return { path: p, anchor }
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/**
 * The URL of a site path on the site's origin, checked after resolving: throws `invalid_input` when
 * the path is not a plain path or resolves anywhere else. Nothing is requested before this passes.
 */
export function urlOnSite(root: URL, sitePath: string): URL {
  if (!sitePath.startsWith('/')) throw refused(sitePath, 'it is not a path on the docs site')
  checkPath(sitePath, sitePath)
  const url = new URL(sitePath, root)
  if (url.origin !== root.origin) throw refused(sitePath, `it resolves to ${url.origin}`)
  return url
}

/** A site path checked for a build folder: the same refusals as on a site (the folder check follows). */
export function checkSitePath(sitePath: string): void {
  if (!sitePath.startsWith('/')) throw refused(sitePath, 'it is not a path in the build folder')
  checkPath(sitePath, sitePath)
}

/**
 * Fetches `url` following redirects by hand, each hop resolved and checked to stay on `root`'s origin
 * before it is requested (at most MAX_REDIRECTS). A redirect elsewhere is the site's failure, named.
 */
export async function fetchOnSite(
  fetchImpl: typeof fetch,
  root: URL,
  url: URL,
  init: RequestInit,
): Promise<{ res: Response; url: URL }> {
  for (let hop = 0; ; hop++) {
    const res = await fetchImpl(url, { ...init, redirect: 'manual' })
    if (!REDIRECT.has(res.status)) return { res, url }
    const location = res.headers.get('location')
    await res.body?.cancel().catch(() => {})
    let next: URL | null = null
    try {
      next = location ? new URL(location, url) : null
    } catch {
      next = null
    }
    if (!next)
      throw new DocsError(
        'site_unreachable',
        `The docs site ${root.origin} answered ${url.pathname} with a redirect to no valid address.`,
      )
    if (next.origin !== root.origin)
      throw new DocsError(
        'site_unreachable',
        `The docs site ${root.origin} redirected ${url.pathname} to another origin (${next.origin}); this server reads only ${root.origin}.`,
      )
    if (hop >= MAX_REDIRECTS)
      throw new DocsError(
        'site_unreachable',
        `The docs site ${root.origin} redirected ${url.pathname} more than ${MAX_REDIRECTS} times.`,
      )
    url = next
  }
}
