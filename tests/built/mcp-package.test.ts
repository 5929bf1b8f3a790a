import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MCP_SERVER_CARD_PATH, MCP_SERVER_VERSION, mcpCommand } from '../../src/contracts/mcp'

// The server as a reader gets it: the package `npm run pack:mcp` packs (packages/mcp), installed into
// an empty folder (the registry, or an npm cache that holds the SDK and zod, supplies its two
// dependencies) and run by its bin over stdio against the build folder; and the server card the
// site build publishes. Needs `npm run build`.
const root = path.resolve(__dirname, '../..')
const dist = path.join(root, '.vitepress/dist')
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'packages/mcp/package.json'), 'utf8')) as {
  name: string
  version: string
  bin: Record<string, string>
  dependencies: Record<string, string>
}

describe('the atlas-docs package', () => {
  let dir: string
  let client: Client
  beforeAll(async () => {
    const tarball =
      execFileSync('npm', ['run', '-s', 'pack:mcp'], { cwd: root, encoding: 'utf8' }).trim().split('\n').pop() ?? ''
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-docs-install-'))
    fs.writeFileSync(path.join(dir, 'package.json'), '{"private":true}\n')
    execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball], {
      cwd: dir,
      stdio: 'pipe',
    })
    client = new Client({ name: 'package-test', version: '1.0.0' })
    await client.connect(
      new StdioClientTransport({
        command: path.join(dir, 'node_modules/.bin/atlas-docs'),
        args: ['--site', dist],
        cwd: dir,
        stderr: 'ignore',
      }),
    )
  }, 180_000)
  afterAll(async () => {
    await client?.close()
    if (dir) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('is atlas-docs at the server’s version, and depends on the MCP SDK and zod only (the root’s versions)', () => {
    const rootDeps = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as typeof manifest)
      .dependencies
    expect([manifest.name, manifest.version, Object.keys(manifest.bin)]).toEqual([
      'atlas-docs',
      MCP_SERVER_VERSION,
      ['atlas-docs'],
    ])
    expect(manifest.dependencies).toEqual({
      '@modelcontextprotocol/sdk': rootDeps['@modelcontextprotocol/sdk'],
      zod: rootDeps.zod,
    })
    const installed = fs.readdirSync(path.join(dir, 'node_modules'))
    for (const heavy of ['react', 'redoc', 'vitepress', 'vue']) expect(installed).not.toContain(heavy)
  })

  it('its bin serves the tools over stdio: tools/list and a search', async () => {
    const { tools } = await client.listTools()
    expect(tools.map((t) => t.name)).toEqual(['search_docs', 'read_page', 'list_pages', 'ask_docs'])
    const r = (await client.callTool({
      name: 'search_docs',
      arguments: { query: '如何创建开发机', limit: 1 },
    })) as CallToolResult
    expect(r.isError).toBeFalsy()
    expect((r.structuredContent as { results: { title: string }[] }).results[0]?.title).toContain('开发机')
    expect(client.getInstructions()).toContain('智算云文档')
  })
})

describe('the server card the build publishes', () => {
  it('is at /.well-known/mcp/server-card (and .json): name, version, the npx command, the tools', async () => {
    const text = fs.readFileSync(path.join(dist, MCP_SERVER_CARD_PATH), 'utf8')
    expect(fs.readFileSync(path.join(dist, `${MCP_SERVER_CARD_PATH}.json`), 'utf8')).toBe(text)
    const card = JSON.parse(text) as Record<string, unknown> & {
      packages: { identifier: string; command: string; transport: { type: string } }[]
      tools: { name: string; inputSchema: unknown; outputSchema: unknown; annotations: unknown }[]
      prompts: { name: string }[]
      capabilities: Record<string, unknown>
    }
    expect(card).toMatchObject({
      $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
      name: 'com.example.docs/atlas-docs',
      version: MCP_SERVER_VERSION,
      websiteUrl: 'https://docs.example.com',
    })
    expect(card.packages[0]).toMatchObject({ identifier: 'atlas-docs', transport: { type: 'stdio' } })
    expect(card.packages[0]?.command).toBe(mcpCommand('https://docs.example.com').join(' '))
    expect(card.tools.map((t) => t.name)).toEqual(['search_docs', 'read_page', 'list_pages', 'ask_docs'])
    for (const t of card.tools) expect(t.outputSchema && t.annotations && t.inputSchema).toBeTruthy()
    expect(card.prompts.map((p) => p.name)).toEqual(['answer_from_docs', 'explain_error'])
    expect(Object.keys(card.capabilities)).toEqual(expect.arrayContaining(['tools', 'resources', 'prompts']))
  })
})
