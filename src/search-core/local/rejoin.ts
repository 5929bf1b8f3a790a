/**
 * Rejoining the single characters the word segmenter left apart in a longer CJK run, by the index's
 * own vocabulary (a step of the query plan).
 */
import { cjkPairs, isCjkTerm, type QueryWord } from '../tokenize'

/** CJK runs up to this long are searched as typed first, then by their segmented words. */
export const MAX_SHORT_RUN = 3

/**
 * Words this long or longer that the index does not hold as typed are cut back into characters (a
 * two-character word is one pair: cut, it could only be rejoined as itself).
 */
const MIN_RECUT_WORD = 3

/** How many records hold a CJK character pair (0 when none do, or it has not been read). */
export type PairFrequency = (pair: string) => number
/** The records (ascending) holding a CJK character pair, as the index keeps them; null when none or not read. */
export type PairRecords = (pair: string) => ArrayLike<number> | null

/**
 * A single character written beside a word extends it (修饰 + 符: 修饰符) when the pair it makes with the
 * word (饰符) and the word's pair beside it (修饰) sit in the same records this much of the time (of the
 * more frequent of the two): the index holds the longer word, written as one. A pair across a word
 * boundary (上没 of 晚上没有人) shares few records with the word: it stays apart.
 */
export const EXTEND_SHARE = 0.5
/**
 * Records the extended word must be in at least (a pair two records hold, together once, is no word
 * the index knows).
 */
const MIN_EXTEND_RECORDS = 2

/** A pairing's worth: the log of its pair's record count, so that frequent words win (unigram model). */
const pairWorth = (df: number) => Math.log(1 + df)

/**
 * Single characters the segmenter left apart in a longer run (its dictionary lacks 显存, 配额, 密钥,
 * 余额: 训练时显存爆了 comes out 训练|时|显|存|爆|了) are rejoined where the index holds them as a
 * pair, choosing the pairing with the most frequent pairs (a unigram segmentation over the index's own
 * vocabulary); a longer word with a pair no record holds is segmented the same way. Without
 * frequencies (the first pass) the words stay as they are and `candidates` gets every pair the second
 * pass may ask about, so that their chunks are read before it.
 */
export function joinSingles(
  words: QueryWord[],
  pairDf: PairFrequency | undefined,
  candidates: string[],
  pairRecords?: PairRecords,
): QueryWord[] {
  const inLongRun = (w: QueryWord | undefined) => !!w?.run && Array.from(w.run).length > MAX_SHORT_RUN
  const single = (w: QueryWord | undefined): w is QueryWord => inLongRun(w) && w?.word.length === 1
  // A longer word no record holds as typed (回答说: 答说 is in no record) is cut back into its characters
  // and segmented the same way (回答 + 说).
  const ws = words.flatMap((w) => {
    if (!inLongRun(w) || w.word.length < MIN_RECUT_WORD || !isCjkTerm(w.word)) return [w]
    if (!pairDf) candidates.push(...cjkPairs(w.word))
    if (!pairDf || cjkPairs(w.word).every((p) => pairDf(p) > 0)) return [w]
    return Array.from(w.word, (ch, k) => ({ ...w, word: ch, at: (w.at ?? 0) + k }))
  })
  const extended = extendWords(ws, single, pairRecords, pairDf ? undefined : candidates)
  const out: QueryWord[] = []
  for (let i = 0; i < extended.length;) {
    const seq = singlesFrom(extended, i, single)
    i += seq.length
    if (seq.length < 2) {
      out.push(...seq)
      continue
    }
    if (!pairDf) {
      for (let t = 2; t <= seq.length; t++) candidates.push(pairEndingAt(seq, t))
      out.push(...seq)
      continue
    }
    out.push(...bestPairing(seq, pairDf))
  }
  return out
}

/**
 * Singles that extend the CJK word written right before or after them (see EXTEND_SHARE), merged into
 * it; the pairs they would make are added to `candidates` in the first pass (no records yet), which
 * extends nothing. (Han characters are one UTF-16 unit each: HAN_CLASS.)
 */
function extendWords(
  ws: QueryWord[],
  single: (w: QueryWord | undefined) => w is QueryWord,
  pairRecords: PairRecords | undefined,
  candidates: string[] | undefined,
): QueryWord[] {
  const out = [...ws]
  for (let i = 0; i < out.length; i++) {
    const s = out[i]
    if (!single(s)) continue
    let best = 0
    let at = -1
    let records = 0
    let rival = 0
    for (const k of [i - 1, i + 1]) {
      const w = out[k]
      const before = k < i
      // A single beside it may rather be a word with it (私有|镜|像: 镜像, not 私有镜): the pair more
      // records hold wins, as in the pairing of singles (bestPairing).
      if (single(w) && w.token === s.token && w.at === (s.at ?? NaN) + (before ? -1 : 1))
        rival = pairRecords?.(before ? w.word + s.word : s.word + w.word)?.length ?? 0
      // (An offset left undefined makes NaN, which meets nothing.)
      if (!w || w.token !== s.token || w.word.length < 2 || !isCjkTerm(w.word)) continue
      if ((before ? (w.at ?? NaN) + w.word.length : (s.at ?? NaN) + 1) !== (before ? s.at : w.at)) continue
      // The pair the single makes with the word (饰符), and the word's own pair beside it (修饰).
      const edge = before ? w.word.slice(-1) + s.word : s.word + w.word.slice(0, 1)
      const inner = before ? w.word.slice(-2) : w.word.slice(0, 2)
      if (candidates) {
        candidates.push(edge)
        continue
      }
      const a = pairRecords?.(edge)
      const b = pairRecords?.(inner)
      if (!a || !b) continue
      const held = new Set(Array.from(a))
      const both = Array.from(b).filter((d) => held.has(d)).length
      const share = both / Math.max(a.length, b.length)
      if (both >= MIN_EXTEND_RECORDS && share >= EXTEND_SHARE && share > best) {
        best = share
        at = k
        records = a.length
      }
    }
    const w = out[at]
    if (!w || rival > records) continue
    out[at] = at < i ? { ...w, word: w.word + s.word } : { ...w, word: s.word + w.word, at: s.at }
    out.splice(i--, 1)
  }
  return out
}

/** The run of adjacent single characters of one token starting at `i` (or just the word at `i`). */
function singlesFrom(ws: QueryWord[], i: number, single: (w: QueryWord | undefined) => w is QueryWord): QueryWord[] {
  const first = ws[i]
  if (!first) return []
  let j = i
  for (;;) {
    const cur = ws[j]
    const next = ws[j + 1]
    if (!single(first) || !single(next) || cur?.at === undefined) break
    if (next.token !== first.token || next.at !== cur.at + 1) break
    j++
  }
  return ws.slice(i, j + 1)
}

/** The pair of characters t − 1 and t (1-based) of a run of single characters. */
const pairEndingAt = (seq: QueryWord[], t: number) => (seq[t - 2]?.word ?? '') + (seq[t - 1]?.word ?? '')

/** The characters as singles and pairs, the pairing whose pairs are the most frequent (dynamic programming). */
function bestPairing(seq: QueryWord[], pairDf: PairFrequency): QueryWord[] {
  const best = new Float64Array(seq.length + 1)
  const step = new Uint8Array(seq.length + 1)
  for (let t = 1; t <= seq.length; t++) {
    best[t] = best[t - 1] ?? 0
    step[t] = 1
    const df = t >= 2 ? pairDf(pairEndingAt(seq, t)) : 0
    const paired = (best[t - 2] ?? 0) + pairWorth(df)
    if (df > 0 && paired > (best[t] ?? 0)) {
      best[t] = paired
      step[t] = 2
    }
  }
  const pieces: QueryWord[] = []
  for (let t = seq.length; t > 0; t -= step[t] ?? 1) {
    const w = step[t] === 2 ? seq[t - 2] : seq[t - 1]
    if (w) pieces.unshift(step[t] === 2 ? { ...w, word: pairEndingAt(seq, t) } : w)
  }
  return pieces
}
