import fs from 'node:fs'
import path from 'node:path'
import type { DefaultTheme, SiteData } from 'vitepress'
import type { Flyout } from '../navigation/types'
import type { LocaleListing } from '../../src/exporter'
import type { Locale } from '../../src/contracts'

/** Links of a sidebar, depth first, in the order a reader sees them. */
export function sidebarLinks(sidebar: DefaultTheme.Sidebar | undefined): string[] {
  if (!sidebar) return []
  const walk = (items: DefaultTheme.SidebarItem[], base = ''): string[] =>
    items.flatMap((item) => [
      ...(item.link ? [(item.base ?? base) + item.link] : []),
      ...(item.items ? walk(item.items, item.base ?? base) : []),
    ])
  if (Array.isArray(sidebar)) return walk(sidebar)
  return Object.values(sidebar).flatMap((value) => (Array.isArray(value) ? walk(value) : walk(value.items, value.base)))
}

/** Links of the nav flyouts: their menu items and feature links. */
export function flyoutLinks(flyouts: Flyout[]): string[] {
  return flyouts.flatMap((f) => [
    ...f.menuItems.map((m) => m.link),
    ...Object.values(f.featureSections).flatMap((sections) => sections.flatMap((s) => s.features.map((x) => x.link))),
  ])
}

/** The post catalogue: `/posts/` lists every post (PostList), so each post is reached from the sidebar. */
function postLinks(srcDir: string, dir = 'posts'): string[] {
  const abs = path.join(srcDir, dir)
  if (!fs.existsSync(abs)) return []
  return fs
    .readdirSync(abs)
    .filter((f) => f.endsWith('.md') && f !== 'index.md')
    .sort()
    .map((f) => `/${dir}/${f.replace(/\.md$/, '')}`)
}

/**
 * What each locale's llms.txt may list: the home page, the locale's sidebar, the nav flyouts and the
 * post catalogue, titled with the site's title and the locale's description. A page none of them
 * reaches is not listed.
 */
export function markdownListings(site: SiteData, srcDir: string, flyouts: Flyout[]): Record<Locale, LocaleListing> {
  const locale = (key: string) => ({
    title: site.locales[key]?.title ?? site.title,
    summary: site.locales[key]?.description ?? site.description,
    sidebar: (site.locales[key]?.themeConfig as DefaultTheme.Config | undefined)?.sidebar,
  })
  const zh = locale('root')
  const en = locale('en')
  return {
    zh: {
      title: zh.title,
      summary: zh.summary,
      links: ['/', ...sidebarLinks(zh.sidebar), ...flyoutLinks(flyouts), ...postLinks(srcDir)],
    },
    // The flyouts link Chinese pages in both locales; the English pages are reached through their sidebar.
    en: { title: en.title, summary: en.summary, links: ['/en/', ...sidebarLinks(en.sidebar)] },
  }
}
