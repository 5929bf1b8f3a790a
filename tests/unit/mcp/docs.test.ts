import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INDEX_FORMAT_VERSION } from '../../../src/contracts/index-files'
import { markdownCopyOf } from '../../../src/contracts/page-url'
import { checkVersion, DocsSite, localeOfText } from '../../../src/mcp/docs'
import { headingsOf, markdownSection, parseLlmsTxt, plainText } from '../../../src/mcp/page-text'
import { pageAddress } from '../../../src/mcp/url-guard'
import { DocsError } from '../../../src/mcp/errors'
import { parseHostPort } from '../../../src/mcp/http'
import { folderSite, httpSite, indexMetaPathIn, publishedOriginIn, searchConfigOf } from '../../../src/mcp/site'
import { writeDocsFolder } from '../../../testkit/mcp-site'

describe('page addresses', () => {
  it('takes any form an agent gives: full URL on the site, site path, bare path, Markdown copy, anchor', () => {
    expect(
      pageAddress('https://docs.example.com/ai-studio/job/create.html#镜像', ['https://docs.example.com']),
    ).toEqual({
      path: '/ai-studio/job/create.html',
      anchor: '镜像',
    })
    expect(pageAddress('/ai-studio/')).toEqual({ path: '/ai-studio/', anchor: null })
    expect(pageAddress('ai-studio/index.md')).toEqual({ path: '/ai-studio/', anchor: null })
    expect(pageAddress('/ai-studio/job/create')).toEqual({ path: '/ai-studio/job/create.html', anchor: null })
    expect(pageAddress('/x/y.md?raw=1#a%20b')).toEqual({ path: '/x/y.html', anchor: 'a b' })
  })
  it('the Markdown copy of a page url sits at its source path', () => {
    expect(markdownCopyOf('/')).toBe('/index.md')
    expect(markdownCopyOf('/ai-studio/')).toBe('/ai-studio/index.md')
    expect(markdownCopyOf('/ai-studio/job/create.html#x')).toBe('/ai-studio/job/create.md')
    expect(markdownCopyOf('/en/x')).toBe('/en/x.md')
  })
})

describe('sections', () => {
  const md = [
    '# 页',
    '',
    '前言',
    '',
    '## 在控制台创建',
    '',
    '步骤',
    '',
    '### 细节',
    '',
    '```bash',
    '# 不是标题',
    '```',
    '',
    '## 下一节',
    '',
    '别的',
  ].join('\n')
  it('cuts a section up to the next heading of its level, fenced code lines are not headings', () => {
    expect(markdownSection(md, '在控制台创建')).toBe(
      ['## 在控制台创建', '', '步骤', '', '### 细节', '', '```bash', '# 不是标题', '```', ''].join('\n'),
    )
    expect(markdownSection(md, '下一节')).toBe('## 下一节\n\n别的\n')
    expect(markdownSection(md, '没有')).toBeNull()
  })
  it('reads the anchors and text of a rendered page’s headings', () => {
    const html =
      '<h2 id="token-如何计入-tpm" tabindex="-1">Token 如何计入 TPM <a class="header-anchor" href="#token" aria-label="Permalink">&#8203;</a></h2>' +
      '<h3 id="a&amp;b">A &amp; <code>B</code></h3>'
    expect(headingsOf(html)).toEqual([
      { anchor: 'token-如何计入-tpm', text: 'Token 如何计入 TPM' },
      { anchor: 'a&b', text: 'A & B' },
    ])
  })
})

describe('llms.txt and the page', () => {
  it('groups llms.txt entries by their product area, with the line an area opens with', () => {
    const text =
      '# 站点\n\n> 摘要\n\n## 开发机\n\nGPU 开发机的创建与使用。\n\n- [创建开发机](https://d.example/a.md): 说明\n- [无说明](https://d.example/b.md)\n\n## API\n\n- [API](https://d.example/c.md): x\n'
    expect(parseLlmsTxt(text)).toEqual([
      {
        area: '开发机',
        about: 'GPU 开发机的创建与使用。',
        pages: [
          { title: '创建开发机', url: 'https://d.example/a.md', description: '说明' },
          { title: '无说明', url: 'https://d.example/b.md', description: '' },
        ],
      },
      { area: 'API', about: '', pages: [{ title: 'API', url: 'https://d.example/c.md', description: 'x' }] },
    ])
    expect(publishedOriginIn(text)).toBe('https://d.example')
  })
  it('finds the index address and the Typesense settings where the browser does', async () => {
    const data = { themeConfig: { search: { typesense: { nodes: [{ url: 'http://127.0.0.1:1' }], apiKey: 'k' } } } }
    const chunk = `window.__VP_SITE_DATA__=JSON.parse(${JSON.stringify(JSON.stringify(data))});`
    const html =
      '<meta name="docs-search-index" content="/assets/search/zh/abc/meta.json"><script type="module" src="/assets/chunks/metadata.1a2b.js"></script>'
    expect(indexMetaPathIn(html)).toBe('/assets/search/zh/abc/meta.json')
    expect(indexMetaPathIn('<meta name="docs-search-index" content="__DOCS_SEARCH_INDEX__">')).toBeNull()
    const site = {
      label: 's',
      local: true,
      read: async (p: string) => (p === '/assets/chunks/metadata.1a2b.js' ? chunk : null),
    }
    expect(await searchConfigOf(site, html)).toEqual(data.themeConfig.search.typesense)
    const none = JSON.stringify(JSON.stringify({ themeConfig: { search: { typesense: null } } }))
    expect(await searchConfigOf(site, `<script>window.__VP_SITE_DATA__=JSON.parse(${none})</script>`)).toBeNull()
  })
  it('snippets become plain text; a question’s language is Chinese when it has a Chinese character', () => {
    expect(plainText('…用 <mark>GPU</mark> &amp; &lt;卡&gt;…')).toBe('…用 GPU & <卡>…')
    expect(localeOfText('如何创建 GPU 开发机')).toBe('zh')
    expect(localeOfText('create an instance')).toBe('en')
  })
  it('parses --http host:port; :PORT is this machine only', () => {
    expect(parseHostPort('127.0.0.1:8232')).toEqual({ host: '127.0.0.1', port: 8232 })
    expect(parseHostPort('[::1]:0')).toEqual({ host: '::1', port: 0 })
    expect(parseHostPort(':8232')).toEqual({ host: '127.0.0.1', port: 8232 })
    expect(parseHostPort('0.0.0.0:8232')).toEqual({ host: '0.0.0.0', port: 8232 })
    expect(parseHostPort('8232')).toBeNull()
    expect(parseHostPort('h:99999')).toBeNull()
  })
})

describe('a site folder', () => {
  let dir: string
  beforeAll(() => {
    dir = writeDocsFolder()
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('searches the folder’s index and links results at the site’s published origin', async () => {
    const site = new DocsSite(await folderSite(dir))
    expect(await site.search('创建开发机', undefined, 3)).toEqual([
      {
        title: '创建开发机',
        breadcrumb: '开发机 › 创建开发机',
        url: 'https://docs.example.com/create.html',
        markdownUrl: 'https://docs.example.com/create.md',
        snippet: '在控制台创建开发机，选择 GPU 型号。',
        locale: 'zh',
      },
    ])
    expect((await site.listPages('开发机'))[0]?.pages[0]?.url).toBe('https://docs.example.com/create.html')
  })
  it('refuses an index of another format version, naming both versions', async () => {
    const meta = path.join(dir, 'assets/search/zh/a1/meta.json')
    const original = fs.readFileSync(meta, 'utf8')
    fs.writeFileSync(meta, JSON.stringify({ ...JSON.parse(original), v: INDEX_FORMAT_VERSION + 1 }))
    try {
      const site = new DocsSite(await folderSite(dir))
      const err = await site.search('开发机', 'zh').catch((e: unknown) => e)
      expect(err).toBeInstanceOf(DocsError)
      expect(err).toMatchObject({
        kind: 'index_version',
        message: expect.stringContaining(
          `format version ${INDEX_FORMAT_VERSION + 1}; this server reads version ${INDEX_FORMAT_VERSION}`,
        ),
      })
    } finally {
      fs.writeFileSync(meta, original)
    }
    expect(() => checkVersion({}, 's')).toThrow(/format version unknown \(none given\)/)
  })
  it('names a missing folder, a missing page, a missing section and an unknown area', async () => {
    await expect(folderSite(path.join(dir, 'nope'))).rejects.toMatchObject({ kind: 'site_unreachable' })
    const site = new DocsSite(await folderSite(dir))
    await expect(site.readPage('/nope.html')).rejects.toMatchObject({ kind: 'page_not_found' })
    await expect(site.readPage('/create.html', '没有这一节')).rejects.toMatchObject({
      kind: 'section_not_found',
      message: expect.stringContaining('#创建开发机'),
    })
    await expect(site.listPages('训练')).rejects.toMatchObject({
      kind: 'area_not_found',
      message: expect.stringContaining('开发机'),
    })
  })
  it('names an origin nothing listens on', async () => {
    // A port that was just free: nothing listens there.
    const probe = net.createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const port = (probe.address() as net.AddressInfo).port
    await new Promise((resolve) => probe.close(resolve))
    const site = new DocsSite(httpSite(`http://127.0.0.1:${port}`))
    await expect(site.search('开发机', 'zh')).rejects.toMatchObject({
      kind: 'site_unreachable',
      message: `The docs site http://127.0.0.1:${port} could not be reached (ECONNREFUSED).`,
    })
  })
})
