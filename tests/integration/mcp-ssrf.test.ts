import fs from 'node:fs'
import path from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DocsSite } from '../../src/mcp/docs'
import { startHttpServer, type HttpHandle } from '../../src/mcp/http'
import { createMcpServer } from '../../src/mcp/server'
import { folderSite, httpSite, type SiteSource } from '../../src/mcp/site'
import { startCanary, serveFolder, writeDocsFolder, type Served } from '../../testkit/mcp-site'

// An attacker's agent asks the server to read addresses that would reach another server (a canary on
// 127.0.0.1 that counts its requests). Every one is refused as invalid_input before any request, over
// the SDK's own client, in memory and over Streamable HTTP; redirects stay on the site.

let dir: string
let site: Served
let canary: Awaited<ReturnType<typeof startCanary>>

beforeAll(async () => {
  dir = writeDocsFolder()
  canary = await startCanary()
  site = await serveFolder(dir, {
    '/away.md': `${canary.origin}/secret.md`,
    '/moved.md': '/create.md',
    '/moved.html': '/create.html',
    '/loop.md': '/loop.md',
  })
})
afterAll(async () => {
  await site?.close()
  await canary?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** Every form of an address that must not leave the site (built once the canary's port is known). */
const attacks = () => {
  const c = canary.origin.replace('http://', '')
  return [
    `/\\${c}/secret.md`,
    `\\\\${c}\\secret`,
    `/\\/${c}/secret.md`,
    `//${c}/secret.md`,
    `/%2f${c}/secret.md`,
    `/%2F%2F${c}/secret.md`,
    `/%5c${c}/secret.md`,
    `%5C%5C${c}%5Csecret`,
    `/\t/${c}/secret.md`,
    `/\n/${c}/secret.md`,
    `file:///etc/passwd`,
    `file://${c}/secret.md`,
    `${canary.origin}/secret.md`,
    `http://other-host.invalid/secret.md`,
    `https://evil.example/x.md#a`,
    `${site.origin}/\\${c}/secret.md`,
    `javascript:fetch('${canary.origin}')`,
  ]
}

interface Connection {
  client: Client
  close(): Promise<void>
}

async function inMemory(source: SiteSource): Promise<Connection> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  const server = createMcpServer(new DocsSite(source))
  await server.connect(serverSide)
  const client = new Client({ name: 'attacker', version: '1.0.0' })
  await client.connect(clientSide)
  return { client, close: async () => (await client.close(), await server.close()) }
}

async function overHttp(source: SiteSource): Promise<Connection> {
  const handle: HttpHandle = await startHttpServer(new DocsSite(source), '127.0.0.1', 0)
  const client = new Client({ name: 'attacker', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(new URL(handle.url)))
  return { client, close: async () => (await client.close(), await handle.close()) }
}

/** `npm run mcp` itself (vite-node src/mcp/cli.ts) over stdio, as an AI tool starts it. */
async function overStdio(siteArg: string): Promise<Connection> {
  const root = path.resolve(__dirname, '../..')
  const client = new Client({ name: 'attacker', version: '1.0.0' })
  await client.connect(
    new StdioClientTransport({
      command: path.join(root, 'node_modules/.bin/vite-node'),
      args: ['src/mcp/cli.ts', '--', '--site', siteArg],
      cwd: root,
      stderr: 'ignore',
    }),
  )
  return { client, close: () => client.close() }
}

const call = async (c: Connection, name: string, args: Record<string, unknown>) =>
  (await c.client.callTool({ name, arguments: args })) as CallToolResult
const textOf = (r: CallToolResult) => r.content.map((x) => (x.type === 'text' ? x.text : '')).join('')

describe.each([
  ['in memory, the site over HTTP', () => inMemory(httpSite(site.origin))],
  ['over Streamable HTTP, the site over HTTP', async () => overHttp(httpSite(site.origin))],
  ['the command line over stdio, the site over HTTP', () => overStdio(site.origin)],
  ['in memory, the build folder', async () => inMemory(await folderSite(dir))],
  ['over Streamable HTTP, the build folder', async () => overHttp(await folderSite(dir))],
])('%s', (_, connect) => {
  let c: Connection
  beforeAll(async () => {
    c = await connect()
  }, 30_000)
  afterAll(() => c?.close())

  it('read_page and ask_docs refuse every address off the site as invalid_input, and the canary is never hit', async () => {
    canary.hits.length = 0
    for (const address of attacks()) {
      for (const [tool, args] of [
        ['read_page', { url_or_path: address }],
        ['ask_docs', { question: '怎么创建开发机', page: address }],
      ] as const) {
        const r = await call(c, tool, args)
        expect(r.isError, `${tool} ${JSON.stringify(address)}: ${textOf(r)}`).toBe(true)
        expect(textOf(r), `${tool} ${JSON.stringify(address)}`).toMatch(
          /^\[invalid_input\] The address ".*" is refused/,
        )
        expect(textOf(r)).not.toContain('CANARY')
      }
    }
    expect(canary.hits).toEqual([])
    // The site itself still answers.
    expect(textOf(await call(c, 'read_page', { url_or_path: '/create.html' }))).toContain('在控制台创建')
  })
})

describe('redirects', () => {
  let c: Connection
  beforeAll(async () => {
    c = await inMemory(httpSite(site.origin))
  })
  afterAll(() => c?.close())

  it('are followed within the site, and a redirect to another host is refused without requesting it', async () => {
    canary.hits.length = 0
    const moved = await call(c, 'read_page', { url_or_path: '/moved.html' })
    expect(moved.isError, textOf(moved)).toBeFalsy()
    expect(textOf(moved)).toContain('在控制台创建')
    const away = await call(c, 'read_page', { url_or_path: '/away.html' })
    expect(away.isError).toBe(true)
    expect(textOf(away)).toBe(
      `[site_unreachable] The docs site ${site.origin} redirected /away.md to another origin (${canary.origin}); this server reads only ${site.origin}.`,
    )
    const loop = await call(c, 'read_page', { url_or_path: '/loop.html' })
    expect(textOf(loop)).toBe(`[site_unreachable] The docs site ${site.origin} redirected /loop.md more than 3 times.`)
    expect(canary.hits).toEqual([])
  })
})
