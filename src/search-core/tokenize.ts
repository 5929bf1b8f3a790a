/**
 * Tokenisation of the embedded index, for Chinese and technical text alike.
 *
 * Index side: every CJK run becomes its overlapping character pairs plus its last character, so every
 * character starts some term (a one-character query is a prefix search); Latin text keeps whole
 * technical tokens (`cuda_visible_devices`, `qwen2.5-7b`) and also their parts.
 * Query side: CJK is segmented into words (Intl.Segmenter), function words dropped, each word turned
 * into its pairs; compound Latin tokens are searched by their parts.
 */
const TOKEN = /[\u3400-\u9fff\uf900-\ufaff]+|[A-Za-z0-9]+(?:[._-][A-Za-z0-9]+)*/g
const CJK_RUN = /^[\u3400-\u9fff\uf900-\ufaff]+$/

export const QUERY_STOPWORDS = new Set([
  '如何', '怎么', '怎样', '什么', '为什么', '吗', '呢', '的', '了', '是', '在', '用', '请问', '我', '要', '能', '可以', '哪些', '哪个', '一下',
  'how', 'to', 'the', 'a', 'an', 'is', 'are', 'of', 'for', 'with', 'what', 'why', 'do', 'does', 'i', 'my', 'can', 'in', 'on',
])

function cjkPairs(run: string): string[] {
  const chars = Array.from(run)
  if (chars.length === 1) return chars
  const pairs: string[] = []
  for (let i = 0; i < chars.length - 1; i++) pairs.push(chars[i] + chars[i + 1])
  return pairs
}

const latinParts = (token: string) => token.split(/[._-]+/).filter(Boolean)

/** Terms stored in the index for a text. */
export function tokenizeForIndex(text: string): string[] {
  const out: string[] = []
  for (const m of text.matchAll(TOKEN)) {
    const t = m[0]
    if (CJK_RUN.test(t)) {
      const chars = Array.from(t)
      out.push(...cjkPairs(t))
      if (chars.length > 1) out.push(chars[chars.length - 1])
    } else {
      const lower = t.toLowerCase()
      out.push(lower)
      const parts = latinParts(lower)
      if (parts.length > 1) out.push(...parts)
    }
  }
  return out
}

type WordSegmenter = { segment(input: string): Iterable<{ segment: string; isWordLike?: boolean }> }
let segmenter: WordSegmenter | null | undefined
function words(run: string): string[] {
  if (segmenter === undefined) {
    const Seg = (Intl as unknown as { Segmenter?: new (l: string, o: { granularity: 'word' }) => WordSegmenter }).Segmenter
    segmenter = Seg ? new Seg('zh', { granularity: 'word' }) : null
  }
  if (!segmenter) return [run]
  return Array.from(segmenter.segment(run))
    .filter((s) => s.isWordLike !== false)
    .map((s) => s.segment)
}

/** Query words for highlighting: CJK words and Latin parts, function words dropped. */
export function queryWords(query: string): string[] {
  const out: string[] = []
  for (const m of query.matchAll(TOKEN)) {
    const t = m[0]
    if (CJK_RUN.test(t)) {
      const ws = words(t).filter((w) => !QUERY_STOPWORDS.has(w))
      // The whole run too: where it occurs as typed, it is the best highlight.
      out.push(...(ws.length ? ws : [t]))
      if (ws.length > 1) out.push(ws.join(''))
    } else {
      const lower = t.toLowerCase()
      if (QUERY_STOPWORDS.has(lower)) continue
      out.push(...latinParts(lower))
    }
  }
  return [...new Set(out)]
}

/** Terms to look up for a query (see the note at the top). */
export function tokenizeQuery(query: string): string[] {
  const out: string[] = []
  for (const w of queryWords(query)) out.push(...(CJK_RUN.test(w) ? cjkPairs(w) : [w]))
  return [...new Set(out)]
}

export const isCjkTerm = (term: string) => CJK_RUN.test(term)
