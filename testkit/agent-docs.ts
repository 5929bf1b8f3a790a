/**
 * The public Agent-Friendly Documentation checker (`afdocs`, the spec's own tool) against the built
 * site served on 127.0.0.1 by the preview server or the reference nginx deployment. The site names its origin (SITE_URL) in llms.txt,
 * the Markdown copies and the sitemap, and writes it nowhere else as anything but itself, so a copy
 * of the build with that string replaced by the local origin is the build for that origin: the
 * checker follows every link to the server under test, and nothing leaves the machine.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
// @ts-expect-error plain ESM helper without types
import { startStaticServer } from '../deploy/static-server.mjs'
import { PLACEHOLDER_DEFAULTS } from '../.vitepress/site'

/** The origin the site is built for when SITE_URL is not set. */
const BUILT_ORIGIN = PLACEHOLDER_DEFAULTS.SITE_URL
const TEXT_FILE = /\.(html|md|txt|xml|json|jsonl|js)$|server-card$/

export interface ServedCopy {
  origin: string
  close: () => Promise<void>
}

/** Writes over `dir` (a copy of the build) the site as built for `origin`. */
export function rebaseCopy(dir: string, origin: string): void {
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const text = fs.readFileSync(file, 'utf8')
    if (text.includes(BUILT_ORIGIN)) fs.writeFileSync(file, text.replaceAll(BUILT_ORIGIN, origin))
  }
}

/** A fresh copy of `dist` in a temporary folder (remove it when done). */
export function copyBuild(dist: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-docs-'))
  // Readable by nginx's workers, which run as nobody under root.
  fs.chmodSync(dir, 0o755)
  fs.cpSync(dist, dir, { recursive: true })
  return dir
}

/** A copy of `dist` built for its local origin, served by the preview server until `close`. */
export async function serveForAgents(dist: string): Promise<ServedCopy> {
  const dir = copyBuild(dist)
  const server = (await startStaticServer(dir, 0)) as Server
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  rebaseCopy(dir, origin)
  return {
    origin,
    close: async () => {
      // The checker's keep-alive sockets would hold close() until they time out.
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

interface AfdocsCheck {
  id: string
  status: 'pass' | 'warn' | 'fail' | 'skip' | 'error'
  message: string
}
export interface AfdocsReport {
  results: AfdocsCheck[]
  scoring: { overall: number; grade: string }
}

/** Runs `afdocs check` on `origin` (deterministic sampling): its JSON report, or its scorecard text. */
export function runAfdocs(origin: string, format: 'json' | 'scorecard' = 'json'): Promise<string> {
  const bin = path.resolve(__dirname, '../node_modules/afdocs/bin/afdocs.mjs')
  const args = [bin, 'check', `${origin}/`, '--sampling', 'deterministic', '-f', format, '-q']
  if (format === 'json') args.push('--score')
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    proc.stdout.on('data', (d: Buffer) => (out += d))
    proc.stderr.on('data', (d: Buffer) => (err += d))
    proc.once('error', reject)
    // afdocs exits non-zero when a check fails: the report is still its answer.
    proc.once('close', () => (out.trim() ? resolve(out) : reject(new Error(`afdocs printed nothing: ${err}`))))
  })
}
