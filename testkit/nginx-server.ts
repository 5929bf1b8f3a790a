/**
 * The reference deployment (deploy/nginx) started for a test: the templates rendered for a folder,
 * Debian's nginx in the foreground on 127.0.0.1, stopped by `stop`. Runs as root or any other user.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { renderNginx } from '../deploy/nginx/render'
import { freePort } from './free-port'

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1')
    s.once('connect', () => {
      s.destroy()
      resolve(true)
    })
    s.once('error', () => resolve(false))
  })

export interface RunningNginx {
  proc: ChildProcess
  /** `http://127.0.0.1:<port>`. */
  base: string
  stop: () => Promise<void>
}

/** Starts nginx on `port`; resolves once it accepts connections, rejects when it exits first. */
async function startOn(nginxPath: string, root: string, port: number, typesense: string, prefix: string) {
  const r = renderNginx({ root, listen: `127.0.0.1:${port}`, typesense, out: prefix })
  const errorLog = path.join(r.dir, 'logs/error.log')
  const proc = spawn(nginxPath, ['-p', r.dir, '-e', errorLog, '-c', r.conf], { stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  proc.stdout?.on('data', (d: Buffer) => (output += d))
  proc.stderr?.on('data', (d: Buffer) => (output += d))
  const exited = new Promise<never>((_, reject) =>
    proc.once('exit', (code) => {
      const log = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''
      reject(new Error(`nginx exited (${code}) before accepting connections:\n${output}\n${log}`))
    }),
  )
  exited.catch(() => {})
  const ready = (async () => {
    // Polls the listening state; the loop ends when nginx accepts or exits.
    while (proc.exitCode === null && !(await accepts(port))) await new Promise((r) => setTimeout(r, 20))
  })()
  await Promise.race([ready, exited])
  if (proc.exitCode !== null) await exited
  return proc
}

/**
 * nginx serving `root` (its Typesense upstream `typesense`), on a free port. `forPort` runs first with
 * the chosen origin (to write a copy of the site for it), and again if the port is taken meanwhile.
 */
export async function startNginx(opts: {
  nginxPath: string
  root: string | ((origin: string) => string)
  typesense: string
}): Promise<RunningNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'))
  // As root, nginx's workers run as nobody: they must reach the prefix's tmp/ folders.
  fs.chmodSync(prefix, 0o755)
  // Another process may take the free port between the probe and nginx's bind: try a few.
  for (let attempt = 0; ; attempt++) {
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const root = typeof opts.root === 'string' ? opts.root : opts.root(base)
    try {
      const proc = await startOn(opts.nginxPath, root, port, opts.typesense, prefix)
      return {
        proc,
        base,
        stop: async () => {
          if (proc.exitCode === null) {
            const gone = new Promise((r) => proc.once('exit', r))
            proc.kill('SIGTERM')
            await gone
          }
          fs.rmSync(prefix, { recursive: true, force: true })
        },
      }
    } catch (err) {
      if (attempt === 4 || !/Address already in use/.test(String(err))) {
        fs.rmSync(prefix, { recursive: true, force: true })
        throw err
      }
    }
  }
}
