import type { Plugin } from 'vite'

const REDOC_CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg'
// An empty image in place of the attribution logo: the text "API docs by Redocly" stays.
const EMPTY_SVG = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E"

/** Redoc 2.5 hard-codes a logo on a foreign CDN; the site loads nothing from third-party hosts. */
export function redocOfflinePlugin(): Plugin {
  return {
    name: 'redoc-offline',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/redoc/bundles/') || !code.includes(REDOC_CDN_LOGO)) return
      return { code: code.split(REDOC_CDN_LOGO).join(EMPTY_SVG), map: null }
    },
  }
}
