/**
 * A small docs site for the MCP server's tests: a build folder with one page, its Markdown copy,
 * llms.txt and a real embedded index, and a host for it on 127.0.0.1 that can also answer chosen
 * paths with a redirect. A canary server counts every request that reaches it.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { buildLocalIndex, type DocRecord } from '../src/search-core'

export const PUBLISHED_ORIGIN = 'https://docs.example.com'

const record = (page: string, title: string, content: string): DocRecord => ({
  id: page,
  'hierarchy.lvl0': '开发机',
  'hierarchy.lvl1': title,
  content,
  url: `/${page}.html`,
  url_without_anchor: `/${page}.html`,
  type: 'lvl1',
  language: 'zh',
  tags: [],
  item_priority: 0,
})

/** Writes the index of one build (`folder`: its hashed folder name) and the home page naming it. */
export function writeIndex(dir: string, folder: string): void {
  const index = buildLocalIndex({
    locale: 'zh',
    records: [
      record('create', '创建开发机', '在控制台创建开发机，选择 GPU 型号。'),
      record('quota', '申请配额', '额度不够时提交工单申请。'),
    ],
    // Small postings files, as a real site's many: a query reads only its terms' files.
    chunkChars: 80,
  })
  for (const [name, text] of index.files) write(dir, `assets/search/zh/${folder}/${name}`, text)
  write(dir, 'index.html', `<meta name="docs-search-index" content="/assets/search/zh/${folder}/meta.json">`)
}

function write(dir: string, rel: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
  fs.writeFileSync(path.join(dir, rel), text)
}

/** A fresh build folder in the system's temporary folder (the caller removes it); its index in `a1`. */
export function writeDocsFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-site-'))
  writeIndex(dir, 'a1')
  write(dir, 'create.html', '<h1 id="创建开发机">创建开发机</h1>')
  write(dir, 'create.md', '# 创建开发机\n\n在控制台创建。\n')
  write(dir, 'llms.txt', `# 站点\n\n## 开发机\n\n- [创建开发机](${PUBLISHED_ORIGIN}/create.md): 创建\n`)
  return dir
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
}

export interface Served {
  origin: string
  server: http.Server
  close(): Promise<void>
}

async function listen(server: http.Server): Promise<Served> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Serves a build folder as a static host does; `redirects` maps a path to the Location it answers with. */
export function serveFolder(dir: string, redirects: Record<string, string> = {}): Promise<Served> {
  return listen(
    http.createServer((req, res) => {
      const p = new URL(req.url ?? '/', 'http://x').pathname
      const to = redirects[p]
      if (to) return void res.writeHead(302, { location: to }).end()
      const rel = p.endsWith('/') ? p + 'index.html' : p
      const file = path.join(dir, path.normalize(decodeURIComponent(rel)))
      if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile())
        return void res.writeHead(404).end('not found')
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
      res.end(fs.readFileSync(file))
    }),
  )
}

/** A server that answers everything with a secret and counts the requests that reach it. */
export async function startCanary(): Promise<Served & { hits: string[] }> {
  const hits: string[] = []
  const served = await listen(
    http.createServer((req, res) => {
      hits.push(req.url ?? '')
      res.writeHead(200, { 'content-type': 'text/markdown' }).end('# CANARY SECRET\n')
    }),
  )
  return { ...served, hits }
}

const enRecord = (page: string, title: string, content: string): DocRecord => ({
  ...record(page, title, content),
  'hierarchy.lvl0': 'AIStudio',
  url: `/en/${page}.html`,
  url_without_anchor: `/en/${page}.html`,
  language: 'en',
})

/** Pages in the fundamentals area of the catalogue: more than a page of list_pages and of resources/list. */
export const CATALOGUE_EXTRA_PAGES = 60

/**
 * A build folder with both locales and a catalogue to page through: 一站式 AI 平台 (slug ai-studio)
 * with the section 开发机 (ai-studio/dev-instance/), and 平台基础 with CATALOGUE_EXTRA_PAGES pages.
 * Twelve Chinese pages mention 开发机; one English page and two Chinese ones mention quota.
 */
export function writeCatalogueFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-catalogue-'))
  const dev = Array.from({ length: 12 }, (_, i) =>
    record(`ai-studio/dev-instance/p${i}`, `开发机操作 ${i}`, `在开发机中完成第 ${i} 项操作。`),
  )
  const zh = buildLocalIndex({
    locale: 'zh',
    records: [
      ...dev,
      record('fundamentals/quota', '配额', '提高 GPU quota 配额：提交工单。'),
      record('fundamentals/quota-faq', '配额问题', 'quota 不足时的常见问题。'),
    ],
  })
  for (const [name, text] of zh.files) write(dir, `assets/search/zh/z1/${name}`, text)
  write(
    dir,
    'index.html',
    '<title>首页 | 测试云文档</title><meta name="docs-search-index" content="/assets/search/zh/z1/meta.json">',
  )
  const en = buildLocalIndex({ locale: 'en', records: [enRecord('ai-studio/quota', 'Quotas', 'Request more quota.')] })
  for (const [name, text] of en.files) write(dir, `assets/search/en/e1/${name}`, text)
  write(
    dir,
    'en/index.html',
    '<title>Home | Test Docs</title><meta name="docs-search-index" content="/assets/search/en/e1/meta.json">',
  )
  const entry = (p: string, title: string) => `- [${title}](${PUBLISHED_ORIGIN}/${p}.md): ${title}。`
  const pages: [string, string][] = [
    ['ai-studio/index', '一站式 AI 平台'],
    ['ai-studio/dev-instance/index', '开发机'],
    ...dev.map((r, i): [string, string] => [`ai-studio/dev-instance/p${i}`, r['hierarchy.lvl1']]),
    ['ai-studio/job/create', '创建训练任务'],
  ]
  const extra = Array.from({ length: CATALOGUE_EXTRA_PAGES }, (_, i): [string, string] => [
    `fundamentals/f${i}`,
    `基础 ${i}`,
  ])
  for (const [p, title] of [...pages, ...extra]) write(dir, `${p}.md`, `# ${title}\n\n${title}的内容。\n`)
  const llms = ['# 测试云文档', '', '## 一站式 AI 平台', '', ...pages.map(([p, t]) => entry(p, t))]
  llms.push('', '## 平台基础', '', ...extra.map(([p, t]) => entry(p, t)), '')
  write(dir, 'llms.txt', llms.join('\n'))
  write(
    dir,
    'en/llms.txt',
    `# Test Docs\n\n## AIStudio\n\n- [Quotas](${PUBLISHED_ORIGIN}/en/ai-studio/quota.md): Quotas\n`,
  )
  write(dir, 'en/ai-studio/quota.md', '# Quotas\n\nRequest more quota.\n')
  return dir
}
