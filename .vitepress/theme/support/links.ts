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

export function isExternal(link: string): boolean {
  return /^https?:\/\//i.test(link)
}
