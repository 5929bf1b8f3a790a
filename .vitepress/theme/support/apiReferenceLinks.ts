import { apiReferences } from '../data/apiReferences'

/** Paths of the API references without extension (`/gen-studio/api/maas`). */
const API_REFERENCE_PATHS = new Set(apiReferences.map((r) => r.url.replace(/\.html$/, '')))

/**
 * Whether a site link leads to an API reference, which opens in a new tab wherever it is linked
 * (BEHAVIOUR.md shell §2): a reader keeps their place in the guide while the full reference loads.
 */
export function isApiReferenceLink(link: string, base = '/'): boolean {
  let path = link.split(/[?#]/)[0] ?? ''
  if (base !== '/' && path.startsWith(base)) path = '/' + path.slice(base.length)
  return API_REFERENCE_PATHS.has(path.replace(/\.(html|md)$/, ''))
}
