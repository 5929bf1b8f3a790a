/**
 * The MCP server of the docs over one published site (docs.ts): four tools (tools.ts), the pages as
 * resources (resources.ts), two prompts (prompts.ts), and instructions naming the site
 * (server-info.ts).
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { MCP_SERVER_NAME, MCP_SERVER_VERSION } from '../contracts/mcp'
import type { DocsSite } from './docs'
import { registerPrompts } from './prompts'
import { registerResources } from './resources'
import { instructionsFor, type SiteInfo } from './server-info'
import { registerTools } from './tools'

/** `info`: what siteInfo() read from the site (its brand); without it the instructions name none. */
export function createMcpServer(site: DocsSite, info?: SiteInfo): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, version: MCP_SERVER_VERSION },
    { instructions: instructionsFor(info, site.source.label) },
  )
  registerTools(server, site)
  registerResources(server, site)
  registerPrompts(server)
  return server
}
