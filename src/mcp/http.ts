/**
 * The server over Streamable HTTP, for a team that hosts it: stateless (each POST to /mcp gets a
 * fresh MCP server and transport; the site, its engines and caches are shared), so any number of
 * clients and restarts need no session store.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js'
import type { DocsSite } from './docs'
import { createMcpServer } from './server'

/** The path the server answers on (what the configuration snippets and the docs page name). */
export const MCP_HTTP_PATH = '/mcp'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1'])

export interface HttpHandle {
  /** `http://host:port/mcp`. */
  url: string
  close(): Promise<void>
}

/** Parses `host:port` (`127.0.0.1:8232`, `[::1]:8232`, `:8232` for every interface); null when malformed. */
export function parseHostPort(value: string): { host: string; port: number } | null {
  const m = /^(?:\[([^\]]+)\]|([^:]*)):(\d{1,5})$/.exec(value.trim())
  if (!m) return null
  const port = Number(m[3])
  if (port > 65535) return null
  return { host: m[1] ?? (m[2] || '0.0.0.0'), port }
}

export async function startHttpServer(site: DocsSite, host: string, port: number): Promise<HttpHandle> {
  const server = http.createServer((req, res) => {
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
    const local = LOOPBACK.has(host)
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      // A server on a loopback address answers only requests addressed to it (DNS rebinding).
      ...(local ? { enableDnsRebindingProtection: true, allowedHosts: allowedHosts(server) } : {}),
    })
    const mcp = createMcpServer(site)
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address() as AddressInfo
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

function allowedHosts(server: http.Server): string[] {
  const port = (server.address() as AddressInfo).port
  return [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`]
}
