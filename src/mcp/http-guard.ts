/**
 * Who may talk to the server over HTTP. A browser page on another site can reach a server on the
 * reader's machine (its requests carry that page's `Origin`), and a DNS name rebound to 127.0.0.1 can
 * too (its requests carry that name as `Host`): a request whose Origin is present and not allowed, or
 * whose Host is not the server's own or an allowed host, is refused with 403 before the MCP transport
 * sees it.
 */

/** Addresses that mean every interface: clients on this machine reach it by its loopback names too. */
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '[::]'])

const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host)

const bracketed = (host: string) => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host)

/** A Host header (or an --allowed-hosts entry) → lower-case host name and port ('' when none), or null. */
export function parseHost(value: string): { host: string; port: string } | null {
  if (!value || /[\s/\\@?#]/.test(value)) return null
  try {
    const u = new URL(`http://${value}`)
    // URL drops the default port: `name:80` keeps it as given, `name` has none.
    return { host: u.hostname.toLowerCase(), port: u.port || (/:\d+$/.test(value) ? '80' : '') }
  } catch {
    return null
  }
}

export interface HttpAccess {
  /** `host:port` values the server answers to as itself (what its own URL names). */
  ownHosts: string[]
  /** --allowed-hosts: `name` (any port) or `name:port`. */
  allowedHosts: string[]
  /** The server's own origins and --allowed-origins, normalised (`https://app.example.com`). */
  allowedOrigins: string[]
}

/**
 * The server's own `host:port` values: the bound address, and for a loopback address or every
 * interface the loopback names (127.0.0.1, localhost, [::1]). Any other name is --allowed-hosts'.
 */
function ownHostsOf(boundHost: string, port: number): string[] {
  if (isLoopback(boundHost) || ANY_INTERFACE.has(boundHost))
    return [...new Set([bracketed(boundHost), '127.0.0.1', 'localhost', '[::1]'])].map((h) => `${h}:${port}`)
  return [`${bracketed(boundHost)}:${port}`]
}

export function httpAccess(
  boundHost: string,
  port: number,
  allowedHosts: readonly string[] = [],
  allowedOrigins: readonly string[] = [],
): HttpAccess {
  const ownHosts = ownHostsOf(boundHost, port)
  return {
    ownHosts,
    allowedHosts: [...allowedHosts],
    allowedOrigins: [...new Set([...ownHosts.map((h) => `http://${h}`), ...allowedOrigins.map(normaliseOrigin)])],
  }
}

/** `https://App.example.com/` → `https://app.example.com`; throws on anything that is not an http(s) origin. */
export function normaliseOrigin(value: string): string {
  const u = new URL(value.trim())
  if (!/^https?:$/.test(u.protocol) || (u.pathname !== '/' && u.pathname !== '') || u.search || u.hash || u.username)
    throw new Error(`not an origin: ${value}`)
  return u.origin
}

const sameHost = (a: { host: string; port: string }, b: { host: string; port: string }) =>
  a.host === b.host && (a.port || '80') === (b.port || '80')

/** Why a request is refused (for the 403 body), or null when it may go on. */
export function refusal(access: HttpAccess, headers: { host?: string; origin?: string }): string | null {
  const host = parseHost(headers.host ?? '')
  const own = access.ownHosts.map(parseHost).filter((h) => h !== null)
  const hostOk =
    host !== null &&
    (own.some((h) => sameHost(h, host)) ||
      access.allowedHosts.some((entry) => {
        const allowed = parseHost(entry)
        return allowed !== null && allowed.host === host.host && (!allowed.port || allowed.port === (host.port || '80'))
      }))
  if (!hostOk) return `Host ${JSON.stringify(headers.host ?? '')} is not this server (see --allowed-hosts)`
  if (headers.origin !== undefined) {
    let origin: string | null = null
    try {
      origin = normaliseOrigin(headers.origin)
    } catch {
      origin = null
    }
    if (!origin || !access.allowedOrigins.includes(origin))
      return `Origin ${JSON.stringify(headers.origin)} is not allowed (see --allowed-origins)`
  }
  return null
}
