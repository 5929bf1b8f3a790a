import type { Plugin } from 'vite'

export const REDOC_CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg'
// An empty image in place of the attribution logo: the text "API docs by Redocly" stays.
export const REDOC_LOGO_STAND_IN =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E"

/** Redoc 2.5 hard-codes a logo on a foreign CDN; the site loads nothing from third-party hosts
    (the build-time render in build/apiReference.ts makes the same swap). */
export function redocOfflinePlugin(): Plugin {
  return {
    name: 'redoc-offline',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/redoc/bundles/') || !code.includes(REDOC_CDN_LOGO)) return
      return { code: code.split(REDOC_CDN_LOGO).join(REDOC_LOGO_STAND_IN), map: null }
    },
  }
}
