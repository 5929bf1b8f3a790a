/**
 * The query's phrases as typed, checked in the texts of the results shown. The index finds a phrase
 * (a CJK run of several words, query-plan.ts) by its character pairs, wherever they sit in a record: a
 * long section holding 中的, 的参 and 参数 apart counts as holding 中的参数. Once a record's text is
 * read (it is, to be shown), whether it holds the phrase as typed is known, and the records that do go
 * first within their tier. The stage that checks a search's texts and orders its results with these
 * rules is shown-order.ts.
 */
import { foldText } from '../fold'
import type { RecordRow } from './index-format'

/** Letters and digits only: spacing and punctuation typed differently from the page still match. */
const NOT_WORD = /[^\p{L}\p{N}]+/gu

/** A text reduced to what "as typed" compares (folded, letters and digits only). */
export function asTypedKey(text: string, fold?: ReadonlyMap<string, string>): string {
  return foldText(text, fold).replace(NOT_WORD, '')
}

/** A phrase's text from its character pairs (cjkPairs): 中的参数 from 中的, 的参, 参数. */
export function phraseOfPairs(pairs: readonly string[]): string {
  return pairs.map((pair, i) => (i === 0 ? pair : Array.from(pair).slice(1).join(''))).join('')
}

/**
 * Whether every key (asTypedKey of a phrase) is in one of a record's fields: its title, a heading, its
 * text, or what else it is indexed by (its page's description, its keywords).
 */
export function holdsAsTyped(row: RecordRow, keys: readonly string[], fold?: ReadonlyMap<string, string>): boolean {
  const fields = fieldKeys([...row.slice(3, 7), ...row[7].split('\n')], fold)
  return !!keys.length && keys.every((key) => !!key && fields.some((field) => field.includes(key)))
}

/** What "as typed" compares of a record's fields (title, headings, text: RecordRow 3–6; then what else). */
const fieldKeys = (fields: string[], fold?: ReadonlyMap<string, string>) =>
  fields.filter(Boolean).map((f) => asTypedKey(f, fold))

/**
 * Whether a record says one of the query's words (keys: asTypedKey of each) where a result shows it: its
 * title, headings or text. A page's first record is also indexed by its description and readers'
 * keywords (余额退款), which find the page but which a result does not show.
 */
export function showsAny(row: RecordRow, keys: readonly string[], fold?: ReadonlyMap<string, string>): boolean {
  const fields = fieldKeys(row.slice(3, 7), fold)
  return keys.some((key) => !!key && fields.some((field) => field.includes(key)))
}

/**
 * The order in which results are shown: by tier (as ranked), then those holding the phrases as typed,
 * then those that show one of the query's words (`shows`; all, when not given), then as ranked.
 * `holds[i]` of the i-th result as ranked; returns indices into that ranking.
 */
export function asTypedOrder(
  tiers: readonly number[],
  holds: readonly boolean[],
  shows: readonly boolean[] = [],
): number[] {
  const showing = (i: number) => Number(shows[i] ?? true)
  return tiers
    .map((_, i) => i)
    .sort(
      (a, b) =>
        (tiers[b] ?? 0) - (tiers[a] ?? 0) ||
        Number(!!holds[b]) - Number(!!holds[a]) ||
        showing(b) - showing(a) ||
        a - b,
    )
}

/**
 * Whether the first `known` results (texts read) already are the first `known` of the order: true
 * unless a later result that may hold the phrases as typed (`may`, from its postings) would move ahead
 * of one of them that does not, in the same tier.
 */
export function headIsFinal(
  tiers: readonly number[],
  may: readonly boolean[],
  holdsHead: readonly boolean[],
  known: number,
): boolean {
  const lowestLoose = Math.min(...holdsHead.slice(0, known).flatMap((holds, i) => (holds ? [] : [tiers[i] ?? 0])))
  for (let k = known; k < tiers.length; k++) if (may[k] && (tiers[k] ?? 0) >= lowestLoose) return false
  return true
}
