import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { siteIconsPlugin } from './.vitepress/plugins/icons'
import { redocOfflinePlugin } from './.vitepress/plugins/redocOffline'
import { redocLabelsPlugin } from './.vitepress/plugins/redocLabels'
import { applySiteTokens } from './.vitepress/build/siteTokens'
import { siteTokensPlugin } from './.vitepress/plugins/siteTokens'
import { placeholderCheckPlugin } from './.vitepress/build/placeholders'
import { swapImportPlugin } from './.vitepress/plugins/swapImport'
import { navBarClassesPlugin } from './.vitepress/plugins/navBarClasses'
import { themeLabelsPlugin } from './.vitepress/plugins/themeLabels'
import { sidebarItemFocusPlugin } from './.vitepress/plugins/sidebarItemFocus'
import { defaultThemeChunksPlugin } from './.vitepress/plugins/defaultThemeChunks'
import { reactChunkPlugin } from './.vitepress/plugins/reactChunk'
import { devSearchIndexPlugin } from './src/indexer/dev-index'
import { site } from './.vitepress/site'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// Vite settings of the site; VitePress loads this file through `vite.configFile` (its Vite root is docs/).
export default defineConfig({
  publicDir: here('./public'),
  // The published origin (SITE_URL), for the code that names it to readers (AiToolsDialog.vue): replaced
  // where it is used, so it costs no page anything.
  define: { __SITE_URL__: JSON.stringify(site.siteUrl) },
  plugins: [
    placeholderCheckPlugin(),
    navBarClassesPlugin(),
    themeLabelsPlugin(),
    sidebarItemFocusPlugin(),
    defaultThemeChunksPlugin(),
    reactChunkPlugin(),
    siteTokensPlugin(),
    siteIconsPlugin(),
    redocOfflinePlugin(),
    redocLabelsPlugin(),
    swapImportPlugin([
      // markdown-it's entity table (19 KB gzip) → the browser's own parser.
      { source: 'entities', importer: 'markdown-it', replacement: 'src/react-islands/chat/html-entities.ts' },
      // typesense-js's axios (60 KB of its 156 KB chunk) → a fetch-based stand-in.
      { source: 'axios', importer: 'typesense', replacement: 'src/search-core/fetch-axios.ts' },
    ]),
    devSearchIndexPlugin(here('./docs'), { transformSource: applySiteTokens }),
  ],
  // Redoc (about 1.1 MB raw) is one lazy chunk loaded only by the API-reference pages.
  build: { chunkSizeWarningLimit: 1400 },
  resolve: {
    alias: [
      // The default theme's language links ignore whether the other locale has the page: swap in ours.
      { find: /^\.{1,2}\/composables\/langs(\.js)?$/, replacement: here('./.vitepress/theme/composables/langs.ts') },
      // The default search box renders nothing without a provider but ships DocSearch's CSS and hotkeys:
      // an empty box that keeps the nav bar's layout instead (SearchControl is the site's search).
      {
        find: /^\.(\/components)?\/VPNavBarSearch\.vue$/,
        replacement: here('./.vitepress/theme/components/NavBarSearchSpacer.vue'),
      },
      // The skip link must be the first Tab stop, before the announcement banner: the layout's skip link
      // becomes ours, which draws the default one and then the banner.
      {
        find: /^\.(\/components)?\/VPSkipLink\.vue$/,
        replacement: here('./.vitepress/theme/components/LayoutTop.vue'),
      },
    ],
  },
})
