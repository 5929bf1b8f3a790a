/**
 * The plain VitePress baseline of the benchmark and of the byte budgets: the same `docs/`, the same
 * sidebars and the nav flyouts as ordinary dropdowns, the default theme and its built-in local
 * search, nothing of ours. Build: `npm run build:baseline` → `.vitepress/dist-baseline`.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, type DefaultTheme } from 'vitepress'
import { flyouts } from '../../../.vitepress/navigation/flyouts'
import { enSidebarMulti, zhSidebar } from '../../../.vitepress/navigation/sidebars'
import { siteIconsPlugin } from '../../../.vitepress/plugins/icons'

const root = fileURLToPath(new URL('../../..', import.meta.url))

const nav: DefaultTheme.NavItem[] = flyouts.map((f) => ({
  text: f.text,
  items: f.menuItems.map((i) => ({ text: i.title, link: i.link })),
}))

export default defineConfig({
  srcDir: path.join(root, 'docs'),
  outDir: path.join(root, '.vitepress/dist-baseline'),
  cacheDir: path.join(root, '.vitepress/cache-baseline'),
  srcExclude: ['**/README.md'],
  lang: 'zh-CN',
  title: '智算云文档',
  cleanUrls: false,
  // Our pages use our theme's components (link cards, icons); the baseline renders them as unknown elements.
  ignoreDeadLinks: true,
  vite: { publicDir: path.join(root, 'public'), plugins: [siteIconsPlugin()], logLevel: 'error' },
  locales: {
    root: { label: '简体中文', lang: 'zh-CN', themeConfig: { nav, sidebar: zhSidebar } },
    en: { label: 'English', lang: 'en-US', link: '/en/', themeConfig: { nav, sidebar: enSidebarMulti } },
  },
  themeConfig: {
    logo: { src: '/logo-mark.svg', alt: '' },
    search: { provider: 'local' },
  },
})
