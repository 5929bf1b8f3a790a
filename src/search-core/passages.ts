/**
 * A section's text as the passages a quoted answer may quote (quotes.ts): the sentences of its
 * paragraphs, its list items as steps, its table rows as header: value pairs; code blocks are kept
 * apart (a code question quotes the prose around its block). Read from the record's blocks
 * (blocks.ts); a record without them is one paragraph.
 */
import { HAN_CLASS } from '../contracts/text'
import { decodeBlocks, type Block } from './blocks'

/** Passages shorter than this (characters) say too little to be an answer: a lead-in (示例如下：). */
const MIN_PASSAGE_CHARS = 10
/**
 * A passage longer than this is cut to the clauses around the question's first word (at a clause
 * mark or a space, never inside a word), with … where it was cut.
 */
export const MAX_PASSAGE_CHARS = 200
/** A passage with more than this share of code punctuation is code run into the prose: not quoted. */
const MAX_CODE_SYMBOL_SHARE = 0.08
/**
 * A passage naming more command-line flags than this is a command line run into the prose: not
 * quoted. Prose may name one flag.
 */
const MAX_CLI_FLAGS = 1
/** A lead-in quoted with its steps takes at most this many of them, and this many characters in all. */
const MAX_STEPS = 4
const MAX_STEPS_CHARS = 360

/**
 * A sentence, a list item, a table row, a lead-in sentence (…如下：) with the steps it leads into, or
 * the prose around a code block (its sentences nearest the block, sized already).
 */
type PassageKind = 'sentence' | 'step' | 'row' | 'steps' | 'context'

export interface Passage {
  text: string
  kind: PassageKind
  /** The block it comes from (its index among the section's blocks) and its order in the section. */
  block: number
  position: number
}

/** End of a sentence: CJK terminators, or Latin ones before a space. */
const SENTENCE_END = /(?<=[。！？])\s*|(?<=[.!?])\s+/u
/**
 * A record without blocks keeps its paragraphs, list items and table cells apart by a space only:
 * between two CJK characters (or after CJK punctuation that leads into a list) that space is a border.
 */
const BLOCK_GAP = new RegExp(`(?<=[${HAN_CLASS}：；）」”])\\s+(?=[${HAN_CLASS}（「“])|(?<=[：；])\\s+`, 'u')
const CJK = new RegExp(`[${HAN_CLASS}]`)

const CODE_SYMBOLS = /[=(){}[\]<>"'`$|\\/#*_]/g
const CLI_FLAG = /(?:^|\s)--?[a-z][\w-]*/gi
/**
 * Whether a passage is code run into prose. With blocks, code blocks are apart already, and prose may
 * name a command with its flags (命令行用 atlctl job logs -f 持续跟踪); without them, flags mark a
 * command line.
 */
function looksLikeCode(s: string, structured = false): boolean {
  return (
    (s.match(CODE_SYMBOLS)?.length ?? 0) / s.length > MAX_CODE_SYMBOL_SHARE ||
    (!structured && (s.match(CLI_FLAG)?.length ?? 0) > MAX_CLI_FLAGS)
  )
}

/** The sentences of a paragraph or list item. */
export function sentencesOf(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter(Boolean)
}

/**
 * A table row read with its header: `方式：对公转账；到账时间：通常 1 个工作日` (English: `Mode: …; …`);
 * an empty cell is left out. A row under an empty header cell (a matrix's corner) is named by that
 * cell, and the header names the others (`Capacity — System disk: Fixed at 50 GB; Shared file storage: …`).
 */
export function rowText(cells: readonly string[], header: readonly string[] | null): string {
  const zh = CJK.test(cells.join('') + (header ?? []).join(''))
  const named = header !== null && !header[0] && !!cells[0] && cells.length > 1
  const pairs = cells.flatMap((c, i) => {
    if (!c || (named && i === 0)) return []
    const h = header?.[i]
    return [h && h !== c ? `${h}${zh ? '：' : ': '}${c}` : c]
  })
  const row = pairs.join(zh ? '；' : '; ')
  return named ? `${cells[0]}${zh ? '——' : ' — '}${row}` : row
}

const chars = (s: string) => Array.from(s).length
const quotable = (s: string, structured: boolean) => chars(s) >= MIN_PASSAGE_CHARS && !looksLikeCode(s, structured)

/** The passages of a record's content (its blocks when it has them). */
export function passagesOf(content: string, blocks?: string): Passage[] {
  if (blocks) return passagesOfBlocks(decodeBlocks(content, blocks))
  const cells = sentencesOf(content).flatMap((s) => s.split(BLOCK_GAP))
  return passagesOfBlocks(
    cells.map((c, i) => ({ kind: 'p', cells: [c], start: i })),
    false,
  )
}

function passagesOfBlocks(blocks: readonly Block[], structured = true): Passage[] {
  const out: Passage[] = []
  let header: string[] | null = null
  blocks.forEach((b, block) => {
    const push = (text: string, kind: PassageKind) => {
      if (quotable(text, structured)) out.push({ text, kind, block, position: out.length })
    }
    if (b.kind === 'h') header = b.cells
    else if (b.kind === 'r') push(rowText(b.cells, header), 'row')
    else if (b.kind === 'l') {
      const item = b.cells.join(' ')
      if (chars(item) <= MAX_PASSAGE_CHARS && quotable(item, structured)) push(item, 'step')
      else for (const s of sentencesOf(item)) push(s, 'step')
      // A list no lead-in introduces (a section that starts with its steps): quoted as steps too, after
      // its items (a question that does not ask how is answered by the item).
      let first = block
      while (blocks[first - 1]?.kind === 'l') first--
      const before = blocks[first - 1]
      const introduced = before?.kind === 'p' && LEAD_IN.test(before.cells.join(' '))
      if (blocks[block + 1]?.kind !== 'l' && !introduced) {
        const steps = stepsAfter(blocks, first - 1)
        if (steps.length > 1) push(steps.join('\n'), 'steps')
      }
    } else if (b.kind === 'p') {
      const sentences = withShortJoined(sentencesOf(b.cells.join(' ')))
      sentences.forEach((s, i) => {
        const steps = i === sentences.length - 1 && LEAD_IN.test(s) ? stepsAfter(blocks, block) : []
        if (steps.length) push([s, ...steps].join('\n'), 'steps')
        else push(s, 'sentence')
      })
    }
    if (b.kind !== 'h' && b.kind !== 'r') header = null
  })
  return out
}

/**
 * A paragraph's sentences with each one too short to quote alone joined to the next: a bare verdict
 * (不能。, No.) opens its answer, and quoted without it the reasons read as the opposite answer.
 */
function withShortJoined(sentences: readonly string[]): string[] {
  const out: string[] = []
  let carried = ''
  for (const s of sentences) {
    const joined = carried ? `${carried}${CJK.test(carried) ? '' : ' '}${s}` : s
    carried = chars(joined) < MIN_PASSAGE_CHARS ? joined : ''
    if (!carried) out.push(joined)
  }
  if (carried) out.push(carried)
  return out
}

/** A sentence that leads into what follows it (按下面的顺序处置：, as follows:). */
const LEAD_IN = /[：:]$/
/** The list items right after block `at`, numbered, within MAX_STEPS and MAX_STEPS_CHARS. */
function stepsAfter(blocks: readonly Block[], at: number): string[] {
  const steps: string[] = []
  let length = 0
  for (let i = at + 1; i < blocks.length && steps.length < MAX_STEPS; i++) {
    const b = blocks[i]
    if (b?.kind !== 'l') break
    const item = `${steps.length + 1}. ${b.cells.join(' ')}`
    length += chars(item)
    if (steps.length && length > MAX_STEPS_CHARS) break
    steps.push(item)
  }
  return steps
}

const CLAUSE_END = /[，,；;：:、]/u
/**
 * A cut passage starts this many characters before the word it is cut around, then goes back to a
 * clause start (or a space) within TRIM_BACK_CHARS more.
 */
export const TRIM_LEAD_CHARS = 40
export const TRIM_BACK_CHARS = 30

/**
 * A passage cut to at most MAX_PASSAGE_CHARS around `at` (the first question word it holds), at
 * clause marks or spaces: a word is never cut in two. `…` marks each cut.
 */
export function trimPassage(text: string, at: number): string {
  if (text.includes('\n')) return text
  const cs = Array.from(text)
  if (cs.length <= MAX_PASSAGE_CHARS) return text
  const pos = Math.max(0, Array.from(text.slice(0, Math.max(0, at))).length)
  let start = Math.max(0, Math.min(pos - TRIM_LEAD_CHARS, cs.length - MAX_PASSAGE_CHARS))
  // Back to a clause start (or a space), within TRIM_BACK_CHARS; else forward to the next one.
  const boundary = (i: number) => i === 0 || CLAUSE_END.test(cs[i - 1] ?? '') || cs[i - 1] === ' '
  let back = start
  while (back > 0 && start - back < TRIM_BACK_CHARS && !boundary(back)) back--
  // A window that reaches the end keeps it: it moves forward to a clause start instead of back.
  const reachesEnd = start + MAX_PASSAGE_CHARS >= cs.length
  if (boundary(back) && !(reachesEnd && back < start)) start = back
  else while (start < pos && !boundary(start)) start++
  let end = Math.min(cs.length, start + MAX_PASSAGE_CHARS)
  if (end < cs.length) {
    let e = end
    while (e > start + MAX_PASSAGE_CHARS / 2 && !(CLAUSE_END.test(cs[e - 1] ?? '') || cs[e] === ' ')) e--
    if (e > start + MAX_PASSAGE_CHARS / 2) end = e
  }
  const body = cs.slice(start, end).join('').trim()
  return (start > 0 ? '…' : '') + body + (end < cs.length ? '…' : '')
}
