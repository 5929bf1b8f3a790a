import { KEY_SEARCH_HIGHLIGHT, SEARCH_HIGHLIGHT_PARAM } from '../../contracts/page-storage-keys'
import { safeHref } from '../../search-core/hits'
import type { SearchHit } from '../../search-core/types'

/**
 * What the page a result opens marks: the words the result marked, as the snippet's escaped text (the
 * landing highlighter splits on spaces, and 开发机怎么收费 is one word to it), else the query.
 */
function highlightWords(hit: SearchHit, query: string): string {
  return hit.snippetHtml.match(/(?<=<mark>)[^<]+/g)?.join(' ') ?? query
}

/** A result opened in this tab: its page marks the words once shown (KEY_SEARCH_HIGHLIGHT). */
export function rememberHighlight(hit: SearchHit, query: string): void {
  try {
    sessionStorage.setItem(KEY_SEARCH_HIGHLIGHT, highlightWords(hit, query))
  } catch {
    /* highlighting is a nicety */
  }
}

/**
 * A result's address for another tab (its link's href: a middle click, the link's menu, Ctrl+Enter):
 * a page of this site carries the words to mark in SEARCH_HIGHLIGHT_PARAM; another site's, nothing.
 */
export function resultHref(hit: SearchHit, query: string): string {
  const url = safeHref(hit.url)
  if (!url.startsWith('/')) return url
  const at = url.includes('#') ? url.indexOf('#') : url.length
  const path = url.slice(0, at)
  const words = encodeURIComponent(highlightWords(hit, query))
  return `${path}${path.includes('?') ? '&' : '?'}${SEARCH_HIGHLIGHT_PARAM}=${words}${url.slice(at)}`
}
