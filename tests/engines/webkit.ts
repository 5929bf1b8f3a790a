// WebKitGTK over WebDriver classic: WebKitWebDriver starts MiniBrowser in automation mode on an Xvfb
// display of its own. The client is the `webdriver` package (WebdriverIO's protocol layer).
import { spawn, type ChildProcess } from 'node:child_process'
import WebDriver from 'webdriver'
// @ts-expect-error plain ESM helper without types
import { findMiniBrowser, findWebKitDriver, findXvfb } from '../../testkit/engines.mjs'
import { pageFunction, parseResult, track, type Engine, type InputSource, type LaunchOptions } from './engine'
import { freePort } from '../../testkit/free-port'

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill()
  await exited
}

/** Starts Xvfb on a display number it picks itself (-displayfd) and resolves with it. */
function startXvfb(): Promise<{ child: ChildProcess; display: string }> {
  const child = track(
    spawn(
      (findXvfb() as string | null) ?? 'Xvfb',
      ['-displayfd', '1', '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    ),
  )
  return new Promise((resolve, reject) => {
    child.stdout!.setEncoding('utf8')
    child.stdout!.once('data', (n: string) => resolve({ child, display: `:${n.trim()}` }))
    child.on('error', reject)
    child.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)))
  })
}

async function startDriver(display: string): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort()
  const child = track(
    spawn((findWebKitDriver() as string | null) ?? 'WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: display },
    }),
  )
  // Listening once /status answers.
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/status`)).ok) return { child, port }
    } catch {
      if (child.exitCode !== null || tries > 200) throw new Error('WebKitWebDriver did not start')
    }
    await new Promise((r) => setTimeout(r, 50))
  }
}

export async function launchWebKit(options: LaunchOptions): Promise<Engine> {
  const xvfb = await startXvfb()
  const driver = await startDriver(xvfb.display).catch(async (error: unknown) => {
    await stop(xvfb.child)
    throw error
  })
  const client = await WebDriver.newSession({
    hostname: '127.0.0.1',
    port: driver.port,
    protocol: 'http',
    logLevel: 'silent',
    connectionRetryCount: 0,
    capabilities: {
      browserName: 'MiniBrowser',
      // WebKitWebDriver speaks classic only: the client must not ask for a BiDi socket.
      'wdio:enforceWebDriverClassic': true,
      'webkitgtk:browserOptions': {
        binary: findMiniBrowser() as string,
        args: ['--automation', `--enable-javascript=${options.javaScript}`],
      },
    } as WebdriverIO.Capabilities,
  }).catch(async (error: unknown) => {
    await stop(driver.child)
    await stop(xvfb.child)
    throw error
  })

  return {
    name: 'webkit',
    async goto(address) {
      await client.navigateTo(address)
    },
    async evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
      const script =
        `const done = arguments[arguments.length - 1];` +
        `Promise.resolve((${pageFunction(fn as (...a: never[]) => unknown)})(arguments[0])).then(done)`
      return parseResult<Awaited<R>>(await client.executeAsyncScript(script, [JSON.stringify(args)]))
    },
    async perform(sources: InputSource[]) {
      await client.performActions(sources as never)
      await client.releaseActions()
    },
    async setViewport(width, height) {
      // The window's rectangle includes what MiniBrowser draws around the page: set it, measure the
      // page, and correct by the difference once.
      await client.setWindowRect(null, null, width, height)
      const inner = await parseResult<[number, number]>(
        await client.executeScript('return JSON.stringify([innerWidth, innerHeight])', []),
      )
      if (inner[0] !== width || inner[1] !== height)
        await client.setWindowRect(null, null, 2 * width - inner[0], 2 * height - inner[1])
    },
    async close() {
      try {
        await client.deleteSession()
      } catch {
        /* the browser may already be gone */
      }
      await stop(driver.child)
      await stop(xvfb.child)
    },
  }
}
