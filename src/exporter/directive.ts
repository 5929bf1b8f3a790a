/**
 * Where an agent reading a page learns that the docs have an index for it (the Agent-Friendly
 * Documentation Spec's llms.txt directive): a visually hidden line at the top of every page's HTML,
 * naming `llms.txt` and the page's Markdown copy, and a one-line blockquote at the top of every copy.
 * The HTML line is text, not links (nothing to focus) and `aria-hidden` (screen readers skip it): it
 * is for tools that read the page's source, and people never meet it.
 */
import { escapeHtml } from '../contracts/text'
import type { Locale } from '../indexer/pages/read-page'
import { escapeText } from './escape'
import { WORDS } from './words'

/** Site path of a locale's `llms.txt` under `base` (ending in `/`). */
export const llmsTxtPath = (locale: Locale, base: string) => `${base}${locale === 'en' ? 'en/' : ''}llms.txt`

/** The hidden line for the top of a page's `<body>`: site paths of the locale's llms.txt and the page's copy. */
export function htmlDirective(locale: Locale, base: string, markdownPath: string): string {
  const w = WORDS[locale]
  const text = `${w.agentIndex}${llmsTxtPath(locale, base)}${w.agentCopy}${markdownPath}`
  return `<div class="visually-hidden" aria-hidden="true" data-agent-directive>${escapeHtml(text)}</div>`
}

/** Puts the hidden line first in `<body>` (before the app, so it is never hydrated). */
export function withHtmlDirective(html: string, directive: string): string {
  return html.replace(/<body([^>]*)>/, (open) => open + directive)
}

/** The blockquote a Markdown copy starts with: the locale's llms.txt, absolute. */
export function markdownDirective(locale: Locale, llmsUrl: string): string {
  return `> ${escapeText(WORDS[locale].agentIndex.trim())} <${llmsUrl}>`
}
