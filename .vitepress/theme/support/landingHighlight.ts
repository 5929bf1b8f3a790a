import { nextTick } from 'vue'
import { KEY_SEARCH_HIGHLIGHT } from '../../../src/contracts/page-storage-keys'

/**
 * Marks, on the page a search result opened, the words of the query that led there, once: the query
 * is stored under KEY_SEARCH_HIGHLIGHT when the result is chosen and used up here, so no later page
 * marks it. Only such a page loads the highlighter.
 */
export function highlightLanding(): void {
  let query: string | null = null
  try {
    query = sessionStorage.getItem(KEY_SEARCH_HIGHLIGHT)
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
