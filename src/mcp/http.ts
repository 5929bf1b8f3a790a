/**
 * The server over Streamable HTTP, for a team that hosts it: stateless (each POST to /mcp gets a
 * fresh MCP server and transport; the site, its engines and caches are shared), so any number of
 * clients and restarts need no session store. Every request's Host and Origin are checked first
 * (http-guard.ts).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import type { DocsSite } from './docs'
import { httpAccess, refusal } from './http-guard'
import { createMcpServer } from './server'
import { siteInfo } from './server-info'

/** The path the server answers on (what the configuration snippets and the docs page name). */
const MCP_HTTP_PATH = '/mcp'
/** The host `--http :PORT` binds: this machine only. Every interface only when named (`0.0.0.0:PORT`). */
const DEFAULT_HTTP_HOST = '127.0.0.1'
/**
 * How long an idle connection is kept: longer than clients and proxies keep one for reuse (60 s is
 * the common proxy idle timeout), so the server never closes a socket a client is about to reuse.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000
/** Above the keep-alive timeout, as Node requires for a kept connection's next request. */
const HEADERS_TIMEOUT_MS = 66_000

export interface HttpHandle {
  /** `http://host:port/mcp`. */
  url: string
  close(): Promise<void>
}

export interface HttpOptions {
  /** Origins a browser page may call from, besides the server's own (`https://app.example.com`). */
  allowedOrigins?: readonly string[]
  /** Host header values served besides the server's own (`docs-mcp.example.com`, `name:port`). */
  allowedHosts?: readonly string[]
}

/** Parses `host:port` (`127.0.0.1:8232`, `[::1]:8232`, `0.0.0.0:8232`, `:8232` for 127.0.0.1); null when malformed. */
export function parseHostPort(value: string): { host: string; port: number } | null {
  const m = /^(?:\[([^\]]+)\]|([^:]*)):(\d{1,5})$/.exec(value.trim())
  if (!m) return null
  const port = Number(m[3])
  if (port > 65535) return null
  return { host: m[1] ?? (m[2] || DEFAULT_HTTP_HOST), port }
}

const forbidden = (res: http.ServerResponse, why: string) =>
  res
    .writeHead(403, { 'content-type': 'application/json' })
    .end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: `Forbidden: ${why}` }, id: null }))

export async function startHttpServer(
  site: DocsSite,
  host: string,
  port: number,
  options: HttpOptions = {},
): Promise<HttpHandle> {
  let access = httpAccess(host, port, options.allowedHosts, options.allowedOrigins)
  // Read once: the brand the instructions name (never fails; an unreachable site names none).
  const info = await siteInfo(site)
  const server = http.createServer((req, res) => {
    const why = refusal(access, { host: req.headers.host, origin: req.headers.origin })
    if (why) return forbidden(res, why)
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (path !== MCP_HTTP_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`Not found: the MCP endpoint is ${MCP_HTTP_PATH}\n`)
      return
    }
    if (req.method !== 'POST') {
      // Stateless: no server-initiated stream to GET, no session to DELETE.
      res.writeHead(405, { allow: 'POST' }).end()
      return
    }
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined })
    const mcp = createMcpServer(site, info)
    res.on('close', () => {
      void transport.close()
      void mcp.close()
    })
    mcp
      .connect(transport)
      .then(() => transport.handleRequest(req, res))
      .catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' })
        res.end(`MCP request failed: ${err instanceof Error ? err.message : String(err)}\n`)
      })
  })
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS
  server.headersTimeout = HEADERS_TIMEOUT_MS
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  // Port 0 asks for any free port: the checks use the one given.
  access = httpAccess(host, address.port, options.allowedHosts, options.allowedOrigins)
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return {
    url: `http://${shown}:${address.port}${MCP_HTTP_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
