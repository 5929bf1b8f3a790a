// Issue and ticket numbers in text: read by the ESLint rule `local/no-ticket-numbers` (comments and strings
// of the code) and by tests/unit/lint/docs-references.test.ts (the root Markdown documents). A number
// means something only inside the tracker it came from: the code and its documents say what and why.

// A tracker word followed by a number (N): issue N, issues N/M, Issue #N, task N, PR #N, pull request N,
// ticket N; any case. A path or URL (issues/N) is not one.
const WORD_FORM = /\b(?:issues?|tickets?|tasks?|pull requests?|PRs?)(?:\s+#?|\s*#)\d+\b/gi
// A bare #N. Not one when it is part of something else: an HTML entity (`&#39;`), a URL fragment or an
// upstream reference (`changelog#2025-11-01`, `typesense#2085`: `#` right after a word, `/` or `.`), an
// escaped or doubled `#`, or a fragment going on with letters or dashes (`#2025-11-01`, `#3d-view`).
const HASH_FORM = /(?<![\w&#/\\.-])#(\d+)(?![\w-])/g
// Quoted on its own ('#39', as a key of an entity table) it is a token of code, not a reference.
const QUOTES = new Set(["'", '"', '`'])
// Three, four, six or eight digits after `#` are read as a hex colour (`#000`, `#202127`, `#00000080`)
// and never reported; an issue number of that length is caught when a tracker word comes with it.
const COLOUR_LENGTHS = new Set([3, 4, 6, 8])

/**
 * The issue or ticket numbers `text` mentions, as written (issue N, #N), in order.
 * @param {string} text
 * @returns {{ match: string, index: number }[]}
 */
export function findTicketNumbers(text) {
  const found = []
  for (const m of text.matchAll(WORD_FORM)) found.push({ match: m[0], index: m.index })
  for (const m of text.matchAll(HASH_FORM)) {
    if (COLOUR_LENGTHS.has(m[1].length)) continue
    const before = text[m.index - 1]
    if (before && QUOTES.has(before) && text[m.index + m[0].length] === before) continue
    if (found.some((f) => m.index >= f.index && m.index < f.index + f.match.length)) continue
    found.push({ match: m[0], index: m.index })
  }
  return found.sort((a, b) => a.index - b.index)
}
