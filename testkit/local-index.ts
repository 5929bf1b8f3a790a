/**
 * The embedded index of a built site, searched in Node through the same engine the browser runs,
 * reading the index's files from disk (and counting what a search reads).
 */
import fs from 'node:fs'
import path from 'node:path'
import { recordsFileName, SEARCH_INDEX_META_NAME, type Locale } from '../src/contracts'
import { LocalEngine, type DocRecord } from '../src/search-core'

/** Site path of a locale's index meta, from the page's `docs-search-index` meta tag. */
export function indexMetaPath(dist: string, locale: Locale): string {
  const html = fs.readFileSync(path.join(dist, locale === 'en' ? 'en/index.html' : 'index.html'), 'utf8')
  const m = new RegExp(`<meta name="${SEARCH_INDEX_META_NAME}" content="([^"]+)">`).exec(html)
  if (!m) throw new Error(`no ${SEARCH_INDEX_META_NAME} meta tag in ${dist}`)
  return m[1]!
}

export interface DiskEngine {
  engine: LocalEngine
  /** Files read so far (site paths). */
  read: string[]
}

export function engineFromDist(dist: string, locale: Locale): DiskEngine {
  const read: string[] = []
  const engine = new LocalEngine(indexMetaPath(dist, locale), async (url) => {
    read.push(url)
    return JSON.parse(await fs.promises.readFile(path.join(dist, url), 'utf8'))
  })
  return { engine, read }
}

/** The records a build wrote for a locale (`records.<locale>.jsonl`). */
export const builtRecords = (dist: string, locale: Locale): DocRecord[] =>
  fs
    .readFileSync(path.join(dist, recordsFileName(locale)), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
