/**
 * The AI inviter's strings (home and section landing pages). Apart from the nav bar's, so that they
 * load with the inviter's own chunk and not with every page.
 */
const inviterZh = {
  label: '向 AI 助手提问',
  title: '找不到想要的答案？',
  subtitle: '让 AI 助手为您解答',
  placeholder: '输入您的问题，获得智能解答...',
  placeholderShort: '问个问题...',
  send: '提问',
}

export type InviterStrings = typeof inviterZh

const inviterEn: InviterStrings = {
  label: 'Ask the AI assistant',
  title: "Can't find what you need?",
  subtitle: 'Let the AI assistant answer',
  placeholder: 'Type a question and get an answer...',
  placeholderShort: 'Ask a question...',
  send: 'Ask',
}

export const inviterStringsFor = (locale: string): InviterStrings => (locale === 'en' ? inviterEn : inviterZh)
