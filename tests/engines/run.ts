// `npm run test:engines`: the reader paths of paths.ts in Firefox (BiDi) and WebKit (WebKitGTK's
// WebDriver), against the built site on a static server of its own, one browser at a time. Prints a
// line per path and `engines: N passed, M failed`; with CI_REPORT set, writes reports/engines.json
// for .ci/summary.mjs. `-- firefox` or `-- webkit` runs one engine.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { started, track, type Engine, type EngineName, type LaunchOptions } from './engine'
import { JS_PATHS, NO_JS_PATHS, type ReaderPath } from './paths'
import { Reader } from './reader'
import { freePort } from '../../testkit/free-port'

// The WebDriver client logs every command at "info"; only its errors belong in a test run's output.
process.env.WDIO_LOG_LEVEL ??= 'error'
const { launchFirefox } = await import('./firefox')
const { launchWebKit } = await import('./webkit')

/** A path that has not finished by then is stuck (a lost event, a browser gone): fail it and go on. */
const PATH_TIMEOUT_MS = 120_000
const LAUNCHERS: Record<EngineName, (o: LaunchOptions) => Promise<Engine>> = {
  firefox: launchFirefox,
  webkit: launchWebKit,
}

interface Result {
  engine: EngineName
  name: string
  ok: boolean
  ms: number
  error?: string
}

async function serveSite() {
  const port = await freePort()
  const child = track(
    spawn(process.execPath, ['deploy/static-server.mjs', '.vitepress/dist', String(port)], { stdio: 'ignore' }),
  )
  const base = `http://127.0.0.1:${port}`
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(base + '/')).ok) break
    } catch {
      if (child.exitCode !== null || tries > 400) throw new Error('the static server did not start')
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    base,
    stop: () => {
      child.kill()
    },
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not finished after ${ms} ms`)), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

async function runPaths(engine: EngineName, paths: ReaderPath[], javaScript: boolean, base: string) {
  const results: Result[] = []
  const browser = await LAUNCHERS[engine]({ javaScript })
  const reader = new Reader(browser, base, javaScript)
  try {
    for (const path of paths) {
      const t0 = Date.now()
      try {
        await withTimeout(
          (async () => {
            await reader.forget()
            await browser.setViewport(...path.viewport)
            await path.run(reader)
          })(),
          PATH_TIMEOUT_MS,
        )
        results.push({ engine, name: path.name, ok: true, ms: Date.now() - t0 })
      } catch (error) {
        results.push({ engine, name: path.name, ok: false, ms: Date.now() - t0, error: String(error) })
      }
      const last = results.at(-1)!
      console.log(
        `${last.ok ? '✓' : '✘'} [${engine}] ${last.name} (${last.ms} ms)${last.error ? `\n    ${last.error}` : ''}`,
      )
    }
  } finally {
    await browser.close()
  }
  return results
}

const wanted = process.argv.slice(2).filter((a) => a !== '--')
const engines = (Object.keys(LAUNCHERS) as EngineName[]).filter((e) => wanted.length === 0 || wanted.includes(e))
if (!fs.existsSync('.vitepress/dist/index.html')) {
  console.error('test:engines needs the built site: npm run build')
  process.exit(1)
}

// Ended from outside (Ctrl+C, a CI timeout): end the browsers, drivers, displays and server too, which
// would otherwise outlive the run.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const child of started) child.kill()
    process.exit(signal === 'SIGINT' ? 130 : 143)
  })

const t0 = Date.now()
const site = await serveSite()
const results: Result[] = []
try {
  for (const engine of engines) {
    for (const [paths, javaScript] of [
      [JS_PATHS, true],
      [NO_JS_PATHS, false],
    ] as const) {
      try {
        results.push(...(await runPaths(engine, paths, javaScript, site.base)))
      } catch (error) {
        // The browser did not start: every path it would have run fails, saying why.
        for (const path of paths) results.push({ engine, name: path.name, ok: false, ms: 0, error: String(error) })
        console.log(`✘ [${engine}] could not start: ${String(error)}`)
      }
    }
  }
} finally {
  site.stop()
}

const passed = results.filter((r) => r.ok).length
const failed = results.length - passed
if (process.env.CI_REPORT) {
  fs.mkdirSync('reports', { recursive: true })
  fs.writeFileSync('reports/engines.json', JSON.stringify({ passed, failed, ms: Date.now() - t0, results }, null, 2))
}
console.log(`\nengines (${engines.join(', ')}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`)
console.log(`engines: ${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
