/**
 * `npm run shots`: screenshots of the built site for a person to look at, not a test. Serves
 * `.vitepress/dist` (it builds nothing: run `npm run build` first) on 127.0.0.1 at a free port with
 * `deploy/static-server.mjs`, drives the system Chromium through every scene of `scenes.ts` at 390 and
 * 1440 px, light and dark, in Chinese and in English where the page exists, and writes
 * `shots/<name>-<width>-<theme>-<locale>.png` with a contact sheet `shots/index.html`. `SHOTS=a,b`
 * limits it to the scenes named. The server and the browser are stopped however the run ends.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { chromium, type Browser } from '@playwright/test'
// @ts-expect-error plain ESM helpers without types
import { CHROMIUM_ARGS, findChromium } from '../chromium.mjs'
// @ts-expect-error plain ESM helpers without types
import { startStaticServer } from '../../deploy/static-server.mjs'
import { DESKTOP, PHONE, SCENES, STATE_TIMEOUT, storageScript, type Locale, type Scene, type Width } from './scenes'
import { writeContactSheet, type Shot } from './sheet'

const DIST = path.resolve('.vitepress/dist')
const OUT = path.resolve('shots')
const HEIGHT: Record<Width, number> = { [PHONE]: 844, [DESKTOP]: 900 }
const THEMES = ['light', 'dark'] as const
const CONCURRENCY = 2

let server: Server | null = null
let browser: Browser | null = null
let interrupted = false

async function stop() {
  const b = browser
  const s = server
  browser = server = null
  await b?.close().catch(() => undefined)
  if (!s) return
  const closed = new Promise<void>((resolve) => s.close(() => resolve()))
  // Keep-alive sockets would hold close() for a minute.
  s.closeAllConnections()
  await closed
}

// Ctrl+C or a kill: stop what this started before leaving.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.once(signal, () => {
    interrupted = true
    console.error(`\n${signal}: stopping the browser and the server`)
    void stop().finally(() => process.exit(130))
  })

/** Every shot to take, in the contact sheet's order. */
function plan(only: string[]): Shot[] {
  const shots: Shot[] = []
  for (const scene of SCENES) {
    if (only.length && !only.includes(scene.name)) continue
    for (const width of scene.widths ?? [PHONE, DESKTOP])
      for (const theme of THEMES)
        for (const locale of ['zh', 'en'] as Locale[]) {
          const urlPath = scene.paths[locale]
          if (!urlPath) continue
          const file = `${scene.name}-${width}-${theme}-${locale}.png`
          shots.push({ scene: scene.name, label: scene.label, width, theme, locale, urlPath, file })
        }
  }
  return shots
}

async function take(b: Browser, origin: string, scene: Scene, shot: Shot) {
  const context = await b.newContext({
    viewport: { width: shot.width, height: HEIGHT[shot.width] },
    colorScheme: shot.theme,
    locale: shot.locale === 'zh' ? 'zh-CN' : 'en-US',
    hasTouch: shot.width === PHONE,
  })
  try {
    context.setDefaultTimeout(STATE_TIMEOUT)
    const script = storageScript(scene)
    if (script) await context.addInitScript(script)
    const page = await context.newPage()
    await page.goto(origin + shot.urlPath)
    // The theme has started once its search control ended the head script's early key handler.
    await page.waitForFunction(() => !('__docsEarlySearch' in window), undefined, { timeout: STATE_TIMEOUT })
    await scene.prepare?.(page, { locale: shot.locale, width: shot.width })
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    await page.screenshot({ path: path.join(OUT, shot.file), animations: 'disabled', caret: 'hide' })
  } finally {
    await context.close()
  }
}

async function main() {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    console.error('No built site in .vitepress/dist: run `npm run build` first.')
    return 1
  }
  const executablePath = findChromium() as string | null | undefined
  if (executablePath === null) {
    console.error('No Chromium found: set CHROMIUM_PATH or install Debian’s chromium.')
    return 1
  }
  const only = (process.env.SHOTS ?? '').split(',').filter(Boolean)
  const unknown = only.filter((name) => !SCENES.some((s) => s.name === name))
  if (unknown.length) {
    console.error(`No scene ${unknown.join(', ')}; the scenes: ${SCENES.map((s) => s.name).join(', ')}`)
    return 1
  }
  const shots = plan(only)
  // A whole run starts from an empty folder; a run of some scenes replaces only their pictures.
  if (!only.length) fs.rmSync(OUT, { recursive: true, force: true })
  fs.mkdirSync(OUT, { recursive: true })

  server = (await startStaticServer(DIST, 0)) as Server
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS })
  const started = Date.now()
  let next = 0
  let done = 0
  // Two pages at a time: most of a shot is waiting on the page, and the machine has two cores.
  const worker = async (b: Browser) => {
    for (let shot = shots[next++]; shot && !interrupted; shot = shots[next++]) {
      const scene = SCENES.find((s) => s.name === shot!.scene)!
      try {
        await take(b, origin, scene, shot)
        console.log(`${++done}/${shots.length} ${shot.file}`)
      } catch (e) {
        shot.error = (e instanceof Error ? e.message : String(e)).split('\n')[0]
        console.error(`${++done}/${shots.length} ${shot.file} FAILED: ${shot.error}`)
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(browser!)))
  writeContactSheet(OUT, shots)
  const failed = shots.filter((s) => s.error).length
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(`${shots.length - failed} of ${shots.length} shots in ${seconds} s: ${path.join(OUT, 'index.html')}`)
  return failed ? 1 : 0
}

let code = 1
try {
  code = await main()
} catch (e) {
  console.error(e)
} finally {
  await stop()
}
process.exit(code)
