/**
 * Text folding shared by the embedded index and its queries, so that what a reader types meets what
 * the page says: compatibility forms (full-width ＡＰＩ, ① …) become their plain forms (NFKC), Latin
 * is lower-cased, and traditional characters become the simplified ones the content is written in.
 */

/** Traditional → simplified character pairs, as shipped in the index: "開开發发…" (two characters a pair). */
export function parseFoldPairs(pairs: string): Map<string, string> {
  const chars = Array.from(pairs)
  const map = new Map<string, string>()
  for (let i = 0; i + 1 < chars.length; i += 2) {
    const [from, to] = [chars[i], chars[i + 1]]
    if (from !== undefined && to !== undefined) map.set(from, to)
  }
  return map
}

export function foldText(text: string, tradToSimp?: ReadonlyMap<string, string>): string {
  const plain = text.normalize('NFKC').toLowerCase()
  if (!tradToSimp || tradToSimp.size === 0) return plain
  let out = ''
  for (const ch of plain) out += tradToSimp.get(ch) ?? ch
  return out
}
