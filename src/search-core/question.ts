/**
 * A reader's question as quoted answers read it (quotes.ts): what it asks about (its content words,
 * searched) apart from how it asks (its frame: 可以…吗, 在哪里, 多少钱, how much…), which never
 * carries a match on its own and says what kind of sentence answers it. A question about a code
 * block or a passage of a page (the island's 解释这段代码 and selection questions) carries that code
 * or passage. Pure: no engine, no DOM.
 */
import { escapeRegExp } from '../contracts/text'

/**
 * What kind of sentence answers the question: a place (a console path), a price or a number, a
 * duration, a yes or no, steps, a definition, a reason; `any` when the frame says nothing.
 */
export type Frame = 'where' | 'price' | 'quantity' | 'duration' | 'yesno' | 'how' | 'what' | 'why' | 'any'

export interface Question {
  /** The question as asked. */
  text: string
  /** The words to search and match: the question without its frame (the code or passage, for those). */
  content: string
  frame: Frame
  /** The code block asked about (```lang … ``` in the question), if any. */
  code?: { lang: string; text: string }
  /** The passage of the page asked about (「…」 or “…” in the question), if any. */
  selection?: string
}

// The frames, most specific first: 多少钱 is a price before it is a quantity, 怎么收费 a price before a how.
const FRAMES: ReadonlyArray<[Frame, RegExp]> = [
  [
    'price',
    /多少钱|价格|价钱|单价|怎么收费|如何收费|怎么计费|如何计费|收费标准|贵不贵|how much|\bprice|\bcost|\bbilled\b/i,
  ],
  [
    'duration',
    /多久|多长时间|多少天|多少小时|几天|几个小时|几小时|几号|几点|什么时候|何时|哪一?天|期限|有效期|how long|how soon|^\s*when\b|\bwhen (?:will|does|do|did|is|are|can|should|would|could)\b/i,
  ],
  // Which version asks for a number as much as how many does (KubeStudio 用哪个版本: 1.30). 几 after
  // 好/这/前 or in 多建几个 is "a few", not "how many".
  [
    'quantity',
    /多少|(?<![好这那前头]|多\p{Script=Han})几(?!乎|何)|最多|上限|最大|(?:哪个|哪一?|什么)版本|how many|\blimit|\bmaximum\b|\bmax\b|\b(?:which|what)(?: [\w.-]+)? version\b/iu,
  ],
  ['where', /在哪|哪里|哪儿|什么地方|入口|\bwhere\b/i],
  ['why', /为什么|为何|为啥|怎么会|什么原因|啥原因|原因是|(?:怎么|咋)回事|\bwhy\b/i],
  [
    'what',
    /是什么|什么是|是啥|啥是|什么意思|指什么|哪个|哪些|哪种|哪一|\bwhat (?:is|are|does)\b|\bwhat's\b|\bwhich\b/i,
  ],
  [
    'how',
    /如何|怎么|怎样|咋|步骤|做什么|干什么|干啥|\bhow (?:do|to|can|should|does)\b|\bwhat (?:should|do) (?:i|we) do\b|\bwhat to do\b/i,
  ],
  [
    'yesno',
    /吗[？?。！!\s]*$|吗[，,]\s*还是|(\p{Script=Han})不\1|能不能|可不可以|是否|会不会|有没有|能否|^(?:can|could|is|are|does|do|will|should|may)\b/iu,
  ],
]

/**
 * The frame's words, taken out of the content before it is searched: they say how the reader asks,
 * and a passage that shares only them (可以…吗 of an FAQ question) shares nothing with the question.
 * Longest first, so that 怎么办 goes before 怎么.
 */
const FRAME_WORDS_ZH = [
  '请问一下',
  '请问',
  '请教',
  '多少钱',
  '多长时间',
  '什么时候',
  '什么地方',
  '什么意思',
  '什么原因',
  '可不可以',
  '能不能',
  '会不会',
  '有没有',
  '是不是',
  // 干啥, 干什么: what to do, said the spoken way.
  '该干什么',
  '该干啥',
  '干什么',
  '干啥',
  '应该做什么',
  '该做什么',
  '要做什么',
  '做什么',
  '怎么处理',
  '如何处理',
  '怎么做',
  '是怎么回事',
  '怎么回事',
  '咋回事',
  '怎么办',
  '怎么样',
  // 咋 with what it asks (咋样, 咋整): the whole is the frame, not 咋 alone leaving 样.
  '咋样',
  '咋办',
  '咋整',
  '咋弄',
  '咋搞',
  '怎么会',
  // Before 在哪: 存在哪个文件 leaves 文件, not 个文件.
  '在哪一个',
  '在哪个',
  '在哪些',
  '在哪种',
  '在哪里',
  '在哪儿',
  '是什么',
  '什么是',
  '是哪一个',
  '是哪个',
  '是哪些',
  '是哪种',
  '哪一个',
  '哪一种',
  '哪个',
  '哪些',
  '哪种',
  '为什么',
  '多大',
  '多长',
  '多少',
  '多久',
  // The reader's situation, not what the docs are about: 跑到一半, 昨天, 突然, 晚上没活的时候.
  '跑到一半',
  '的时候',
  '当时',
  '现在',
  '晚上',
  '平时',
  '到一半',
  '刚才',
  '突然',
  '经常',
  '每次都',
  '自己',
  '一直',
  '老是',
  '总是',
  '到底',
  '究竟',
  '具体',
  '有点',
  '几个小时',
  '几个月',
  '几小时',
  '几分钟',
  '几天',
  '几年',
  '那些',
  '这些',
  // Where the reader points (电脑上面有私钥, /root 下面的模型), as 里 after a noun.
  '上面',
  '下面',
  '里面',
  '几个',
  '几张',
  '几台',
  '几次',
  '几号',
  '几点',
  '哪一天',
  '哪天',
  '一般',
  '通常',
  '在哪',
  '哪里',
  '哪儿',
  '为何',
  '为啥',
  '如何',
  '怎么',
  '怎样',
  '能否',
  '是否',
  '可以',
  '一下',
  '我想',
  '不想',
  '我要',
  '我的',
  '何时',
  '是啥',
  '啥是',
  // 几 asks a number of whatever follows it (几维, 打几折); 几乎 is a word.
  '几(?!乎|何)',
  '吗',
  '呢',
  '吧',
  '呀',
  '啊',
  '咋',
  // 呗 ends a sentence as a particle (重启一下呗); inside one it is part of a word (花呗).
  '呗(?=[\\s？?！!。，,]|$)',
]
const FRAME_WORDS_EN = new RegExp(
  // Up after a be-verb (the service is up, is it up yet) is the state the docs name otherwise (Running).
  `(?<!-)\\b(?:how (?:much|many|long)|(?:is|are|be|been|was|were)(?: [a-z]+ly| already| now| still)? up|up yet|(?:every|each|any) time|come up|find out|figure out|step away|${[
    // Question words and auxiliaries.
    'what|which|where|when|whenever|why|how|is|are|was|were|be|been|being|do|does|did|done|doing',
    'can|could|should|will|would|may|might|shall|must|cannot|have|has|had|having|need|needs',
    // Their contractions and denials (it's, I'm, we're, can't, doesn't), with either apostrophe. None is
    // taken out of a hyphenated word (new-user, pay-as-you-go).
    "(?:i|you|we|they|he|she|it|that|there|what|who|let)['’](?:s|m|re|ve|ll|d)",
    "(?:ca|do|does|did|is|are|was|were|wo|would|could|should|have|has|had|must|need)n['’]t",
    // Pronouns, determiners, prepositions, conjunctions: English's closed classes.
    'i|my|me|mine|we|our|us|you|your|they|them|their|he|she|his|her|him|there|it|its',
    'this|that|these|those|a|an|the|each|every|one|ones|other|another|any|some|all|both|either',
    // Particles of phrasal verbs (shut down, top up, out of memory) stay: the synonym rules read them.
    'to|of|for|in|on|at|by|with|onto|into|from|through|as|like|about|away|or|but|if|so|then|than|while|because',
    'until|till|unless|whether|too',
    // Adverbs and light verbs that say how the reader puts it, not what about.
    'again|still|yet|already|now|here|just|also|very|really|ever|always|never|often|sometimes|anyway',
    'actually|freshly|newly|recently|currently|exactly|basically|literally|suddenly|finally|probably|possibly|definitely|simply',
    'stuff|thing|things|anything|something|everything|use|get|gets|got|getting|take|takes|took|see|tell|able|new',
    'keeps|keeping|go',
    'give|gives|giving|gave|makes|making|made|goes|going|went|want|wants|try|trying|tried',
    'happen|happens|happening|happened|after|before',
  ].join('|')})\\b(?![-'’]\\w)`,
  'gi',
)

/** A fenced code block in a question (the island's 解释这段代码 writes one): its language and code. */
export const FENCE = /```([\w+#.-]*)[^\S\n]*\n([\s\S]*?)\n?```/
const QUOTED = /「([\s\S]+)」|“([\s\S]+)”/

const ZH_FRAME = new RegExp(FRAME_WORDS_ZH.join('|'), 'g')
/**
 * 里 after a noun (账户里, 容器里的文件, 开发机里): where the reader is, not a word of what they ask.
 * Left on, the pair reads as one rare word (账户里) that outweighs the words that matter.
 */
const INSIDE = /(\p{Script=Han}{2})里(?!面的?\p{Script=Han}|程)/gu

/**
 * A choice asked as A不A (含不含税, 支不支持, 够不够): the word once (含税, 支持, 够), as the docs say it.
 * Left as typed it reads as the word and its denial (含不 + 不含), neither of which the answer holds.
 */
const A_NOT_A = /(\p{Script=Han})不\1/gu
/**
 * A size typed the short way or glued (80G, 1.8T, 50GB, 500mb) is the docs' 80 GB, 1.8 TB, 50 GB, 500 MB:
 * written out, it matches them. M alone is a million (1M context), not a size.
 */
const SHORT_SIZE = /(\d)\s*([GT]B?|MB)(?![A-Za-z])/gi

/** The first of the private-use characters that stand for a kept phrase while the frame comes out. */
const KEPT_BASE = 0xe000
const KEPT = /[\ue000-\uf8ff]/gu
const keptRes = new WeakMap<readonly string[], RegExp | null>()
/**
 * The phrases of `terms` that the frame's words would take apart (跑多久, 自己停, at the same time, can't
 * log in), as one pattern, longest first. A synonym rule for a reader's phrase matches only if the
 * phrase is searched whole.
 */
function keptPattern(terms: readonly string[]): RegExp | null {
  let re = keptRes.get(terms)
  if (re !== undefined) return re
  const phrases = [...new Set(terms.filter((t) => t.trim() && contentOf(t).toLowerCase() !== t.toLowerCase().trim()))]
  phrases.sort((a, b) => b.length - a.length)
  const source = phrases
    .map((p) => {
      const body = escapeRegExp(p.trim()).replace(/\s+/g, '\\s+')
      // A Latin phrase is a phrase where words start and end (at once is not in "that once").
      return `${/^[a-z0-9]/i.test(p) ? '(?<![\\p{L}\\p{N}])' : ''}${body}${/[a-z0-9]$/i.test(p) ? '(?![\\p{L}\\p{N}])' : ''}`
    })
    .join('|')
  re = source ? new RegExp(source, 'giu') : null
  keptRes.set(terms, re)
  return re
}

/**
 * The question's content: its frame words out (each leaves a space, so neighbours stay apart), but
 * the phrases of `keep` (the synonym rules' words) whole, even where they hold a frame's word.
 */
export function contentOf(text: string, keep: readonly string[] = []): string {
  const kept: string[] = []
  const pattern = keep.length ? keptPattern(keep) : null
  const marked = pattern
    ? text.replace(pattern, (m) => {
        kept.push(m)
        return ` ${String.fromCharCode(KEPT_BASE + kept.length - 1)} `
      })
    : text
  const out = marked
    .replace(SHORT_SIZE, (_, digit: string, unit: string) => `${digit} ${unit.toUpperCase().replace(/B?$/, 'B')}`)
    .replace(ZH_FRAME, ' ')
    .replace(A_NOT_A, '$1')
    .replace(INSIDE, '$1 ')
    .replace(FRAME_WORDS_EN, ' ')
    .replace(/[？?！!。，,、：:；;]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(KEPT, (c) => kept[c.charCodeAt(0) - KEPT_BASE] ?? '')
  // A question that is only frame (什么是？) keeps what it has.
  return out || text.trim()
}

/** The frame of a question's text (a code or passage question: `how`, what it is for). */
export function frameOf(text: string): Frame {
  for (const [frame, re] of FRAMES) if (re.test(text)) return frame
  return 'any'
}

/**
 * Reads a question: a code block asked about, a passage asked about, or words; `keep`: phrases its
 * content keeps whole (the engine's rule terms, `contentOf`).
 */
export function readQuestion(text: string, keep: readonly string[] = []): Question {
  const fence = FENCE.exec(text)
  if (fence) {
    const code = (fence[2] ?? '').trim()
    if (code) return { text, content: code, frame: 'what', code: { lang: fence[1] ?? '', text: code } }
  }
  const quoted = QUOTED.exec(text)
  const selection = (quoted?.[1] ?? quoted?.[2] ?? '').trim()
  if (selection) return { text, content: selection, frame: 'what', selection }
  return { text, content: contentOf(text, keep), frame: frameOf(text) }
}
