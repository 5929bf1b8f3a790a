import fs from 'node:fs'
import path from 'node:path'

/** The home layout's chunk (`theme/lazy/VPHome.ts`): named after the component it holds. */
export const HOME_LAYOUT_CHUNK = 'VPHome'

/**
 * A page whose layout is a chunk of its own fetches it with the page's other modules (a modulepreload
 * beside theirs) instead of after the theme chunk has run: the home page hydrates as soon as before.
 * The page is returned as it is when the build made no such chunk.
 */
export function preloadLayoutChunk(html: string, outDir: string, base: string, chunk: string): string {
  const dir = path.join(outDir, 'assets/chunks')
  const file = fs.existsSync(dir)
    ? fs.readdirSync(dir).find((f) => f.startsWith(`${chunk}.`) && f.endsWith('.js'))
    : undefined
  if (!file) return html
  const href = `${base}assets/chunks/${file}`
  if (html.includes(`"${href}"`)) return html
  return html.replace('</head>', `<link rel="modulepreload" href="${href}">\n</head>`)
}
