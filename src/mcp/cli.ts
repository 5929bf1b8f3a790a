/**
 * `npm run mcp -- --site <origin or build folder> [--http <host:port>]`: the docs' MCP server over
 * stdio (what an AI tool starts), or over Streamable HTTP at http://host:port/mcp.
 */
import { parseArgs } from 'node:util'
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { DocsSite } from './docs'
import { DocsError } from './errors'
import { parseHostPort, startHttpServer } from './http'
import { normaliseOrigin, parseHost } from './http-guard'
import { createMcpServer } from './server'
import { siteInfo } from './server-info'
import { openSite } from './site'

const USAGE = `Usage: npm run -s mcp -- --site <https://docs.example.com | build folder> [--http <host:port>]

  --site             the published docs site (its origin) or a local build folder (.vitepress/dist)
  --http             serve Streamable HTTP at http://<host:port>/mcp instead of stdio; :PORT binds
                     127.0.0.1, 0.0.0.0:PORT every interface
  --allowed-origins  with --http: origins whose pages may call the server (a,b), besides its own
  --allowed-hosts    with --http: Host names it answers to (a,b or name:port), besides the bound host`

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)

async function main(argv: string[]): Promise<void> {
  let values: { site?: string; http?: string; 'allowed-origins'?: string; 'allowed-hosts'?: string; help?: boolean }
  try {
    values = parseArgs({
      args: argv.filter((a) => a !== '--'),
      options: {
        site: { type: 'string' },
        http: { type: 'string' },
        'allowed-origins': { type: 'string' },
        'allowed-hosts': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
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
  const allowedOrigins = list(values['allowed-origins'])
  const allowedHosts = list(values['allowed-hosts'])
  if (!listen && (allowedOrigins.length || allowedHosts.length))
    fail('--allowed-origins and --allowed-hosts apply to --http only.')
  for (const o of allowedOrigins)
    try {
      normaliseOrigin(o)
    } catch {
      fail(`--allowed-origins takes origins such as https://app.example.com, not "${o}".`)
    }
  for (const h of allowedHosts)
    if (!parseHost(h)) fail(`--allowed-hosts takes host names such as docs-mcp.example.com, not "${h}".`)

  let site: DocsSite
  try {
    site = new DocsSite(await openSite(values.site))
  } catch (err) {
    if (err instanceof DocsError && err.kind === 'invalid_input') fail(`[${err.kind}] ${err.message}\n\n${USAGE}`)
    fail(err instanceof DocsError ? `[${err.kind}] ${err.message}` : String(err))
  }
  // stdout is the protocol's channel over stdio: everything for people goes to stderr.
  if (listen) {
    const handle = await startHttpServer(site, listen.host, listen.port, { allowedOrigins, allowedHosts }).catch(
      (err: unknown) => fail(listenFailure(err, listen.host, listen.port), 1),
    )
    process.stderr.write(`docs MCP server for ${site.source.label} at ${handle.url}\n`)
    const stop = () => void handle.close().then(() => process.exit(0))
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  } else {
    await createMcpServer(site, await siteInfo(site)).connect(new StdioServerTransport())
    process.stderr.write(`docs MCP server for ${site.source.label} on stdio\n`)
  }
}

/** One line for a port the server cannot listen on (no stack). */
function listenFailure(err: unknown, host: string, port: number): string {
  const code = (err as { code?: unknown } | null)?.code
  const where = `${host.includes(':') ? `[${host}]` : host}:${port}`
  if (code === 'EADDRINUSE')
    return `Port ${port} is already in use (${where}): stop what listens there or choose another port.`
  if (code === 'EACCES') return `Port ${port} needs more privileges (${where}): choose a port above 1023.`
  if (code === 'EADDRNOTAVAIL') return `${host} is not an address of this machine (${where}).`
  return `Cannot listen on ${where} (${typeof code === 'string' ? code : err instanceof Error ? err.message : String(err)}).`
}

function fail(message: string, code = 2): never {
  process.stderr.write(message + '\n')
  process.exit(code)
}

await main(process.argv.slice(2))
