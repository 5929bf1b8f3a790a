/**
 * Writers' preview (prints figures, never fails): how long after a page is saved under `npm run dev`
 * its new words are found by the search the page runs. The dev server (VitePress's own, with the
 * site's config) runs on a copy of the project in a temporary folder, so no content is touched; each
 * round appends a new word to a page and searches for it, as the island does, until it is found.
 * `npm run bench:dev`.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createServer } from 'vitepress'
import { devIndexUrl } from '../src/contracts'
import { LocalEngine } from '../src/search-core'
import { emit, spread, stats, table } from './lib/report'

const ROUNDS = 5
const PAGE = 'ai-studio/dev-instance/create.md'
const root = path.resolve(__dirname, '..')
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-dev-bench-'))
for (const entry of ['.vitepress', 'docs', 'public', 'src', 'package.json', 'tsconfig.json', 'vite.config.ts']) {
  if (!fs.existsSync(path.join(root, entry))) continue
  fs.cpSync(path.join(root, entry), path.join(copy, entry), {
    recursive: true,
    // Build outputs and caches are not part of a writer's checkout.
    filter: (src) => !/\.vitepress[\\/](dist[^\\/]*|cache)([\\/]|$)/.test(path.relative(root, src)),
  })
}
fs.symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'))

const server = await createServer(copy, { host: '127.0.0.1', port: 0 })
await server.listen()
const port = (server.httpServer!.address() as { port: number }).port
const base = `http://127.0.0.1:${port}`
const engine = new LocalEngine(`${base}${devIndexUrl('zh')}`, async (url) => (await fetch(url)).json(), true)

const started = Date.now()
await engine.search('开发机')
const firstIndexMs = Date.now() - started

const file = path.join(copy, 'docs', PAGE)
const original = fs.readFileSync(file, 'utf8')
const times: number[] = []
for (let round = 0; round < ROUNDS; round++) {
  const word = `benchword${round}x${Math.random().toString(36).slice(2, 8)}`
  const saved = Date.now()
  fs.writeFileSync(file, `${original}\n\n新增段落：${word} 用于测量预览索引的更新时间。\n`)
  for (;;) {
    const hits = (await engine.search(word)).hits
    if (hits.some((h) => h.url.startsWith('/ai-studio/dev-instance/create'))) break
    if (Date.now() - saved > 30_000) throw new Error(`not found 30 s after the edit: ${word}`)
    await new Promise((r) => setTimeout(r, 20))
  }
  times.push(Date.now() - saved)
}
await server.close()
fs.rmSync(copy, { recursive: true, force: true })

emit({
  title: 'Writers’ preview (`npm run dev`)',
  markdown: table(
    ['figure', 'measured'],
    [
      ['first search: index of every page built on request', `${firstIndexMs} ms`],
      [
        `a page saved → its new word found by the page’s search (${ROUNDS} edits), median (min–max)`,
        `${spread(times, 0)} ms`,
      ],
    ],
  ),
  data: { firstIndexMs, editMs: stats(times) },
})
