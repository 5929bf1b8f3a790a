/**
 * The url a page's search records carry (url_without_anchor), from its source path: `dir/index.md`
 * → `/dir/`, `dir/page.md` → `/dir/page.html`. The index build and the page (asking about itself)
 * compute it alike.
 */
export function pageUrlOf(relativePath: string): string {
  return '/' + relativePath.replace(/(^|\/)index\.md$/, '$1').replace(/\.md$/, '.html')
}
