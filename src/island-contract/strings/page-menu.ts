/**
 * Texts of the page menu's list (BEHAVIOUR.md search §2.3 "Questions about a page"): loaded with the list on the first
 * sign the reader wants it, not with the page; the always-visible button's texts are in shell.ts.
 */
const pageMenuZh = {
  ask: '问问 AI',
  askHint: '就本页内容向 AI 助手提问',
  copyHint: '把本页复制为 Markdown，粘贴给 AI 工具',
  view: '查看 Markdown',
  viewHint: '在新标签页打开本页的 Markdown 文本',
  aiTools: '在 AI 工具中使用本文档',
  aiToolsHint: '让 Cursor 等工具搜索、阅读本文档',
}

export type PageMenuStrings = typeof pageMenuZh

const pageMenuEn: PageMenuStrings = {
  ask: 'Ask AI about this page',
  askHint: 'Ask the AI assistant about what this page says',
  copyHint: 'Copy this page as Markdown for AI tools',
  view: 'View as Markdown',
  viewHint: 'Open this page as Markdown in a new tab',
  aiTools: 'Use these docs in your AI tool',
  aiToolsHint: 'Let Cursor and others search these docs',
}

export const pageMenuStringsFor = (locale: string): PageMenuStrings => (locale === 'en' ? pageMenuEn : pageMenuZh)
