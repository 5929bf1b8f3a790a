/**
 * Every user-facing string of the island, in zh and en. Strings the spec quotes in Chinese are used
 * verbatim in zh; strings it quotes in English are verbatim in en and translated for zh.
 */
export type Locale = 'zh' | 'en'

const zh = {
  searchButton: '搜索',
  aiButton: 'AI 问答',
  beta: 'Beta',
  dialogLabel: '搜索文档与 AI 问答',
  tabAi: 'AI 问答',
  tabKeyword: '文档搜索',
  close: '关闭',
  placeholder: '搜索文档...',
  emptyQuery: '输入关键词开始搜索文档',
  noResults: '没有找到相关结果',
  noResultsHint: '尝试使用不同的关键词',
  loading: '搜索中',
  shown: (shown: number, total: number) => `显示 ${shown} / ${total} 个结果`,
  loadMore: '加载更多',
  loadingMore: '加载中...',
  disconnected: '搜索服务暂时不可用，显示模拟结果',
  hybridDisclaimer: '已启用智能混合搜索：自动识别查询的语言特征，平衡关键词与语义权重',
  recentTitle: '最近搜索',
  removeRecent: (q: string) => `删除最近搜索“${q}”`,
  clearRecent: '清空',
  resultsLabel: '搜索结果',
  keyHints: { navigate: '选择', open: '打开', newTab: '新标签页打开', close: '关闭' },
  aiGreeting: '你好，我是文档 AI 助手，可以帮你在文档中查找信息。',
  aiTryThese: '试试这些问题',
  aiNotConfigured: '本站点的构建未配置 AI 助手。你可以先使用文档搜索。',
  shortcutApple: '⌘ K',
  shortcutOther: 'Ctrl K',
}

type Strings = typeof zh

const en: Strings = {
  searchButton: 'Search',
  aiButton: 'Ask AI',
  beta: 'Beta',
  dialogLabel: 'Search the docs and ask AI',
  tabAi: 'Ask AI',
  tabKeyword: 'Search docs',
  close: 'Close',
  placeholder: 'Search docs...',
  emptyQuery: 'Type keywords to search the docs',
  noResults: 'No results found',
  noResultsHint: 'Try different keywords',
  loading: 'Searching',
  shown: (shown, total) => `Showing ${shown} / ${total} results`,
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  disconnected: 'The search service is temporarily unavailable; showing sample results',
  hybridDisclaimer: 'Smart hybrid search is on: it detects the language traits of your query and balances keyword and semantic weights.',
  recentTitle: 'Recent searches',
  removeRecent: (q) => `Remove recent search “${q}”`,
  clearRecent: 'Clear',
  resultsLabel: 'Search results',
  keyHints: { navigate: 'to select', open: 'to open', newTab: 'new tab', close: 'to close' },
  aiGreeting: "Hi, I'm the AI documentation assistant. I can help you find information in the docs.",
  aiTryThese: 'Try these questions',
  aiNotConfigured: 'The AI assistant is not configured for this build. You can use the document search meanwhile.',
  shortcutApple: '⌘ K',
  shortcutOther: 'Ctrl K',
}

export const STRINGS: Record<Locale, Strings> = { zh, en }
export const stringsFor = (locale: string): Strings => (locale === 'en' ? en : zh)
