/**
 * Every user-facing string of the island, in zh and en. Strings BEHAVIOUR.md quotes in Chinese are used
 * verbatim in zh; strings it quotes in English are verbatim in en and translated for zh.
 */
import { shellEn, shellZh } from '../../island-contract/strings/shell'

const zh = {
  ...shellZh,
  noResults: '没有找到相关结果',
  noResultsHint: '尝试使用不同的关键词',
  askAi: (q: string) => `问 AI：「${q}」`,
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
  dock: {
    label: 'AI 助手',
    dock: '停靠在页面右侧',
    undock: '在弹窗中打开',
    close: '关闭 AI 助手',
    escapeHint: 'Esc 返回页面',
  },
  uiFailure: '抱歉，处理你的请求时出了点问题。',
  /** BEHAVIOUR.md's three canned results, shown when no engine can answer at all. */
  samples: [
    {
      url: '/ai-studio/inference/deploy.html',
      lvl0: '一站式 AI 平台',
      lvl1: '部署推理服务',
      content:
        '把共享存储中的模型部署为推理服务：选择镜像、填写启动命令、端口与健康检查，得到 OpenAI 兼容地址并用 curl 测试。',
    },
    {
      url: '/gen-studio/api/',
      lvl0: '大模型服务平台',
      lvl1: 'API 快速开始',
      content: '创建 API 密钥、配置基础地址，用 curl 与 openai Python SDK 完成第一次模型推理调用。',
    },
    {
      url: '/fundamentals/core-features.html',
      lvl0: '平台基础',
      lvl1: '核心功能',
      content: '跨产品的账号体系、区域与 GPU 型号、存储、网络、安全机制和服务等级承诺，一页了解平台的能力边界。',
    },
  ],
}

export type Strings = typeof zh
export type { ChatStrings } from './chat'

const en: Strings = {
  ...shellEn,
  noResults: 'No results found',
  noResultsHint: 'Try different keywords',
  askAi: (q) => `Ask AI "${q}"`,
  loading: 'Searching',
  shown: (shown, total) => `Showing ${shown} / ${total} results`,
  loadMore: 'Load more',
  loadingMore: 'Loading...',
  disconnected: 'The search service is temporarily unavailable; showing sample results',
  hybridDisclaimer:
    'Smart hybrid search is on: it detects the language traits of your query and balances keyword and semantic weights.',
  recentTitle: 'Recent searches',
  removeRecent: (q) => `Remove recent search “${q}”`,
  clearRecent: 'Clear',
  resultsLabel: 'Search results',
  keyHints: { navigate: 'to select', open: 'to open', newTab: 'new tab', close: 'to close' },
  aiGreeting: "Hi, I'm the AI documentation assistant. I can help you find information in the docs.",
  dock: {
    label: 'AI assistant',
    dock: 'Dock beside the page',
    undock: 'Open as a dialog',
    close: 'Close the AI assistant',
    escapeHint: 'Esc returns to the page',
  },
  uiFailure: 'Sorry, something went wrong while processing your request.',
  samples: [
    {
      url: '/en/ai-studio/',
      lvl0: 'One-stop AI Platform (AIStudio)',
      lvl1: 'Deploy a model as an inference service',
      content:
        'Dev instances, training jobs and inference services on one platform: deploy a model from shared storage and get an OpenAI-compatible endpoint.',
    },
    {
      url: '/en/gen-studio/api/',
      lvl0: 'Model Service (GenStudio)',
      lvl1: 'API Quick Start',
      content: 'Create an API key and make your first model inference call with curl or the OpenAI Python SDK.',
    },
    {
      url: '/en/fundamentals/',
      lvl0: 'Platform Fundamentals',
      lvl1: 'Core features',
      content:
        'Capabilities every product shares: tenants and IAM, keys, billing, resource pools, storage, images and notifications.',
    },
  ],
}

export const stringsFor = (locale: string): Strings => (locale === 'en' ? en : zh)
