import { nextTick } from 'vue'
import { KEY_SEARCH_HIGHLIGHT, SEARCH_HIGHLIGHT_PARAM } from '../../../src/contracts/page-storage-keys'

/**
 * Marks, on the page a search result opened, the words of the query that led there, once. A result
 * opened in this tab stores them under KEY_SEARCH_HIGHLIGHT when it is chosen; one opened in another
 * tab (a middle click, the link's menu, Ctrl+Enter) has no session storage of this tab's and carries
 * them in its address (SEARCH_HIGHLIGHT_PARAM). Either is used up here: the parameter is taken off the
 * address, so a reload, a bookmark or a copied address marks nothing, and no later page marks them.
 * Runs after a navigation by a result and when the app starts (a full load). Only such a page loads
 * the highlighter.
 */
export function highlightLanding(): void {
  let query: string | null = null
  try {
    const url = new URL(location.href)
    query = url.searchParams.get(SEARCH_HIGHLIGHT_PARAM)
    if (query !== null) {
      url.searchParams.delete(SEARCH_HIGHLIGHT_PARAM)
      history.replaceState(history.state, '', url.href)
    }
    query ||= sessionStorage.getItem(KEY_SEARCH_HIGHLIGHT)
    sessionStorage.removeItem(KEY_SEARCH_HIGHLIGHT)
  } catch {
    return
  }
  if (!query) return
  const words = query
  void Promise.all([import('./highlightTerms'), nextTick()]).then(([{ highlightTerms }]) => {
    const root = document.querySelector('.vp-doc')
    if (root) highlightTerms(root, words)
  })
}
