/**
 * The one reading of a source page (Node only): its frontmatter, parsed once with `yaml`; its locale,
 * decided from its path; its kind (`pageKind`, src/contracts/page-kind.ts); whether search indexes it
 * (`search: false` leaves it out); and the facts every consumer derives from those (URL, product area,
 * page rank, tags, keywords, OpenAPI document). The index build, the dev index and the Markdown export
 * all read pages through here.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { isObject } from '../../contracts/json'
import { pageUrlOf } from '../../contracts/page-url'
import { localeOfSourcePath, type Locale } from '../../contracts/locale'
import { pageKind, type PageKind } from '../../contracts/page-kind'
import { productArea } from './areas'
import { headingKey, markdownHeadingKeys, readSectionQuestions, type SectionQuestions } from './section-questions'

export type { Locale }

/** The locale folder of English pages; every other page is Chinese (the site's root locale). */
const EN_PREFIX = 'en/'

/** Locale of a page, from its source path relative to the content folder (`en/ai-studio/x.md` → en). */
export const localeOfPage: (rel: string) => Locale = localeOfSourcePath

/** The page's path inside its locale (`en/ai-studio/x.md` → `ai-studio/x.md`). */
export const pathInLocale = (rel: string): string => (localeOfPage(rel) === 'en' ? rel.slice(EN_PREFIX.length) : rel)

/** Output file of a page's HTML, relative to the output folder (`a/index.md` → `a/index.html`). */
export const htmlFileOf = (rel: string): string => rel.replace(/\.md$/, '.html')

/**
 * DocSearch's page rank of each kind of page: home and landing pages 1, others 0; tutorial posts and
 * changelogs −1 (a release note names a feature in passing: the page about it is the answer).
 */
const PAGE_RANK: Readonly<Record<PageKind, number>> = {
  home: 1,
  landing: 1,
  'api-reference': 0,
  faq: 0,
  doc: 0,
  post: -1,
  changelog: -1,
}

export interface Frontmatter {
  /** The parsed mapping; empty when the page has none or it does not parse. */
  data: Record<string, unknown>
  /** The Markdown after the frontmatter block. */
  body: string
  /** Why the frontmatter did not parse (a page being edited), if it did not. */
  error: string | null
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[^\S\r\n]*(?:\r?\n|$)/

/** Splits a Markdown source into its frontmatter (parsed) and body. */
export function parseFrontmatter(source: string): Frontmatter {
  const block = FRONTMATTER.exec(source)
  if (!block) return { data: {}, body: source, error: null }
  const body = source.slice(block[0].length)
  try {
    const data: unknown = parseYaml(block[1] ?? '')
    return { data: isObject(data) ? data : {}, body, error: null }
  } catch (err) {
    return { data: {}, body, error: (err as Error).message }
  }
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
/** A list of strings; other entries are dropped, as the keywords meta tag (keywordsMetaContent) drops them. */
const words = (v: unknown): string[] =>
  (Array.isArray(v) ? v : [])
    .filter((w): w is string => typeof w === 'string')
    .map((w) => w.trim())
    .filter(Boolean)

/** What a consumer needs to know about one source page. */
export interface SourcePage {
  /** Source path relative to the content folder, as VitePress lists it (`en/ai-studio/x.md`). */
  rel: string
  locale: Locale
  /** Source path inside the locale (`ai-studio/x.md`). */
  inLocale: string
  /** Site path of the page (`/en/ai-studio/x.html`, `/en/`). */
  url: string
  /** What kind of page it is (home, landing, API reference, FAQ, post, changelog, doc). */
  kind: PageKind
  /** Output file of the rendered page, relative to the output folder. */
  htmlFile: string
  frontmatter: Record<string, unknown>
  /** Markdown after the frontmatter. */
  body: string
  /** Frontmatter parse error, if any: the page is then read as if it had no frontmatter. */
  frontmatterError: string | null
  title: string
  description: string
  /** Readers' keywords (frontmatter `keywords`, a list of strings). */
  keywords: string[]
  /** Post tags (frontmatter `tags`). */
  tags: string[]
  /** Readers' questions of its sections (frontmatter `questions`), with what is wrong with them. */
  questions: SectionQuestions
  /** Site path of an API reference's OpenAPI document (frontmatter `spec`); null on other kinds. */
  spec: string | null
  /** False for `search: false`: search indexes leave the page out, llms.txt does not list it. */
  searchable: boolean
  /** Product area (hierarchy lvl0, llms.txt section). */
  area: string
  pageRank: number
}

/** Reads a page from its (already transformed) Markdown source. */
export function sourcePage(rel: string, source: string): SourcePage {
  const fm = parseFrontmatter(source)
  const locale = localeOfPage(rel)
  const inLocale = pathInLocale(rel)
  const spec = text(fm.data.spec).trim()
  const title = text(fm.data.title).trim()
  const kind = pageKind(rel, fm.data)
  const headings = [...(title ? [headingKey(title)] : []), ...markdownHeadingKeys(fm.body)]
  return {
    rel,
    locale,
    inLocale,
    url: pageUrlOf(rel),
    kind,
    htmlFile: htmlFileOf(rel),
    frontmatter: fm.data,
    body: fm.body,
    frontmatterError: fm.error,
    title,
    description: text(fm.data.description).trim(),
    keywords: words(fm.data.keywords),
    tags: words(fm.data.tags),
    questions: readSectionQuestions(fm.data.questions, headings),
    spec: kind === 'api-reference' ? spec : null,
    searchable: fm.data.search !== false,
    area: productArea(inLocale, locale),
    pageRank: PAGE_RANK[kind],
  }
}

/**
 * Reads a page from the content folder; `transform` is what the site does to the Markdown before
 * rendering it (the deploy's host tokens). A page that cannot be read yields null.
 */
export async function readSourcePage(
  srcDir: string,
  rel: string,
  transform: (markdown: string) => string = (m) => m,
): Promise<SourcePage | null> {
  const source = await fs.readFile(path.join(srcDir, rel), 'utf8').catch(() => null)
  return source === null ? null : sourcePage(rel, transform(source))
}

/**
 * The pages of a content folder as VitePress finds them (relative, `/`-separated): every `.md` file
 * outside dot folders and node_modules, except `README.md` (the site's `srcExclude`).
 */
export async function listSourcePages(srcDir: string): Promise<string[]> {
  const walk = async (dir: string): Promise<string[]> => {
    const entries = await fs.readdir(dir, { withFileTypes: true })
    const nested = await Promise.all(
      entries.map((e) => {
        const p = path.join(dir, e.name)
        if (e.isDirectory()) return e.name.startsWith('.') || e.name === 'node_modules' ? [] : walk(p)
        return e.name.endsWith('.md') && e.name !== 'README.md'
          ? [path.relative(srcDir, p).split(path.sep).join('/')]
          : []
      }),
    )
    return nested.flat()
  }
  return (await walk(srcDir)).sort()
}
