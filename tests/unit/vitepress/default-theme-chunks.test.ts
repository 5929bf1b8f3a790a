import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { editDefaultTheme } from '../../../.vitepress/plugins/defaultThemeChunks'
import { preloadLayoutChunk } from '../../../.vitepress/build/layoutPreload'

const themeDir = path.resolve(__dirname, '../../../node_modules/vitepress/dist/client/theme-default')
const read = (file: string) => {
  const id = path.join(themeDir, file)
  return { id, code: fs.readFileSync(id, 'utf8') }
}

describe('the default theme, edited so that every page loads less', () => {
  it('keeps the entry’s stylesheets, layout, Badge and composables, without its component re-exports', () => {
    const { id, code } = read('without-fonts.js')
    const out = editDefaultTheme(id, code)!
    for (const line of code.split('\n').filter((l) => /^import |useSidebar|useLocalNav|export default/.test(l)))
      expect(out).toContain(line)
    expect(code).toMatch(/^export \{ default as VPHomeHero \}/m)
    expect(out).not.toMatch(/^export \{ default as \w+ \} from '\.\/components\//m)
  })

  it('loads the home layout and the default 404 body only when VPContent renders them', () => {
    const { id, code } = read('components/VPContent.vue')
    const out = editDefaultTheme(id, code)!
    expect(out).not.toMatch(/^import (VPHome|NotFound) from/m)
    expect(out).toContain("defineAsyncComponent(() => import('./VPHome.vue'))")
    expect(out).toContain("defineAsyncComponent(() => import('../NotFound.vue'))")
    // Everything else is VitePress's own text.
    expect(out.replace(/^.*defineAsyncComponent.*\n/gm, '')).toBe(
      code.replace(/^import (VPHome|NotFound) from.*\n/gm, ''),
    )
  })

  it('fails the build when VitePress’s file no longer reads as expected', () => {
    expect(() => editDefaultTheme(path.join(themeDir, 'components/VPContent.vue'), '<template />')).toThrow(
      /VPContent\.vue no longer has/,
    )
    expect(() => editDefaultTheme(path.join(themeDir, 'without-fonts.js'), 'export default {}')).toThrow(
      /without-fonts\.js/,
    )
  })

  it('leaves every other file and the SFC’s split blocks alone', () => {
    expect(editDefaultTheme(path.join(themeDir, 'components/VPDoc.vue'), 'x')).toBeNull()
    expect(editDefaultTheme('/src/components/VPContent.vue', 'x')).toBeNull()
    const vpContent = read('components/VPContent.vue')
    expect(editDefaultTheme(`${vpContent.id}?vue&type=style&index=0&scoped=abc&lang.css`, '.x{}')).toBeNull()
    // The dev server's version query is still the module's source.
    expect(editDefaultTheme(`${vpContent.id}?v=620ac7e2`, vpContent.code)).toContain('defineAsyncComponent')
  })
})

describe('the home layout’s chunk', () => {
  let dir = ''
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))
  const page = '<html><head><title>首页</title></head><body></body></html>'

  it('is preloaded beside the page’s other modules', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layout-preload-'))
    fs.mkdirSync(path.join(dir, 'assets/chunks'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'assets/chunks/VPHome.abc123.js'), '')
    fs.writeFileSync(path.join(dir, 'assets/chunks/VPHomeHero.zzz.js'), '')
    const out = preloadLayoutChunk(page, dir, '/docs/', 'VPHome')
    expect(out).toContain('<link rel="modulepreload" href="/docs/assets/chunks/VPHome.abc123.js">\n</head>')
    expect(preloadLayoutChunk(out, dir, '/docs/', 'VPHome')).toBe(out)
  })

  it('leaves the page as it is when the build made no such chunk', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'layout-preload-'))
    expect(preloadLayoutChunk(page, dir, '/', 'VPHome')).toBe(page)
  })
})
