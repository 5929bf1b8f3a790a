import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import MarkdownIt from 'markdown-it'
import { createMarkdownRenderer } from 'vitepress'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildMarkdownArtifacts,
  escapeText,
  llmsTxt,
  pageOfPath,
  pageToMarkdown,
  type MarkdownContext,
} from '../../../src/exporter'

const md = new MarkdownIt({ html: true })
/** Renders Markdown as markdown-it reads it, so each assertion is about what a Markdown reader gets. */
const html = (markdown: string) => md.render(markdown)
const tokens = (markdown: string) => md.parse(markdown, {}).flatMap((t) => [t, ...(t.children ?? [])])

const pages = new Set(['index.md', 'guide/start.md', 'guide/index.md', 'en/index.md'])
const ctx = (over: Partial<MarkdownContext> = {}): MarkdownContext => ({
  locale: 'zh',
  siteRoot: 'https://docs.example.com/',
  pageUrl: '/guide/start.html',
  markdownOf: (p) => {
    const rel = pageOfPath(p, pages)
    return rel ? '/' + rel : null
  },
  ...over,
})

const page = (body: string, head = '<title>开始 | 文档</title><meta name="description" content="第一步要做的事。">') =>
  `<html><head>${head}</head><body><div class="VPDoc"><div class="content-container"><main class="main"><div style="position:relative;" class="vp-doc"><div>${body}</div></div></main></div></div></body></html>`

describe('pageToMarkdown on VitePress output', () => {
  let rendered: string
  beforeAll(async () => {
    // The real renderer: containers, code groups, shiki code blocks and header anchors as the site has them.
    const renderer = await createMarkdownRenderer(os.tmpdir(), {}, '/')
    rendered = renderer.render(
      [
        '# 快速开始',
        '',
        '先读 [指南](/guide/)，再看 [第二节](#安装) 与 [外部](<https://example.org/a b>)。',
        '',
        '## 安装',
        '',
        '::: tip 提示',
        '用 `pip` 安装 **最新版**。',
        ':::',
        '',
        '::: details 展开',
        '细节内容',
        ':::',
        '',
        '::: code-group',
        '```sh [pip]',
        'pip install atlctl',
        '```',
        '```sh [uv]',
        'uv pip install atlctl',
        '```',
        ':::',
        '',
        '1. 第一步',
        '   - 子项 a',
        '   - 子项 b',
        '2. 第二步',
        '',
        '| 名称 | 值 |',
        '|:---|---:|',
        '| `a\\|b` | 1 |',
        '',
        '```python',
        'print("```")',
        '```',
      ].join('\n'),
    )
  })

  it('keeps headings, links to Markdown copies, containers, code groups, lists, tables and code with its language', () => {
    const out = pageToMarkdown(page(rendered), ctx()).markdown
    expect(out).toMatch(/^# 快速开始\n\n> 第一步要做的事。\n\n来源：https:\/\/docs\.example\.com\/guide\/start\.html\n/)
    expect(out).toContain(
      '先读 [指南](https://docs.example.com/guide/index.md)，再看 [第二节](https://docs.example.com/guide/start.md#安装)',
    )
    expect(out).toContain('[外部](https://example.org/a%20b)')
    expect(out).toContain('## 安装')
    expect(out).toContain('> **提示**\n>\n> 用 `pip` 安装 **最新版**。')
    expect(out).toContain('> **展开**\n>\n> 细节内容')
    expect(out).toContain('**pip**\n\n```sh\npip install atlctl\n```\n\n**uv**\n\n```sh\nuv pip install atlctl\n```')
    expect(out).toContain('1. 第一步\n   - 子项 a\n   - 子项 b\n2. 第二步')
    expect(out).toContain('| 名称 | 值 |\n| :--- | ---: |\n| `a\\|b` | 1 |')
    expect(out).toContain('````python\nprint("```")\n````')
    expect(out).not.toMatch(/Copy Code|header-anchor|​/)
  })

  it('reads back as the same structure: one h1, the h2, the code blocks with their languages, no HTML', () => {
    const out = pageToMarkdown(page(rendered), ctx()).markdown
    const t = tokens(out)
    expect(t.filter((x) => x.type === 'heading_open').map((x) => x.tag)).toEqual(['h1', 'h2'])
    expect(t.filter((x) => x.type === 'fence').map((x) => x.info)).toEqual(['sh', 'sh', 'python'])
    expect(t.filter((x) => x.type === 'html_block' || x.type === 'html_inline')).toEqual([])
    expect(html(out)).toContain('<td style="text-align:left"><code>a|b</code></td>')
    expect(html(out)).toContain('<strong>最新版</strong>')
  })
})

describe('our components as plain Markdown', () => {
  const linkCards = `<div class="LinkCardGrid"><article class="LinkCard"><h3 class="title"><a class="title-link" href="/guide/"><svg class="ProductIcon" aria-hidden="true"><use href="#x"></use></svg><span>指南</span></a></h3><p class="description">从这里开始。</p><p class="meta"><span class="read-time">约 3 分钟阅读</span></p></article>
<article class="LinkCard"><h3 class="title"><a class="title-link" href="/guide/start.html"><span>开始</span></a></h3><p class="description">第一步。</p></article></div>`

  it('link cards become a list of links with their descriptions; decorative icons are dropped', () => {
    const out = pageToMarkdown(page(linkCards), ctx()).markdown
    expect(out).toContain(
      '- [指南](https://docs.example.com/guide/index.md)：从这里开始。\n- [开始](https://docs.example.com/guide/start.md)：第一步。',
    )
    expect(out).not.toContain('分钟阅读')
  })

  it('a terminal recording becomes a link to its cast', () => {
    const player =
      '<figure class="TerminalPlayer" data-cast="/casts/ssh.cast"><div class="screen"></div><figcaption>SSH 登录</figcaption></figure>'
    expect(pageToMarkdown(page(player), ctx()).markdown).toContain(
      '[终端录屏：SSH 登录](https://docs.example.com/casts/ssh.cast)',
    )
    expect(pageToMarkdown(page(player), ctx({ locale: 'en' })).markdown).toContain(
      '[Terminal recording: SSH 登录](https://docs.example.com/casts/ssh.cast)',
    )
  })

  it('an icon that stands for a word leaves the word; form controls leave nothing', () => {
    const body =
      '<table><thead><tr><th>模型</th><th>流式</th></tr></thead><tbody><tr><td>a</td><td><svg role="img" aria-label="支持"><use href="#yes"></use></svg></td></tr></tbody></table><label class="ApiSwitcher"><span>API</span><select><option>x</option></select></label><p>正文<button>复制</button></p>'
    const out = pageToMarkdown(page(body), ctx()).markdown
    expect(out).toContain('| a | 支持 |')
    expect(out).not.toMatch(/API|复制|<option/)
    expect(out).toContain('\n正文\n')
  })

  it('the home page: hero name as title, its line, the actions as links, the inviter left out', () => {
    const home = `<html><head><title>首页 | 文档</title></head><body><div class="VPHome"><div class="VPHero"><div class="container"><div class="main"><h1 class="heading"><span class="name clip">智算云文档</span><span class="text">从一张 GPU 开始</span></h1><p class="tagline">一处查清用法。</p><div class="actions"><div class="action"><a class="VPButton" href="/guide/">开始</a></div><div class="action"><a class="VPButton" href="/guide/start.html">第一步</a></div></div></div></div></div><div class="ai-inviter-slot"><section class="AiInviter"><p class="title">找不到？</p><form><input></form></section></div><div class="vp-doc"></div></div></body></html>`
    const out = pageToMarkdown(home, ctx({ pageUrl: '/' })).markdown
    expect(out).toBe(
      '# 智算云文档\n\n来源：https://docs.example.com/\n\n从一张 GPU 开始\n\n一处查清用法。\n\n- [开始](https://docs.example.com/guide/index.md)\n- [第一步](https://docs.example.com/guide/start.md)\n',
    )
  })
})

describe('text stays text', () => {
  it('Markdown and HTML characters in prose are escaped, and read back as the same text', () => {
    const prose = '用 <script> 与 *星号*、[括号]、`反引号`、a_b 与 _x_、&amp; 以及 ~~删除~~'
    const body = `<p>${prose.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p><p># 不是标题</p><p>1. 不是列表</p><p>- 也不是</p><p>&gt; 不是引用</p>`
    const out = pageToMarkdown(page(body), ctx()).markdown
    const rendered = html(out)
    expect(rendered).toContain(`<p>${prose.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`)
    expect(rendered).toContain('<p># 不是标题</p>')
    expect(rendered).toContain('<p>1. 不是列表</p>')
    expect(rendered).toContain('<p>- 也不是</p>')
    expect(rendered).toContain('<p>&gt; 不是引用</p>')
    expect(out).toContain('a_b')
    expect(tokens(out).some((t) => t.type.startsWith('html'))).toBe(false)
  })

  it('bold whose inner edge is punctuation stays plain rather than leaving stray stars', () => {
    const out = pageToMarkdown(
      page('<p>点击<strong>「导出」</strong>按钮，再点<strong>确定</strong>。</p>'),
      ctx(),
    ).markdown
    expect(out).toContain('点击「导出」按钮，再点**确定**。')
    expect(html(out)).toContain('再点<strong>确定</strong>。')
  })

  it('escapeText leaves plain CJK prose alone', () => {
    expect(escapeText('在控制台填写表单，附全部字段说明。')).toBe('在控制台填写表单，附全部字段说明。')
  })

  it('a line break inside a paragraph survives as a hard break', () => {
    expect(html(pageToMarkdown(page('<p>第一行<br>第二行</p>'), ctx()).markdown)).toContain('<p>第一行<br>\n第二行</p>')
  })
})

describe('llms.txt', () => {
  it('title, summary, notes, then one section per area with one line per page', () => {
    const text = llmsTxt(
      '文档',
      '平台的文档。',
      ['全文：[llms-full.txt](https://d/llms-full.txt)'],
      [
        {
          title: '指南',
          routes: '从注册到第一次调用。',
          entries: [{ title: '开始', url: 'https://d/guide/start.md', description: '第一步要做的事。' }],
        },
      ],
    )
    expect(text).toBe(
      '# 文档\n\n> 平台的文档。\n\n全文：[llms-full.txt](https://d/llms-full.txt)\n\n## 指南\n\n从注册到第一次调用。\n\n- [开始](https://d/guide/start.md): 第一步要做的事。\n',
    )
  })
})

describe('buildMarkdownArtifacts', () => {
  let dir: string
  let result: Awaited<ReturnType<typeof buildMarkdownArtifacts>>
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'md-export-'))
    const src = path.join(dir, 'src')
    const out = path.join(dir, 'out')
    const write = async (file: string, text: string) => {
      await fs.mkdir(path.dirname(file), { recursive: true })
      await fs.writeFile(file, text)
    }
    const docs: Record<string, [string, string]> = {
      'index.md': [
        '---\nlayout: home\n---\n',
        '<html><head><title>首页 | 文档</title></head><body><div class="VPHome"><div class="VPHero"><h1 class="heading"><span class="name">文档</span><span class="text">一句话</span></h1></div></div></body></html>',
      ],
      'guide/index.md': [
        '# 指南\n',
        page(
          '<h1>指南</h1><p>见 <a href="/guide/start.html">开始</a> 与 <a href="/guide/hidden.html">隐藏页</a>。</p>',
          '<title>指南 | 文档</title><meta name="description" content="指南的总览。">',
        ),
      ],
      'guide/start.md': ['# 开始\n', page('<h1>开始</h1><p>正文。</p>')],
      'guide/hidden.md': [
        '---\nsearch: false\n---\n',
        page('<h1>隐藏页</h1><p>不列出。</p>', '<title>隐藏页 | 文档</title>'),
      ],
      'guide/orphan.md': ['# 孤页\n', page('<h1>孤页</h1><p>没有入口。</p>', '<title>孤页 | 文档</title>')],
      'en/index.md': ['# Home\n', page('<h1>Home</h1><p>English.</p>', '<title>Home | Docs</title>')],
    }
    for (const [rel, [source, rendered]] of Object.entries(docs)) {
      await write(path.join(src, rel), source)
      await write(path.join(out, rel.replace(/\.md$/, '.html')), rendered)
    }
    result = await buildMarkdownArtifacts({
      srcDir: src,
      outDir: out,
      pages: Object.keys(docs),
      siteUrl: 'https://docs.example.com',
      listings: {
        zh: {
          title: '文档',
          summary: '平台的文档。',
          links: ['/', '/guide/', '/guide/start', '/guide/hidden', '/missing'],
        },
        en: { title: 'Docs', summary: 'The docs.', links: ['/en/'] },
      },
    })
  })
  afterAll(() => fs.rm(dir, { recursive: true, force: true }))
  const read = (rel: string) => fs.readFile(path.join(dir, 'out', rel), 'utf8')

  it('writes a copy beside every page, hidden and unlisted ones included, each naming its llms.txt first', async () => {
    for (const rel of ['index.md', 'guide/index.md', 'guide/start.md', 'guide/hidden.md', 'guide/orphan.md']) {
      expect(await read(rel)).toMatch(
        /^> 给 AI 工具：本文档全部页面的索引见 <https:\/\/docs\.example\.com\/llms\.txt>\n\n# /,
      )
    }
    expect(await read('en/index.md')).toMatch(
      /^> For AI tools: the index of every page of these docs is at <https:\/\/docs\.example\.com\/en\/llms\.txt>\n\n# /,
    )
    expect(await read('guide/index.md')).toContain(
      '见 [开始](https://docs.example.com/guide/start.md) 与 [隐藏页](https://docs.example.com/guide/hidden.md)。',
    )
  })

  it('llms.txt lists only reachable pages, without search: false ones, by area', async () => {
    const text = await read('llms.txt')
    expect(text).toContain('- [指南](https://docs.example.com/guide/index.md): 指南的总览。')
    expect(text).toContain('- [开始](https://docs.example.com/guide/start.md)')
    expect(text).not.toMatch(/hidden|orphan|missing/)
    expect(result.listed).toEqual({ zh: ['index.md', 'guide/index.md', 'guide/start.md'], en: ['en/index.md'] })
    expect(result.pages).toHaveLength(6)
    expect(text).toMatch(/^# 文档\n\n> 平台的文档。\n/)
    expect(await read('en/llms.txt')).toContain('- [Home](https://docs.example.com/en/index.md)')
    // It names the docs' MCP server (the site has no page about it here, so no link).
    expect(text).toContain(
      '\n\nMCP 服务器（供 AI 编程工具搜索、阅读本文档）：`npx -y atlas-docs --site https://docs.example.com`\n\n',
    )
  })

  it('llms-full.txt holds the listed pages’ Markdown in listing order', async () => {
    const full = await read('llms-full.txt')
    expect(full).toMatch(/^# 文档\n\n> 平台的文档。\n\n---\n\n# 文档\n/)
    expect(full.indexOf('一句话')).toBeLessThan(full.indexOf('\n# 指南\n'))
    expect(full.indexOf('\n# 指南\n')).toBeLessThan(full.indexOf('\n# 开始\n'))
    expect(full).not.toContain('不列出')
    expect(full).not.toContain('没有入口')
  })
})
