/**
 * Han characters as the search sees them (CJK unified ideographs, extension A, compatibility
 * ideographs): the body of a regular-expression character class, so each reader builds the
 * expression (and flags) it needs: `new RegExp(`[${HAN_CLASS}]+`, 'g')`.
 */
export const HAN_CLASS = '\u3400-\u9fff\uf900-\ufaff'

/** One Han character (no flags: safe to `.test` repeatedly). */
export const HAN_CHAR = /* @__PURE__ */ new RegExp(`[${HAN_CLASS}]`)

/** What HTML text and attribute values escape (`'` too, so a value is safe in either quote). */
export const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
/** Text made safe as HTML text or as a quoted attribute value. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)

/** Text matched literally inside a regular expression. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
