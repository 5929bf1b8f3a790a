/**
 * The assistant's code, in chunks of its own: the AI tab's view (ChatPanel, markdown-it, DOMPurify)
 * and the conversation (its controller and strings). The island loads them when the assistant is
 * first shown; the theme starts them as soon as a reader asks for the assistant, so that on a cold
 * page they load beside the island's code instead of after it. The same module, so the same chunks.
 */
export const loadAiPanel = () => import('./AiPanel')

export const loadChatCode = () =>
  Promise.all([import('./chat/controller'), import('./strings/chat'), import('./chat/answer-insights')])

/** Starts loading the assistant's code; a failure here is the island's to show when it loads it. */
export function prefetchAssistant(): void {
  void loadAiPanel().catch(() => undefined)
  void loadChatCode().catch(() => undefined)
}
