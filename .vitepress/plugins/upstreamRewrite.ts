import type { Plugin } from 'vite'

const DEFAULT_THEME = '/vitepress/dist/client/theme-default/'
const THEME_COMPONENT = /\/vitepress\/dist\/client\/theme-default\/components\/(VP\w+)\.vue$/

/**
 * A Vite plugin that rewrites components of VitePress's default theme as the build reads them: each
 * component named in `rewrites` (`VPSidebarItem`) by its function, which throws when the source no
 * longer holds what it replaces. The build fails, naming them, when it read
 * the default theme but never one of those components, so a VitePress upgrade that renames or drops
 * one cannot lose a patch silently. A build that keeps VitePress external (the page menu's budget test
 * builds the theme alone) reads no default theme and has nothing to rewrite.
 */
export function upstreamRewritePlugin(name: string, rewrites: Record<string, (code: string) => string>): Plugin {
  let building = false
  let themeRead = false
  const applied = new Set<string>()
  return {
    name,
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build'
    },
    transform(code, id) {
      if (id.includes(DEFAULT_THEME)) themeRead = true
      const component = THEME_COMPONENT.exec(id)?.[1]
      const rewrite = component ? rewrites[component] : undefined
      if (!component || !rewrite) return null
      applied.add(component)
      return rewrite(code)
    },
    buildEnd(error) {
      const missing = Object.keys(rewrites).filter((c) => !applied.has(c))
      if (building && themeRead && !error && missing.length > 0)
        throw new Error(`${name}: the build never loaded ${missing.join(', ')}; check the rewrites`)
    },
  }
}
