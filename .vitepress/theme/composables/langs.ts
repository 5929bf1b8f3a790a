import { computed } from 'vue'
import { useData } from 'vitepress'
import type { ThemeConfig } from '../types'
import { pageUrlOf } from '../../../src/contracts/page-url'

/**
 * Replaces the default theme's `useLangs` (aliased in vite.config.ts): VitePress maps a page to its
 * other-locale path without checking that the page exists. Ours links to the counterpart only when it
 * was built, and otherwise to the other locale's home, so the language menu never leads to a 404.
 */
export function useLangs({ correspondingLink = false } = {}) {
  const { site, localeIndex, page, theme, hash } = useData<ThemeConfig>()

  const localeRoot = (key: string, link?: string) => link || (key === 'root' ? '/' : `/${key}/`)

  const currentLang = computed(() => ({
    label: site.value.locales[localeIndex.value]?.label,
    link: localeRoot(localeIndex.value, site.value.locales[localeIndex.value]?.link),
  }))

  const localeLinks = computed(() => {
    const current = currentLang.value
    // The page's path relative to its locale root, in zh form (`ai-studio/index.md`).
    const relative = page.value.relativePath.slice(current.link.length - 1)
    const translated = new Set(theme.value.translatedPaths ?? [])
    return Object.entries(site.value.locales).flatMap(([key, value]) => {
      if (current.label === value.label) return []
      const root = localeRoot(key, value.link)
      const exists = !page.value.isNotFound && translated.has(relative)
      const link = correspondingLink && exists ? root.replace(/\/$/, '') + pageUrlOf(relative) : root
      return [{ text: value.label, link: link + (correspondingLink && exists ? hash.value : '') }]
    })
  })

  return { localeLinks, currentLang }
}
