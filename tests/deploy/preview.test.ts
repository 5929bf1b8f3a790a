import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { markdownCopyOf } from '../../src/contracts/page-url'
// @ts-expect-error plain ESM helper without types
import { markdownCopies } from '../../deploy/static-server.mjs'

// `npm run preview` as package.json runs it (on a free port), against the built site (`npm run build`):
// the charset of Markdown copies and llms.txt, and Markdown for a client that asks for it.
const root = path.resolve(__dirname, '../..')
const dist = path.join(root, '.vitepress/dist')
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }

let preview: ChildProcess | null = null
let base = ''

beforeAll(async () => {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('no .vitepress/dist: run `npm run build` first')
  const [command, ...args] = pkg.scripts.preview?.split(' ') ?? []
  expect(command).toBe('node')
  // The last argument is the port: 0, and the server says which one it got.
  const proc = spawn(command as string, [...args.slice(0, -1), '0'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
  preview = proc
  base = await new Promise<string>((resolve, reject) => {
    let out = ''
    proc.stdout?.on('data', (d: Buffer) => {
      out += d
      const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out)
      if (m) resolve(m[0])
    })
    proc.stderr?.on('data', (d: Buffer) => (out += d))
    proc.once('exit', (code) => reject(new Error(`npm run preview exited (${code}): ${out}`)))
  })
})

afterAll(async () => {
  const proc = preview
  if (proc && proc.exitCode === null) {
    const gone = new Promise((r) => proc.once('exit', r))
    proc.kill('SIGTERM')
    await gone
  }
})

const get = (p: string, headers: Record<string, string> = {}) => fetch(base + p, { headers })
const file = (rel: string) => fs.readFileSync(path.join(dist, rel), 'utf8')

describe('npm run preview', () => {
  it('serves Markdown copies and llms.txt as UTF-8 text', async () => {
    const md = await get('/index.md')
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(await md.text()).toBe(file('index.md'))
    for (const p of ['/llms.txt', '/en/llms.txt']) {
      const res = await get(p)
      expect(res.headers.get('content-type'), p).toBe('text/plain; charset=utf-8')
      expect(await res.text(), p).toBe(file(p.slice(1)))
    }
  })

  it('answers Accept: text/markdown on a page URL with its Markdown copy, varying by Accept', async () => {
    const asMarkdown = { accept: 'text/markdown, text/html;q=0.9' }
    for (const [url, md] of [
      ['/', 'index.md'],
      ['/en/', 'en/index.md'],
      ['/ai-studio/', 'ai-studio/index.md'],
      ['/ai-studio', 'ai-studio/index.md'],
    ]) {
      const res = await get(url as string, asMarkdown)
      expect(res.headers.get('content-type'), url).toBe('text/markdown; charset=utf-8')
      expect(res.headers.get('vary'), url).toBe('Accept')
      expect(await res.text(), url).toBe(file(md as string))
    }
    const page = fs
      .readdirSync(path.join(dist, 'ai-studio'))
      .find(
        (f) =>
          f.endsWith('.html') &&
          f !== 'index.html' &&
          fs.existsSync(path.join(dist, 'ai-studio', f.replace(/\.html$/, '.md'))),
      )
    const url = `/ai-studio/${page}`
    const res = await get(url, asMarkdown)
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(await res.text()).toBe(file(markdownCopyOf(url).slice(1)))
    // A browser gets the page, told it varies too.
    const html = await get(url, { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' })
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(html.headers.get('vary')).toBe('Accept')
    expect((await get('/no-such-page.html', asMarkdown)).status).toBe(404)
  })

  it('names the copies as the exporter does (markdownCopyOf)', () => {
    for (const url of ['/', '/a/', '/a/b.html', '/a/b', '/en/a/index.html'])
      expect((markdownCopies(url) as string[])[0], url).toBe(markdownCopyOf(url))
    expect(markdownCopies('/logo.svg')).toEqual([])
  })
})
