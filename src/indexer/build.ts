/**
 * Build step (Node): rendered pages and OpenAPI documents → records per locale → JSONL for the sync CLI
 * and the embedded index (a folder of pieces named by its content hash), whose meta URL is written into
 * every page's `docs-search-index` meta tag.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import {
  faqFileName,
  INDEX_ASSETS_DIR,
  INDEX_META_FILE,
  recordsFileName,
  SEARCH_INDEX_PLACEHOLDER,
  toLocale,
} from '../contracts'
import { buildLocalIndex, type LocalIndexFiles } from '../search-core/local-index'
import { compileSynonyms, type SynonymRule } from '../search-core/synonyms'
import type { DocRecord } from '../search-core/types'
import { foldPairsFor } from './fold-pairs'
import { LEXICON_NOTICE_FILE, lexiconFor, lexiconNotice } from './lexicon'
import { pageRecords } from './pages/page-records'
import { htmlFileOf, localeOfPage, readSourcePage } from './pages/read-page'
import { pageDescription } from './records'
import { COLLOQUIAL_FILE, readVocabulary, SYNONYMS_FILE } from './synonyms-file'

export { COLLOQUIAL_FILE, SYNONYMS_FILE }

interface FaqPair {
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
  /** Site path of the index's meta.json, relative to the output folder. */
  indexFile: string
  /** Bytes of all the index's files. */
  indexBytes: number
  indexFiles: number
}

/**
 * The synonym rules of a content folder, the colloquial table's included; none when it has neither
 * file, an error naming the file when one is malformed.
 */
export async function readSynonymRules(srcDir: string): Promise<SynonymRule[]> {
  return (await readVocabulary(path.join(srcDir, SYNONYMS_FILE))) ?? []
}

/** A locale's embedded index, in memory (the build writes it, the dev server serves it). */
export function localIndexOf(
  locale: string,
  records: DocRecord[],
  descriptions: ReadonlyMap<string, string>,
  rules: SynonymRule[],
): LocalIndexFiles {
  const text = records
    .map((r) => `${r['hierarchy.lvl1']} ${r['hierarchy.lvl2'] ?? ''} ${r['hierarchy.lvl3'] ?? ''} ${r.content}`)
    .join('')
  const index = buildLocalIndex({
    locale,
    records,
    descriptions,
    synonyms: compileSynonyms(rules),
    fold: foldPairsFor(text),
    lexicon: lexiconFor(locale),
  })
  if (index.meta.lexiconFiles) index.files.set(LEXICON_NOTICE_FILE, lexiconNotice())
  return index
}

/** Writes a locale's embedded index under `assets/search/<locale>/<hash>/`; returns its meta path. */
async function writeLocalIndex(
  outDir: string,
  locale: string,
  records: DocRecord[],
  descriptions: ReadonlyMap<string, string>,
  rules: SynonymRule[],
): Promise<{ indexFile: string; bytes: number; files: number }> {
  const { files } = localIndexOf(locale, records, descriptions, rules)
  const hash = createHash('sha256')
  for (const [name, body] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) hash.update(name).update(body)
  const dir = `${INDEX_ASSETS_DIR}/${locale}/${hash.digest('hex').slice(0, 10)}`
  let bytes = 0
  // Every folder the index uses (p/, f/, u/ …), from the file names themselves.
  for (const sub of new Set([...files.keys()].map((name) => path.dirname(name))))
    await fs.mkdir(path.join(outDir, dir, sub), { recursive: true })
  await Promise.all(
    [...files].map(([name, body]) => {
      bytes += Buffer.byteLength(body)
      return fs.writeFile(path.join(outDir, dir, name), body)
    }),
  )
  return { indexFile: `${dir}/${INDEX_META_FILE}`, bytes, files: files.size }
}

/** FAQ pairs: the `###` questions of the FAQ page (its records) with the answers under them. */
function faqPairsOf(records: DocRecord[]): FaqPair[] {
  return records
    .filter((r) => r['hierarchy.lvl3'] && r.content)
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
  const faqRecords: Record<string, DocRecord[]> = {}
  const descriptions = new Map<string, string>()
  for (const rel of opts.pages) {
    const page = await readSourcePage(opts.srcDir, rel)
    if (!page?.searchable) continue
    const html = await fs.readFile(path.join(opts.outDir, page.htmlFile), 'utf8').catch(() => null)
    if (html === null) continue
    // An API reference page: one record per operation of its OpenAPI document, as the output holds it.
    const openApi =
      page.kind === 'api-reference' && page.spec
        ? await fs.readFile(path.join(opts.outDir, page.spec), 'utf8').catch(() => {
            throw new Error(`${rel}: OpenAPI document ${page.spec} not found in the output`)
          })
        : null
    const records = pageRecords(page, html, openApi)
    descriptions.set(page.url, pageDescription(html))
    ;(byLocale[page.locale] ??= []).push(...records)
    if (page.kind === 'faq') (faqRecords[page.locale] ??= []).push(...records)
  }
  const rules = await readSynonymRules(opts.srcDir)

  const result: Record<string, LocaleArtifacts> = {}
  const assetsDir = path.join(opts.outDir, 'assets')
  await fs.mkdir(assetsDir, { recursive: true })
  for (const [locale, records] of Object.entries(byLocale)) {
    const faq = faqPairsOf(faqRecords[locale] ?? [])
    await fs.writeFile(
      path.join(opts.outDir, recordsFileName(toLocale(locale))),
      records.map((r) => JSON.stringify(r)).join('\n') + '\n',
    )
    await fs.writeFile(
      path.join(opts.outDir, faqFileName(toLocale(locale))),
      faq.map((r) => JSON.stringify(r)).join('\n') + (faq.length ? '\n' : ''),
    )
    const index = await writeLocalIndex(opts.outDir, locale, records, descriptions, rules)
    result[locale] = { records, faq, indexFile: index.indexFile, indexBytes: index.bytes, indexFiles: index.files }
    log(
      `search: ${locale} ${records.length} records, ${faq.length} FAQ pairs, index ${(index.bytes / 1024).toFixed(0)} KB in ${index.files} files → ${index.indexFile}`,
    )
  }

  // Point every page at its locale's index.
  const base = (opts.base ?? '/').replace(/\/?$/, '/')
  for (const rel of opts.pages) {
    const file = path.join(opts.outDir, htmlFileOf(rel))
    const html = await fs.readFile(file, 'utf8').catch(() => null)
    if (html === null || !html.includes(SEARCH_INDEX_PLACEHOLDER)) continue
    const target = result[localeOfPage(rel)] ?? result.zh
    await fs.writeFile(file, html.split(SEARCH_INDEX_PLACEHOLDER).join(target ? base + target.indexFile : ''))
  }
  const notFound = path.join(opts.outDir, '404.html')
  const nf = await fs.readFile(notFound, 'utf8').catch(() => null)
  if (nf?.includes(SEARCH_INDEX_PLACEHOLDER))
    await fs.writeFile(notFound, nf.split(SEARCH_INDEX_PLACEHOLDER).join(result.zh ? base + result.zh.indexFile : ''))
  return result
}
