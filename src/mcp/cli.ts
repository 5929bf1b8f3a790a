/**
 * `npm run mcp -- --site <origin or build folder> [--http <host:port>]`: the docs' MCP server over
 * stdio (what an AI tool starts), or over Streamable HTTP at http://host:port/mcp.
 */
import { parseArgs } from 'node:util'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { DocsSite } from './docs'
import { DocsError } from './errors'
import { parseHostPort, startHttpServer } from './http'
import { createMcpServer } from './server'
import { openSite } from './site'

const USAGE = `Usage: npm run -s mcp -- --site <https://docs.example.com | build folder> [--http <host:port>]

  --site   the published docs site (its origin) or a local build folder (.vitepress/dist)
  --http   serve Streamable HTTP at http://<host:port>/mcp instead of stdio`

async function main(argv: string[]): Promise<void> {
  let values: { site?: string; http?: string; help?: boolean }
  try {
    values = parseArgs({
      args: argv.filter((a) => a !== '--'),
      options: { site: { type: 'string' }, http: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    }).values
  } catch (err) {
    fail(`${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`)
  }
  if (values.help) {
    process.stdout.write(USAGE + '\n')
    return
  }
  if (!values.site) fail(`--site is required.\n\n${USAGE}`)
  const listen = values.http === undefined ? null : parseHostPort(values.http)
  if (values.http !== undefined && !listen) fail(`--http takes host:port (e.g. 127.0.0.1:8232), not "${values.http}".`)

  let site: DocsSite
  try {
    site = new DocsSite(await openSite(values.site))
  } catch (err) {
    fail(err instanceof DocsError ? `[${err.kind}] ${err.message}` : String(err))
  }
  // stdout is the protocol's channel over stdio: everything for people goes to stderr.
  if (listen) {
    const handle = await startHttpServer(site, listen.host, listen.port)
    process.stderr.write(`docs MCP server for ${site.source.label} at ${handle.url}\n`)
    const stop = () => void handle.close().then(() => process.exit(0))
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  } else {
    await createMcpServer(site).connect(new StdioServerTransport())
    process.stderr.write(`docs MCP server for ${site.source.label} on stdio\n`)
  }
}

function fail(message: string): never {
  process.stderr.write(message + '\n')
  process.exit(2)
}

await main(process.argv.slice(2))
