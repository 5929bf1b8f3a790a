/**
 * The dev server's search index (Node): Markdown rendered with VitePress's own renderer, cut by the
 * same extractor as the build, rebuilt after any Markdown edit.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { createMarkdownRenderer } from 'vitepress'
import { buildLocalIndex } from '../search-core/local-engine'
import type { DocRecord } from '../search-core/types'
import { productArea } from './areas'
import { extractRecords } from './records'

/** Where the dev server serves the index of a locale. */
export const DEV_INDEX_PATH = '/__search-index/'

async function markdownFiles(dir: string, root = dir): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((e) => {
      const p = path.join(dir, e.name)
      if (e.isDirectory()) return e.name.startsWith('.') || e.name === 'node_modules' ? [] : markdownFiles(p, root)
      return e.name.endsWith('.md') ? [path.relative(root, p).split(path.sep).join('/')] : []
    }),
  )
  return nested.flat()
}

export async function devRecords(srcDir: string, locale: string): Promise<DocRecord[]> {
  const md = await createMarkdownRenderer(srcDir)
  const files = (await markdownFiles(srcDir)).filter((f) => (locale === 'en') === f.startsWith('en/'))
  const out: DocRecord[] = []
  for (const rel of files) {
    const src = await fs.readFile(path.join(srcDir, rel), 'utf8')
    const fmMatch = /^---\n([\s\S]*?)\n---\n?/.exec(src)
    const fm = fmMatch?.[1] ?? ''
    if (/^search:\s*false\s*$/m.test(fm)) continue
    const title = (/^title:\s*"?(.*?)"?\s*$/m.exec(fm)?.[1] ?? '').trim()
    const description = (/^description:\s*"?(.*?)"?\s*$/m.exec(fm)?.[1] ?? '').trim()
    const body = fmMatch ? src.slice(fmMatch[0].length) : src
    let html = ''
    try {
      html = md.render(body, { relativePath: rel, cleanUrls: false })
    } catch {
      continue // a page being edited may not render; the next save rebuilds
    }
    const inLocale = locale === 'en' ? rel.slice(3) : rel
    out.push(
      ...extractRecords({
        url: '/' + rel.replace(/(^|\/)index\.md$/, '$1').replace(/\.md$/, '.html'),
        html: `<html><head><title>${title}</title><meta name="description" content="${description.replace(/"/g, '&quot;')}"></head><body><div class="vp-doc"><div>${html}</div></div></body></html>`,
        locale,
        lvl0: productArea(inLocale, locale),
      }),
    )
  }
  return out
}

/** Vite plugin: serves `/__search-index/<locale>.json` in dev, rebuilt when Markdown changes. */
export function devSearchIndexPlugin(srcDir: string): Plugin {
  const cache = new Map<string, Promise<string>>()
  return {
    name: 'docs-dev-search-index',
    apply: 'serve',
    configureServer(server) {
      server.watcher.on('all', (_event, file) => {
        if (file.endsWith('.md')) cache.clear()
      })
      server.middlewares.use(async (req, res, next) => {
        const m = /^\/__search-index\/(zh|en)\.json$/.exec((req.url ?? '').split('?')[0] ?? '')
        if (!m) return next()
        const locale = m[1]!
        if (!cache.has(locale)) cache.set(locale, devRecords(srcDir, locale).then((r) => JSON.stringify(buildLocalIndex(r, locale))))
        try {
          const body = await cache.get(locale)!
          res.setHeader('Content-Type', 'application/json; charset=utf-8')
          res.setHeader('Cache-Control', 'no-store')
          res.end(body)
        } catch (err) {
          cache.delete(locale)
          res.statusCode = 500
          res.end(JSON.stringify({ message: String((err as Error).message) }))
        }
      })
    },
  }
}
