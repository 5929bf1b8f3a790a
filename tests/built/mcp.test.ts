import { pageKeyOf } from '../../src/contracts/page-key'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { engineFromDist } from '../../testkit/local-index'
// @ts-expect-error plain ESM helpers without types
import { startStaticServer } from '../../deploy/static-server.mjs'
import { startSiteFake } from '../../testkit/typesense-fake/site'
import type { TypesenseFake } from '../../testkit/typesense-fake/server'
import { folderSite, searchConfigOf } from '../../src/mcp/site'
import { resolveNode } from '../../src/contracts/search-config'

// The MCP server as an AI tool runs it: the SDK's own client starts `npm run mcp` over stdio, or
// talks Streamable HTTP to it, against the built site served on 127.0.0.1 and against the build
// folder. Needs `npm run build` and, for the assistant, `npm run build:typesense`.
const root = path.resolve(__dirname, '../..')
const dist = path.join(root, '.vitepress/dist')
const distTypesense = path.join(root, '.vitepress/dist-typesense')
const PUBLISHED = 'https://docs.example.com'
const viteNode = path.join(root, 'node_modules/.bin/vite-node')
const ANSWER = '在控制台进入「AIStudio → 开发机」，点击「新建开发机」，选择 GPU 型号与镜像后创建。'

/** Questions readers type into the search box, in their words. */
const QUESTIONS = [
  '如何创建开发机',
  '训练任务一直排队怎么办',
  'API 密钥在哪里创建',
  '怎么查看 GPU 使用率',
  '模型 API 的速率限制',
]

type Transport = 'stdio' | 'http'
interface Connection {
  client: Client
  close(): Promise<void>
}

/** Starts the server from the checkout (`npm run mcp`, i.e. vite-node src/mcp/cli.ts) and connects the SDK's client. */
async function connect(
  transport: Transport,
  site: string,
  command = [viteNode, 'src/mcp/cli.ts', '--'],
): Promise<Connection> {
  const client = new Client({ name: 'mcp-test', version: '1.0.0' })
  if (transport === 'stdio') {
    const [cmd = '', ...args] = command
    await client.connect(
      new StdioClientTransport({ command: cmd, args: [...args, '--site', site], cwd: root, stderr: 'ignore' }),
    )
    return { client, close: () => client.close() }
  }
  const [cmd = '', ...args] = command
  const child: ChildProcess = spawn(cmd, [...args, '--site', site, '--http', '127.0.0.1:0'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let said = ''
    child.stderr?.on('data', (d: Buffer) => {
      said += d.toString()
      const m = / at (http:\/\/\S+)/.exec(said)
      if (m?.[1]) resolve(m[1])
    })
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${said}`)))
  })
  await client.connect(new StreamableHTTPClientTransport(new URL(url)))
  return {
    client,
    close: async () => {
      await client.close()
      child.kill()
    },
  }
}

const call = async (c: Connection, name: string, args: Record<string, unknown>) =>
  (await c.client.callTool({ name, arguments: args })) as CallToolResult
const textOf = (r: CallToolResult) => r.content.map((c) => (c.type === 'text' ? c.text : '')).join('')

/** A port nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const port = (probe.address() as net.AddressInfo).port
  await new Promise((resolve) => probe.close(resolve))
  return port
}

let served: import('node:http').Server
let servedTypesense: import('node:http').Server
let origin: string
let originTypesense: string
let fake: TypesenseFake

beforeAll(async () => {
  for (const d of [dist, distTypesense])
    if (!fs.existsSync(path.join(d, 'index.html')))
      throw new Error(`${d} is missing: npm run build and build:typesense first`)
  served = await startStaticServer(dist, 0)
  servedTypesense = await startStaticServer(distTypesense, 0)
  origin = `http://127.0.0.1:${(served.address() as net.AddressInfo).port}`
  originTypesense = `http://127.0.0.1:${(servedTypesense.address() as net.AddressInfo).port}`
  // The fake listens where the Typesense build says its cluster is (E2E_FAKE_PORT at build time).
  const site = await folderSite(distTypesense)
  const config = await searchConfigOf(site, fs.readFileSync(path.join(distTypesense, 'index.html'), 'utf8'))
  const node = resolveNode(config?.nodes[0])
  if (!config || !node) throw new Error('the Typesense build names no cluster')
  fake = await startSiteFake(distTypesense, node.port, config.apiKey)
  fake.setScenario({ answer: ANSWER })
}, 60_000)
afterAll(async () => {
  await fake?.close()
  served?.close()
  servedTypesense?.close()
})

describe.each<Transport>(['stdio', 'http'])('the docs MCP server over %s', (transport) => {
  describe.each([
    ['the site served on 127.0.0.1', () => origin, () => origin],
    ['the build folder', () => dist, () => PUBLISHED],
  ])('against %s', (_, site, linkOrigin) => {
    let c: Connection
    beforeAll(async () => {
      c = await connect(transport, site())
    }, 60_000)
    afterAll(() => c?.close())

    it('lists the four tools, described in Chinese and English', async () => {
      const { tools } = await c.client.listTools()
      expect(tools.map((t) => t.name)).toEqual(['search_docs', 'read_page', 'list_pages', 'ask_docs'])
      for (const t of tools) expect(t.description).toMatch(/\p{Script=Han}.*[A-Za-z]{4,}/u)
      expect(tools[0]?.inputSchema.required).toEqual(['query'])
    })

    it('search_docs answers readers’ Chinese questions with the top 3 the site’s search shows', async () => {
      const browser = engineFromDist(dist, 'zh').engine
      for (const q of QUESTIONS) {
        const expected = (await browser.search(q)).hits.slice(0, 3).map((h) => linkOrigin() + h.url)
        const r = await call(c, 'search_docs', { query: q, limit: 3 })
        expect(r.isError, textOf(r)).toBeFalsy()
        const results = (r.structuredContent as { results: { url: string; markdownUrl: string; snippet: string }[] })
          .results
        expect(
          results.map((x) => x.url),
          q,
        ).toEqual(expected)
        expect(expected).toHaveLength(3)
        for (const x of results) {
          expect(x.markdownUrl).toMatch(new RegExp(`^${linkOrigin()}/.*\\.md$`))
          expect(x.snippet).not.toMatch(/<|&lt;/)
        }
      }
    })

    it('read_page returns the page’s Markdown copy, or one section of it', async () => {
      const copy = fs.readFileSync(path.join(dist, 'ai-studio/dev-instance/create.md'), 'utf8')
      const page = await call(c, 'read_page', { url_or_path: `${linkOrigin()}/ai-studio/dev-instance/create.html` })
      expect(textOf(page)).toBe(copy)
      const section = await call(c, 'read_page', {
        url_or_path: '/ai-studio/dev-instance/create',
        section: '在控制台创建',
      })
      expect(textOf(section)).toMatch(/^## 在控制台创建\n/)
      expect(copy).toContain(textOf(section).trim())
      expect(textOf(section)).not.toContain('## 用 atlctl 创建')
    })

    it('list_pages lists llms.txt’s pages of an area, with the line that says what the area holds', async () => {
      const r = await call(c, 'list_pages', { area: 'API 参考' })
      const areas = (
        r.structuredContent as { areas: { area: string; about?: string; pages: { markdownUrl: string }[] }[] }
      ).areas
      expect(areas.map((a) => a.area)).toEqual(['API 参考'])
      expect(areas[0]?.about).toMatch(/接口.*参考|参考.*接口/)
      expect(textOf(r)).toContain(areas[0]?.about ?? '-')
      expect(areas[0]?.pages[0]?.markdownUrl).toBe(`${linkOrigin()}/gen-studio/api/maas.md`)
    })

    it('list_pages takes the docs’ own example 开发机 and pages the whole list by cursor', async () => {
      const dev = await call(c, 'list_pages', { area: '开发机' })
      expect(dev.isError, textOf(dev)).toBeFalsy()
      const areas = (dev.structuredContent as { areas: { area: string; section?: string; pages: { url: string }[] }[] })
        .areas
      expect(areas.map((a) => [a.area, a.section])).toEqual([['一站式 AI 平台', '开发机']])
      expect(areas[0]?.pages.map((p) => p.url)).toContain(`${linkOrigin()}/ai-studio/dev-instance/create.html`)
      const all = await call(c, 'list_pages', {})
      expect(textOf(all).length).toBeLessThan(12_000)
      expect((all.structuredContent as { nextCursor: string | null }).nextCursor).toEqual(expect.any(String))
    })

    it('an English query with few English results also searches the Chinese pages, and resources and prompts list', async () => {
      const r = await call(c, 'search_docs', { query: 'Milvus', locale: 'en' })
      const out = r.structuredContent as { searchedLocales: string[]; results: { locale: string }[] }
      expect(out.searchedLocales, textOf(r)).toEqual(['en', 'zh'])
      expect(out.results.some((x) => x.locale === 'zh')).toBe(true)
      const { resources, nextCursor } = await c.client.listResources()
      expect(resources[0]).toMatchObject({ uri: `${linkOrigin()}/index.md`, mimeType: 'text/markdown' })
      expect(nextCursor).toEqual(expect.any(String))
      const read = await c.client.readResource({ uri: `${linkOrigin()}/ai-studio/dev-instance/create.md` })
      expect(read.contents[0]).toMatchObject({
        text: fs.readFileSync(path.join(dist, 'ai-studio/dev-instance/create.md'), 'utf8'),
      })
      expect((await c.client.listPrompts()).prompts).toHaveLength(2)
    })

    it('ask_docs without Typesense quotes the sentences that answer, as the site’s assistant does, then their sections', async () => {
      const r = await call(c, 'ask_docs', { question: '可以退款吗' })
      const out = r.structuredContent as {
        mode: string
        answer: string
        note: string
        sources: { url: string; excerpt: string }[]
      }
      expect(out.mode).toBe('quotes')
      expect(out.note).toContain('未配置 AI 模型')
      // The refund sentence of the expense page, quoted first with its section's link.
      expect(out.answer).toMatch(/^> [^\n]*现金余额可以申请退款/)
      expect(out.answer).toContain(`${linkOrigin()}/fundamentals/expense/`)
      expect(out.sources.length).toBeGreaterThan(0)
      expect(out.sources[0]?.url.startsWith(`${linkOrigin()}/fundamentals/expense/`)).toBe(true)
      expect(textOf(r)).toContain(out.sources[0]?.excerpt.slice(0, 40))
    })

    it('ask_docs says plainly when no passage answers, and gives the nearest sections as reference only', async () => {
      const r = await call(c, 'ask_docs', { question: '量子纠缠咖啡机怎么清洗' })
      const out = r.structuredContent as { mode: string; answer: string }
      expect(out.mode).toBe('quotes')
      expect(out.answer).toMatch(/^文档中没有回答这个问题的段落/)
    })

    it('ask_docs about one page quotes that page’s sections only', async () => {
      const r = await call(c, 'ask_docs', { question: '镜像', page: '/ai-studio/job/create.html' })
      const out = r.structuredContent as { mode: string; sources: { url: string }[] }
      expect(out.mode).toBe('quotes')
      expect(out.sources.length).toBeGreaterThan(0)
      for (const s of out.sources) expect(s.url.startsWith(`${linkOrigin()}/ai-studio/job/create.html`)).toBe(true)
    })

    it('an unknown page and invalid input are named errors', async () => {
      const missing = await call(c, 'read_page', { url_or_path: '/ai-studio/no-such-page.html' })
      expect(missing.isError).toBe(true)
      expect(textOf(missing)).toMatch(/^\[page_not_found\] No page at \/ai-studio\/no-such-page\.html/)
      const bad = await call(c, 'search_docs', { query: '   ', limit: 0 })
      expect(bad.isError).toBe(true)
      expect(textOf(bad)).toContain('query must not be empty')
      expect(textOf(bad)).toContain('limit is at least 1')
    })
  })

  it('ask_docs on a Typesense build returns the assistant’s answer and sources (quick mode)', async () => {
    const c = await connect(transport, transport === 'stdio' ? distTypesense : originTypesense)
    try {
      fake.requestLog.length = 0
      const r = await call(c, 'ask_docs', { question: '如何创建开发机' })
      const out = r.structuredContent as { mode: string; answer: string; sources: { url: string; title: string }[] }
      expect(out.mode, textOf(r)).toBe('assistant')
      expect(out.answer).toBe(ANSWER)
      expect(out.sources.length).toBeGreaterThan(0)
      const linked = transport === 'stdio' ? PUBLISHED : originTypesense
      for (const s of out.sources) expect(s.url.startsWith(linked)).toBe(true)
      const asked = fake.requestLog.find((l) => l.path.startsWith('/multi_search'))
      expect(asked?.query.conversation_model_id).toBe('docs-quick')
      // About one page: the docs collection filtered to it, the question naming it.
      fake.requestLog.length = 0
      const onPage = await call(c, 'ask_docs', { question: '怎么选镜像', page: '/ai-studio/job/create.html' })
      expect((onPage.structuredContent as { answer: string }).answer).toBe(ANSWER)
      const scoped = fake.requestLog.find((l) => l.path.startsWith('/multi_search'))
      expect(scoped?.query.q).toBe('关于本页《创建训练任务》：怎么选镜像')
      expect(JSON.stringify(scoped?.body)).toContain(`page_key:=${pageKeyOf('/ai-studio/job/create.html')}`)
    } finally {
      await c.close()
    }
  })

  it('a wrong origin is named: the site is unreachable', async () => {
    const c = await connect(transport, `http://127.0.0.1:${await closedPort()}`)
    try {
      const r = await call(c, 'search_docs', { query: '开发机' })
      expect(r.isError).toBe(true)
      expect(textOf(r)).toMatch(
        /^\[site_unreachable\] The docs site http:\/\/127\.0\.0\.1:\d+ could not be reached \(ECONNREFUSED\)/,
      )
    } finally {
      await c.close()
    }
  })
})

it('the package’s bin (npm run build:mcp) runs the same server with plain node', async () => {
  // Built where the package's bin points: its imports (the SDK, zod) resolve from the checkout.
  await build({ configFile: path.join(root, 'vite.mcp.config.ts'), logLevel: 'silent' })
  const bin = path.join(root, JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).bin['atlas-docs'])
  expect(fs.readFileSync(bin, 'utf8')).toMatch(/^#!\/usr\/bin\/env node\n/)
  const c = await connect('stdio', dist, [process.execPath, bin])
  try {
    expect((await c.client.listTools()).tools).toHaveLength(4)
    const r = await call(c, 'search_docs', { query: '如何创建开发机', limit: 1 })
    expect(textOf(r)).toContain('创建开发机')
  } finally {
    await c.close()
  }
}, 60_000)
