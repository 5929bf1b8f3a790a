/**
 * The docs' MCP server as readers' AI tools are told about it: by the page menu's configuration
 * dialog, by llms.txt and by the docs page, and as the server itself reports its name (src/mcp).
 */

/** The server's name: the key under which the tools' configuration files list it. */
export const MCP_SERVER_NAME = 'atlas-docs'
/** The server's version, as it reports it and as its package (packages/mcp/package.json) is published. */
export const MCP_SERVER_VERSION = '0.1.0'
/**
 * The MCP server card (SEP-2127 "MCP Server Cards", modelcontextprotocol/modelcontextprotocol
 * seps/2127-mcp-server-cards.md): served at `/.well-known/mcp/server-card`, application/json. The
 * build writes it there and, for static hosts that type files by extension, as `server-card.json`.
 */
export const MCP_SERVER_CARD_PATH = '/.well-known/mcp/server-card'
/** The User-Agent of the server's requests to the site: how a site's access log tells them apart. */
export const MCP_USER_AGENT = `${MCP_SERVER_NAME}-mcp/${MCP_SERVER_VERSION}`
/** The npm package `npx` runs (this repository's package; its `bin` is the server). */
export const MCP_NPX_PACKAGE = 'atlas-docs'
/** The docs page that explains the server, relative to a locale's root (`/` or `/en/`). */
export const MCP_DOCS_PAGE = 'fundamentals/ai-tools'

/** The command line that starts the server over stdio for the site at `origin`. */
export const mcpCommand = (origin: string): [string, ...string[]] => ['npx', '-y', MCP_NPX_PACKAGE, '--site', origin]
