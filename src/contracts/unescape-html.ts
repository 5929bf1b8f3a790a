/**
 * The inverse of `escapeHtml` (text.ts): the five entities it writes, back to their characters; any
 * other entity stays as written. A file of its own: the shell's lazy highlighter imports it, and a
 * module the island shares with the shell would move into a chunk of its own.
 */
const UNESCAPES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}

/** Text escaped by `escapeHtml` (a snippet, a marked word: `R&amp;D`) as the characters it stands for. */
export const unescapeHtml = (s: string) => s.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => UNESCAPES[e] ?? e)
