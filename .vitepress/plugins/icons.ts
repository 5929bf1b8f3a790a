import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import { iconGlyphs } from '../navigation/icons'

const VIRTUAL_ID = 'virtual:site-icons'
const RESOLVED_ID = '\0' + VIRTUAL_ID

interface IconifyJson {
  width?: number
  height?: number
  icons: Record<string, { body: string; width?: number; height?: number }>
}

/**
 * The site's icons as one SVG sprite (a `<symbol>` per icon type, only the glyphs we use, from
 * @iconify-json/mdi), served from our own origin under a content-hashed name. Pages reference it with
 * `<use href>`, so the glyph data costs no JavaScript and is fetched once, only where an icon shows.
 * The virtual module exports the sprite's path and each icon's viewBox.
 */
export function siteIconsPlugin(): Plugin {
  const set = createRequire(import.meta.url)('@iconify-json/mdi/icons.json') as IconifyJson
  const viewBoxes: Record<string, string> = {}
  const symbols: string[] = []
  for (const [type, glyph] of Object.entries(iconGlyphs)) {
    const icon = set.icons[glyph]
    if (!icon) throw new Error(`Icon "${glyph}" for "${type}" is missing from @iconify-json/mdi`)
    viewBoxes[type] = `0 0 ${icon.width ?? set.width ?? 24} ${icon.height ?? set.height ?? 24}`
    symbols.push(`<symbol id="${type}" viewBox="${viewBoxes[type]}">${icon.body}</symbol>`)
  }
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
  const fileName = `assets/site-icons.${createHash('sha256').update(sprite).digest('hex').slice(0, 10)}.svg`

  return {
    name: 'site-icons',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return
      return `export const spritePath = ${JSON.stringify('/' + fileName)}\nexport const viewBoxes = ${JSON.stringify(viewBoxes)}`
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: sprite })
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.endsWith('/' + fileName)) return next()
        res.setHeader('Content-Type', 'image/svg+xml')
        res.end(sprite)
      })
    },
  }
}
