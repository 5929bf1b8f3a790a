/**
 * AI-answer streaming benchmark (prints figures, never fails). Run after `npm run build:typesense`:
 * `npm run bench:chat`. In Chromium, against the Typesense fake, an 8 KB Markdown answer is streamed
 * in 400 chunks, paced 4 ms apart by the fake (the target's case: a fast model), then 25 ms apart (a
 * typical model, 10 s of streaming). From send to the complete answer, Chrome's metrics give
 * the rendering work on the main thread (script + style + layout: reading the stream, Markdown,
 * DOMPurify, React, layout) and all main-thread task time (the same plus the browser's own work for
 * 400 network reads and frames). Medians of 5 runs with min and max, and the chat code's gzipped size.
 * `PROFILE=1 RUNS=1` also prints the functions with the most self time.
 */
import path from 'node:path'
import { chromium } from '@playwright/test'
import { E2E_FAKE_PORT, E2E_SEARCH_KEY } from '../testkit/typesense-fake/port'
import { startSiteFake } from '../testkit/typesense-fake/site'
import { FEATURES, initialJs, lazyFeature, sum } from '../testkit/bytes'
import { emit, spread, stats, table } from './lib/report'
// @ts-expect-error plain ESM helpers without types
import { CHROMIUM_ARGS, findChromium } from '../testkit/chromium.mjs'
// @ts-expect-error plain ESM helpers without types
import { startStaticServer } from '../deploy/static-server.mjs'

const dist = path.resolve('.vitepress/dist-typesense')
const RUNS = Number(process.env.RUNS ?? 5)
const CHUNKS = 400
const TARGET_BYTES = 8 * 1024

/** A realistic answer: headings, lists, bold, inline code, fences, a table and links, about 8 KB. */
function answerOf(bytes: number): string {
  const parts = [
    '## 创建开发机\n\n在控制台打开 **AIStudio → 开发机 → 新建**，选择 GPU 型号与镜像。系统盘 `/root` 为 50 GB，共享存储挂载在 `/data/shared`。\n',
    '1. 选择区域 `cn-east-1`\n2. 选择 **A800** 或 **RTX 4090**\n3. 填写启动脚本，参见 [创建开发机](/ai-studio/dev-instance/create)\n',
    '```bash\natlctl instance create --gpu A800 --count 1 --image registry.example.com/public/pytorch:2.5.1-cuda12.4-py311\natlctl instance ssh ins-7f3a\n```\n',
    '| GPU | 显存 | 单价 |\n|---|---|---|\n| H800 | 80 GB | ¥15.80 |\n| A800 | 80 GB | ¥9.90 |\n',
    '> 注意：*停止*的开发机不计算 GPU 费用，但系统盘会在删除后清空。\n',
    '- 训练任务用 `atlctl job submit -f job.yaml` 提交\n- 日志用 `atlctl job logs <任务ID> -f` 查看\n',
  ]
  let out = ''
  for (let i = 0; Buffer.byteLength(out) < bytes; i++) out += parts[i % parts.length] + '\n'
  return out
}

const answer = answerOf(TARGET_BYTES)
const chunkSize = Math.ceil(Array.from(answer).length / CHUNKS)
const fake = await startSiteFake(dist, E2E_FAKE_PORT, E2E_SEARCH_KEY)
const server = await startStaticServer(dist, 0, { gzip: true })
const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS })

async function measure(chunkDelayMs: number, runs: number) {
  const busy: number[] = []
  const rendering: number[] = []
  const wall: number[] = []
  for (let run = 0; run < runs; run++) {
    fake.setScenario({ answer, chunkSize, chunkDelayMs })
    const page = await browser.newPage()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Performance.enable')
    await page.goto(`${base}/`, { waitUntil: 'networkidle' })
    await page.locator('.SearchControl .ai-button').click()
    const box = page.getByRole('dialog').getByRole('textbox', { name: '向 AI 提问' })
    await box.waitFor()
    await page.waitForTimeout(300)
    const metrics = async () => {
      const all = (await cdp.send('Performance.getMetrics')).metrics
      const ms = (name: string) => (all.find((m) => m.name === name)?.value ?? 0) * 1000
      return {
        task: ms('TaskDuration'),
        rendering: ms('ScriptDuration') + ms('RecalcStyleDuration') + ms('LayoutDuration'),
      }
    }
    await box.fill('如何创建开发机')
    const before = await metrics()
    if (process.env.PROFILE) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.start')
    }
    const t0 = Date.now()
    await box.press('Enter')
    await page.locator('.ChatBubble.ai[data-state="complete"]').waitFor({ timeout: 60_000 })
    wall.push(Date.now() - t0)
    const after = await metrics()
    if (process.env.PROFILE) {
      const { profile } = await cdp.send('Profiler.stop')
      const self = new Map<string, number>()
      const dt = profile.timeDeltas ?? []
      const byId = new Map(profile.nodes.map((n) => [n.id, n]))
      profile.samples?.forEach((id, i) => {
        const n = byId.get(id)!
        const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`
        self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000)
      })
      console.log(
        [...self]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 25)
          .map(([k, v]) => `${v.toFixed(1)} ms ${k}`)
          .join('\n'),
      )
      const byFile = new Map<string, number>()
      for (const [k, v] of self)
        byFile.set(k.split(' ').pop()!.split(':')[0]!, (byFile.get(k.split(' ').pop()!.split(':')[0]!) ?? 0) + v)
      console.log(
        [...byFile]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([k, v]) => `${v.toFixed(1)} ms in ${k || '(native)'}`)
          .join('\n'),
      )
    }
    busy.push(after.task - before.task)
    rendering.push(after.rendering - before.rendering)
    await page.close()
  }
  return { busy, rendering, wall }
}

const fast = await measure(4, RUNS)
const typical = await measure(25, Math.max(1, Math.ceil(RUNS / 2)))

const s = (xs: number[]) => `${spread(xs)} ms`
// Chat code as the budget test counts it: what the AI tab adds to a page that has the search island.
const page = initialJs(dist, 'index.html')
const island = lazyFeature(dist, FEATURES.keywordSearch, page).map((f) => f.file)
const chatBytes = sum(lazyFeature(dist, FEATURES.chat, [...page, ...island])).gzip
const label = `${(Buffer.byteLength(answer) / 1024).toFixed(1)} KB answer in ${Math.ceil(Array.from(answer).length / chunkSize)} chunks`
emit({
  title: 'AI answer streaming',
  markdown: table(
    [
      `figure (${RUNS} runs at 4 ms per chunk, ${Math.max(1, Math.ceil(RUNS / 2))} at 25 ms)`,
      '4 ms per chunk: median (min–max)',
      '25 ms per chunk',
    ],
    [
      [
        `rendering work on the main thread (script + style + layout), ${label}; target < 150 ms`,
        s(fast.rendering),
        s(typical.rendering),
      ],
      ['all main-thread task time, same stream', s(fast.busy), s(typical.busy)],
      ['wall time send → complete', s(fast.wall), s(typical.wall)],
      [
        'chat code gzipped (Markdown, DOMPurify, chat client); target < 60 KB',
        `${(chatBytes / 1024).toFixed(1)} KB`,
        '',
      ],
    ],
  ),
  data: {
    answerBytes: Buffer.byteLength(answer),
    fast: { renderingMs: stats(fast.rendering), taskMs: stats(fast.busy), wallMs: stats(fast.wall) },
    typical: { renderingMs: stats(typical.rendering), taskMs: stats(typical.busy), wallMs: stats(typical.wall) },
    chatCodeGzip: chatBytes,
  },
})
await browser.close()
server.close()
await fake.close()
