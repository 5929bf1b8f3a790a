import type { DefaultTheme } from 'vitepress'
import type { SearchClientConfig } from '../../src/contracts/search-config'
import type { ChromeLabels } from './support/vitepressStrings'

/** The browser-safe part of site.ts, handed to the client through themeConfig. */
interface PublicSite {
  brandName: string
  /** Brand and company names of the English pages. */
  brandNameEn: string
  companyName: string
  companyNameEn: string
  consoleHost: string
  rechargePath: string
  icp: { text: string; link: string }
  publicSecurity: { text: string; link: string }
  analyticsGlobal: string
}

export interface ThemeConfig extends Omit<DefaultTheme.Config, 'search'> {
  /** Typesense with a search-only key, or null for the embedded index. */
  search?: { typesense: SearchClientConfig | null }
  site: PublicSite
  /** Relative paths (zh form, e.g. `ai-studio/index.md`) that also exist under `en/`. */
  translatedPaths: string[]
  /** Labels VitePress's components hard-code, per locale (`.vitepress/plugins/themeLabels.ts`). */
  chromeLabels?: ChromeLabels
}
