import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BUDGET_DOC_PAGE, htmlPages, initialCss, initialJs } from '../../testkit/bytes'

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

describe('the home layout and the default 404 body are chunks of their own', () => {
  const HOME_PAGES = ['index.html', 'en/index.html']

  it('a doc page’s JS has none of the home layout’s hero and features', () => {
    const js = read(initialJs(dist, DOC_PAGE))
    for (const name of ['VPHome', 'VPHero', 'VPHomeHero', 'VPFeatures', 'VPFeature'])
      expect(js, name).not.toMatch(new RegExp(`__name:"${name}"`))
  })

  it.each(HOME_PAGES)('%s loads the home layout with its other modules and renders it on the server', (page) => {
    const files = initialJs(dist, page)
    const home = files.find((f) => /\/VPHome\.[\w-]+\.js$/.test(f))
    expect(home, files.join(' ')).toBeDefined()
    expect(read([home!])).toMatch(/__name:"VPHome"/)
    expect(fs.readFileSync(path.join(dist, page), 'utf8')).toMatch(/<div class="VPHero VPHomeHero/)
  })
})

describe('React is one chunk (.vitepress/plugins/reactChunk.ts wraps VitePress’s manualChunks)', () => {
  const chunks = fs.readdirSync(path.join(dist, 'assets/chunks')).filter((f) => f.endsWith('.js'))
  const text = (f: string) => fs.readFileSync(path.join(dist, 'assets/chunks', f), 'utf8')

  it('react, react-dom and the interop wrapper of `import * as React` load as the one `client` chunk', () => {
    const react = chunks.filter((f) => !f.startsWith('redoc.') && /@license React/.test(text(f)))
    expect(react).toHaveLength(1)
    expect(react[0]).toMatch(/^client\./)
    // Rollup's wrapper merging a CommonJS module's namespace (import * as React): a chunk of its own, left alone.
    const wrappers = chunks.filter(
      (f) =>
        /from"\.\/client\.[\w-]+\.js"/.test(text(f)) &&
        /getOwnPropertyDescriptor/.test(text(f)) &&
        text(f).length < 1000,
    )
    expect(wrappers).toEqual([])
  })
})

describe('VitePress’s chrome is named in the page’s language', () => {
  // VitePress's own English labels, as its components and Markdown renderer write them.
  const ENGLISH = [
    'title="Copy Code"',
    'aria-label="Permalink to',
    'aria-label="toggle section"',
    'aria-label="mobile navigation"',
    'aria-label="extra navigation"',
    'Main Navigation',
    'Sidebar Navigation',
    '>Pager<',
    'Skip to content',
  ]

  it('no Chinese page carries one of its English labels', () => {
    const offenders = htmlPages(dist)
      .filter((p) => !p.startsWith('en/'))
      .flatMap((p) => {
        const html = fs.readFileSync(path.join(dist, p), 'utf8')
        return ENGLISH.filter((label) => html.includes(label)).map((label) => `${p}: ${label}`)
      })
    expect(offenders).toEqual([])
  })
})
