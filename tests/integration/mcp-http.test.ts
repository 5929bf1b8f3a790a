import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DocsSite } from '../../src/mcp/docs'
import { startHttpServer, type HttpHandle } from '../../src/mcp/http'
import { httpSite } from '../../src/mcp/site'
import { serveFolder, writeDocsFolder, type Served } from '../../testkit/mcp-site'

// The server over Streamable HTTP as a team hosts it: who may call it (Host, Origin), where `--http`
// binds, what a busy port says, and connections that stay healthy under many concurrent clients.
const root = path.resolve(__dirname, '../..')
const viteNode = path.join(root, 'node_modules/.bin/vite-node')

let dir: string
let site: Served
beforeAll(async () => {
  dir = writeDocsFolder()
  site = await serveFolder(dir)
})
afterAll(async () => {
  await site?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'probe', version: '1' } },
})

/** One initialize POST with the given headers (Host included, which fetch cannot set). */
function post(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      },
      (res) => {
        let body = ''
        res.on('data', (d: Buffer) => (body += d.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', reject)
    req.end(INITIALIZE)
  })
}

describe('who may call the server', () => {
  let handle: HttpHandle
  let port: string
  beforeAll(async () => {
    handle = await startHttpServer(new DocsSite(httpSite(site.origin)), '127.0.0.1', 0, {
      allowedOrigins: ['https://app.example.com'],
      allowedHosts: ['mcp.example.com'],
    })
    port = new URL(handle.url).port
  })
  afterAll(() => handle?.close())

  it('refuses a present Origin that is not allowed, and a Host that is not the server (DNS rebinding), with 403', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: `http://127.0.0.1:${Number(port) + 1}` },
      { host: `evil.example:${port}` },
      { host: `rebound.example` },
      { host: `127.0.0.1:${port}`, origin: 'https://app.example.com.evil.example' },
    ]) {
      const r = await post(handle.url, headers)
      expect(r.status, JSON.stringify(headers)).toBe(403)
      expect(JSON.parse(r.body)).toMatchObject({ jsonrpc: '2.0', error: { code: -32000 }, id: null })
    }
    for (const headers of <Record<string, string>[]>[
      {},
      { origin: 'https://app.example.com' },
      { origin: `http://127.0.0.1:${port}` },
      { origin: `http://localhost:${port}`, host: `localhost:${port}` },
      { host: 'mcp.example.com' },
      { host: `mcp.example.com:${port}`, origin: 'https://app.example.com' },
    ]) {
      const r = await post(handle.url, headers)
      expect(r.status, `${JSON.stringify(headers)}: ${r.body}`).toBe(200)
    }
  })
})

/** Runs `npm run mcp` (vite-node src/mcp/cli.ts) until it prints its address or exits. */
function runCli(args: string[]) {
  const child = spawn(viteNode, ['src/mcp/cli.ts', '--', ...args], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] })
  return new Promise<{ url: string | null; code: number | null; stderr: string; stop(): Promise<void> }>((resolve) => {
    let stderr = ''
    const exited = new Promise<void>((done) => child.on('exit', () => done()))
    const stop = async () => {
      if (child.exitCode === null) child.kill()
      await exited
    }
    child.stderr?.on('data', (d: Buffer) => {
      stderr += d.toString()
      const m = /^docs MCP server for .* at (http:\/\/\S+)/m.exec(stderr)
      if (m?.[1]) resolve({ url: m[1], code: null, stderr, stop })
    })
    child.on('exit', (code) => resolve({ url: null, code, stderr, stop }))
  })
}

describe('the command line', () => {
  it('--http :PORT binds 127.0.0.1 only', async () => {
    const run = await runCli(['--site', site.origin, '--http', ':0'])
    try {
      expect(run.url, run.stderr).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/)
    } finally {
      await run.stop()
    }
  })
  it('a busy port is one line naming the port, and a non-zero exit', async () => {
    const busy = net.createServer()
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve))
    const port = (busy.address() as net.AddressInfo).port
    try {
      const run = await runCli(['--site', site.origin, '--http', `127.0.0.1:${port}`])
      await run.stop()
      expect(run.code).not.toBe(0)
      expect(run.code).not.toBeNull()
      expect(run.stderr.trim().split('\n')).toEqual([
        `Port ${port} is already in use (127.0.0.1:${port}): stop what listens there or choose another port.`,
      ])
    } finally {
      await new Promise((resolve) => busy.close(resolve))
    }
  })
  it('an invalid --site URL is a usage error (invalid_input), not an unreachable site', async () => {
    const run = await runCli(['--site', 'ftp://docs.example.com', '--http', '127.0.0.1:0'])
    await run.stop()
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/^\[invalid_input\] --site "ftp:\/\/docs\.example\.com" is neither/)
    expect(run.stderr).toContain('Usage:')
    expect(run.stderr).not.toContain('site_unreachable')
  })
})

describe('many concurrent clients', () => {
  let handle: HttpHandle
  beforeAll(async () => {
    handle = await startHttpServer(new DocsSite(httpSite(site.origin)), '127.0.0.1', 0)
  })
  afterAll(() => handle?.close())

  it('keeps connections past a client’s idle reuse window; 50 sessions × 10 search_docs calls all succeed', async () => {
    // The server closes an idle connection only after clients and proxies stop reusing one (undici
    // keeps one 4 s without a hint, and the SDK's event streams carry `Connection: keep-alive`, which
    // drops Node's hint; proxies commonly 60 s), so no reuse races a close. Read on a plain answer (405).
    const agent = new http.Agent({ keepAlive: true })
    const hint = await new Promise<string>((resolve, reject) =>
      http
        .get(handle.url, { agent }, (res) => {
          res.resume()
          resolve(String(res.headers['keep-alive']))
        })
        .on('error', reject),
    ).finally(() => agent.destroy())
    expect(Number(/timeout=(\d+)/.exec(hint)?.[1])).toBeGreaterThan(60)
    const SESSIONS = 50
    const CALLS = 10
    const errors: string[] = []
    const clients = await Promise.all(
      Array.from({ length: SESSIONS }, async () => {
        const client = new Client({ name: 'load', version: '1.0.0' })
        await client.connect(new StreamableHTTPClientTransport(new URL(handle.url)))
        return client
      }),
    )
    try {
      await Promise.all(
        clients.map(async (client, s) => {
          for (let i = 0; i < CALLS; i++) {
            try {
              const r = (await client.callTool({
                name: 'search_docs',
                arguments: { query: i % 2 ? '创建开发机' : '申请配额', limit: 1 },
              })) as CallToolResult
              if (r.isError) errors.push(`session ${s} call ${i}: ${JSON.stringify(r.content)}`)
            } catch (err) {
              const e = err as { message?: string; cause?: { code?: string } }
              errors.push(`session ${s} call ${i}: ${e.cause?.code ?? e.message ?? String(err)}`)
            }
          }
        }),
      )
    } finally {
      await Promise.all(clients.map((c) => c.close()))
    }
    expect(errors).toEqual([])
  }, 60_000)
})
