/**
 * Search-island benchmark (prints figures, never fails), in Chromium against the built site served
 * gzip-compressed, and against the same site with the synthetic 10 000-page index (`.vitepress/dist-10k`,
 * written by `npm run bench:search`) when it exists. Reports the gzipped bytes keyword search needs on
 * first open (code, and index files for the first session: open + 3 queries), the cold first open (click → first results, after the
 * debounce), click → input focused, and last keystroke → results on a warm page (median, p95).
 * Then the phone-network figures: a doc page at 412 px under Chromium's network emulation (Slow 4G,
 * 3G), served compressed, ours beside VitePress's local search on the same pages
 * (`.vitepress/dist-baseline`, from `npm run build:baseline`): click right after load → input ready,
 * the same after 2 s / 6 s of idle, last keystroke → first results (the debounce included) and click →
 * first results, and the bytes a search reads; and Ask AI clicked on the same page (ours only): click →
 * a dialog on the screen, click → its question box focused. `PHONE_ONLY=1` runs only those; `PHONE=0`
 * skips them.
 * Run after `npm run build`: `npm run bench:island`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from '@playwright/test'
import { INDEX_ASSETS_DIR } from '../src/contracts'
// @ts-expect-error plain ESM helpers without types
import { CHROMIUM_ARGS, findChromium } from '../testkit/chromium.mjs'
// @ts-expect-error plain ESM helpers without types
import { startStaticServer } from '../deploy/static-server.mjs'
import { emit, spread, stats, table } from './lib/report'
import {
  aiPhoneTable,
  measureAiPhone,
  measurePhone,
  OUR_UI,
  PHONE_QUERIES,
  phoneTable,
  VITEPRESS_UI,
  type AiRun,
  type PhoneFigures,
} from './lib/phone-network'

const SITES = [
  { label: 'ours', dist: path.resolve('.vitepress/dist') },
  { label: '10 000 pages', dist: path.resolve('.vitepress/dist-10k') },
].filter((s) => fs.existsSync(s.dist))
const SESSION = ['开发机', '开发机 系统盘', '开发机系统盘扩容']
// Terms, identifiers, and questions as readers type them (a p95 over 40 is the second-slowest).
const KEYSTROKE_QUERIES = [
  '检查点',
  'kubeconfig',
  '推理服务',
  'atlctl',
  '共享存储',
  '显存',
  '限流',
  'API 密钥',
  '容错训练',
  '镜像仓库',
  '价格',
  'vllm',
  '断点续训',
  'NCCL',
  '余额',
  '发票',
  '训练任务失败',
  'SSH 密钥',
  '数据集',
  'LoRA',
  '开发机关机后数据还在吗',
  '模型接口返回 429 怎么办',
  '怎么把本地文件传到开发机',
  '训练时显存爆了',
  '子账号看不到菜单',
  'CUDA_VISIBLE_DEVICES',
  '--tensor-parallel-size',
  'model_not_found',
  'deepseek-v3 价格',
  'qwen2.5-7b 部署',
  'how to create api key',
  'rate limit',
  'docker in docker',
  'gpu 利用率低',
  '多机训练卡住',
  '镜',
  '训',
  'A100 多少钱一小时',
  '工作流发布为 API',
  '自动伸缩',
]
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!

async function typeAndWait(page: import('@playwright/test').Page, query: string): Promise<number> {
  return page.evaluate(async (q) => {
    const start = performance.now()
    let input: HTMLInputElement | null
    while (!(input = document.querySelector<HTMLInputElement>('[role="dialog"] input'))) {
      if (performance.now() - start > 5000) return Number.NaN
      await new Promise(requestAnimationFrame)
    }
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    const before = document.querySelector('.SearchHit')?.textContent
    setter.call(input, q)
    input.dispatchEvent(new Event('input', { bubbles: true }))
    let sawSpinner = false
    for (;;) {
      await new Promise(requestAnimationFrame)
      const spinner = !!document.querySelector('[role="dialog"] .SearchSpinner')
      sawSpinner ||= spinner
      const first = document.querySelector('.SearchHit')
      // Results of this query: the search ran (spinner seen, or the list changed) and has finished.
      if (first && !spinner && (sawSpinner || first.textContent !== before)) return performance.now() - start
      if (performance.now() - start > 5000) return Number.NaN
    }
  }, query)
}

async function measure(browser: Browser, dist: string) {
  const server = await startStaticServer(dist, 0, { gzip: true })
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  const size = (u: string) => {
    const file = path.join(dist, decodeURIComponent(new URL(u).pathname))
    return fs.existsSync(file) ? gzipSync(fs.readFileSync(file)).length : 0
  }
  // Cold: a fresh page, click 搜索, type the session's queries one after the other.
  const page = await browser.newPage()
  await page.goto(`${base}/ai-studio/`, { waitUntil: 'networkidle' })
  const fetched: string[] = []
  page.on('response', (r) => fetched.push(r.url()))
  // Timed inside the page, frame by frame (Playwright's own waits poll at up to 500 ms intervals):
  // click → input shown, then input → results, less the debounce.
  const shownMs = await page.evaluate(async () => {
    const start = performance.now()
    ;(document.querySelector('.SearchControl .search-button') as HTMLButtonElement).click()
    for (;;) {
      if (document.querySelector('[role="dialog"] input')) return performance.now() - start
      if (performance.now() - start > 10_000) return Number.NaN
      await new Promise(requestAnimationFrame)
    }
  })
  const typedMs = await typeAndWait(page, SESSION[0]!)
  const firstOpenMs = shownMs + typedMs - 300 // after the debounce
  for (const q of SESSION.slice(1)) await typeAndWait(page, q)
  const local = fetched.filter((u) => u.startsWith(base))
  const index = local.filter((u) => u.includes(`/${INDEX_ASSETS_DIR}/`))
  const code = local.filter((u) => /\.(js|css)$/.test(new URL(u).pathname))
  const indexGzip = index.reduce((n, u) => n + size(u), 0)
  const codeGzip = code.reduce((n, u) => n + size(u), 0)
  await page.close()

  // Warm page: island loaded once; click → focus, and keystroke → results.
  const openTimes: number[] = []
  const resultTimes: number[] = []
  const p = await browser.newPage()
  await p.goto(`${base}/ai-studio/`, { waitUntil: 'networkidle' })
  await p.click('.SearchControl .search-button')
  await p.locator('[role="dialog"] input').fill('开发机')
  await p.locator('.SearchHit').first().waitFor()
  await p.keyboard.press('Escape')
  for (const q of KEYSTROKE_QUERIES) {
    await p.waitForTimeout(150) // the open/close throttle
    openTimes.push(
      await p.evaluate(async () => {
        const start = performance.now()
        ;(document.querySelector('.SearchControl .search-button') as HTMLButtonElement).click()
        for (;;) {
          const el = document.querySelector('[role="dialog"] input')
          if (el && document.activeElement === el) return performance.now() - start
          await new Promise(requestAnimationFrame)
        }
      }),
    )
    const r = await typeAndWait(p, q)
    if (Number.isFinite(r)) resultTimes.push(r - 300) // the 300 ms debounce is by design; report what follows it
    await p.keyboard.press('Escape')
  }
  await p.close()
  server.close()
  return {
    firstOpenMs,
    indexGzip,
    indexFiles: index.length,
    codeGzip,
    openMs: stats(openTimes),
    keystroke: { ...stats(resultTimes), p95: pct(resultTimes, 0.95) },
    openTimes,
    resultTimes,
  }
}

const PHONE_ONLY = process.env.PHONE_ONLY === '1'
const PHONE_SITES = [
  { label: 'ours', dist: path.resolve('.vitepress/dist'), ui: OUR_UI },
  // Our index is many small files: over HTTP/1.1 six at a time, over HTTP/2 (a CDN) all at once.
  { label: 'ours, HTTP/2', dist: path.resolve('.vitepress/dist'), ui: OUR_UI, http2: true },
  { label: 'VitePress local search', dist: path.resolve('.vitepress/dist-baseline'), ui: VITEPRESS_UI },
].filter((s) => fs.existsSync(s.dist))
/** The doc page the phone figures load (it exists in both builds). */
const PHONE_PAGE = '/ai-studio/'

const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS })
const results: Record<string, Awaited<ReturnType<typeof measure>>> = {}
if (!PHONE_ONLY) for (const s of SITES) results[s.label] = await measure(browser, s.dist)
const phone: PhoneFigures | null =
  process.env.PHONE === '0' ? null : await measurePhone(browser, PHONE_SITES, PHONE_PAGE)
const ai: Record<string, AiRun[]> | null =
  process.env.PHONE === '0' ? null : await measureAiPhone(browser, path.resolve('.vitepress/dist'), PHONE_PAGE)
await browser.close()

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const phoneMarkdown = phone
  ? `\n\nOn a phone network (${PHONE_PAGE} at 412 px, Chromium's network emulation, a fresh cache per run, HTTP/1.1 unless named; min–max over the queries ${PHONE_QUERIES.join(', ')}):\n\n${phoneTable(phone)}`
  : ''
const aiMarkdown = ai
  ? `\n\nAsk AI on the same page and networks, ours only (VitePress has no assistant), one run per idle time:\n\n${aiPhoneTable(ai)}`
  : ''
emit({
  title: 'Search island',
  markdown:
    (PHONE_ONLY
      ? ''
      : table(
          ['figure (Chromium, served gzip-compressed)', ...SITES.map((s) => s.label)],
          [
            [
              'code fetched on first open (React, veaury, island, engine), gzip',
              ...SITES.map((s) => kb(results[s.label]!.codeGzip)),
            ],
            [
              `index read by the first session (${SESSION.join(' → ')}), gzip`,
              ...SITES.map((s) => `${kb(results[s.label]!.indexGzip)} in ${results[s.label]!.indexFiles} files`),
            ],
            [
              'cold first open: click 搜索 → first results, after the debounce',
              ...SITES.map((s) => `${results[s.label]!.firstOpenMs.toFixed(0)} ms`),
            ],
            [
              'click 搜索 → input focused (warm), median (min–max)',
              ...SITES.map((s) => `${spread(results[s.label]!.openTimes, 1)} ms`),
            ],
            [
              `last keystroke → results rendered (warm, ${KEYSTROKE_QUERIES.length} queries), median / p95`,
              ...SITES.map(
                (s) =>
                  `${results[s.label]!.keystroke.median.toFixed(1)} / ${results[s.label]!.keystroke.p95.toFixed(1)} ms`,
              ),
            ],
          ],
        )) +
    phoneMarkdown +
    aiMarkdown,
  data: {
    ...Object.fromEntries(
      Object.keys(results).map((k) => [k, { ...results[k], openTimes: undefined, resultTimes: undefined }]),
    ),
    phone,
    ai,
  },
})
