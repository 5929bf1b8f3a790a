import type { DefaultTheme } from 'vitepress'
import { aiCoderSidebar } from './ai-coder'
import { aiStudioSidebar } from './ai-studio'
import { comfyStackSidebar } from './comfy-stack'
import { enSidebar } from './en'
import { fundamentalsSidebar } from './fundamentals'
import { genStudioSidebar } from './gen-studio'
import { kubeStudioSidebar } from './kube-studio'
import { optiComputeSidebar } from './opti-compute'
import { supportSidebar } from './support'

/** Sidebar nesting depth the theme supports (spec site-shell §9). */
export const SIDEBAR_MAX_DEPTH = 5

/** Chinese sidebars keyed by path prefix. */
export const zhSidebar: DefaultTheme.SidebarMulti = {
  '/gen-studio/': genStudioSidebar,
  '/ai-studio/': aiStudioSidebar,
  '/ai-coder/': aiCoderSidebar,
  '/fundamentals/': fundamentalsSidebar,
  '/notification/': fundamentalsSidebar,
  '/comfy-stack/': comfyStackSidebar,
  '/kube-studio/': kubeStudioSidebar,
  '/opti-compute/': optiComputeSidebar,
  '/support/': supportSidebar,
}

/** English sidebar: every English page but the home page. */
export const enSidebarMulti: DefaultTheme.SidebarMulti = {
  '/en/gen-studio/': enSidebar,
  '/en/ai-studio/': enSidebar,
  '/en/comfy-stack/': enSidebar,
  '/en/kube-studio/': enSidebar,
  '/en/opti-compute/': enSidebar,
  '/en/ai-coder/': enSidebar,
  '/en/fundamentals/': enSidebar,
  '/en/support/': enSidebar,
}
