import type { Plugin } from 'vite'

const THEME_DIR = '/vitepress/dist/client/theme-default/'

/**
 * Edits that keep what only some pages show out of the default theme's chunk, which every page
 * loads. Each throws when VitePress's file no longer reads as expected, so an upgrade that moves
 * things fails the build instead of quietly growing every page again.
 */
const edits: { file: string; what: string; apply: (code: string) => string }[] = [
  {
    // The entry re-exports its components (hero, features, buttons, team pages) for custom layouts.
    // Each carries a stylesheet, so the bundler keeps every one in the theme chunk, used or not. The
    // site imports none of them (a build that did would fail on the missing export).
    file: 'without-fonts.js',
    what: 'component re-exports',
    apply: (code) => code.replace(/^export \{ default as \w+ \} from '\.\/components\/\w+\.vue';?\r?\n/gm, ''),
  },
  {
    // The home layout (two pages of the site) and the default 404 body (never: Layout.vue fills the
    // `not-found` slot with the site's own) load when rendered, as chunks of their own.
    file: 'components/VPContent.vue',
    what: 'static imports of VPHome and NotFound',
    apply: (code) =>
      code
        .replace(
          "import NotFound from '../NotFound.vue'",
          "import { defineAsyncComponent } from 'vue'\nconst NotFound = defineAsyncComponent(() => import('../NotFound.vue'))",
        )
        .replace(
          "import VPHome from './VPHome.vue'",
          "const VPHome = defineAsyncComponent(() => import('./VPHome.vue'))",
        ),
  },
]

/**
 * The edited source of a default-theme module, or null when the site leaves it as it is. A module id
 * may carry a query (the dev server's `?v=…`); the blocks Vite's Vue plugin splits an SFC into
 * (`?vue&type=…`) are not the SFC's source and are left alone.
 */
export function editDefaultTheme(id: string, code: string): string | null {
  const [path = '', query = ''] = id.split('?')
  if (query.split('&').includes('vue')) return null
  const edit = edits.find((e) => path.endsWith(THEME_DIR + e.file))
  if (!edit) return null
  const out = edit.apply(code)
  if (out === code) throw new Error(`default-theme-chunks: ${edit.file} no longer has the ${edit.what} to edit`)
  return out
}

export function defaultThemeChunksPlugin(): Plugin {
  return {
    name: 'site:default-theme-chunks',
    enforce: 'pre',
    transform(code, id) {
      const out = editDefaultTheme(id, code)
      return out === null ? null : { code: out, map: null }
    },
  }
}
