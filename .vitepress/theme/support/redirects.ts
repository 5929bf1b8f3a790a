import type { RedirectRule } from '../../navigation/types'

/**
 * Where a legacy URL now lives, or null. `url` is a path with optional query and hash, which are
 * carried over. Exact rules match the path as written, its `index.html` form and its extension-less
 * form; prefix rules move everything under `from` to the same place under `to`.
 */
export function resolveLegacyRedirect(url: string, exact: RedirectRule[], prefixes: RedirectRule[]): string | null {
  const m = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(url)
  const path = m?.[1] ?? url
  const suffix = (m?.[2] ?? '') + (m?.[3] ?? '')
  let decoded = path
  try {
    decoded = decodeURI(path)
  } catch {
    /* keep the raw path */
  }

  const candidates = [decoded]
  if (decoded.endsWith('/index.html')) candidates.push(decoded.slice(0, -'index.html'.length))
  if (!decoded.endsWith('/') && !/\.[a-z0-9]+$/i.test(decoded)) candidates.push(decoded + '.html', decoded + '/')

  for (const rule of exact) {
    if (candidates.includes(rule.from)) return rule.to + suffix
  }
  for (const rule of prefixes) {
    const bare = rule.from.replace(/\/$/, '')
    if (decoded === bare) return rule.to + suffix
    if (decoded.startsWith(rule.from)) return rule.to + decoded.slice(rule.from.length) + suffix
  }
  return null
}
