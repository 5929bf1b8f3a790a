import { unescapeHtml } from '../../../src/contracts/unescape-html'

/**
 * Wraps occurrences of the search words in `root` with <mark class="search-term"> (text nodes only).
 * `query`: words separated by spaces, as typed or as a result marked them (escaped HTML text: R&amp;D).
 */
export function highlightTerms(root: Element, query: string, max = 50): number {
  // A page marked by an earlier result (a section of the same page opened again) shows only the new words.
  for (const old of root.querySelectorAll('mark.search-term')) {
    const parent = old.parentNode
    old.replaceWith(old.textContent ?? '')
    parent?.normalize()
  }
  const words = unescapeHtml(query)
    .split(/\s+/)
    .map((w) => w.trim())
    .filter((w) => w.length >= 1)
  if (!words.length) return 0
  const re = new RegExp(
    words
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .sort((a, b) => b.length - a.length)
      .join('|'),
    'gi',
  )
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) =>
      n.parentElement?.closest('pre, code, script, style, mark, .header-anchor')
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  })
  const nodes: Text[] = []
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text)
  let count = 0
  for (const node of nodes) {
    if (count >= max) break
    const text = node.data
    re.lastIndex = 0
    if (!re.test(text)) continue
    re.lastIndex = 0
    const frag = root.ownerDocument.createDocumentFragment()
    let last = 0
    for (const m of text.matchAll(re)) {
      frag.append(text.slice(last, m.index))
      const mark = root.ownerDocument.createElement('mark')
      mark.className = 'search-term'
      mark.textContent = m[0]
      frag.append(mark)
      last = (m.index ?? 0) + m[0].length
      count++
    }
    frag.append(text.slice(last))
    node.replaceWith(frag)
  }
  return count
}
