/**
 * VitePress marks the outline bar (VPLocalNav, shown between 960 and 1279 px) `empty` in the server
 * HTML, because it reads the page's headings only in the browser; the bar then appears at hydration
 * and pushes the text 88 px down. A page whose text has outline headings (h2, the site's outline
 * level) gets the bar as the browser will render it. Done on the HTML string so the first paint is
 * right however the HTML streams in (a CSS `:has()` on the headings matched only once they were parsed).
 */
const EMPTY_LOCAL_NAV = /(<div class="VPLocalNav[^"]*?) empty(")/
// Headings the outline lists have ids (VitePress's getHeaders skips those without); a sidebar's h2 has none.
const OUTLINE_HEADING = /<div[^>]*class="[^"]*\bvp-doc\b[\s\S]*?<h2 [^>]*\bid="/

export function markLocalNavWithOutline(html: string): string {
  return OUTLINE_HEADING.test(html) ? html.replace(EMPTY_LOCAL_NAV, '$1$2') : html
}
