import { HAN_CLASS } from '../contracts/text'
import { normalizeQuery } from './normalize'
import type { Complexity, QueryAnalysis, QueryType } from './types'

/*
 * How the query type is chosen (ratios are shares of the normalised query's characters):
 *
 * - chinese_only       CJK ratio ≥ 0.5 and English-letter ratio < 0.15       如何创建开发机
 * - english_only       no CJK and English-letter ratio ≥ 0.5                 how to create a dev instance, kubeconfig
 * - technical_mixed    CJK and Latin together with a technical token, or no  用 PyTorch DDP 训练,
 *                      CJK and mostly digits/symbols (error codes, versions)  CUDA_VISIBLE_DEVICES 怎么设置, 429
 * - mixed_multilingual anything else (CJK with plain Latin words, emoji…)     训练 model 保存
 *
 * A technical token is an acronym (2+ capitals), snake_case, camelCase, a dotted/hyphenated name or a
 * word with digits: the things users paste from code and error messages. Two or more Latin words next
 * to Chinese (`atlctl job logs 怎么看`) are read as a command or identifier phrase: technical too.
 */
const CHINESE_ONLY_MIN_CJK_RATIO = 0.5
const CHINESE_ONLY_MAX_ENGLISH_RATIO = 0.15
const ENGLISH_ONLY_MIN_ENGLISH_RATIO = 0.5

/** Complexity bounds (BEHAVIOUR.md search §9): simple ≤ 2 concepts and ≤ 10 chars; medium ≤ 4 and ≤ 25. */
const SIMPLE_MAX_CONCEPTS = 2
const SIMPLE_MAX_LENGTH = 10
const MEDIUM_MAX_CONCEPTS = 4
const MEDIUM_MAX_LENGTH = 25

/** Semantic weights per query type (BEHAVIOUR.md search §9). */
const SEMANTIC_WEIGHTS = {
  chinese_only: { simple: 0.45, other: 0.8 },
  english_only: { simple: 0.3, other: 0.6 },
  technical_mixed: 0.4,
  default: 0.5,
} as const

// Han plus kana and hangul: any East Asian script counts as CJK here.
const CJK = new RegExp(`[${HAN_CLASS}\\u3040-\\u30ff\\uac00-\\ud7af]`, 'gu')
const LATIN = /[A-Za-z]/g
const SPACE = /\s/g
const TECHNICAL =
  /[A-Z]{2,}|[A-Za-z]+_[A-Za-z0-9_]+|[a-z][A-Z]|[A-Za-z][\w-]*[.-][\w.-]*[A-Za-z0-9]|[A-Za-z]+\d|\d+[A-Za-z]/

// Function words that carry no concept of their own.
const STOPWORDS = new Set([
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
  '和',
  '与',
  '及',
  '我',
  '要',
  '能',
  '可以',
  '哪些',
  '哪个',
  'how',
  'to',
  'a',
  'an',
  'the',
  'is',
  'are',
  'do',
  'does',
  'i',
  'in',
  'on',
  'of',
  'for',
  'with',
  'what',
  'why',
  'can',
  'my',
  'and',
  'or',
])

const count = (s: string, re: RegExp) => s.match(re)?.length ?? 0

type WordSegmenter = { segment(input: string): Iterable<{ segment: string; isWordLike?: boolean }> }
let segmenter: WordSegmenter | null | undefined

function getSegmenter(): WordSegmenter | null {
  if (segmenter === undefined) {
    const Seg = (Intl as unknown as { Segmenter?: new (l: string, o: { granularity: 'word' }) => WordSegmenter })
      .Segmenter
    segmenter = Seg ? new Seg('zh', { granularity: 'word' }) : null
  }
  return segmenter
}

/** Meaningful words: Intl word segmentation when available, else CJK pairs and Latin words. */
function estimateConcepts(query: string): number {
  const seg = getSegmenter()
  let words: string[]
  if (seg) {
    words = Array.from(seg.segment(query))
      .filter((s) => s.isWordLike)
      .map((s) => s.segment.toLowerCase())
  } else {
    words = query.toLowerCase().match(new RegExp(`[a-z0-9_.-]+|[${HAN_CLASS}]{1,2}`, 'g')) ?? []
  }
  return words.filter((w) => !STOPWORDS.has(w)).length
}

export function complexityOf(concepts: number, length: number): Complexity {
  if (concepts <= SIMPLE_MAX_CONCEPTS && length <= SIMPLE_MAX_LENGTH) return 'simple'
  if (concepts <= MEDIUM_MAX_CONCEPTS && length <= MEDIUM_MAX_LENGTH) return 'medium'
  return 'complex'
}

export function queryTypeOf(query: string, cjkRatio: number, englishRatio: number): QueryType {
  if (cjkRatio >= CHINESE_ONLY_MIN_CJK_RATIO && englishRatio < CHINESE_ONLY_MAX_ENGLISH_RATIO) return 'chinese_only'
  const technical = TECHNICAL.test(query)
  if (cjkRatio === 0) {
    if (englishRatio >= ENGLISH_ONLY_MIN_ENGLISH_RATIO) return 'english_only'
    // Digits and symbols with little text: error codes, versions, flags.
    if (/[0-9]/.test(query) || technical) return 'technical_mixed'
    return 'mixed_multilingual'
  }
  const latinWords = query.match(/[A-Za-z][\w.-]*/g)?.length ?? 0
  return englishRatio > 0 && (technical || latinWords >= 2) ? 'technical_mixed' : 'mixed_multilingual'
}

export const clamp01 = (x: number) => (Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0)

export function semanticWeightOf(type: QueryType, complexity: Complexity): number {
  const simple = complexity === 'simple'
  switch (type) {
    case 'chinese_only':
      return clamp01(simple ? SEMANTIC_WEIGHTS.chinese_only.simple : SEMANTIC_WEIGHTS.chinese_only.other)
    case 'english_only':
      return clamp01(simple ? SEMANTIC_WEIGHTS.english_only.simple : SEMANTIC_WEIGHTS.english_only.other)
    case 'technical_mixed':
      return clamp01(SEMANTIC_WEIGHTS.technical_mixed)
    default:
      return clamp01(SEMANTIC_WEIGHTS.default)
  }
}

/** Describes a query: its type, complexity and how much to trust semantic over keyword matching. */
export function analyzeQuery(input: unknown): QueryAnalysis {
  const query = normalizeQuery(input)
  const chars = Array.from(query)
  const totalLength = chars.length
  const ratio = (n: number) => (totalLength === 0 ? 0 : n / totalLength)
  const cjkRatio = ratio(count(query, CJK))
  const englishRatio = ratio(count(query, LATIN))
  const spaceRatio = ratio(count(query, SPACE))
  const estimatedConcepts = estimateConcepts(query)
  const complexity = complexityOf(estimatedConcepts, totalLength)
  const queryType = queryTypeOf(query, cjkRatio, englishRatio)
  const semanticWeight = semanticWeightOf(queryType, complexity)
  return {
    query,
    queryType,
    complexity,
    semanticWeight,
    exactMatchWeight: clamp01(1 - semanticWeight),
    cjkRatio,
    englishRatio,
    spaceRatio,
    totalLength,
    estimatedConcepts,
  }
}
