/**
 * VitePress's own chrome in both locales: the strings its theme options name (outline, pager,
 * appearance, skip link, …), which config.ts sets per locale, and the labels it writes into its
 * components, which `.vitepress/plugins/themeLabels.ts` makes read `chromeLabels` of the locale's theme
 * config instead. Read at build time only: pages get these strings with the site data.
 */
import type { Locale } from '../../../src/contracts/locale'

/** The labels VitePress hard-codes, by the rewrite that replaces each. */
export interface ChromeLabels {
  /** The caret of a collapsible sidebar group. */
  toggleSection: string
  /** The phone's menu button. */
  mobileNavigation: string
  /** The nav bar's "…" menu (language, appearance). */
  extraNavigation: string
  mainNavigation: string
  sidebarNavigation: string
  /** The previous/next links under a page. */
  pager: string
}

interface VitepressText {
  outline: string
  prev: string
  next: string
  appearance: string
  lightModeSwitchTitle: string
  darkModeSwitchTitle: string
  sidebarMenu: string
  returnToTop: string
  langMenu: string
  skipToContent: string
  copyCode: string
  /** Shown by a code block's copy button once it copied. */
  copied: string
  /** A heading's anchor link. */
  permalinkTo: (heading: string) => string
  labels: ChromeLabels
}

export const vitepressStrings: Record<Locale, VitepressText> = {
  zh: {
    outline: '本页目录',
    prev: '上一页',
    next: '下一页',
    appearance: '外观',
    lightModeSwitchTitle: '切换到浅色模式',
    darkModeSwitchTitle: '切换到深色模式',
    sidebarMenu: '目录',
    returnToTop: '回到顶部',
    langMenu: '切换语言',
    skipToContent: '跳到正文',
    copyCode: '复制代码',
    copied: '已复制',
    permalinkTo: (heading) => `“${heading}”的链接`,
    labels: {
      toggleSection: '展开或收起本组',
      mobileNavigation: '导航菜单',
      extraNavigation: '更多选项',
      mainNavigation: '主导航',
      sidebarNavigation: '侧边栏导航',
      pager: '上一页和下一页',
    },
  },
  en: {
    outline: 'On this page',
    prev: 'Previous page',
    next: 'Next page',
    appearance: 'Appearance',
    lightModeSwitchTitle: 'Switch to light theme',
    darkModeSwitchTitle: 'Switch to dark theme',
    sidebarMenu: 'Menu',
    returnToTop: 'Return to top',
    langMenu: 'Change language',
    skipToContent: 'Skip to content',
    copyCode: 'Copy code',
    copied: 'Copied',
    permalinkTo: (heading) => `Link to “${heading}”`,
    labels: {
      toggleSection: 'Toggle section',
      mobileNavigation: 'Navigation menu',
      extraNavigation: 'More options',
      mainNavigation: 'Main navigation',
      sidebarNavigation: 'Sidebar navigation',
      pager: 'Previous and next page',
    },
  },
}

/** The theme config of a locale that names VitePress's chrome (merged into `locales.<key>.themeConfig`). */
export function vitepressChrome(locale: Locale) {
  const t = vitepressStrings[locale]
  return {
    outline: { level: 2 as const, label: t.outline },
    docFooter: { prev: t.prev, next: t.next },
    darkModeSwitchLabel: t.appearance,
    lightModeSwitchTitle: t.lightModeSwitchTitle,
    darkModeSwitchTitle: t.darkModeSwitchTitle,
    sidebarMenuLabel: t.sidebarMenu,
    returnToTopLabel: t.returnToTop,
    langMenuLabel: t.langMenu,
    skipToContentLabel: t.skipToContent,
    chromeLabels: t.labels,
  }
}
