/**
 * Strings of the Vue shell (top bar buttons, banner, footer, 404, related reading) in both locales.
 * The island's own strings live in src/react-islands/strings/; those the theme shows for it (its nav-bar
 * control, the page menu, the dialog's stand-in) in src/island-contract/strings/. Strings BEHAVIOUR.md
 * quotes in Chinese (充值, 控制台) are used verbatim in zh.
 */
import { toLocale, type Locale } from '../../../src/contracts/locale'

export type ShellLocale = Locale

/** The locale of the shell for a VitePress locale index (`root` is Chinese). */
export const shellLocale: (localeIndex: string) => ShellLocale = toLocale

const zh = {
  recharge: '充值',
  console: '控制台',
  bannerLabel: '公告',
  bannerClose: '关闭公告',
  footerNav: '站点导航',
  notFoundQuote: '您访问的页面不存在或已被移动。',
  notFoundHome: '返回首页',
  relatedReading: '相关阅读',
  /** The badge of a link to a page that exists only in Chinese (shown on English pages only). */
  chineseBadge: '中文',
  chinesePage: '（中文页面）',
}

export type ShellText = typeof zh

const en: ShellText = {
  recharge: 'Top up',
  console: 'Console',
  bannerLabel: 'Announcements',
  bannerClose: 'Dismiss announcements',
  footerNav: 'Site map',
  notFoundQuote: 'The page you are looking for has moved or never existed.',
  notFoundHome: 'Take me home',
  relatedReading: 'Related reading',
  chineseBadge: 'Chinese',
  chinesePage: '(Chinese page)',
}

export const shellStrings: Record<ShellLocale, ShellText> = { zh, en }

export const shellText = (localeIndex: string): ShellText => shellStrings[shellLocale(localeIndex)]
