/**
 * The server card the site build publishes (SEP-2127 "MCP Server Cards", the draft in
 * modelcontextprotocol/modelcontextprotocol seps/2127-mcp-server-cards.md: `$schema`, `name` in
 * reverse-DNS form, `version`, `title`, `description`, `websiteUrl`, `capabilities`, `tools`,
 * `prompts`, and, from `server.json`, `packages` for a server run locally). The tools and prompts are
 * what the server itself lists, asked over an in-memory connection, so the card cannot drift.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { MCP_NPX_PACKAGE, MCP_SERVER_NAME, MCP_SERVER_VERSION, mcpCommand } from '../contracts/mcp'
import { DocsSite } from './docs'
import { DocsError } from './errors'
import { createMcpServer } from './server'

const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json'

/** Listing tools and prompts reads nothing: a site that refuses every read is enough. */
const noSite = new DocsSite({
  label: 'build',
  local: true,
  read: () => Promise.reject(new DocsError('site_unreachable', 'not read while building the card')),
})

/** The card of the server for the site at `origin`, titled with the site's brand. */
export async function serverCard(origin: string, brand: string): Promise<Record<string, unknown>> {
  const server = createMcpServer(noSite)
  const client = new Client({ name: 'server-card', version: MCP_SERVER_VERSION })
  const [a, b] = InMemoryTransport.createLinkedPair()
  await Promise.all([server.connect(a), client.connect(b)])
  try {
    const { tools } = await client.listTools()
    const { prompts } = await client.listPrompts()
    const [, ...args] = mcpCommand(origin)
    return {
      $schema: SERVER_CARD_SCHEMA,
      name: `${reverseDns(origin)}/${MCP_SERVER_NAME}`,
      version: MCP_SERVER_VERSION,
      title: `${brand} MCP`,
      description: `Search and read the ${brand} docs (${origin}) from an AI tool: the site's own search, pages as Markdown, llms.txt by product area, the site's assistant.`,
      websiteUrl: origin,
      capabilities: client.getServerCapabilities() ?? {},
      packages: [
        {
          registryType: 'npm',
          registryBaseUrl: 'https://registry.npmjs.org',
          identifier: MCP_NPX_PACKAGE,
          version: MCP_SERVER_VERSION,
          transport: { type: 'stdio' },
          runtimeHint: 'npx',
          packageArguments: [{ type: 'named', name: '--site', value: origin, isRequired: true }],
          // Not a field of the draft: the whole command line, for a reader to copy.
          command: ['npx', ...args].join(' '),
        },
      ],
      tools,
      prompts,
    }
  } finally {
    await client.close()
    await server.close()
  }
}

/** `https://docs.example.com` → `com.example.docs` (the draft's reverse-DNS namespace). */
const reverseDns = (origin: string) => new URL(origin).hostname.split('.').reverse().join('.')
