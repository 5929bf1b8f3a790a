/** The site's locales; `zh` is the root, `en` lives under `/en/`. */
export const LOCALES = ['zh', 'en'] as const
export type Locale = (typeof LOCALES)[number]

/** Any locale-ish value (a VitePress locale index, a record's language) → one of ours; unknown → zh. */
export const toLocale = (value: string | null | undefined): Locale => (value === 'en' ? 'en' : 'zh')
