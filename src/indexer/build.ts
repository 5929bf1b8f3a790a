/**
 * Build step (Node): rendered pages → records per locale → JSONL for the sync CLI and the hashed
 * embedded index, whose URL is written into every page's `docs-search-index` meta tag.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { buildLocalIndex } from '../search-core/local-engine'
import type { DocRecord } from '../search-core/types'
import { productArea } from './areas'
import { extractRecords } from './records'

/** Placeholder of the meta tag's content, replaced per locale at build end. */
export const SEARCH_INDEX_PLACEHOLDER = '__DOCS_SEARCH_INDEX__'

export interface FaqPair {
  id: string
  question: string
  answer: string
  content: string
  category: string
  url: string
  anchor: string
  language: string
  item_priority: number
  'hierarchy.lvl0': string
  'hierarchy.lvl1': string
  'hierarchy.lvl2': string
}

export interface BuildSearchOptions {
  srcDir: string
  outDir: string
  /** Source pages relative to srcDir (`ai-studio/job/create.md`), as VitePress lists them. */
  pages: string[]
  base?: string
  log?: (line: string) => void
}

export interface LocaleArtifacts {
  records: DocRecord[]
  faq: FaqPair[]
  indexFile: string
  indexBytes: number
}

const localeOf = (rel: string) => (rel.startsWith('en/') ? 'en' : 'zh')
const htmlPathOf = (rel: string) => rel.replace(/(^|\/)index\.md$/, '$1index.html').replace(/\.md$/, '.html')
const urlOf = (rel: string) => '/' + rel.replace(/(^|\/)index\.md$/, '$1').replace(/\.md$/, '.html')

function frontmatter(src: string): string {
  return /^---\n([\s\S]*?)\n---/.exec(src)?.[1] ?? ''
}

function tagsOf(fm: string): string[] {
  const inline = /^tags:\s*\[([^\]]*)\]/m.exec(fm)?.[1]
  const list = inline ?? /^tags:\s*\n((?:\s+-\s*.+\n?)+)/m.exec(fm)?.[1] ?? ''
  return list.split(/[,\n]/).map((t) => t.replace(/[-\s'"]/g, '')).filter(Boolean)
}

/** FAQ pairs: the `###` questions of the FAQ page with the answers under them. */
export function faqPairsOf(records: DocRecord[], faqUrl: string): FaqPair[] {
  return records
    .filter((r) => r.url_without_anchor === faqUrl && r['hierarchy.lvl3'] && r.content)
    .map((r) => ({
      id: `faq-${r.id}`,
      question: r['hierarchy.lvl3'] as string,
      answer: r.content,
      content: `${r['hierarchy.lvl3']} ${r.content}`,
      category: r['hierarchy.lvl2'] ?? '',
      url: r.url,
      anchor: r.anchor ?? '',
      language: r.language,
      item_priority: r.item_priority,
      'hierarchy.lvl0': r['hierarchy.lvl1'],
      'hierarchy.lvl1': r['hierarchy.lvl2'] ?? '',
      'hierarchy.lvl2': r['hierarchy.lvl3'] as string,
    }))
}

export async function buildSearchArtifacts(opts: BuildSearchOptions): Promise<Record<string, LocaleArtifacts>> {
  const log = opts.log ?? (() => {})
  const byLocale: Record<string, DocRecord[]> = {}
  for (const rel of opts.pages) {
    const src = await fs.readFile(path.join(opts.srcDir, rel), 'utf8').catch(() => '')
    const fm = frontmatter(src)
    if (/^search:\s*false\s*$/m.test(fm)) continue
    const html = await fs.readFile(path.join(opts.outDir, htmlPathOf(rel)), 'utf8').catch(() => null)
    if (html === null) continue
    const locale = localeOf(rel)
    const inLocale = locale === 'en' ? rel.slice(3) : rel
    const isLanding = /(^|\/)index\.md$/.test(inLocale) && inLocale.split('/').length <= 2
    const records = extractRecords({
      url: urlOf(rel),
      html,
      locale,
      lvl0: productArea(inLocale, locale),
      tags: tagsOf(fm),
      pageRank: isLanding ? 1 : 0,
    })
    ;(byLocale[locale] ??= []).push(...records)
  }

  const result: Record<string, LocaleArtifacts> = {}
  const assetsDir = path.join(opts.outDir, 'assets')
  await fs.mkdir(assetsDir, { recursive: true })
  for (const [locale, records] of Object.entries(byLocale)) {
    const faq = faqPairsOf(records, locale === 'en' ? '/en/support/faq.html' : '/support/faq.html')
    await fs.writeFile(path.join(opts.outDir, `records.${locale}.jsonl`), records.map((r) => JSON.stringify(r)).join('\n') + '\n')
    await fs.writeFile(path.join(opts.outDir, `faq.${locale}.jsonl`), faq.map((r) => JSON.stringify(r)).join('\n') + (faq.length ? '\n' : ''))
    const json = JSON.stringify(buildLocalIndex(records, locale))
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10)
    const indexFile = `assets/search-index.${locale}.${hash}.json`
    await fs.writeFile(path.join(opts.outDir, indexFile), json)
    result[locale] = { records, faq, indexFile, indexBytes: Buffer.byteLength(json) }
    log(`search: ${locale} ${records.length} records, ${faq.length} FAQ pairs, index ${(Buffer.byteLength(json) / 1024).toFixed(0)} KB → ${indexFile}`)
  }

  // Point every page at its locale's index.
  const base = (opts.base ?? '/').replace(/\/?$/, '/')
  for (const rel of opts.pages) {
    const file = path.join(opts.outDir, htmlPathOf(rel))
    const html = await fs.readFile(file, 'utf8').catch(() => null)
    if (html === null || !html.includes(SEARCH_INDEX_PLACEHOLDER)) continue
    const target = result[localeOf(rel)] ?? result.zh
    await fs.writeFile(file, html.split(SEARCH_INDEX_PLACEHOLDER).join(target ? base + target.indexFile : ''))
  }
  const notFound = path.join(opts.outDir, '404.html')
  const nf = await fs.readFile(notFound, 'utf8').catch(() => null)
  if (nf?.includes(SEARCH_INDEX_PLACEHOLDER)) await fs.writeFile(notFound, nf.split(SEARCH_INDEX_PLACEHOLDER).join(result.zh ? base + result.zh.indexFile : ''))
  return result
}
