/** The site's locales; `zh` is the root, `en` lives under `/en/`. */
export const LOCALES = ['zh', 'en'] as const
export type Locale = (typeof LOCALES)[number]

/**
 * Locale of a content page from its path relative to the content folder (`en/ai-studio/x.md` → en;
 * a leading `docs/` is allowed): English pages live under `en/`, every other page is Chinese.
 */
export const localeOfSourcePath = (rel: string): Locale => (/^(?:docs\/)?en\//.test(rel) ? 'en' : 'zh')

/** Locale of a site path (`/en/`, `/en/ai-studio/x.html` → en; `/`, `/ai-studio/` → zh). */
export const localeOfSitePath = (sitePath: string): Locale => (/^\/en(\/|$)/.test(sitePath) ? 'en' : 'zh')

/** Any locale-ish value (a VitePress locale index, a record's language) → one of ours; unknown → zh. */
export const toLocale = (value: string | null | undefined): Locale => (value === 'en' ? 'en' : 'zh')
