import type { DefaultTheme } from 'vitepress'
import { aiCoderSidebar } from './ai-coder'
import { aiStudioSidebar } from './ai-studio'
import { comfyStackSidebar } from './comfy-stack'
import { enSidebar } from './en'
import { fundamentalsSidebar } from './fundamentals'
import { genStudioSidebar } from './gen-studio'
import { kubeStudioSidebar } from './kube-studio'
import { optiComputeSidebar } from './opti-compute'
import { postsSidebar } from './posts'
import { supportSidebar } from './support'

/** Sidebar nesting depth the theme supports (BEHAVIOUR.md shell §9). */
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
  '/posts/': postsSidebar,
}

/** English sidebar: one list for every English page (the home page has no sidebar). One key, so the
 * site data every page carries holds it once. */
export const enSidebarMulti: DefaultTheme.SidebarMulti = {
  '/en/': enSidebar,
}
