import type { Plugin } from 'vite'
import { upstreamRewritePlugin } from './upstreamRewrite'

/**
 * Labels VitePress writes into its default theme's components, with no option to set them: each is
 * made to read `chromeLabels` of the locale's theme config (`vitepressStrings.ts`, set per locale in
 * config.ts), so Chinese pages name their chrome in Chinese. The build fails when a component no
 * longer holds the label a rewrite replaces, so a VitePress upgrade cannot bring English back silently.
 */
interface LabelRewrite {
  component: string
  label: RegExp
  replacement: string
  /** The component has no `theme` of its own to read. */
  addTheme?: boolean
}

export const LABEL_REWRITES: readonly LabelRewrite[] = [
  {
    component: 'VPSidebarItem',
    label: /\baria-label="toggle section"/,
    replacement: ':aria-label="theme.chromeLabels.toggleSection"',
    addTheme: true,
  },
  {
    component: 'VPNavBarHamburger',
    label: /\baria-label="mobile navigation"/,
    replacement: ':aria-label="theme.chromeLabels.mobileNavigation"',
    addTheme: true,
  },
  {
    component: 'VPNavBarExtra',
    label: /\blabel="extra navigation"/,
    replacement: ':label="theme.chromeLabels.extraNavigation"',
  },
  {
    component: 'VPNavBarMenu',
    label: /(<span id="main-nav-aria-label" class="visually-hidden">)\s*Main Navigation\s*</,
    replacement: '$1{{ theme.chromeLabels.mainNavigation }}<',
  },
  {
    component: 'VPSidebar',
    label: /(<span class="visually-hidden" id="sidebar-aria-label">)\s*Sidebar Navigation\s*</,
    replacement: '$1{{ theme.chromeLabels.sidebarNavigation }}<',
    addTheme: true,
  },
  {
    component: 'VPDocFooter',
    label: /(<span class="visually-hidden" id="doc-footer-aria-label">)Pager</,
    replacement: '$1{{ theme.chromeLabels.pager }}<',
  },
]

const SCRIPT_SETUP = /<script (?:setup lang="ts"|lang="ts" setup)>\n/

/** One component's source with its label rewritten; throws when the label (or its script) is not there. */
export function rewriteLabel(code: string, rewrite: LabelRewrite): string {
  if (!rewrite.label.test(code))
    throw new Error(
      `themeLabelsPlugin: ${rewrite.component}.vue no longer holds the label ${rewrite.label}; VitePress changed it, check the rewrite`,
    )
  const labelled = code.replace(rewrite.label, rewrite.replacement)
  if (!rewrite.addTheme) return labelled
  if (!SCRIPT_SETUP.test(labelled))
    throw new Error(`themeLabelsPlugin: ${rewrite.component}.vue has no <script setup lang="ts"> to add the theme to`)
  return labelled.replace(
    SCRIPT_SETUP,
    (tag) =>
      `${tag}import { useData as useLabelsData } from '../composables/data'\nconst { theme } = useLabelsData()\n`,
  )
}

export const themeLabelsPlugin = (): Plugin =>
  upstreamRewritePlugin(
    'theme-labels',
    Object.fromEntries(LABEL_REWRITES.map((r) => [r.component, (code: string) => rewriteLabel(code, r)])),
  )
