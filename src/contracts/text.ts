/**
 * Han characters as the search sees them (CJK unified ideographs, extension A, compatibility
 * ideographs): the body of a regular-expression character class, so each reader builds the
 * expression (and flags) it needs: `new RegExp(`[${HAN_CLASS}]+`, 'g')`.
 */
export const HAN_CLASS = '\u3400-\u9fff\uf900-\ufaff'

/** One Han character (no flags: safe to `.test` repeatedly). */
export const HAN_CHAR = /* @__PURE__ */ new RegExp(`[${HAN_CLASS}]`)
