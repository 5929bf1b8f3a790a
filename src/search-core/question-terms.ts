/**
 * A question as the quote picker weighs it (BEHAVIOUR.md search §2.3 "Quoted answers"): the units the
 * embedded engine planned for its content, each weighted by rarity as the ranking weighs it, those no
 * record holds marked absent, and whether a text holds a unit (its word, its parts or a synonym).
 */
import { escapeRegExp, HAN_CLASS } from '../contracts/text'
import type { QuestionPlan } from './local-engine'
import type { Alternative, Unit } from './local/query-plan'
import { idf } from './local/scoring'
import { cjkPairs } from './tokenize'

const HAN = new RegExp(`[${HAN_CLASS}]`)
const HAN_PAIR = new RegExp(`[${HAN_CLASS}]{2}`)
const HAN_CHAR = new RegExp(`^[${HAN_CLASS}]$`)
/** Particles, colloquial question words and pronouns: said by readers, seldom by the docs, never a topic. */
const PARTICLES = /^[啦嘛哦呀吧啊哈呢咯哇噢嗯哎唉咋啥咱俺]$/
/**
 * A word led by a negation (不管, 没反应, 别动), or a verb with its complement (登不上, 跑得动), says how
 * the reader puts it, not what about: when no record holds it, the question is not about something the
 * docs lack.
 */
const PHRASING = new RegExp(`^[不没别]|^[${HAN_CLASS}][不没得]`)
/**
 * Adverbs and discourse words (明明, 居然, 老是, 到底, 一大笔): how the reader feels about what
 * happened, never what it is about. The docs seldom write them, and a question is not about something
 * the docs lack because it says 明明.
 */
const ATTITUDE =
  /^(?:明明|刚刚|刚才|居然|竟然|突然|忽然|到底|究竟|简直|老是|总是|经常|偶尔|其实|反正|难道|根本|好像|似乎|大概|估计|肯定|稍微|有点|特别|非常|确实|真的|明显|一大|一大笔|好多|好几)$/
/**
 * A number with its unit typed as one word (80gb, 24g, 8k), in Chinese numerals (一千, 两万), or a part
 * (大半, 一半): a quantity, which the docs write apart or in digits.
 */
const QUANTITY_WORD =
  /^\d+(?:\.\d+)?(?:[kmgt]b?|b|w|h|s|ms|min|x)$|^[零一二两三四五六七八九十百千万亿]+$|^[大多小一]半$/i
const LATIN_WORD = /^(?=.*[a-z])[a-z0-9._-]{2,}$/i
/** Letters and digits in one word (MI300, H20, v2): a model or product name, never the reader's phrasing. */
const MODEL_NAME = /^(?=.*[a-z])(?=.*\d)/i
/**
 * The rarity an English word no record holds weighs: a fairly common word's. An English question's
 * words the docs do not use are often the reader's phrasing (survive, shut down), which must not make a
 * passage fall short, but as often a topic the docs do not cover (weather, tomorrow), which a passage
 * sharing only the question's other word (Beijing) does not answer.
 */
const UNKNOWN_WORD_IDF = 2
/**
 * The rarity a Chinese unit no record holds weighs when it is the reader's phrasing (登不上, 设成, 扣点,
 * 那么贵: a verb with its complement, an attitude, a word glued to a particle), not a thing the docs lack:
 * a common word's, one half the records hold (PHRASING_SHARE). Weighed as the rarest, it outweighed the words
 * that name the topic, so the passage about the topic fell under the coverage to quote and the docs were
 * said to be silent.
 */
const PHRASING_SHARE = 0.5
/**
 * A unit's rarity counts up to this share of the rarest possible (a word one record holds): past it, a
 * rarer unit is not more what the question is about. A pair the segmenter cut across two words (上个
 * of 上个月, 能查到) or an everyday word the docs seldom use (跑完, 真的) is rare, and uncapped it outweighs
 * the words that name the topic, so the passage about the topic fell under the coverage to quote.
 */
export const RARITY_CAP_SHARE = 0.35
/**
 * A single character no record holds is a thing the docs never say (呗 of 花呗) in an index of this many
 * records or more; in a few pages most characters never appear.
 */
export const UNSEEN_CHAR_RECORDS = 500

/**
 * An HTTP status code the reader types (504, 402) weighs this many times its capped rarity: a reader who
 * names one asks about that one, while at the rarity cap it weighed as much as any English word of the
 * question (long, prompts), and a passage naming the model asked about outranked the one on the code.
 */
const CODE_WEIGHT = 2
/** An HTTP error status code (402, 504), as the quote picker also finds one in a text (quotes.ts). */
export const STATUS_CODE_SOURCE = '[45]\\d\\d'
const STATUS_CODE = new RegExp(`^${STATUS_CODE_SOURCE}$`)

/** One way of saying a unit of the question (the word, its parts, a synonym) and what it counts. */
interface UnitForm {
  text: string
  weight: number
}
/** A unit of the question (a word, a compound, a synonym span) and its weight: its plan weight × rarity. */
export interface QuestionUnit {
  forms: UnitForm[]
  weight: number
  /**
   * Its weight with its whole rarity (`weight` counts rarity up to RARITY_CAP_SHARE): which units are of
   * substance (SUBSTANTIAL_SHARE) is decided by it. Absent: as `weight`.
   */
  substance?: number
  /** The forms are synonyms of one thing; else the later forms are the first one's parts. */
  synonyms: boolean
  /**
   * No record holds it in any form: the question names something the docs never mention, so it keeps
   * its whole weight (a passage that lacks it does not answer).
   */
  absent: boolean
}
/** The question as the embedded engine reads it. */
export interface QuestionTerms {
  units: QuestionUnit[]
  /** Words to mark (the question's and the synonyms it was searched as) and the words as typed. */
  words: string[]
  typed: string[]
}

/**
 * The question's units weighted by rarity, as the engine's scoring weighs them (local/scoring.ts): a
 * unit counts its plan weight times the idf of the word as typed (else of its best alternative); a
 * word the index lacks counts as a rare one, since the reader asked for it.
 */
export function questionTerms({ plan, lookup, records, unwritten }: QuestionPlan, typedText = ''): QuestionTerms {
  const names = namesIn(typedText)
  // A word said twice (一会 97 一会 0) is asked about once.
  const asked = plan.units.filter(
    (u, i) =>
      !FUNCTION_CHARS.test(u.alternatives[0]?.text ?? '') &&
      plan.units.findIndex((v) => v.alternatives[0]?.text === u.alternatives[0]?.text) === i,
  )
  const chinese = plan.typed.some((t) => HAN.test(t))
  const chosen = asked.length ? asked : plan.units
  // The docs' words found inside glued ones: marked in the quotes like the question's own.
  const cores: string[] = []
  const units = chosen.map((unit): QuestionUnit => {
    const held = unit.alternatives
      .map((alt) => {
        const ps = alt.specs.map(lookup)
        if (!ps.length || ps.some((p) => p === null)) return null
        const mean = ps.reduce((a, p) => a + idf(p?.df ?? 0, records), 0) / ps.length
        return { alt, idf: mean }
      })
      .filter((x) => x !== null)
    const text = unit.alternatives[0]?.text ?? ''
    // A word the reader glued a particle, an adverb or a verb's complement to (才到账, 个城市, 关掉): the
    // docs' word is what is left, when anything is. Some glued words are in the index as character
    // pairs across the docs' own words (的机器 of 目的机器, 放了): their particle still comes off.
    const glued = held.length
      ? coreOf(text, SPOKEN_EDGES, lookup, records)
      : (coreOf(text, GLUE_EDGES, lookup, records) ?? partsCore(unit.alternatives, lookup, records))
    // The segmenter's pair across two of the reader's words (月没 of 一个多月没管): neither word.
    const bridge = held.length > 0 && bridges(text, chosen, unit)
    const core = glued && glued !== 'phrasing' ? glued : null
    if (core) cores.push(core.alt.text)
    // What the unit is read as: the docs' word inside it, else the forms the index holds; nothing when it is phrasing.
    const found = glued === 'phrasing' || bridge ? [] : core ? [core] : held
    const typed = found.find((x) => x.alt === unit.alternatives[0])
    const unitIdf = typed ? typed.idf : Math.max(0, ...found.map((x) => x.idf * x.alt.weight))
    // No record holds it: a thing the docs never name (水印, IPv6 in a Chinese question, a model name such
    // as MI300 in any; a character no page uses at all, 呗 of 花呗, unless a particle), which weighs as the
    // rarest word, or in an English question more likely a word the docs say otherwise (survive).
    // A model name is exact: what a rule gives for it (H800 for H100) is another model, not it.
    const otherModel = MODEL_NAME.test(text) && /^[a-z][a-z0-9.-]*$/i.test(text) && !typed && !core
    const absent =
      otherModel ||
      halfOfUnwritten(unit, unwritten) ||
      (!found.length &&
        !bridge &&
        !PHRASING.test(text) &&
        !ATTITUDE.test(text) &&
        !QUANTITY_WORD.test(text) &&
        glued !== 'phrasing' &&
        (HAN_PAIR.test(text) ||
          (HAN_CHAR.test(text) && !PARTICLES.test(text) && records >= UNSEEN_CHAR_RECORDS) ||
          (LATIN_WORD.test(text) && (chinese || MODEL_NAME.test(text) || names.has(text)))))
    const phrasing = (!found.length && !absent && chinese) || bridge
    const rarity =
      unitIdf ||
      (phrasing ? idf(PHRASING_SHARE * records, records) : absent || chinese ? Math.log(1 + records) : UNKNOWN_WORD_IDF)
    return {
      forms: [...unit.alternatives, ...(core ? [core.alt] : [])].map((a) => ({ text: a.text, weight: a.weight })),
      weight:
        unit.weight *
        Math.min(RARITY_CAP_SHARE * Math.log(1 + records), rarity) *
        (STATUS_CODE.test(text) ? CODE_WEIGHT : 1),
      substance: unit.weight * rarity,
      synonyms: unit.synonyms === true,
      absent,
    }
  })
  return { units, words: [...plan.words, ...cores], typed: plan.typed }
}

/**
 * The names in a question as typed, lowercased: Latin words capitalised inside a sentence (Terraform,
 * PyCharm) and acronyms (TPU). A name the docs never use is a thing they do not cover, unlike a common word they say
 * otherwise (survive, dropping).
 */
function namesIn(asked: string): Set<string> {
  const out = new Set<string>()
  for (const m of asked.matchAll(/(?<=[A-Za-z0-9,;]\s+)[A-Z][a-z]*[A-Z]?[a-z]+\b/g)) out.add(m[0].toLowerCase())
  for (const m of asked.matchAll(/\b[A-Z]{2,}\b/g)) out.add(m[0].toLowerCase())
  return out
}

/**
 * Whether `text` (lowercased) holds `piece`: a Latin word only where a word starts ("oom" is not in
 * "room"), by its stem (release: releasing, released; jobs: job).
 */
function holds(text: string, piece: string): boolean {
  const p = piece.toLowerCase()
  if (!p) return false
  if (!LATIN_START.test(p)) return text.includes(p)
  return new RegExp(`(?<![a-z0-9])${escapeRegExp(stem(p))}`).test(text)
}
/** An English word without its inflection, when enough is left to mean something. */
const stem = (w: string) => {
  const s = w.replace(/(?:ing|ed|es|s|e)$/, '')
  return /^[a-z]+$/.test(w) && s.length >= 4 ? s : w
}

/**
 * What a reader's speech glues to a word that the docs' words seldom start or end with: a particle, a
 * pronoun, an adverb before it (的机器, 我设成, 都停); aspect, a question particle or a negation after it
 * (放了, 空着, 是不 of 是不允许). Narrower than GLUE_EDGES, since it is taken off words the index holds:
 * 上 of 上传, 更 of 更新, 就 of 就绪 or 再 of 再次 start the docs' own words.
 */
const SPOKEN_EDGES = /^[的我你他她都也才又]+|[了吗呢吧啊呀着没不的]+$/g

/**
 * The docs' word inside a unit, once what the reader glued to its edges is taken off (`edges`):
 * GLUE_EDGES for a unit no record holds (a particle, an adverb, a measure word, a verb's complement:
 * 才到账 → 到账, 个城市 → 城市), SPOKEN_EDGES for one the index holds only as pairs across its own words
 * (的机器 → 机器). The core when the index holds every character pair of it; 'phrasing' when one
 * character at most is left (关掉, 放了, 是不): the reader's way of saying a verb. Null when there is
 * nothing to take off, or what is left is not a word of the docs.
 */
function coreOf(
  text: string,
  edges: RegExp,
  lookup: QuestionPlan['lookup'],
  records: number,
): { alt: Alternative; idf: number } | 'phrasing' | null {
  if (!HAN_PAIR.test(text)) return null
  const core = text.replace(edges, '')
  if (core === text) return null
  if (Array.from(core).length < 2) return 'phrasing'
  return wordOf(core, lookup, records)
}

/**
 * A unit no record holds whole, read by its parts (卡 空着): the parts the index holds, the others left
 * off when they are the reader's phrasing (空着 → 空). Null when a part is neither.
 */
function partsCore(
  alternatives: readonly Alternative[],
  lookup: QuestionPlan['lookup'],
  records: number,
): { alt: Alternative; idf: number } | null {
  const parted = alternatives.find((a) => /\s/.test(a.text))
  if (!parted) return null
  const kept: string[] = []
  for (const part of parted.text.split(/\s+/).filter(Boolean)) {
    if (wordOf(part, lookup, records)) kept.push(part)
    else if (coreOf(part, GLUE_EDGES, lookup, records) !== 'phrasing') return null
  }
  return kept.length ? wordOf(kept.join(' '), lookup, records) : null
}

/** A word (or words, space-separated) looked up by its character pairs, with its mean rarity. */
function wordOf(
  text: string,
  lookup: QuestionPlan['lookup'],
  records: number,
): { alt: Alternative; idf: number } | null {
  const specs = text
    .split(/\s+/)
    .flatMap((w) => cjkPairs(w))
    .map((term) => ({ term }))
  const postings = specs.map(lookup)
  if (!postings.length || postings.some((p) => !p)) return null
  const mean = postings.reduce((a, p) => a + idf(p?.df ?? 0, records), 0) / postings.length
  return { alt: { text, weight: 1, specs }, idf: mean }
}

/**
 * A unit of one character of substance (三, 级), not a function character or a particle: half of a pair
 * `unpairedPairs` checks.
 */
const loneChar = (unit: Unit | undefined) => {
  const text = unit?.alternatives[0]?.text ?? ''
  return HAN_CHAR.test(text) && !FUNCTION_CHARS.test(text) && !PARTICLES.test(text)
}
/** A numeral and its measure word (两次, 三台): a quantity, however the docs write it. */
const MEASURE_PAIR = /^[一二两三四五六七八九十几][个次台张块天年月周件条位名倍种份]$/

/**
 * The pairs of the question's characters that the segmenter left single, side by side, and that no
 * record writes (三级 of 等保三级, 调同 of 调同一个模型): the embedded engine looks them up in its
 * lexicon (`QuestionPlan.unwritten`) to tell a word the docs never use from the reader's phrasing.
 */
export function unpairedPairs({ plan, lookup }: Pick<QuestionPlan, 'plan' | 'lookup'>): string[] {
  const out = new Set<string>()
  plan.units.forEach((unit, i) => {
    const next = plan.units[i + 1]
    if (!loneChar(unit) || !loneChar(next)) return
    const pair = `${unit.alternatives[0]?.text}${next?.alternatives[0]?.text}`
    const alt = unit.alternatives.find((a) => a.text === pair)
    if (alt && alt.specs.every((s) => lookup(s) === null) && !MEASURE_PAIR.test(pair) && !PHRASING.test(pair))
      out.add(pair)
  })
  return [...out]
}

/**
 * Whether a unit is half of a word of the general language the docs never write (三 of 三级, read from
 * the index's lexicon: `unpairedPairs`): then the question names something the docs never mention. A
 * pair that is no word (调同, 子全) is how the reader put it.
 */
function halfOfUnwritten(unit: Unit, unwritten: ReadonlySet<string> | undefined): boolean {
  return !!unwritten?.size && unit.alternatives.some((a) => unwritten.has(a.text))
}

/**
 * Whether a two-character unit is the segmenter's pair across two of the reader's words: its first
 * character ends a form of the unit before it, its second starts a form of the unit after it (月没
 * between 多月 and 没管).
 */
function bridges(text: string, units: readonly Unit[], unit: Unit): boolean {
  const chars = Array.from(text)
  if (chars.length !== 2 || !HAN_PAIR.test(text)) return false
  const i = units.indexOf(unit)
  const before = units[i - 1]?.alternatives ?? []
  const after = units[i + 1]?.alternatives ?? []
  return (
    before.some((a) => a.text.length > 1 && a.text.endsWith(chars[0] ?? '')) &&
    after.some((a) => a.text.length > 1 && a.text.startsWith(chars[1] ?? ''))
  )
}

/**
 * Characters that alone say how the question is asked, not what about (能, 在, 会…): a unit made of
 * them only (能在, rejoined from 能|在 because some page says 只能在) carries no match.
 */
const FUNCTION_CHAR_LIST =
  '能在会要想把被让给里是的了吗呢还就都也得地着过用做去来有没上下中后前时可以这那我你他它们才很再又太更挺'
const FUNCTION_CHARS = new RegExp(`^[${FUNCTION_CHAR_LIST}]+$`)
/** Spoken intensifiers a reader puts before an adjective (巨慢, 超贵, 贼卡): how much, not what. */
const INTENSIFIERS = '巨超贼好太'
/**
 * What the reader glues to the edges of a word: the function characters, an intensifier, a measure
 * word, 最; at its end also a verb's complement (关掉, 用完, 弄丢, 算进) or 点 of "a little" (扣点).
 */
const GLUE_EDGES = new RegExp(
  `^[${FUNCTION_CHAR_LIST}${INTENSIFIERS}个些最]+|[${FUNCTION_CHAR_LIST}个些最掉完好坏丢成到住走进出起点]+$`,
  'g',
)
const LATIN_START = /^[a-z0-9]/

/** How much of a unit a text holds: the best form it holds whole (a word's parts count when all are there). */
export function unitShare(unit: QuestionUnit, text: string): number {
  let best = 0
  for (const [i, form] of unit.forms.entries()) {
    const pieces = form.text.split(/\s+/).filter(Boolean)
    const whole = holds(text, form.text)
    // A word's parts count where they all are (a synonym's only whole, but the words typed count apart).
    const parts = (!unit.synonyms || i === 0) && pieces.length > 1 && pieces.every((p) => holds(text, p))
    if ((whole || parts) && form.weight > best) best = form.weight
  }
  return best
}
