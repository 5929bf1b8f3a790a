import type { Plugin } from 'vite'
import { upstreamRewritePlugin } from './upstreamRewrite'

/**
 * VitePress's sidebar item (VPSidebarItem.vue) makes a collapsible group's row focusable as well as its
 * link and its caret: three Tab stops per group, the row's doing nothing (Enter toggles only a group
 * without a link, and every collapsible group here has one: build/sidebarGroups.ts). The row is
 * focusable only when it is the group's one control (no link), and the caret says whether the group
 * is open. Its name is the locale's (themeLabels.ts). The build fails when the component no longer
 * has the lines rewritten, so a VitePress upgrade cannot bring the third stop back silently.
 */
const SIDEBAR_ITEM_REWRITES: readonly { from: RegExp; to: string }[] = [
  // The row: a Tab stop only as a linkless group's toggle.
  { from: /:tabindex="item\.items && 0"/, to: ':tabindex="item.items && !item.link ? 0 : undefined"' },
  // The caret (the toggle of a group with a link): its state.
  { from: /(class="caret"\s+role="button")/, to: '$1\n        :aria-expanded="!collapsed"' },
]

/** VPSidebarItem's source with the rewrites applied; throws when one no longer matches. */
export function rewriteSidebarItem(code: string): string {
  return SIDEBAR_ITEM_REWRITES.reduce((out, r) => {
    if (!r.from.test(out))
      throw new Error(`sidebarItemFocusPlugin: VPSidebarItem.vue no longer matches ${r.from}; VitePress changed it`)
    return out.replace(r.from, r.to)
  }, code)
}

export const sidebarItemFocusPlugin = (): Plugin =>
  upstreamRewritePlugin('site:sidebar-item-focus', { VPSidebarItem: rewriteSidebarItem })
