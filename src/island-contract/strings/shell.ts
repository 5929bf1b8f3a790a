/**
 * The part of the island's string catalogue shown before the island loads: the search and AI buttons
 * in the nav bar, the page menu, and the dialog's frame the theme draws while the island loads. The
 * theme imports only this file, so the page does not carry the rest of the catalogue; the island's
 * `strings/index.ts` merges it into the one catalogue the island uses.
 */
export const shellZh = {
  searchButton: '搜索',
  aiButton: 'AI 问答',
  beta: 'Beta',
  shortcutApple: '⌘ K',
  shortcutOther: 'Ctrl K',
  dialogLabel: '搜索文档与 AI 问答',
  tabAi: 'AI 问答',
  tabKeyword: '文档搜索',
  close: '关闭',
  placeholder: '搜索文档...',
  emptyQuery: '输入关键词开始搜索文档',
  unavailable: '搜索没能加载，请检查网络后按回车重试',
  aiUnavailable: 'AI 问答没能加载，请检查网络后按回车重试',
  pageMenu: {
    label: '页面操作',
    more: '更多页面操作',
    copy: '复制为 Markdown',
    copied: '已复制',
    failed: '复制失败',
    failedHint: '复制失败，请用“查看 Markdown”打开后手动复制',
  },
}

export type ShellStrings = typeof shellZh

export const shellEn: ShellStrings = {
  searchButton: 'Search',
  aiButton: 'Ask AI',
  beta: 'Beta',
  shortcutApple: '⌘ K',
  shortcutOther: 'Ctrl K',
  dialogLabel: 'Search the docs and ask AI',
  tabAi: 'Ask AI',
  tabKeyword: 'Search docs',
  close: 'Close',
  placeholder: 'Search docs...',
  emptyQuery: 'Type keywords to search the docs',
  unavailable: 'Search could not load. Check your connection, then press Enter to try again.',
  aiUnavailable: 'Ask AI could not load. Check your connection, then press Enter to try again.',
  pageMenu: {
    label: 'Page actions',
    more: 'More page actions',
    copy: 'Copy as Markdown',
    copied: 'Copied',
    failed: 'Copy failed',
    failedHint: 'Copy failed: open View as Markdown and copy the text by hand',
  },
}

export const shellStringsFor = (locale: string): ShellStrings => (locale === 'en' ? shellEn : shellZh)
