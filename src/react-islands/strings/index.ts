/**
 * Every user-facing string of the island, in zh and en. Strings BEHAVIOUR.md quotes in Chinese are used
 * verbatim in zh; strings it quotes in English are verbatim in en and translated for zh.
 */
import type { Locale } from '../../contracts/locale'
import { shellEn, shellZh } from './shell'

export type { Locale }

const zh = {
  ...shellZh,
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
  chat: {
    tryThese: '试试这些问题',
    prompts: [
      '如何创建开发机？',
      '训练任务被 OOMKilled 怎么办？',
      '如何调用模型 API？',
      'CUDA 和 Conda 有什么区别？',
      '怎样把模型部署为推理服务？',
      '余额不足会发生什么？',
    ],
    count: (n: number) => `本次对话共 ${n} 条消息`,
    skipToInput: '跳到输入框',
    thinking: 'AI 正在思考...',
    generating: '正在生成回答...',
    related: '相关文档',
    disclaimer: 'AI 生成的回答可能不准确，请以文档为准',
    placeholder: '关于文档，问我任何问题...',
    newlineHint: '（Shift + Enter 换行）',
    clearHints: [
      '换话题时，先清空对话再提问，回答会更准确。',
      '新问题与之前无关？点击清空按钮开启新对话。',
      '对话越长，上下文越容易干扰回答，换话题时请开启新对话。',
    ],
    clearTitle: '开始新对话',
    stop: '停止生成',
    send: '发送',
    input: '向 AI 提问',
    modeLabel: '回答模式',
    modes: {
      quick: { label: '快速回答', time: '约 2-3 秒', description: '简短的事实性问题' },
      balance: { label: '均衡', time: '约 30 秒', description: '分步骤的操作问题' },
      // BEHAVIOUR.md's "about 120 s" cannot happen: the server caps each LLM call at 60 s.
      deep: { label: '深度', time: '最长约 60 秒', description: '容量规划、成本比较与排障' },
    },
    notices: {
      timeout: (s: number) => `请求在 ${s} 秒后超时。请尝试更简单的问题，或切换到其他模式。`,
      serverTimeout: (s: number) =>
        `模型未能在搜索服务器的 ${s} 秒上限内完成回答。请尝试更简单的问题，或切换到更快的模式。`,
      userStopped: '（已停止生成）',
      generationStopped: '已停止生成。',
      maybeIncomplete: '（回答可能不完整）',
      responseTimeout: '响应超时，请重试。',
      errors: {
        nonStreaming: (m: string) => `抱歉，出现错误：${m}`,
        generic: '抱歉，暂时无法处理你的请求。',
        bothFailed: (m: string) => `流式输出出错（${m}），备用请求也失败了`,
        rescueFailed: '流式输出中断，补救请求失败',
        rescueEmpty: '流式输出中断，补救请求没有得到回答',
      },
    },
    notConfiguredAnswer: '本站点的构建未配置 AI 助手，暂时无法生成回答。以下是与你的问题最相关的文档：',
    notConfiguredPageAnswer: '本站点的构建未配置 AI 助手，暂时无法生成回答。本页中与你的问题相关的章节：',
    notConfiguredPageNone:
      '本站点的构建未配置 AI 助手，暂时无法生成回答。本页没有与你的问题匹配的章节；去掉“本页”范围后可以在全部文档中查找。',
    pageScope: (title: string) => `仅限本页：${title}`,
    pageScopeShort: '关于本页',
    removeScope: '去掉本页范围，询问全部文档',
    pagePrompts: ['用几句话概括本页', '按本页操作需要先准备什么？', '本页的步骤中最容易出错的是哪一步？'],
    needsEmbedding:
      'AI 助手需要带向量字段的搜索集合，而本站点配置的集合没有（TYPESENSE_EMBEDDING_FIELD 为空）。你可以先使用文档搜索。',
    copy: '复制回答',
    copied: '已复制',
    helpful: '有帮助',
    notHelpful: '没有帮助',
    streamingToggle: '流式输出',
  },
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
/** The assistant's part of the catalogue. */
export type ChatStrings = Strings['chat']

const en: Strings = {
  ...shellEn,
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
  hybridDisclaimer:
    'Smart hybrid search is on: it detects the language traits of your query and balances keyword and semantic weights.',
  recentTitle: 'Recent searches',
  removeRecent: (q) => `Remove recent search “${q}”`,
  clearRecent: 'Clear',
  resultsLabel: 'Search results',
  keyHints: { navigate: 'to select', open: 'to open', newTab: 'new tab', close: 'to close' },
  aiGreeting: "Hi, I'm the AI documentation assistant. I can help you find information in the docs.",
  chat: {
    tryThese: 'Try these questions',
    prompts: [
      'How do I create a dev instance?',
      'My training job was OOMKilled. What now?',
      'How do I call the model API?',
      'What is the difference between CUDA and Conda?',
      'How do I deploy a model as an inference service?',
      'What happens when my balance runs out?',
    ],
    count: (n) => `${n} messages in this conversation`,
    skipToInput: 'Skip to input',
    thinking: 'AI is thinking...',
    generating: 'Generating answer...',
    related: 'Related documents',
    disclaimer: 'AI-generated answers may be inaccurate, please rely on the documentation',
    placeholder: 'Ask me anything about the docs...',
    newlineHint: '(Shift + Enter for newline)',
    clearHints: [
      'Changing topic? Clear the conversation first for better answers.',
      'Is your new question unrelated? Start a new conversation with the clear button.',
      'Long conversations can mislead the assistant: start a new one when the topic changes.',
    ],
    clearTitle: 'start new conversation',
    stop: 'Stop generating',
    send: 'Send',
    input: 'Ask the AI',
    modeLabel: 'Answer mode',
    modes: {
      quick: { label: 'fast answer', time: 'about 2-3 s', description: 'Short factual questions' },
      balance: { label: 'balanced', time: 'about 30 s', description: 'Step-by-step how-to questions' },
      deep: {
        label: 'deep',
        time: 'up to about 60 s',
        description: 'Capacity planning, cost comparison, troubleshooting',
      },
    },
    notices: {
      timeout: (s) => `The request timed out after ${s} seconds. Try a simpler question or another mode.`,
      serverTimeout: (s) =>
        `The model did not finish within the search server's ${s}-second limit. Try a simpler question or a faster mode.`,
      userStopped: '(stopped by you)',
      generationStopped: 'Generation stopped.',
      maybeIncomplete: '(this answer may be incomplete)',
      responseTimeout: 'The response timed out. Please try again.',
      errors: {
        nonStreaming: (m) => `Sorry, an error occurred: ${m}`,
        generic: "Sorry, I couldn't process your request at this moment.",
        bothFailed: (m) => `Both streaming and fallback failed: Streaming error: ${m}`,
        rescueFailed: 'Streaming stalled and rescue failed',
        rescueEmpty: 'Streaming stalled and rescue had no answer',
      },
    },
    notConfiguredAnswer:
      'The AI assistant is not configured for this build, so it cannot answer. These pages are the most relevant to your question:',
    notConfiguredPageAnswer:
      'The AI assistant is not configured for this build, so it cannot answer. These sections of this page match your question:',
    notConfiguredPageNone:
      'The AI assistant is not configured for this build, so it cannot answer. No section of this page matches your question; remove the page scope to search all the docs.',
    pageScope: (title) => `This page only: ${title}`,
    pageScopeShort: 'About this page',
    removeScope: 'Remove the page scope and ask about all the docs',
    pagePrompts: [
      'Summarise this page in a few sentences',
      'What do I need before following this page?',
      'Which step of this page is easiest to get wrong?',
    ],
    needsEmbedding:
      'The AI assistant needs a search collection with an embedding field, and the one this site uses has none (TYPESENSE_EMBEDDING_FIELD is empty). You can use the document search meanwhile.',
    copy: 'Copy answer',
    copied: 'Copied',
    helpful: 'Helpful',
    notHelpful: 'Not helpful',
    streamingToggle: 'Stream answers',
  },
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
