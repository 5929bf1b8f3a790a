/**
 * Search on a phone network: a doc page at 412 px under Chromium's network emulation (CDP
 * `Network.emulateNetworkConditions`), served gzip-compressed, each run in a fresh browser context (an
 * empty cache). Timed inside the page, frame by frame: the search control clicked (right after the load
 * event, or after some idle time), its input ready (shown and focused: ours is the theme's stand-in
 * while the island loads), a query given to it in one input event (as an input method commits a Chinese
 * word), its first results shown; and, for ours, when the island's own input took over. And Ask AI
 * (ours only): clicked, a dialog on the screen (the stand-in first), its question box focused.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from '@playwright/test'
// @ts-expect-error plain ESM helpers without types
import { startStaticServer } from '../../deploy/static-server.mjs'
import { table } from './report'

interface NetworkProfile {
  label: string
  latencyMs: number
  downKbps: number
  upKbps: number
}

/** Lighthouse's and DevTools' phone presets, as the issue measured them. */
const PROFILES: NetworkProfile[] = [
  { label: 'Slow 4G', latencyMs: 150, downKbps: 1600, upKbps: 750 },
  { label: '3G', latencyMs: 300, downKbps: 700, upKbps: 700 },
]

/**
 * How a site's search is driven: its button, input, a result, and (ours) the busy indicator and the
 * sign that the rest of the first page is still on its way (the first screen is shown before it).
 */
export interface SearchUi {
  button: string
  input: string
  hit: string
  spinner?: string
  more?: string
  /** The input of the search's own code, when `input` can be a stand-in drawn before it loads. */
  own?: string
}

export const OUR_UI: SearchUi = {
  button: '.SearchControl .search-button',
  input: '[role="dialog"] input',
  hit: '.SearchHit',
  spinner: '[role="dialog"] .SearchSpinner',
  more: '[role="dialog"] .LoadMore:disabled',
  own: '[role="dialog"] .SearchBox-input',
}
/** VitePress 1.6's default theme with `search: { provider: 'local' }`. */
export const VITEPRESS_UI: SearchUi = {
  button: '.VPNavBarSearch .DocSearch-Button',
  input: '.VPLocalSearchBox .search-input',
  hit: '.VPLocalSearchBox .results > li',
}

/**
 * A throwaway self-signed certificate (openssl), for serving over HTTP/2 as a CDN does: browsers speak
 * HTTP/2 only over TLS, and over HTTP/1.1 they open at most six connections to a host.
 */
function selfSignedCert(): { key: Buffer; cert: Buffer } | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tls-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        '/CN=127.0.0.1',
        '-days',
        '1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    )
    return { key: fs.readFileSync(key), cert: fs.readFileSync(cert) }
  } catch {
    // No openssl on this machine: the HTTP/2 column is left out, the others still run.
    console.log('bench:island: openssl not found, so the HTTP/2 column is left out (apt-get install openssl)')
    return null
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

interface PhoneRun {
  idleMs: number
  query: string
  /** Click → the input shown and focused. */
  inputMs: number
  /** Click → the search's own input focused (ours: the island's, which replaces the stand-in). */
  ownMs: number
  /** The query's input event → its first results. */
  keyMs: number
  /** The query's input event → its whole first page of results. */
  pageMs: number
  /** Click → first results. */
  resultsMs: number
  /** Bytes on the wire (encoded) from the click to the results. */
  searchBytes: number
  /** Bytes on the wire from the load event to the click (idle prefetches). */
  idleBytes: number
}

export type PhoneFigures = Record<string, Record<string, PhoneRun[]>>

interface InPageResult {
  inputMs: number
  ownMs: number
  keyMs: number
  pageMs: number
  resultsMs: number
}

/** Runs in the page: click, wait for the input, give it the query, wait for the first results. */
function clickAndSearch({ ui, query }: { ui: SearchUi; query: string }): Promise<InPageResult> {
  const frame = () => new Promise((r) => requestAnimationFrame(r))
  const LIMIT_MS = 30_000
  return (async () => {
    const start = performance.now()
    const nan = { inputMs: Number.NaN, ownMs: Number.NaN, keyMs: Number.NaN, pageMs: Number.NaN, resultsMs: Number.NaN }
    let ownMs = Number.NaN
    const seeOwn = () => {
      if (ui.own && Number.isNaN(ownMs) && document.activeElement?.matches(ui.own)) ownMs = performance.now() - start
    }
    ;(document.querySelector(ui.button) as HTMLElement).click()
    let input: HTMLInputElement | null = null
    for (;;) {
      seeOwn()
      input = document.querySelector<HTMLInputElement>(ui.input)
      if (input && document.activeElement === input) break
      if (performance.now() - start > LIMIT_MS) return nan
      await frame()
    }
    const inputMs = performance.now() - start
    const typed = performance.now()
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
    setter?.call(input, query)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    for (;;) {
      await frame()
      seeOwn()
      const busy = ui.spinner ? !!document.querySelector(ui.spinner) : false
      if (document.querySelector(ui.hit) && !busy) break
      if (performance.now() - typed > LIMIT_MS) return { ...nan, inputMs, ownMs }
    }
    const end = performance.now()
    while (ui.more && document.querySelector(ui.more)) {
      if (performance.now() - typed > LIMIT_MS) break
      await frame()
    }
    // A search without a stand-in: its input is its own.
    if (!ui.own) ownMs = inputMs
    return { inputMs, ownMs, keyMs: end - typed, pageMs: performance.now() - typed, resultsMs: end - start }
  })()
}

/** A fresh phone context under `profile`: the page loaded, `idleMs` waited, then `act` on it. */
async function onPhonePage<T>(
  browser: Browser,
  url: string,
  profile: NetworkProfile,
  idleMs: number,
  act: (page: Page) => Promise<T>,
): Promise<T & { searchBytes: number; idleBytes: number }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
    ignoreHTTPSErrors: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downKbps * 1000) / 8,
    uploadThroughput: (profile.upKbps * 1000) / 8,
  })
  let bytes = 0
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => (bytes += e.encodedDataLength))
  await page.goto(url, { waitUntil: 'load' })
  const atLoad = bytes
  // The scenario is the reader's pause itself: wall-clock idle on the page.
  if (idleMs) await page.waitForTimeout(idleMs)
  const atClick = bytes
  const r = await act(page)
  // Responses still arriving when the results show are the search's too.
  await page.waitForTimeout(100)
  const run = { ...r, searchBytes: bytes - atClick, idleBytes: atClick - atLoad }
  await context.close()
  return run
}

const runOnce = async (
  browser: Browser,
  url: string,
  ui: SearchUi,
  profile: NetworkProfile,
  idleMs: number,
  query: string,
): Promise<PhoneRun> =>
  onPhonePage(browser, url, profile, idleMs, async (page) => ({
    idleMs,
    query,
    ...(await page.evaluate(clickAndSearch, { ui, query })),
  }))

/** How ours asks the assistant: the button, the dialog (the stand-in first) and its question box. */
const OUR_AI_UI = {
  button: '.SearchControl .ai-button',
  dialog: '[role="dialog"]',
  ask: '[role="dialog"] textarea',
}

export interface AiRun {
  idleMs: number
  /** Click → a dialog on the screen (ours: the stand-in while the island loads). */
  dialogMs: number
  /** Click → the question box focused: the assistant's code is in. */
  askMs: number
  searchBytes: number
  idleBytes: number
}

/** Runs in the page: click Ask AI, note when a dialog shows and when its question box has the focus. */
function clickAsk(ui: typeof OUR_AI_UI): Promise<{ dialogMs: number; askMs: number }> {
  const frame = () => new Promise((r) => requestAnimationFrame(r))
  return (async () => {
    const start = performance.now()
    let dialogMs = Number.NaN
    ;(document.querySelector(ui.button) as HTMLElement).click()
    for (;;) {
      if (Number.isNaN(dialogMs) && document.querySelector(ui.dialog)) dialogMs = performance.now() - start
      if (document.activeElement?.matches(ui.ask)) return { dialogMs, askMs: performance.now() - start }
      if (performance.now() - start > 30_000) return { dialogMs, askMs: Number.NaN }
      await frame()
    }
  })()
}

/** Ask AI on a phone network, ours only (VitePress has no assistant): each profile × idle, one run each. */
export async function measureAiPhone(browser: Browser, dist: string, page: string): Promise<Record<string, AiRun[]>> {
  const server = await startStaticServer(dist, 0, { gzip: true })
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  const out: Record<string, AiRun[]> = {}
  for (const profile of PROFILES)
    for (const idle of IDLE_MS)
      (out[profile.label] ??= []).push(
        await onPhonePage(browser, base + page, profile, idle, async (p) => ({
          idleMs: idle,
          ...(await p.evaluate(clickAsk, OUR_AI_UI)),
        })),
      )
  server.close()
  return out
}

/** Ask AI's figures: per profile, click → dialog shown and click → question box focused, by idle time. */
export function aiPhoneTable(ai: Record<string, AiRun[]>): string {
  const cell = (runs: AiRun[], key: 'dialogMs' | 'askMs') =>
    IDLE_MS.map((idle) =>
      range(
        runs.filter((r) => r.idleMs === idle).map((r) => r[key]),
        sec,
      ),
    ).join(' / ')
  return table(
    [`Ask AI clicked after ${IDLE_MS.map((ms) => `${ms / 1000} s`).join(' / ')} of idle`, ...Object.keys(ai)],
    [
      [
        '→ a dialog on the screen (ours: the stand-in first)',
        ...Object.values(ai).map((runs) => cell(runs, 'dialogMs')),
      ],
      ['→ the question box focused (the assistant’s code in)', ...Object.values(ai).map((runs) => cell(runs, 'askMs'))],
      ['read from the click, KB', ...Object.values(ai).map((runs) => runs.map((r) => kb(r.searchBytes)).join(' / '))],
    ],
  )
}

export const PHONE_QUERIES = ['开发机', '推理服务', 'API 密钥']
const IDLE_MS = [0, 2000, 6000]

/**
 * Every profile × site × idle × query, one fresh context each. `sites` maps a column label to the
 * site's root and how its search is driven; `page` is the path of the doc page measured.
 */
export async function measurePhone(
  browser: Browser,
  sites: { label: string; dist: string; ui: SearchUi; http2?: boolean }[],
  page: string,
): Promise<PhoneFigures> {
  const out: PhoneFigures = {}
  const tls = sites.some((s) => s.http2) ? selfSignedCert() : null
  for (const site of sites) {
    if (site.http2 && !tls) continue
    const server = await startStaticServer(site.dist, 0, { gzip: true, tls: site.http2 ? tls : null })
    const base = `${site.http2 ? 'https' : 'http'}://127.0.0.1:${(server.address() as { port: number }).port}`
    for (const profile of PROFILES) {
      const runs: PhoneRun[] = []
      for (const idle of IDLE_MS)
        for (const q of PHONE_QUERIES) runs.push(await runOnce(browser, base + page, site.ui, profile, idle, q))
      ;(out[profile.label] ??= {})[site.label] = runs
    }
    server.close()
  }
  return out
}

const sec = (ms: number) => (ms / 1000).toFixed(2)
const kb = (b: number) => (b / 1024).toFixed(0)
const range = (xs: number[], fmt: (n: number) => string, unit = fmt === sec ? ' s' : '') => {
  const ok = xs.filter(Number.isFinite)
  if (!ok.length) return 'n/a'
  const lo = Math.min(...ok)
  const hi = Math.max(...ok)
  const miss = ok.length < xs.length ? ` (${xs.length - ok.length} timed out)` : ''
  return (fmt(lo) === fmt(hi) ? fmt(lo) : `${fmt(lo)}–${fmt(hi)}`) + unit + miss
}

/** The issue's table: figures down, profile × site across, each a min–max over the three queries. */
export function phoneTable(figures: PhoneFigures): string {
  const cols = Object.entries(figures).flatMap(([profile, sites]) =>
    Object.entries(sites).map(([site, runs]) => ({ head: `${profile}: ${site}`, runs })),
  )
  const at = (runs: PhoneRun[], idle: number) => runs.filter((r) => r.idleMs === idle)
  const rows: string[][] = [
    [
      'click right after load → input ready',
      ...cols.map((c) =>
        range(
          at(c.runs, 0).map((r) => r.inputMs),
          sec,
        ),
      ),
    ],
    [
      'the same after 2 s / 6 s of idle',
      ...cols.map(
        (c) =>
          `${range(
            at(c.runs, 2000).map((r) => r.inputMs),
            sec,
          )} / ${range(
            at(c.runs, 6000).map((r) => r.inputMs),
            sec,
          )}`,
      ),
    ],
    [
      "click right after load → the search's own input focused (ours: the island's, replacing the stand-in)",
      ...cols.map((c) =>
        range(
          at(c.runs, 0).map((r) => r.ownMs),
          sec,
        ),
      ),
    ],
    [
      'last keystroke → first results (debounce included), after 6 s idle (KB read from the click)',
      ...cols.map(
        (c) =>
          `${range(
            at(c.runs, 6000).map((r) => r.keyMs),
            sec,
          )} (${range(
            at(c.runs, 6000).map((r) => r.searchBytes),
            kb,
          )} KB)`,
      ),
    ],
    [
      'last keystroke → the whole first page of results, after 6 s idle',
      ...cols.map((c) =>
        range(
          at(c.runs, 6000).map((r) => r.pageMs),
          sec,
        ),
      ),
    ],
    [
      'last keystroke → first results, right after load',
      ...cols.map((c) =>
        range(
          at(c.runs, 0).map((r) => r.keyMs),
          sec,
        ),
      ),
    ],
    [
      'click right after load → first results',
      ...cols.map((c) =>
        range(
          at(c.runs, 0).map((r) => r.resultsMs),
          sec,
        ),
      ),
    ],
    [
      'read while idle (load → click after 6 s), KB',
      ...cols.map((c) =>
        range(
          at(c.runs, 6000).map((r) => r.idleBytes),
          kb,
        ),
      ),
    ],
  ]
  return table(['figure (412 px, served gzip-compressed)', ...cols.map((c) => c.head)], rows)
}

/** The phone-network targets (search ready on Slow 4G and 3G): the slowest of the runs against each, over HTTP/1.1 (and HTTP/2). */
const PHONE_TARGETS = [
  {
    figure: 'Slow 4G: click → input ready, after 2 s idle',
    profile: 'Slow 4G',
    idleMs: 2000,
    key: 'inputMs',
    maxMs: 150,
  },
  {
    figure: 'Slow 4G: last keystroke → first results (debounce included)',
    profile: 'Slow 4G',
    idleMs: 6000,
    key: 'keyMs',
    maxMs: 600,
  },
  {
    figure: '3G: last keystroke → first results (debounce included)',
    profile: '3G',
    idleMs: 6000,
    key: 'keyMs',
    maxMs: 1100,
  },
] as const

/** Rows for the benchmark report's targets table: figure, target, measured, ✓ / ✗ (– when not measured). */
export function phoneTargetRows(phone: PhoneFigures | null | undefined): string[][] {
  return PHONE_TARGETS.map((t) => {
    const worst = (site: string) => {
      const runs = phone?.[t.profile]?.[site]?.filter((r) => r.idleMs === t.idleMs) ?? []
      return runs.length ? Math.max(...runs.map((r) => r[t.key])) : undefined
    }
    const h1 = worst('ours')
    const h2 = worst('ours, HTTP/2')
    const ms = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? 'n/a' : `${n.toFixed(0)} ms`)
    return [
      `${t.figure}, slowest of the queries`,
      `≤ ${t.maxMs} ms`,
      `${ms(h1)} (HTTP/2: ${ms(h2)})`,
      h1 === undefined ? '–' : h1 <= t.maxMs ? '✓' : '✗',
    ]
  })
}
