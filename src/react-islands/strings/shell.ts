/**
 * The part of the island's string catalogue shown before the island loads: the search and AI buttons
 * in the nav bar and the AI inviter. The theme imports only this file, so the page does not carry the
 * rest of the catalogue; `index.ts` merges it into the one catalogue the island uses.
 */
export const shellZh = {
  searchButton: '搜索',
  aiButton: 'AI 问答',
  beta: 'Beta',
  shortcutApple: '⌘ K',
  shortcutOther: 'Ctrl K',
  inviter: {
    label: '向 AI 助手提问',
    title: '找不到想要的答案？',
    subtitle: '让 AI 助手为您解答',
    placeholder: '输入您的问题，获得智能解答...',
    placeholderShort: '问个问题...',
    send: '提问',
  },
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
  inviter: {
    label: 'Ask the AI assistant',
    title: "Can't find what you need?",
    subtitle: 'Let the AI assistant answer',
    placeholder: 'Type your question and get an answer...',
    placeholderShort: 'Ask a question...',
    send: 'Ask',
  },
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
