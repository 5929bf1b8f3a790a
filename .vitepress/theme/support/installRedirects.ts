import type { Router } from 'vitepress'
import { legacyPrefixRedirects, legacyRedirects } from '../../navigation/redirects'
import { resolveLegacyRedirect } from './redirects'

const resolve = (url: string) => resolveLegacyRedirect(url, legacyRedirects, legacyPrefixRedirects)

/** Applies the legacy redirects on first load and on every in-app navigation. */
export function installLegacyRedirects(router: Router, base: string): void {
  const strip = (href: string) => (base !== '/' && href.startsWith(base) ? '/' + href.slice(base.length) : href)
  const withBase = (path: string) => (base === '/' ? path : base.replace(/\/$/, '') + path)

  const first = resolve(strip(location.pathname) + location.search + location.hash)
  if (first) {
    // The page being loaded is a stub or the 404 page: load the target in its place.
    location.replace(withBase(first))
    router.onBeforeRouteChange = () => false
    return
  }

  const previous = router.onBeforeRouteChange
  router.onBeforeRouteChange = async (href) => {
    const target = resolve(strip(href))
    if (target) {
      // Finish the cancelled navigation first, then go to the target (replacing nothing in history).
      setTimeout(() => void router.go(withBase(target)))
      return false
    }
    return previous?.(href)
  }
}
