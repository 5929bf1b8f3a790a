import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  htmlFileOf,
  listSourcePages,
  localeOfPage,
  parseFrontmatter,
  pathInLocale,
  sourcePage,
} from '../../../src/indexer/pages/read-page'
import { closeComponents } from '../../../src/indexer/pages/render'

describe('parseFrontmatter', () => {
  it('parses the YAML block and returns the body after it', () => {
    const fm = parseFrontmatter('---\ntitle: "开发机: 入门"\nkeywords:\n  - 掉卡\n  - GPU\n---\n\n# 开发机\n')
    expect(fm).toEqual({
      data: { title: '开发机: 入门', keywords: ['掉卡', 'GPU'] },
      body: '\n# 开发机\n',
      error: null,
    })
  })

  it('reads Windows line endings like Unix ones', () => {
    expect(parseFrontmatter('---\r\nsearch: false\r\n---\r\nbody').data).toEqual({ search: false })
    expect(parseFrontmatter('---\r\nsearch: false\r\n---\r\nbody').body).toBe('body')
  })

  it('a page without frontmatter is all body; one that does not parse says why and is read without it', () => {
    expect(parseFrontmatter('# Hi\n---\nx: 1\n---\n')).toEqual({
      data: {},
      body: '# Hi\n---\nx: 1\n---\n',
      error: null,
    })
    const broken = parseFrontmatter('---\ntitle: 坏的\nkeywords: [掉卡\n---\n正文\n')
    expect(broken.data).toEqual({})
    expect(broken.body).toBe('正文\n')
    expect(broken.error).toMatch(/./)
  })
})

describe('sourcePage', () => {
  it('decides the locale from the path: en/ is English, everything else Chinese', () => {
    expect(localeOfPage('en/ai-studio/index.md')).toBe('en')
    expect(localeOfPage('ai-studio/en/x.md')).toBe('zh')
    expect(localeOfPage('english.md')).toBe('zh')
    expect(pathInLocale('en/ai-studio/index.md')).toBe('ai-studio/index.md')
    expect(pathInLocale('ai-studio/index.md')).toBe('ai-studio/index.md')
  })

  it('gives the facts every consumer reads: url, output file, area, rank, tags, keywords, spec', () => {
    const page = sourcePage(
      'en/gen-studio/api/maas.md',
      '---\ntitle: Model API\ndescription: " The API. "\nspec: /openapi/maas.yaml\nkeywords: [rate limit, " 429 ", 7]\ntags:\n  - api\n---\n# Model API\n',
    )
    expect(page).toMatchObject({
      locale: 'en',
      inLocale: 'gen-studio/api/maas.md',
      url: '/en/gen-studio/api/maas.html',
      htmlFile: 'en/gen-studio/api/maas.html',
      title: 'Model API',
      description: 'The API.',
      keywords: ['rate limit', '429'],
      tags: ['api'],
      spec: '/openapi/maas.yaml',
      searchable: true,
      area: 'Model Service',
      pageRank: 0,
      body: '# Model API\n',
    })
    expect(sourcePage('gen-studio/index.md', '# x')).toMatchObject({
      url: '/gen-studio/',
      area: '大模型服务平台',
      pageRank: 1,
    })
    expect(htmlFileOf('gen-studio/index.md')).toBe('gen-studio/index.html')
  })

  it('one search rule: only `search: false` leaves a page out', () => {
    expect(sourcePage('a.md', '---\nsearch: false\n---\n').searchable).toBe(false)
    expect(sourcePage('a.md', '---\r\nsearch: false\r\n---\r\n').searchable).toBe(false)
    expect(sourcePage('a.md', '---\nsearch: true\n---\n').searchable).toBe(true)
    expect(sourcePage('a.md', '---\nsearch: "false"\n---\n').searchable).toBe(true)
    expect(sourcePage('a.md', '# no frontmatter\nsearch: false\n').searchable).toBe(true)
  })
})

describe('listSourcePages', () => {
  it('lists Markdown pages as VitePress does: not README.md, dot folders or node_modules', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pages-'))
    for (const f of ['index.md', 'a/b.md', 'a/README.md', '.vitepress/x.md', 'node_modules/y.md', 'a/c.txt'])
      await fs
        .mkdir(path.dirname(path.join(dir, f)), { recursive: true })
        .then(() => fs.writeFile(path.join(dir, f), ''))
    expect(await listSourcePages(dir)).toEqual(['a/b.md', 'index.md'])
    await fs.rm(dir, { recursive: true, force: true })
  })
})

describe('closeComponents (dev rendering)', () => {
  it('closes self-closing Vue components so the headings after them stay headings', () => {
    expect(closeComponents('<TerminalPlayer src="/a.cast" title="a > b" :rows="20" /><h2>Next</h2>')).toBe(
      '<TerminalPlayer src="/a.cast" title="a > b" :rows="20"></TerminalPlayer><h2>Next</h2>',
    )
    expect(closeComponents('<PostList/>')).toBe('<PostList></PostList>')
    expect(closeComponents('<br/><img src="x" />')).toBe('<br/><img src="x" />')
  })
})
