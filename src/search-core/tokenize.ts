/**
 * Tokenisation of the embedded index, for Chinese and technical text alike.
 *
 * Index side: every CJK run becomes its overlapping character pairs plus its last character, so every
 * character starts some term (a one-character query is a prefix search); Latin text keeps whole
 * technical tokens (`cuda_visible_devices`, `qwen2.5-7b`, `--tensor-parallel-size`, the segments of
 * `deepseek-ai/deepseek-v3.2`) and also their parts.
 * Query side: CJK is segmented into words (Intl.Segmenter), function words dropped, each word turned
 * into its pairs; a compound Latin token is searched whole, or by its parts.
 */
import { HAN_CLASS } from '../contracts/text'

// A Latin token: a word with its joiners (. _ - /), and the dashes of a command-line flag before it.
const TOKEN = new RegExp(
  String.raw`[${HAN_CLASS}]+|(?:(?<![A-Za-z0-9])--?(?=[A-Za-z]))?[A-Za-z0-9]+(?:[._\-/][A-Za-z0-9]+)*`,
  'g',
)
const CJK_RUN = new RegExp(`^[${HAN_CLASS}]+$`)

const QUERY_STOPWORDS = new Set([
  '如何',
  '怎么',
  '怎样',
  '什么',
  '为什么',
  '吗',
  '呢',
  '的',
  '了',
  '是',
  '在',
  '用',
  '请问',
  '我',
  '要',
  '能',
  '可以',
  '哪些',
  '哪个',
  '一下',
  '怎么办',
  '为啥',
  '啥',
  '咋',
  '吧',
  '啊',
  '呀',
  '嘛',
  '么',
  '得',
  '地',
  '着',
  '过',
  '把',
  '被',
  '让',
  '给',
  '做',
  '还',
  '就',
  '都',
  '也',
  '我们',
  '你',
  '你们',
  '它',
  '这',
  '那',
  '这个',
  '那个',
  '哪',
  '哪里',
  '有没有',
  '是否',
  '能否',
  '能不能',
  '可不可以',
  '一个',
  '想',
  '该',
  // "What happens" (余额不足会发生什么): the question's frame, as 怎么办 is; rare in the docs, it would
  // otherwise outweigh the words the question is about.
  '发生',
  // How often or how suddenly it happens to the reader (老是断, 一直在等, 突然连不上): how they put it,
  // rare in the docs and so, left in, weighed above the words the query is about.
  '老是',
  '总是',
  '老',
  '一直',
  '一直在',
  '经常',
  '突然',
  '到底',
  '究竟',
  // Conjunctions join words without adding one (数据与模型, 修饰符和转换器).
  '和',
  '与',
  '及',
  '或',
  '以及',
  // 的 fused onto a one-character locative, as the segmenter returns it (组件中的事件: 中的): the same
  // particle as 的 alone, the locative carrying nothing a page is found by.
  '中的',
  '内的',
  '上的',
  '下的',
  '里的',
  '外的',
  '前的',
  '后的',
  '时的',
  '间的',
  'how',
  'to',
  'the',
  'a',
  'an',
  'is',
  'are',
  'of',
  'for',
  'with',
  'what',
  'why',
  'do',
  'does',
  'i',
  'my',
  'can',
  'in',
  'on',
  'where',
  'which',
  'when',
  'should',
  'it',
  'me',
  'we',
  'you',
  'and',
  'or',
  'there',
  'this',
  'that',
  'from',
  'by',
  'at',
  // A comparison's marker (`ref vs. reactive`, `模板 vs. 渲染函数`): the topic is the two sides.
  'vs',
  'versus',
])

export function cjkPairs(run: string): string[] {
  const chars = Array.from(run)
  if (chars.length === 1) return chars
  const pairs: string[] = []
  let previous: string | undefined
  for (const char of chars) {
    if (previous !== undefined) pairs.push(previous + char)
    previous = char
  }
  return pairs
}

/** Compounds with more joints than this are indexed whole and by parts, not by every tail. */
const MAX_COMPOUND_TAILS = 8

const latinParts = (token: string) => token.split(/[._\-/]+/).filter(Boolean)

/** A Latin word and a CJK run written next to each other (at most one space between: `HTML 文件`, `仅在 Vue`). */
export interface Joint {
  /** The term that records the adjacency: the Latin token (lower case) and the CJK character beside it. */
  term: string
  /** The CJK run beside the token, as written. */
  run: string
}

/**
 * The Latin–CJK adjacencies of a (folded) text, as terms: `html文` for `HTML 文件`, `在vue` for `仅在 Vue`.
 * A phrase's CJK pairs say nothing of the Latin word beside it; these terms do, so that a phrase typed
 * across scripts (`v-model 修饰符`) is found as typed. No Latin or CJK term has this shape.
 */
export function latinCjkJoints(text: string): Joint[] {
  const out: Joint[] = []
  let prev: { t: string; end: number } | null = null
  for (const m of text.matchAll(TOKEN)) {
    const t = m[0]
    const start = m.index ?? 0
    // (A number beside a word is a quantity, 20 块, 4 张卡: not a name typed as one.)
    const named = (w: string) => CJK_RUN.test(w) || /[a-z]/i.test(w)
    if (prev && start - prev.end <= 1 && /^\s?$/.test(text.slice(prev.end, start)) && named(prev.t) && named(t)) {
      const [a, b] = [CJK_RUN.test(prev.t), CJK_RUN.test(t)]
      if (a && !b) out.push({ term: Array.from(prev.t).at(-1) + t.toLowerCase(), run: prev.t })
      else if (!a && b) out.push({ term: prev.t.toLowerCase() + Array.from(t)[0], run: t })
    }
    prev = { t, end: start + t.length }
  }
  return out
}

const JOINT_LATIN = /[a-z0-9]/
const JOINT_CJK = new RegExp(`[${HAN_CLASS}]`)
/** Whether a term of the index is a joint (see latinCjkJoints): never the completion or typo of a word. */
export const isJointTerm = (term: string) => JOINT_LATIN.test(term) && JOINT_CJK.test(term)

/** Terms stored in the index for a text. */
export function tokenizeForIndex(text: string): string[] {
  const out: string[] = latinCjkJoints(text).map((j) => j.term)
  for (const m of text.matchAll(TOKEN)) {
    const t = m[0]
    if (CJK_RUN.test(t)) {
      const chars = Array.from(t)
      out.push(...cjkPairs(t))
      const last = chars.at(-1)
      if (chars.length > 1 && last !== undefined) out.push(last)
    } else {
      const lower = t.toLowerCase()
      out.push(lower)
      // The segments of a path (`deepseek-ai/deepseek-v3.2`) are compounds of their own, and so is
      // every tail of a compound (`pricing.input` in `model.pricing.input`): readers copy a part.
      if (lower.includes('/'))
        for (const seg of lower.split('/')) if (seg && seg !== lower && /[._-]/.test(seg)) out.push(seg)
      const joints = [...lower.matchAll(/[._\-/]+/g)]
      if (joints.length >= 2 && joints.length <= MAX_COMPOUND_TAILS) {
        for (const j of joints.slice(0, -1)) {
          const tail = lower.slice((j.index ?? 0) + j[0].length)
          if (tail && /[._\-/]/.test(tail)) out.push(tail)
        }
      }
      // A flag is also found without its dashes (`tensor-parallel-size`).
      if (lower.startsWith('-') && /[._\-/]/.test(lower.replace(/^-+/, ''))) out.push(lower.replace(/^-+/, ''))
      const parts = latinParts(lower)
      if (parts.length > 1 || parts[0] !== lower) out.push(...parts)
    }
  }
  return out
}

type WordSegmenter = { segment(input: string): Iterable<{ segment: string; index: number; isWordLike?: boolean }> }
let segmenter: WordSegmenter | null | undefined
/** The words of a CJK run, with their offsets in it. */
function words(run: string): { word: string; at: number }[] {
  if (segmenter === undefined) {
    const Seg = (Intl as unknown as { Segmenter?: new (l: string, o: { granularity: 'word' }) => WordSegmenter })
      .Segmenter
    segmenter = Seg ? new Seg('zh', { granularity: 'word' }) : null
  }
  if (!segmenter) return [{ word: run, at: 0 }]
  return Array.from(segmenter.segment(run))
    .filter((s) => s.isWordLike !== false)
    .map((s) => ({ word: s.segment, at: s.index }))
}

/** A query word and the index of the token (CJK run or Latin word) it came from. */
export interface QueryWord {
  word: string
  token: number
  /** The compound Latin token the word is a part of (`model_not_found` for `found`). */
  whole?: string
  /** The CJK run the word was segmented from, as typed, and the word's offset in it. */
  run?: string
  at?: number
}

/** The query's words: CJK runs segmented, Latin tokens by their parts, function words dropped. */
export function segmentQuery(query: string): QueryWord[] {
  const out: QueryWord[] = []
  // CJK runs of function words only (什么是 of 什么是 Vue): searched as typed only when the query has
  // nothing else (a query of 什么是 alone still finds the pages that say it).
  const allStop: QueryWord[] = []
  let token = 0
  for (const m of query.matchAll(TOKEN)) {
    const t = m[0]
    if (CJK_RUN.test(t)) {
      const ws = words(t).filter((w) => !QUERY_STOPWORDS.has(w.word))
      if (!ws.length) allStop.push({ word: t, token, run: t, at: 0 })
      for (const { word, at } of ws) out.push({ word, token, run: t, at })
    } else {
      const lower = t.toLowerCase()
      const parts = latinParts(lower)
      // A compound (or a flag: `--load` is not `load`) is also searched whole.
      const compound = parts.length > 1 || parts[0] !== lower
      if (!QUERY_STOPWORDS.has(lower))
        for (const word of parts) out.push(compound ? { word, token, whole: lower } : { word, token })
    }
    token++
  }
  return out.length ? out : allStop
}

/** Query words for highlighting: the words, and each segmented CJK run whole (where it occurs as typed, it is the best highlight). */
export function queryWords(query: string): string[] {
  const ws = segmentQuery(query)
  const out = ws.map((w) => w.word)
  for (let i = 0; i < ws.length;) {
    let j = i
    while (j + 1 < ws.length && ws[j + 1]!.token === ws[i]!.token) j++
    if (j > i && CJK_RUN.test(ws[i]!.word))
      out.push(
        ws
          .slice(i, j + 1)
          .map((w) => w.word)
          .join(''),
      )
    i = j + 1
  }
  return [...new Set(out)]
}

/** Terms to look up for a query (see the note at the top). */
export function tokenizeQuery(query: string): string[] {
  const out: string[] = []
  for (const { word } of segmentQuery(query)) out.push(...(CJK_RUN.test(word) ? cjkPairs(word) : [word]))
  return [...new Set(out)]
}

export const isCjkTerm = (term: string) => CJK_RUN.test(term)
