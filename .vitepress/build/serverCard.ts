/**
 * Writes the MCP server card (src/mcp/server-card.ts, SEP-2127) where the draft says clients look:
 * `/.well-known/mcp/server-card`, and the same JSON as `server-card.json` for hosts that type files
 * by extension.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { MCP_SERVER_CARD_PATH } from '../../src/contracts/mcp'
import { serverCard } from '../../src/mcp/server-card'

export async function writeServerCard(outDir: string, siteUrl: string, brand: string): Promise<void> {
  const json = JSON.stringify(await serverCard(siteUrl.replace(/\/+$/, ''), brand), null, 2) + '\n'
  const file = path.join(outDir, MCP_SERVER_CARD_PATH)
  await fs.mkdir(path.dirname(file), { recursive: true })
  await fs.writeFile(file, json)
  await fs.writeFile(file + '.json', json)
}
