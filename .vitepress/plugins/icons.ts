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

/** Emits the SVG bodies of the site's icons, and nothing else of the icon set, as a module. */
export function siteIconsPlugin(): Plugin {
  return {
    name: 'site-icons',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return
      const set = createRequire(import.meta.url)('@iconify-json/mdi/icons.json') as IconifyJson
      const out: Record<string, { body: string; width: number; height: number }> = {}
      for (const [type, glyph] of Object.entries(iconGlyphs)) {
        const icon = set.icons[glyph]
        if (!icon) throw new Error(`Icon "${glyph}" for "${type}" is missing from @iconify-json/mdi`)
        out[type] = { body: icon.body, width: icon.width ?? set.width ?? 24, height: icon.height ?? set.height ?? 24 }
      }
      return `export default ${JSON.stringify(out)}`
    },
  }
}
