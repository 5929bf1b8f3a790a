import type { MarkdownRenderer } from 'vitepress'
import { expandPageFacts } from '../../src/indexer/facts-file'

/**
 * Fills `[[fact:id]]` tokens with the values recorded in docs/facts.yaml before markdown-it parses a
 * page, so the HTML, the search records built from it and the Markdown copies converted from it all
 * carry the value; fact-literal markers are taken out there too, so none of them carries a marker.
 * The page's locale (en/ or not) picks the wording; an unknown id fails the build with the page's path.
 */
export function factsMarkdownPlugin(srcDir: string) {
  return (md: MarkdownRenderer): void => {
    md.core.ruler.before('normalize', 'docs-facts', (state) => {
      const rel = (state.env as { relativePath?: unknown } | undefined)?.relativePath
      state.src = expandPageFacts(srcDir, typeof rel === 'string' ? rel : '', state.src)
    })
  }
}
