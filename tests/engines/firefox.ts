// Firefox ESR over WebDriver BiDi, which Firefox serves itself (`--remote-debugging-port`): no
// geckodriver, which no registry we reach ships. The client is the `webdriver` package's BiDi handler.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BidiHandler } from 'webdriver'
// @ts-expect-error plain ESM helper without types
import { findFirefox } from '../../testkit/engines.mjs'
import { pageFunction, parseResult, track, type Engine, type InputSource, type LaunchOptions } from './engine'

// A quiet profile: no first-run pages, updates, telemetry or background requests to other hosts.
const PREFS: Record<string, string | number | boolean> = {
  'app.update.disabledForTesting': true,
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'browser.startup.page': 0,
  'browser.aboutwelcome.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'extensions.update.enabled': false,
  'browser.search.update': false,
  'remote.prefs.recommended': true,
  'intl.accept_languages': 'zh-CN,zh',
}

function writeProfile(javaScript: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-firefox-'))
  const prefs = { ...PREFS, 'javascript.enabled': javaScript }
  const lines = Object.entries(prefs).map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});`)
  fs.writeFileSync(path.join(dir, 'user.js'), lines.join('\n') + '\n')
  return dir
}

/** Starts Firefox and resolves with the BiDi address it prints once it listens. */
function start(profile: string): Promise<{ child: ChildProcess; url: string }> {
  const executable = (findFirefox() as string | null) ?? 'firefox-esr'
  const child = track(
    spawn(executable, ['--headless', '--no-remote', '--profile', profile, '--remote-debugging-port=0', 'about:blank'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1' },
    }),
  )
  return new Promise((resolve, reject) => {
    let seen = ''
    child.stderr!.setEncoding('utf8')
    child.stderr!.on('data', (chunk: string) => {
      seen += chunk
      const match = /WebDriver BiDi listening on (ws:\/\/[\d.:]+)/.exec(seen)
      if (match) resolve({ child, url: `${match[1]}/session` })
    })
    child.on('error', reject)
    child.on('exit', (code) => reject(new Error(`Firefox exited with ${code} before listening:\n${seen}`)))
  })
}

export async function launchFirefox(options: LaunchOptions): Promise<Engine> {
  const profile = writeProfile(options.javaScript)
  const { child, url } = await start(profile)
  const bidi = new BidiHandler(url)
  await bidi.connect()
  await bidi.sessionNew({ capabilities: { alwaysMatch: { acceptInsecureCerts: false } } })
  const tree = await bidi.browsingContextGetTree({})
  const context = tree.contexts[0]!.context
  const target = { context }

  return {
    name: 'firefox',
    async goto(address) {
      await bidi.browsingContextNavigate({ context, url: address, wait: 'complete' })
    },
    async evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
      const result = await bidi.scriptCallFunction({
        functionDeclaration: pageFunction(fn as (...a: never[]) => unknown),
        arguments: [{ type: 'string', value: JSON.stringify(args) }],
        target,
        awaitPromise: true,
      })
      if (result.type === 'exception') throw new Error(result.exceptionDetails.text)
      return parseResult<Awaited<R>>(result.result.type === 'string' ? result.result.value : null)
    },
    async perform(sources: InputSource[]) {
      await bidi.inputPerformActions({ context, actions: sources as never })
      await bidi.inputReleaseActions({ context })
    },
    async setViewport(width, height) {
      await bidi.browsingContextSetViewport({ context, viewport: { width, height } })
    },
    async close() {
      try {
        await bidi.browserClose({})
      } catch {
        /* the browser may already be gone */
      }
      bidi.close()
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill()
        await exited
      }
      fs.rmSync(profile, { recursive: true, force: true })
    },
  }
}
