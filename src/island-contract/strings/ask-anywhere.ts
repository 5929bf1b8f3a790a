/**
 * Texts of asking from the page (BEHAVIOUR.md search §2.6): the button beside selected text, the code
 * blocks' action, and the question each hands the assistant. Its own module: the page's lazily loaded
 * selection helper and the assistant import it, the page's initial code does not.
 */
import type { Locale } from '../../contracts/locale'

const zh = {
  /** The button beside selected text. */
  askSelection: '问问 AI',
  askSelectionLabel: '就选中的文字问问 AI',
  /** Said (polite live region) when the button appears: how a keyboard reader reaches it. */
  selectionAnnouncement: '已选中文字。按 Tab 键可就选中的文字问问 AI，按 Esc 键关闭。',
  /** A code block's action, beside its copy button. */
  explainCode: '解释这段代码',
  /** The question for selected text (the quote is already trimmed and capped). */
  textQuestion: (quote: string) => `请解释文档中的这段话：「${quote}」`,
  codeQuestion: (fenced: string) => `请解释文档中的这段代码：\n${fenced}`,
}

export type AskAnywhereStrings = typeof zh

const en: AskAnywhereStrings = {
  askSelection: 'Ask AI',
  askSelectionLabel: 'Ask AI about the selected text',
  selectionAnnouncement: 'Text selected. Press Tab to ask AI about it, Escape to dismiss.',
  explainCode: 'Explain this code',
  textQuestion: (quote) => `Explain this passage of the docs: “${quote}”`,
  codeQuestion: (fenced) => `Explain this code from the docs:\n${fenced}`,
}

export const askAnywhereStringsFor = (locale: Locale | string): AskAnywhereStrings => (locale === 'en' ? en : zh)
