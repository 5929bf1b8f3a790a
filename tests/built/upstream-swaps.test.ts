import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUDGET_DOC_PAGE, initialCss, initialJs } from '../../testkit/bytes'

// The default theme's components that vite.config.ts swaps for ours: if VitePress renames or moves
// one, the alias stops matching without an error, and these checks notice.
const dist = path.resolve(__dirname, '../../.vitepress/dist')
const DOC_PAGE = BUDGET_DOC_PAGE
const read = (files: string[]) => files.map((f) => fs.readFileSync(path.join(dist, f), 'utf8')).join('\n')

describe('the default theme’s search box is swapped for an empty box', () => {
  it('no DocSearch CSS and no Algolia preconnect in what a page loads', () => {
    expect(read(initialCss(dist, DOC_PAGE))).not.toMatch(/\.DocSearch-Button/)
    expect(read(initialJs(dist, DOC_PAGE))).not.toMatch(/VPAlgoliaPreconnect/)
  })

  it('the nav bar keeps the box that takes the free width', () => {
    expect(fs.readFileSync(path.join(dist, DOC_PAGE), 'utf8')).toMatch(/<div class="VPNavBarSearch[^"]*"/)
  })
})
