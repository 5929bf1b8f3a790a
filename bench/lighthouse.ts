/**
 * Lighthouse, mobile preset (its default: emulated phone, simulated slow 4G and 4× CPU), for our
 * home, doc, post and three API-reference pages and the baseline's home, doc and post pages, driving the
 * system Chromium (prints figures, never fails). Medians of RUNS runs (default 5). Run after
 * `npm run build` and `npm run build:baseline`: `npm run bench:lighthouse`.
 *
 * The sites take turns run by run, so that the load of a shared machine falls on all of them alike.
 * `LH_BEFORE=<dir>` adds another build of our site (a copy of `.vitepress/dist` made before a change)
 * and a table of it beside ours: a before/after comparison from one time window.
 */
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
// @ts-expect-error plain ESM helpers without types
import { CHROMIUM_ARGS, findChromium } from '../testkit/chromium.mjs'
// @ts-expect-error plain ESM helpers without types
import { startStaticServer } from '../deploy/static-server.mjs'
import { emit, median, spread, table } from './lib/report'

const RUNS = Number(process.env.RUNS ?? 5)
const ALL_PAGES: Record<string, string> = {
  home: '/',
  doc: '/ai-studio/job/create.html',
  post: '/posts/how-to-select-gpu.html',
  'API reference': '/gen-studio/api/maas.html',
  'API ComfyUI': '/gen-studio/api/maas-comfyui.html',
  'API WebSocket': '/gen-studio/api/maas-comfyui-websocket.html',
}
// LH_PAGES=home,doc limits the run to some page types (for quick comparisons).
const PAGES = Object.fromEntries(
  Object.entries(ALL_PAGES).filter(([k]) => !process.env.LH_PAGES || process.env.LH_PAGES.split(',').includes(k)),
)
const SITES: Record<string, string> = {
  ours: path.resolve('.vitepress/dist'),
  ...(process.env.LH_BEFORE ? { before: path.resolve(process.env.LH_BEFORE) } : {}),
  baseline: path.resolve('.vitepress/dist-baseline'),
}

interface Run {
  performance: number
  accessibility: number
  lcp: number
  tbt: number
  cls: number
}

const chrome = await chromeLauncher.launch({
  chromePath: findChromium() ?? undefined,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
})
const results: Record<string, Record<string, Run[]>> = Object.fromEntries(Object.keys(SITES).map((site) => [site, {}]))
const servers = await Promise.all(Object.values(SITES).map((dist) => startStaticServer(dist, 0, { gzip: true })))
const bases = Object.fromEntries(
  Object.keys(SITES).map((site, i) => [site, `http://127.0.0.1:${(servers[i]!.address() as { port: number }).port}`]),
)
for (const [type, url] of Object.entries(PAGES)) {
  for (let i = 0; i < RUNS; i++) {
    for (const site of Object.keys(SITES)) {
      if (site === 'baseline' && type.startsWith('API')) continue
      const r = await lighthouse(bases[site] + url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      })
      const lhr = r!.lhr
      const runs = (results[site]![type] ??= [])
      runs.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
      })
      if (i === 0) {
        const failed = Object.values(lhr.audits).filter(
          (a) => a.score === 0 && lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === a.id),
        )
        if (failed.length)
          console.error(`${site} ${type}: accessibility audits failing: ${failed.map((a) => a.id).join(', ')}`)
      }
    }
  }
}
for (const server of servers) server.close()
await chrome.kill()

const pick = (runs: Run[] | undefined, k: keyof Run, digits = 0) =>
  runs
    ? spread(
        runs.map((r) => r[k]),
        digits,
      )
    : 'n/a'
const rows = Object.keys(PAGES).map((type) => {
  const o = results.ours![type]
  const b = results.baseline![type]
  return [
    type,
    pick(o, 'performance'),
    pick(b, 'performance'),
    pick(o, 'tbt'),
    pick(b, 'tbt'),
    pick(o, 'lcp'),
    pick(b, 'lcp'),
    pick(o, 'cls', 3),
    pick(b, 'cls', 3),
    pick(o, 'accessibility'),
    pick(b, 'accessibility'),
  ]
})
const data = Object.fromEntries(
  Object.entries(results).map(([site, pages]) => [
    site,
    Object.fromEntries(
      Object.entries(pages).map(([type, runs]) => [
        type,
        Object.fromEntries(
          (['performance', 'accessibility', 'lcp', 'tbt', 'cls'] as const).map((k) => [
            k,
            median(runs.map((r) => r[k])),
          ]),
        ),
      ]),
    ),
  ]),
)
const beforeRows = Object.keys(PAGES).map((type) => {
  const o = results.ours![type]
  const b = results.before?.[type]
  return [
    type,
    pick(b, 'performance'),
    pick(o, 'performance'),
    pick(b, 'tbt'),
    pick(o, 'tbt'),
    pick(b, 'lcp'),
    pick(o, 'lcp'),
    pick(b, 'cls', 3),
    pick(o, 'cls', 3),
    pick(b, 'accessibility'),
    pick(o, 'accessibility'),
  ]
})
emit({
  title: `Lighthouse, mobile preset (median of ${RUNS}, min–max)`,
  markdown: [
    table(
      [
        'page',
        'perf ours',
        'perf baseline',
        'TBT ours ms',
        'TBT baseline',
        'LCP ours ms',
        'LCP baseline',
        'CLS ours',
        'CLS baseline',
        'a11y ours',
        'a11y baseline',
      ],
      rows,
    ),
    ...(results.before
      ? [
          `Before (\`LH_BEFORE=${process.env.LH_BEFORE}\`) and ours, run for run in turn:`,
          table(
            [
              'page',
              'perf before',
              'perf ours',
              'TBT before ms',
              'TBT ours',
              'LCP before ms',
              'LCP ours',
              'CLS before',
              'CLS ours',
              'a11y before',
              'a11y ours',
            ],
            beforeRows,
          ),
        ]
      : []),
  ].join('\n\n'),
  data,
})
