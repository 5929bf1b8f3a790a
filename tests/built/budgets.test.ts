import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'

// Byte budgets (deterministic, so they may fail a test): the embedded index per indexed page.
const dist = path.resolve(__dirname, '../../.vitepress/dist')
export const INDEX_GZIP_BYTES_PER_PAGE = 1.5 * 1024

describe('embedded index budget', () => {
  it.each(['zh', 'en'])('%s: gzipped index under 1.5 KB per indexed page', (locale) => {
    const file = fs.readdirSync(path.join(dist, 'assets')).find((f) => f.startsWith(`search-index.${locale}.`))
    expect(file, 'hashed index asset').toMatch(new RegExp(`^search-index\\.${locale}\\.[0-9a-f]{10}\\.json$`))
    const gz = gzipSync(fs.readFileSync(path.join(dist, 'assets', file!))).length
    const pages = new Set(
      fs.readFileSync(path.join(dist, `records.${locale}.jsonl`), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).url_without_anchor),
    ).size
    console.log(`${locale}: ${(gz / 1024).toFixed(1)} KB gzip for ${pages} pages = ${(gz / pages / 1024).toFixed(2)} KB/page`)
    expect(gz / pages).toBeLessThanOrEqual(INDEX_GZIP_BYTES_PER_PAGE)
  })

  it('every page points at its locale index', () => {
    const zh = fs.readFileSync(path.join(dist, 'index.html'), 'utf8')
    const en = fs.readFileSync(path.join(dist, 'en/index.html'), 'utf8')
    expect(zh).toMatch(/<meta name="docs-search-index" content="\/assets\/search-index\.zh\.[0-9a-f]{10}\.json">/)
    expect(en).toMatch(/<meta name="docs-search-index" content="\/assets\/search-index\.en\.[0-9a-f]{10}\.json">/)
    expect(zh).not.toContain('__DOCS_SEARCH_INDEX__')
  })
})
