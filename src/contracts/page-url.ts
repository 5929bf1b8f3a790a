/**
 * The url a page's search records carry (url_without_anchor), from its source path: `dir/index.md`
 * → `/dir/`, `dir/page.md` → `/dir/page.html`. The index build and the page (asking about itself)
 * compute it alike.
 */
export function pageUrlOf(relativePath: string): string {
  return '/' + relativePath.replace(/(^|\/)index\.md$/, '$1').replace(/\.md$/, '.html')
}

/**
 * Site path of the Markdown copy of a page (the exporter writes it beside the HTML, from the source
 * path): `/dir/` → `/dir/index.md`, `/dir/page.html` → `/dir/page.md`, `/dir/page` → `/dir/page.md`.
 * Query and anchor are dropped. The MCP server links search results to their copies with it.
 */
export function markdownCopyOf(pageUrl: string): string {
  const p = pageUrl.replace(/[?#].*$/, '')
  if (p === '' || p.endsWith('/')) return `${p || '/'}index.md`
  if (p.endsWith('.md')) return p
  return p.replace(/\.html$/, '') + '.md'
}
