/**
 * Adds a lazily loaded feature's CSS to the page once. VitePress bundles every imported stylesheet
 * into the one render-blocking style.css, so the CSS of features most pages never use (the search
 * island, the terminal player) is imported as a string with `?inline` and added when they load.
 */
export function injectStyle(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return
  const style = document.createElement('style')
  style.id = id
  style.textContent = css
  document.head.appendChild(style)
}
