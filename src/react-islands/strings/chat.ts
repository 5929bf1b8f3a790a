/**
 * The assistant's part of the catalogue, in zh and en. Its own module so that it loads with the
 * assistant's code, not with the keyword search every reader opens first.
 */
import type { ChatMode } from '../../contracts/chat'
import type { Locale } from '../../contracts/locale'

/** A mode as the selector offers it: its name, how long a reader may wait, what it is for. */
interface ModeText {
  label: string
  time: string
  description: string
}

const zh = {
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
  // Once a conversation exists the clear button takes room from the box: a shorter text (fits at 390 px).
  placeholderFollowUp: '继续提问...',
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
    // What a reader may wait (BEHAVIOUR.md search §9): the server streams an answer for at most 60 s,
    // and first rewrites a follow-up with a call it may try twice.
    deep: { label: '深度', time: '最长约 1 分钟，追问最长约 3 分钟', description: '容量规划、成本比较与排障' },
  } satisfies Record<ChatMode, ModeText>,
  notices: {
    timeout: (s: number) => `请求在 ${s} 秒后超时。请尝试更简单的问题，或切换到其他模式。`,
    serverTimeout: (s: number) =>
      `模型未能在搜索服务器的 ${s} 秒上限内完成回答。请尝试更简单的问题，或切换到更快的模式。`,
    noFirstByte: (s: number) => `模型在 ${s} 秒内没有开始回答。请稍后再试，或切换到更快的模式。`,
    contextDropped: '之前的对话已过期，这个问题已作为新对话提问（之前的上下文不再可用）。',
    continuePrompt: '请从中断处继续完成你的上一个回答。',
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
      afterAnswer: (m: string) => `服务器未能保存这次回答（${m}），后续提问不会包含它。`,
    },
  },
  quoted: {
    label: '摘自文档',
    note: '以下是文档原文，并非 AI 生成的回答。',
    unreachable: 'AI 助手暂时无法连接。以下是文档原文，并非 AI 生成的回答。',
    unavailable: 'AI 助手暂时无法回答。以下是文档原文，并非 AI 生成的回答。',
    copyHeading: '摘自文档（非 AI 生成）：',
    nothing: '文档中没有能回答这个问题的段落。可以换个说法再问，或者看看关键词搜索的结果。',
    nothingPage: '本页没有能回答这个问题的段落。去掉“本页”范围后可以在全部文档中查找，或者看看关键词搜索的结果。',
    keywordResults: '查看关键词搜索结果',
  },
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
  feedback: {
    title: '这个回答哪里不好？',
    reasons: {
      incorrect: '内容不正确',
      not_asked: '没有回答我问的问题',
      slow_or_buggy: '太慢或出了故障',
      style_or_tone: '表达方式或语气不合适',
      safety_or_legal: '涉及安全或法律问题',
      other: '其他原因',
    },
    note: '补充说明（可选）',
    count: (n: number, max: number) => `${n} / ${max} 字`,
    send: '提交反馈',
    cancel: '取消',
    thanks: '感谢反馈，我们会据此改进文档。',
    change: '修改反馈',
  },
  streamingToggle: '流式输出',
  thinkingTitle: '思考过程',
  continueAnswer: '继续回答',
  askAgainIn: (mode: string) => `用「${mode}」模式重新提问`,
}

export type ChatStrings = typeof zh

const en: ChatStrings = {
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
  placeholder: 'Ask about the docs...',
  placeholderFollowUp: 'Ask more...',
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
      time: 'up to about 1 min, follow-ups up to about 3 min',
      description: 'Capacity planning, cost comparison, troubleshooting',
    },
  },
  notices: {
    timeout: (s) => `The request timed out after ${s} seconds. Try a simpler question or another mode.`,
    serverTimeout: (s) =>
      `The model did not finish within the search server's ${s}-second limit. Try a simpler question or a faster mode.`,
    noFirstByte: (s) => `The model did not start answering within ${s} seconds. Try again later or a faster mode.`,
    contextDropped:
      'The earlier conversation had expired, so this question was asked as a new conversation (the earlier context is no longer available).',
    continuePrompt: 'Please continue your previous answer from where it stopped.',
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
      afterAnswer: (m) => `The server could not save this answer (${m}); follow-up questions will not include it.`,
    },
  },
  quoted: {
    label: 'Quoted from the docs',
    note: 'These passages are the docs’ own words, not a generated answer.',
    unreachable:
      'The AI assistant cannot be reached right now. These passages are the docs’ own words, not a generated answer.',
    unavailable:
      'The AI assistant cannot answer right now. These passages are the docs’ own words, not a generated answer.',
    copyHeading: 'Quoted from the docs (not AI-generated):',
    nothing: 'No passage of the docs covers this question. Try asking in other words, or see the keyword results.',
    nothingPage:
      'No passage of this page covers this question. Remove the page scope to search all the docs, or see the keyword results.',
    keywordResults: 'See keyword results',
  },
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
  feedback: {
    title: 'What was wrong with this answer?',
    reasons: {
      incorrect: 'Incorrect',
      not_asked: 'Not what I asked',
      slow_or_buggy: 'Slow or buggy',
      style_or_tone: 'Style or tone',
      safety_or_legal: 'Safety or legal concern',
      other: 'Other',
    },
    note: 'Tell us more (optional)',
    count: (n, max) => `${n} / ${max} characters`,
    send: 'Send feedback',
    cancel: 'Cancel',
    thanks: 'Thanks: your feedback helps us improve the docs.',
    change: 'Change feedback',
  },
  streamingToggle: 'Stream answers',
  thinkingTitle: 'Thinking',
  continueAnswer: 'Continue the answer',
  askAgainIn: (mode) => `Ask again in ${mode} mode`,
}

export const chatStringsFor = (locale: Locale | string): ChatStrings => (locale === 'en' ? en : zh)
