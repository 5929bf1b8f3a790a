import fs from 'node:fs'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DocsSite } from '../../src/mcp/docs'
import { LIST_PAGE_SIZE } from '../../src/mcp/tools'
import { RESOURCE_PAGE_SIZE } from '../../src/mcp/resources'
import { createMcpServer } from '../../src/mcp/server'
import { siteInfo } from '../../src/mcp/server-info'
import { folderSite } from '../../src/mcp/site'
import { CATALOGUE_EXTRA_PAGES, PUBLISHED_ORIGIN, writeCatalogueFolder } from '../../testkit/mcp-site'

// What an MCP client sees beyond the four tools' answers: declared outputs (which the SDK's client
// checks every result against), annotations, instructions, paging, resources and prompts; over the
// SDK's in-memory transport, against a build folder with both locales and a catalogue to page.
let dir: string
let client: Client
const ZH_PAGES = 15 + CATALOGUE_EXTRA_PAGES

beforeAll(async () => {
  dir = writeCatalogueFolder()
  const site = new DocsSite(await folderSite(dir))
  const server = createMcpServer(site, await siteInfo(site))
  client = new Client({ name: 'features-test', version: '1.0.0' })
  const [a, b] = InMemoryTransport.createLinkedPair()
  await Promise.all([server.connect(a), client.connect(b)])
})
afterAll(async () => {
  await client?.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

const call = async (name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as CallToolResult
const textOf = (r: CallToolResult) => r.content.map((c) => (c.type === 'text' ? c.text : '')).join('')
type Listed = { areas: { area: string; section?: string; pages: { url: string }[] }[]; nextCursor: string | null }

describe('what the server declares', () => {
  it('every tool has an output schema and full annotations; read-only, open-world, idempotent but ask_docs', async () => {
    const { tools } = await client.listTools()
    for (const t of tools) {
      expect(t.outputSchema?.type, t.name).toBe('object')
      expect(t.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, openWorldHint: true })
      expect(t.annotations?.title).toBe(t.title)
      expect(t.annotations?.idempotentHint).toBe(t.name !== 'ask_docs')
    }
    expect(Object.keys(tools[0]?.outputSchema?.properties ?? {})).toEqual(
      expect.arrayContaining(['results', 'searchedLocales', 'nextCursor']),
    )
  })

  it('instructions name the site’s brand, its languages and every tool', () => {
    const text = client.getInstructions() ?? ''
    expect(text).toContain('测试云文档 / Test Docs')
    expect(text).toMatch(/Chinese \(zh\) at the site root, English \(en\) under \/en\//)
    for (const tool of ['search_docs', 'read_page', 'list_pages', 'ask_docs']) expect(text).toContain(`${tool}(`)
  })
})

describe('paging with an opaque cursor', () => {
  it('list_pages gives LIST_PAGE_SIZE pages a call, then the rest by nextCursor, and nothing twice', async () => {
    const seen: string[] = []
    let cursor: string | undefined
    let calls = 0
    do {
      const r = await call('list_pages', cursor ? { cursor } : {})
      expect(r.isError, textOf(r)).toBeFalsy()
      const out = r.structuredContent as Listed
      const urls = out.areas.flatMap((a) => a.pages.map((p) => p.url))
      expect(urls.length).toBeLessThanOrEqual(LIST_PAGE_SIZE)
      seen.push(...urls)
      cursor = out.nextCursor ?? undefined
      calls++
    } while (cursor)
    expect(calls).toBe(Math.ceil(ZH_PAGES / LIST_PAGE_SIZE))
    expect(new Set(seen).size).toBe(ZH_PAGES)
  })

  it('search_docs pages by cursor at a stable size', async () => {
    const first = await call('search_docs', { query: '开发机', limit: 5 })
    const a = first.structuredContent as { results: { url: string }[]; total: number; nextCursor: string }
    expect(a.results).toHaveLength(5)
    expect(a.total).toBe(12)
    const second = await call('search_docs', { query: '开发机', limit: 5, cursor: a.nextCursor })
    const b = second.structuredContent as { results: { url: string }[]; nextCursor: string }
    expect(b.results).toHaveLength(5)
    expect(b.results.map((r) => r.url)).not.toEqual(expect.arrayContaining([a.results[0]?.url]))
    const third = await call('search_docs', { query: '开发机', limit: 5, cursor: b.nextCursor })
    expect(third.structuredContent).toMatchObject({ nextCursor: null })
    expect((third.structuredContent as { results: unknown[] }).results).toHaveLength(2)
  })

  it('a garbled cursor, or one from another call, is invalid_input', async () => {
    for (const [name, args] of [
      ['list_pages', { cursor: 'not-a-cursor' }],
      ['search_docs', { query: '开发机', cursor: 'eyJrIjoxfQ' }],
    ] as const) {
      const r = await call(name, args)
      expect(r.isError).toBe(true)
      expect(textOf(r)).toMatch(/^\[invalid_input\] The cursor is not valid here/)
    }
    const page = (await call('list_pages', {})).structuredContent as Listed
    const other = await call('list_pages', { area: '平台基础', cursor: page.nextCursor })
    expect(textOf(other)).toContain('it belongs to a call with other arguments')
  })
})

describe('list_pages’ area as a reader types it', () => {
  it('开发机 names a section: the pages under ai-studio/dev-instance/', async () => {
    const out = (await call('list_pages', { area: '开发机' })).structuredContent as Listed
    expect(out.areas.map((a) => [a.area, a.section])).toEqual([['一站式 AI 平台', '开发机']])
    expect(out.areas[0]?.pages).toHaveLength(13)
    for (const p of out.areas[0]?.pages ?? []) expect(p.url).toContain('/ai-studio/dev-instance/')
  })
  it('a slug in any spelling names its area', async () => {
    for (const area of ['ai-studio', 'AIStudio', 'ai studio', '一站式']) {
      const out = (await call('list_pages', { area })).structuredContent as Listed
      expect(
        out.areas.map((a) => a.area),
        area,
      ).toEqual(['一站式 AI 平台'])
    }
  })
})

describe('an English query that finds little', () => {
  it('also searches the Chinese pages and says so', async () => {
    const r = await call('search_docs', { query: 'quota' })
    const out = r.structuredContent as { searchedLocales: string[]; note: string; results: { locale: string }[] }
    expect(out.searchedLocales).toEqual(['en', 'zh'])
    expect(out.note).toMatch(/^Only 1 result\(s\) in the English pages, so the Chinese pages were searched too/)
    expect(out.results.map((x) => x.locale)).toEqual(['en', 'zh', 'zh'])
    expect(textOf(r)).toContain(out.note)
  })
  it('a query with results enough in its locale searches it alone', async () => {
    const out = (await call('search_docs', { query: '开发机' })).structuredContent as { searchedLocales: string[] }
    expect(out.searchedLocales).toEqual(['zh'])
  })
})

describe('pages as resources', () => {
  it('lists every page of both locales by area, paged, each its Markdown copy’s URL', async () => {
    const all: { uri: string; mimeType?: string; title?: string }[] = []
    let cursor: string | undefined
    do {
      const r = await client.listResources(cursor ? { cursor } : {})
      expect(r.resources.length).toBeLessThanOrEqual(RESOURCE_PAGE_SIZE)
      all.push(...r.resources)
      cursor = r.nextCursor
    } while (cursor)
    expect(all).toHaveLength(ZH_PAGES + 1)
    expect(all[1]).toMatchObject({
      uri: `${PUBLISHED_ORIGIN}/ai-studio/dev-instance/index.md`,
      name: 'ai-studio/dev-instance/index.md',
      title: '开发机',
      mimeType: 'text/markdown',
    })
    expect(all.at(-1)?.uri).toBe(`${PUBLISHED_ORIGIN}/en/ai-studio/quota.md`)
    await expect(client.listResources({ cursor: 'garbled' })).rejects.toThrow(/invalid_input/)
  })
  it('reads a page’s Markdown, refuses an address off the site, and names a template', async () => {
    const uri = `${PUBLISHED_ORIGIN}/ai-studio/job/create.md`
    const { contents } = await client.readResource({ uri })
    expect(contents).toEqual([{ uri, mimeType: 'text/markdown', text: '# 创建训练任务\n\n创建训练任务的内容。\n' }])
    await expect(client.readResource({ uri: 'https://evil.example/x.md' })).rejects.toThrow(/invalid_input/)
    await expect(client.readResource({ uri: `${PUBLISHED_ORIGIN}/nope.md` })).rejects.toThrow(/page_not_found/)
    const { resourceTemplates } = await client.listResourceTemplates()
    expect(resourceTemplates[0]?.uriTemplate).toBe(`${PUBLISHED_ORIGIN}/{+path}.md`)
  })
})

describe('prompts', () => {
  it('lists and fills the two prompts; both send the model to search_docs and read_page and ask for URLs', async () => {
    const { prompts } = await client.listPrompts()
    expect(prompts.map((p) => [p.name, p.arguments?.map((a) => [a.name, a.required])])).toEqual([
      ['answer_from_docs', [['question', true]]],
      [
        'explain_error',
        [
          ['error', true],
          ['context', false],
        ],
      ],
    ])
    const answer = await client.getPrompt({ name: 'answer_from_docs', arguments: { question: '怎么创建开发机' } })
    const error = await client.getPrompt({
      name: 'explain_error',
      arguments: { error: 'CUDA out of memory', context: '训练任务' },
    })
    for (const p of [answer, error]) {
      const text = p.messages.map((m) => (m.content.type === 'text' ? m.content.text : '')).join('')
      expect(text).toMatch(/search_docs[\s\S]*read_page[\s\S]*URL/)
    }
    expect(JSON.stringify(error.messages)).toContain('CUDA out of memory')
  })
})
