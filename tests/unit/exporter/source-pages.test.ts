import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildMarkdownArtifacts } from '../../../src/exporter'
import { buildSearchArtifacts } from '../../../src/indexer/build'

/** The export and the search index read the same source pages the same way (src/indexer/pages). */
const doc = (title: string, body: string) =>
  `<html><head><title>${title} | 文档</title><meta name="description" content="${title}的说明。"></head>` +
  `<body><div class="vp-doc"><div><h1>${title}</h1><p>${body}</p></div></div></body></html>`

const sources: Record<string, [string, string]> = {
  'index.md': ['---\ntitle: 首页\n---\n# 首页\n', doc('首页', '欢迎。')],
  'gen-studio/start.md': ['---\r\ntitle: 开始\r\n---\r\n# 开始\r\n', doc('开始', '正文。')],
  'gen-studio/hidden.md': ['---\r\ntitle: 隐藏\r\nsearch: false\r\n---\r\n# 隐藏\r\n', doc('隐藏', '不公开。')],
  'gen-studio/api/maas.md': ["---\ntitle: 参考\nspec: '/openapi/ref.yaml'\n---\n# 参考\n", doc('参考', '接口。')],
  'en/gen-studio/start.md': ['---\ntitle: Start\n---\n# Start\n', doc('Start', 'Text.')],
}

let dir: string
let listed: Record<'zh' | 'en', string[]>
let indexed: string[]
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'export-pages-'))
  const src = path.join(dir, 'src')
  const out = path.join(dir, 'out')
  for (const [rel, [source, html]] of Object.entries(sources)) {
    await fs.mkdir(path.dirname(path.join(src, rel)), { recursive: true })
    await fs.writeFile(path.join(src, rel), source)
    await fs.mkdir(path.dirname(path.join(out, rel)), { recursive: true })
    await fs.writeFile(path.join(out, rel.replace(/\.md$/, '.html')), html)
  }
  await fs.mkdir(path.join(out, 'openapi'), { recursive: true })
  await fs.writeFile(
    path.join(out, 'openapi', 'ref.yaml'),
    'openapi: 3.0.0\ninfo: { title: Ref, version: "1" }\npaths: {}\n',
  )
  const pages = Object.keys(sources)
  listed = (
    await buildMarkdownArtifacts({
      srcDir: src,
      outDir: out,
      pages,
      siteUrl: 'https://docs.example.com',
      listings: {
        zh: {
          title: '文档',
          summary: '文档。',
          links: ['/', '/gen-studio/start', '/gen-studio/hidden', '/gen-studio/api/maas'],
        },
        en: { title: 'Docs', summary: 'Docs.', links: ['/en/gen-studio/start'] },
      },
    })
  ).listed
  const built = await buildSearchArtifacts({ srcDir: src, outDir: out, pages })
  indexed = Object.values(built).flatMap((a) => a.records.map((r) => r.url_without_anchor))
})
afterAll(() => fs.rm(dir, { recursive: true, force: true }))

describe('the export reads pages as the search index does', () => {
  it('a `search: false` page (Windows line endings) is neither listed nor indexed, yet has its copy', async () => {
    expect(listed.zh).toEqual(['index.md', 'gen-studio/start.md', 'gen-studio/api/maas.md'])
    expect(indexed).not.toContain('/gen-studio/hidden.html')
    expect(indexed).toContain('/gen-studio/start.html')
    expect(await fs.readFile(path.join(dir, 'out', 'gen-studio/hidden.md'), 'utf8')).toMatch(/\n\n# 隐藏\n/)
  })

  it("groups pages by their locale's product area, each opening with what it holds, and links an API page's OpenAPI document", async () => {
    const zh = await fs.readFile(path.join(dir, 'out', 'llms.txt'), 'utf8')
    expect(zh).toMatch(
      /## 大模型服务平台\n\n调用模型 API[^\n]+。\n\n- \[开始\]\(https:\/\/docs\.example\.com\/gen-studio\/start\.md\)/,
    )
    expect(zh).toMatch(
      /## API 参考\n\n[^\n]+参考[^\n]+。\n\n- \[参考\]\(https:\/\/docs\.example\.com\/gen-studio\/api\/maas\.md\)/,
    )
    const en = await fs.readFile(path.join(dir, 'out', 'en', 'llms.txt'), 'utf8')
    expect(en).toMatch(
      /## Model Service\n\nCalling the [^\n]+\.\n\n- \[Start\]\(https:\/\/docs\.example\.com\/en\/gen-studio\/start\.md\)/,
    )
    expect(listed.en).toEqual(['en/gen-studio/start.md'])
    const ref = await fs.readFile(path.join(dir, 'out', 'gen-studio/api/maas.md'), 'utf8')
    expect(ref).toContain('OpenAPI 文档：[ref.yaml](https://docs.example.com/openapi/ref.yaml)')
  })
})
