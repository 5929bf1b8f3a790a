import fs from 'node:fs'
import path from 'node:path'
import MarkdownIt from 'markdown-it'
import { DomUtils, parseDocument } from 'htmlparser2'
import type { Element } from 'domhandler'
import { describe, expect, it } from 'vitest'
import { htmlPages } from '../../testkit/bytes'
import { flyouts } from '../../.vitepress/navigation/flyouts'
import { flyoutLinks } from '../../.vitepress/build/markdownListings'

// Pages as Markdown and llms.txt, read from both builds: every copy exists, parses as Markdown,
// carries the page's headings and code, links only to files that exist, and holds no HTML.
const root = path.resolve(__dirname, '../..')
const SITE_ROOT = 'https://docs.example.com/'
const builds = ['.vitepress/dist', '.vitepress/dist-typesense']
  .map((d) => path.join(root, d))
  .filter((d) => fs.existsSync(path.join(d, 'index.html')))
const md = new MarkdownIt({ html: true })

type Token = ReturnType<MarkdownIt['parse']>[number]
const flat = (tokens: Token[]): Token[] => tokens.flatMap((t) => [t, ...flat(t.children ?? [])])
const read = (dist: string, rel: string) => fs.readFileSync(path.join(dist, rel), 'utf8')
/** A redirect stub (old address) is not a page. */
const isPage = (html: string) => !/<meta http-equiv="refresh"/.test(html)

/** A heading's Markdown as the text a reader sees. */
const plain = (inline: string) =>
  md
    .renderInline(inline)
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim()

/** The file a link of a copy points at, or null when it leaves the site. */
function fileOf(dist: string, href: string): string | null {
  if (!href.startsWith(SITE_ROOT)) return null
  const p = decodeURI(href.slice(SITE_ROOT.length).replace(/[?#].*$/, ''))
  const candidates = p === '' || p.endsWith('/') ? [p + 'index.html'] : [p, p + '.html']
  return candidates.find((c) => fs.existsSync(path.join(dist, c))) ?? `missing:${p}`
}

/** What a copy must be: one h1 first, no HTML anywhere, every site link resolving to a file. */
function checkMarkdown(dist: string, text: string, where: string): Token[] {
  const tokens = flat(md.parse(text, {}))
  expect(
    tokens.filter((t) => t.type === 'html_block' || t.type === 'html_inline').map((t) => t.content),
    `${where}: HTML`,
  ).toEqual([])
  const withoutCode = text.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '').replace(/(`+)[\s\S]*?\1/g, '')
  expect(withoutCode.match(/<\/?[a-z][\w-]*(\s[^<>]*)?>/gi) ?? [], `${where}: tags outside code`).toEqual([])
  const missing = tokens
    .filter((t) => t.type === 'link_open' || t.type === 'image')
    .map((t) => t.attrGet('href') ?? t.attrGet('src') ?? '')
    .map((href) => [href, fileOf(dist, href)] as const)
    .filter(([, f]) => f?.startsWith('missing:'))
  expect(missing, `${where}: links to files that do not exist`).toEqual([])
  return tokens
}

describe.each(builds)('Markdown copies in %s', (dist) => {
  const pages = htmlPages(dist).filter((p) => p !== '404.html' && isPage(read(dist, p)))

  it('every page names its copy in the head, and the copy exists beside its HTML', () => {
    expect(pages.length).toBeGreaterThan(150)
    const problems = pages.flatMap((p) => {
      const href = /<link rel="alternate" type="text\/markdown" href="([^"]+)">/.exec(read(dist, p))?.[1]
      const expected = '/' + p.replace(/\.html$/, '.md')
      return href === expected && fs.existsSync(path.join(dist, expected)) ? [] : [`${p}: ${href ?? 'no link'}`]
    })
    expect(problems).toEqual([])
  })

  it("every page tells agents first where its locale's llms.txt and its copy are, hidden from readers", () => {
    const problems = pages.flatMap((p) => {
      const html = read(dist, p)
      const index = p.startsWith('en/') ? '/en/llms.txt' : '/llms.txt'
      const copy = '/' + p.replace(/\.html$/, '.md')
      const first =
        /<body[^>]*>(<div class="visually-hidden" aria-hidden="true" data-agent-directive>[^<]*<\/div>)/.exec(html)?.[1]
      const quoted = read(dist, p.replace(/\.html$/, '.md')).split('\n')[0] ?? ''
      return [
        ...(first?.includes(index) && first.includes(copy) ? [] : [`${p}: ${first ?? 'no directive first in body'}`]),
        ...(quoted.startsWith('> ') && quoted.includes(`<https://docs.example.com${index}>`)
          ? []
          : [`${p}.md: ${quoted}`]),
      ]
    })
    expect(problems).toEqual([])
  })

  it('every copy parses as Markdown with the page’s title, h2 headings and code blocks, and no HTML', () => {
    for (const p of pages) {
      const html = parseDocument(read(dist, p))
      const text = read(dist, p.replace(/\.html$/, '.md'))
      const tokens = checkMarkdown(dist, text, p)
      const headings = tokens.flatMap((t, i) =>
        t.type === 'heading_open' ? [{ tag: t.tag, text: plain(tokens[i + 1]!.content) }] : [],
      )
      expect(headings[0]?.tag, `${p}: starts with its title`).toBe('h1')
      expect(
        headings.filter((h) => h.tag === 'h1'),
        `${p}: one h1`,
      ).toHaveLength(1)
      const doc = DomUtils.findOne(
        (e) => /\bvp-doc\b/.test(e.attribs.class ?? '') && !/\bVPHome\b/.test(e.attribs.class ?? ''),
        html.children,
        true,
      )
      if (!doc || p === 'index.html' || p === 'en/index.html') continue
      const htmlH2 = DomUtils.findAll((e) => e.name === 'h2', doc.children).map((h) =>
        DomUtils.textContent(h)
          .replace(/\u200b/g, '')
          .trim(),
      )
      const mdH2 = headings.filter((h) => h.tag === 'h2').map((h) => h.text)
      expect(mdH2, `${p}: h2 headings`).toEqual(htmlH2)
      const langs = DomUtils.findAll(
        (e: Element) => /(^|\s)language-/.test(e.attribs.class ?? '') && e.name === 'div',
        doc.children,
      ).map((e) => /language-([\w+#.-]+)/.exec(e.attribs.class!)![1])
      expect(
        tokens.filter((t) => t.type === 'fence').map((t) => t.info),
        `${p}: code blocks and their languages`,
      ).toEqual(langs)
    }
  })

  it('our components come out as plain Markdown', () => {
    const fundamentals = read(dist, 'fundamentals/index.md')
    expect(fundamentals).toContain('- [租户管理](https://docs.example.com/fundamentals/tenant/index.md)：')
    expect(read(dist, 'ai-coder/ssh.md')).toContain(
      '[终端录屏：SSH 登录开发机并查看 GPU](https://docs.example.com/casts/ssh-dev-instance.cast)',
    )
    expect(read(dist, 'gen-studio/api/maas.md')).toContain(
      '| `deepseek-ai/DeepSeek-V3.2` | 支持 | 支持 | 支持 | 不支持 |',
    )
    expect(read(dist, 'gen-studio/api/maas.md')).toContain(
      'OpenAPI 文档：[maas.yaml](https://docs.example.com/openapi/maas.yaml)',
    )
    expect(read(dist, 'index.md')).toMatch(/\n\n# 智算云文档\n/)
  })
})

describe.each(builds)('llms.txt in %s', (dist) => {
  /** Pages a reader reaches: the sidebars every built page renders, the nav flyouts, the post list, the homes. */
  const reachable = new Set<string>(['index.html', 'en/index.html'])
  for (const p of htmlPages(dist)) {
    const doc = parseDocument(read(dist, p))
    const navs = DomUtils.findAll((e) => /\b(VPSidebar|PostList)\b/.test(e.attribs.class ?? ''), doc.children)
    for (const a of navs.flatMap((n) => DomUtils.findAll((e) => e.name === 'a', n.children)))
      reachable.add(
        a.attribs
          .href!.replace(/^\//, '')
          .replace(/[?#].*$/, '')
          .replace(/(^|\/)$/, '$1index.html'),
      )
  }
  for (const l of flyoutLinks(flyouts))
    reachable.add(
      l
        .replace(/^\//, '')
        .replace(/(^|\/)$/, '$1index.html')
        .replace(/^([^.]+)$/, '$1.html'),
    )

  it.each([
    ['llms.txt', 'zh'],
    ['en/llms.txt', 'en'],
  ])('%s: title, summary, sections of one linked line per reachable page', (file) => {
    const text = read(dist, file)
    const tokens = checkMarkdown(dist, text, file)
    expect(tokens[0]?.type).toBe('heading_open')
    expect(tokens[0]?.tag).toBe('h1')
    expect(text).toMatch(/^# .+\n\n> .+\n/)
    const sections = text.split(/\n## /).slice(1)
    expect(sections.length).toBeGreaterThan(file.startsWith('en') ? 3 : 6)
    const listed: string[] = []
    for (const [i, s] of sections.entries()) {
      const [, ...lines] = s.trim().split('\n').filter(Boolean)
      // Every area but the home opens with one line on what it holds, for an agent choosing where to read.
      if (i > 0) {
        const routes = lines.shift() ?? ''
        expect(routes, s.split('\n')[0]).toMatch(
          file.startsWith('en') ? /^[A-Z][^[\]]{20,}\.$/ : /^[^-[\]][^[\]]{15,}。$/,
        )
      }
      expect(lines.length).toBeGreaterThan(0)
      for (const line of lines) {
        const m = /^- \[[^\]]+\]\((https:\/\/docs\.example\.com\/[^)]+\.md)\)(: .+)?$/.exec(line)
        expect(m, line).not.toBeNull()
        listed.push(m![1]!.slice(SITE_ROOT.length))
      }
    }
    expect(new Set(listed).size).toBe(listed.length)
    const unreachable = listed.filter((l) => !reachable.has(l.replace(/\.md$/, '.html')))
    expect(unreachable).toEqual([])
    // Nothing a reader can reach is missing, and no page listed is one the search hides.
    const pagesOfLocale = [...reachable].filter(
      (p) =>
        (file.startsWith('en/') ? p.startsWith('en/') : !p.startsWith('en/')) &&
        fs.existsSync(path.join(dist, p)) &&
        isPage(read(dist, p)),
    )
    expect(listed.map((l) => l.replace(/\.md$/, '.html')).sort()).toEqual(pagesOfLocale.sort())
  })

  it.each(['llms-full.txt', 'en/llms-full.txt'])('%s: every listed page’s Markdown, in order', (file) => {
    const full = read(dist, file)
    checkMarkdown(dist, full, file)
    const listed = [
      // The listed pages: the entries' links, not the notes' (the MCP server's note links its docs page).
      ...read(dist, file.replace('-full', '')).matchAll(/^- \[[^\]]+\]\(https:\/\/docs\.example\.com\/([^)]+\.md)\)/gm),
    ]
      .map((m) => m[1]!)
      .filter((l) => !l.endsWith('.txt'))
    let at = 0
    for (const rel of listed) {
      // Without the line a copy read alone starts with (where llms.txt is): llms-full is llms.txt's pages.
      const page = read(dist, rel)
        .replace(/^> [^\n]*llms\.txt[^\n]*\n\n/, '')
        .trim()
      const i = full.indexOf(page, at)
      expect(i, rel).toBeGreaterThanOrEqual(at)
      at = i + page.length
    }
  })
})
