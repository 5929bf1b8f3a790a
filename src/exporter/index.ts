/** The Markdown exporter (Node only): Markdown copies of the rendered pages, llms.txt and llms-full.txt. */
export { buildMarkdownArtifacts, markdownPathOf, pageOfPath } from './build'

export { htmlDirective, llmsTxtPath, withHtmlDirective } from './directive'
export { escapeText } from './escape'
export type { MarkdownContext } from './inline'
export { llmsTxt } from './llms'
export type { LocaleListing } from './llms'
export { pageToMarkdown } from './page'
