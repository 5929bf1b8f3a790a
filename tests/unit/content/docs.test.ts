import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { markdownHeadingKeys, readSectionQuestions } from '../../../src/indexer/pages/section-questions'

// Content rules of the docs (CONTENT.md): depth, no placeholders, no paragraph said twice.
const DOCS = path.resolve(__dirname, '../../../docs')
const MIN_CJK_DOC = 600
const MIN_CJK_POST = 800
const MIN_DUPLICATE_LENGTH = 80
const PLACEHOLDERS = /\bTODO\b|lorem|待补充|占位/i
/** Readers' keywords (CONTENT.md): a short list of short phrases. */
const MAX_KEYWORDS = 12
const MAX_KEYWORD_CHARS = 24

interface Page {
  rel: string
  frontmatter: string
  body: string
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name)
    if (d.isDirectory()) return d.name.startsWith('.') || d.name === 'public' ? [] : walk(p)
    return d.name.endsWith('.md') ? [p] : []
  })
}

const pages: Page[] = walk(DOCS).map((file) => {
  const src = fs.readFileSync(file, 'utf8')
  const m = /^---\n([\s\S]*?)\n---\n?/.exec(src)
  return {
    rel: path.relative(DOCS, file).split(path.sep).join('/'),
    frontmatter: m?.[1] ?? '',
    body: m ? src.slice(m[0].length) : src,
  }
})

const isHome = (p: Page) => /^layout:\s*home\s*$/m.test(p.frontmatter)
const isEnglish = (p: Page) => p.rel.startsWith('en/')
const isPost = (p: Page) => p.rel.startsWith('posts/') && p.rel !== 'posts/index.md'
/** Prose only: fenced code, inline code, HTML tags and link targets do not count. */
const prose = (body: string) =>
  body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
const cjkCount = (s: string) => s.match(/[\u4e00-\u9fff]/g)?.length ?? 0

const docPages = pages.filter((p) => !isHome(p) && !isEnglish(p))

describe('docs content', () => {
  it('has the pages of every product area', () => {
    expect(docPages.length).toBeGreaterThan(100)
  })

  it.each(docPages.map((p) => [p.rel, p] as const))('%s: title, description, depth and sections', (_rel, page) => {
    expect(page.frontmatter, 'frontmatter title').toMatch(/^title:\s*\S/m)
    expect(page.frontmatter, 'frontmatter description').toMatch(/^description:\s*\S/m)
    const min = isPost(page) ? MIN_CJK_POST : MIN_CJK_DOC
    expect(cjkCount(prose(page.body)), 'Chinese characters of prose').toBeGreaterThanOrEqual(min)
    expect(page.body.match(/^## /gm)?.length ?? 0, '## sections').toBeGreaterThanOrEqual(2)
  })

  it('has no placeholder text anywhere', () => {
    const offenders = pages.filter((p) => PLACEHOLDERS.test(p.frontmatter + '\n' + prose(p.body))).map((p) => p.rel)
    expect(offenders).toEqual([])
  })

  it('never repeats a paragraph of 80+ characters on two pages', () => {
    const seen = new Map<string, string>()
    const repeats: string[] = []
    for (const page of pages) {
      const paragraphs = new Set(
        page.body
          .replace(/```[\s\S]*?```/g, '\n\n')
          .split(/\n\s*\n/)
          .map((p) => p.replace(/\s+/g, ' ').trim())
          // Table rows and link cards (navigation: a card repeats its target page's description) are not prose.
          .filter((p) => p.length >= MIN_DUPLICATE_LENGTH && !p.startsWith('|') && !p.startsWith('<LinkCard')),
      )
      for (const para of paragraphs) {
        const other = seen.get(para)
        if (other && other !== page.rel) repeats.push(`${other} & ${page.rel}: ${para.slice(0, 60)}…`)
        else seen.set(para, page.rel)
      }
    }
    expect(repeats).toEqual([])
  })

  it("readers' keywords, where a page has them, are a short list of short, distinct phrases", () => {
    const problems: string[] = []
    for (const page of pages) {
      const keywords = (parse(page.frontmatter) as { keywords?: unknown } | null)?.keywords
      if (keywords === undefined) continue
      if (!Array.isArray(keywords) || !keywords.every((k) => typeof k === 'string' && k.trim() !== '')) {
        problems.push(`${page.rel}: keywords must be a list of strings`)
        continue
      }
      if (keywords.length > MAX_KEYWORDS)
        problems.push(`${page.rel}: ${keywords.length} keywords (at most ${MAX_KEYWORDS})`)
      for (const k of keywords) {
        if ([...k].length > MAX_KEYWORD_CHARS)
          problems.push(`${page.rel}: "${k}" is longer than ${MAX_KEYWORD_CHARS} characters`)
        // The meta tag separates entries with commas.
        if (k.includes(',')) problems.push(`${page.rel}: "${k}" holds a comma (write two keywords)`)
      }
      const folded = keywords.map((k) => k.toLowerCase().replace(/\s+/g, ' ').trim())
      if (new Set(folded).size !== folded.length) problems.push(`${page.rel}: a keyword is listed twice`)
    }
    expect(problems).toEqual([])
  })

  it("readers' section questions name a heading of their page, a few short questions each", () => {
    const problems: string[] = []
    for (const page of pages) {
      const value = (parse(page.frontmatter) as { questions?: unknown } | null)?.questions
      const read = readSectionQuestions(value, markdownHeadingKeys(page.body))
      problems.push(...read.problems.map((p) => `${page.rel}: ${p}`))
    }
    expect(problems).toEqual([])
  })

  it('posts carry tags from the catalogue and an image', () => {
    const allowed = ['fundamentals', 'tricks', 'tutorials', 'integrations', 'environments', 'frameworks', 'trial']
    for (const post of pages.filter(isPost)) {
      const tags =
        /^tags:\s*\[([^\]]*)\]/m.exec(post.frontmatter)?.[1] ??
        /^tags:\s*\n((?:\s+-\s*.+\n?)+)/m.exec(post.frontmatter)?.[1] ??
        ''
      const list = tags
        .split(/[,\n]/)
        .map((t) => t.replace(/[-\s'"]/g, ''))
        .filter(Boolean)
      expect(list.length, `${post.rel} tags`).toBeGreaterThan(0)
      for (const t of list) expect(allowed, `${post.rel} tag ${t}`).toContain(t)
      expect(post.frontmatter, `${post.rel} image`).toMatch(/^image:\s*\/images\/posts\/\w+\.svg/m)
    }
  })

  it('landing pages carry link cards with product icons, and every card points at a page', () => {
    const landings = [
      'ai-studio',
      'gen-studio',
      'comfy-stack',
      'kube-studio',
      'opti-compute',
      'ai-coder',
      'fundamentals',
      'support',
    ].map((d) => `${d}/index.md`)
    const exists = (href: string) => {
      const p = href.replace(/^\//, '').replace(/[#?].*$/, '')
      return [`${p}.md`, `${p}index.md`, `${p}/index.md`].some((f) => fs.existsSync(path.join(DOCS, f)))
    }
    for (const rel of landings) {
      const page = pages.find((p) => p.rel === rel)!
      const cards = [...page.body.matchAll(/<LinkCard\s+href="([^"]+)"[^>]*icon-type="([^"]+)"/g)]
      expect(cards.length, `${rel} link cards`).toBeGreaterThanOrEqual(5)
      for (const [, href] of cards) expect(exists(href!), `${rel} → ${href}`).toBe(true)
    }
  })
})
