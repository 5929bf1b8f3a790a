/**
 * Turns a site link as written in the navigation data (`/ai-studio/job/create`, `/ai-studio/job/`)
 * into the URL of the built page: the site is built without clean URLs, so pages end in `.html`.
 */
export function pageHref(link: string, base = '/'): string {
  if (/^[a-z]+:/i.test(link) || link.startsWith('#')) return link
  const m = /^([^?#]*)(.*)$/.exec(link)
  let path = m?.[1] ?? link
  const rest = m?.[2] ?? ''
  if (path && !path.endsWith('/') && !/\.[a-z0-9]+$/i.test(path)) path += '.html'
  return base.replace(/\/$/, '') + path + rest
}

/**
 * The link as a reader of `locale` should follow it: on English pages a page that has an English
 * counterpart (`translatedPaths`, zh-form relative paths such as `ai-studio/index.md`) is linked under
 * /en/; every other link keeps its Chinese page, the only one there is.
 */
export function localeLink(link: string, locale: string, translatedPaths: readonly string[]): string {
  if (locale !== 'en' || !link.startsWith('/') || link.startsWith('/en/')) return link
  const m = /^([^?#]*)(.*)$/.exec(link)
  const path = m?.[1] ?? link
  const relative = (path.endsWith('/') ? path + 'index.md' : path.replace(/\.html$/, '') + '.md').slice(1)
  return translatedPaths.includes(relative) ? '/en' + link : link
}

/**
 * On an English page, a site link whose page has no English version: it leads to the Chinese page,
 * and the link says so (a badge, and "(Chinese page)" in its name).
 */
export const leadsToChinese = (link: string, locale: string, translatedPaths: readonly string[]): boolean =>
  locale === 'en' &&
  link.startsWith('/') &&
  localeLink(link, locale, translatedPaths) === link &&
  !link.startsWith('/en/')
