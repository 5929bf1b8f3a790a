/**
 * The shown-order stage of the embedded engine, between ranking (ranking.ts) and snippets (snippets.ts):
 * what a search checks in the texts it reads to show them (as-typed.ts), and the order its results are
 * shown in once those texts are in. A stage of its own so that the engine keeps only caching and
 * orchestration, and so that the order a caller sees (the first screen's included) is tested without
 * an index.
 */
import { asTypedKey, asTypedOrder, headIsFinal, holdsAsTyped, phraseOfPairs, showsAny } from './as-typed'
import type { RecordRow } from './index-format'
import type { Plan } from './query-plan'
import { tierOf } from './ranking'
import type { Scores } from './scoring'

/** What the texts of a search's shown records are checked for (as-typed.ts), or null: nothing. */
export interface AsTyped {
  /** Whether a record's text holds the query's phrases (each text checked once per search). */
  holds: (row: RecordRow) => boolean
  /** Whether a record shows one of the query's words (showsAny). */
  shows: (row: RecordRow) => boolean
  /** Per shown record, as ranked: its tier, and whether it may hold the query as typed. */
  tiers: number[]
  may: boolean[]
}

/**
 * What the texts of the shown records (`shown`: record numbers, as ranked) are checked for. A phrase
 * is found by its character pairs, wherever they sit in a record: the texts read to be shown tell which
 * records hold it as typed. Those that may: every phrase's pairs, and every word (a phrase alone does
 * not lift a record that lacks the query's other words). And a result that shows none of the query's
 * words (a page found by its readers' keywords) follows those that do (退款: the section saying
 * 现金余额可以申请退款 before the page whose keywords say 余额退款). Null when the query has neither.
 */
export function asTypedCheck(
  plan: Pick<Plan, 'phrases' | 'words'>,
  scores: Scores,
  shown: readonly number[],
  fold: ReadonlyMap<string, string>,
): AsTyped | null {
  const keys = plan.phrases.map((pairs) => asTypedKey(phraseOfPairs(pairs), fold))
  const wordKeys = plan.words.map((w) => asTypedKey(w, fold)).filter(Boolean)
  const checked = new WeakMap<RecordRow, boolean>()
  return keys.length || wordKeys.length
    ? {
        holds: (row) => {
          if (!keys.length) return false
          let held = checked.get(row)
          if (held === undefined) checked.set(row, (held = holdsAsTyped(row, keys, fold)))
          return held
        },
        shows: (row) => showsAny(row, wordKeys, fold),
        tiers: shown.map((doc) => tierOf(scores, doc)),
        may: shown.map(
          (doc) => scores.held[doc] === scores.units && (scores.phraseHits[doc] ?? 0) >= plan.phrases.length,
        ),
      }
    : null
}

/**
 * The order of the shown records (indices into their ranking): the first `count` once their texts are
 * in, or, when a later record may move among them (headIsFinal), once every text is.
 */
export async function shownOrder(
  r: { rows: Promise<RecordRow>[]; asTyped: AsTyped | null },
  count?: number,
): Promise<number[]> {
  const known = Math.min(count ?? r.rows.length, r.rows.length)
  const { asTyped } = r
  if (!asTyped) return Array.from({ length: known }, (_, i) => i)
  const head = await Promise.all(r.rows.slice(0, known))
  const holds = head.map((row, i) => !!asTyped.may[i] && asTyped.holds(row))
  const shows = head.map((row) => asTyped.shows(row))
  // A later record that shows the query's words may move ahead of one in the head that does not.
  const final = headIsFinal(asTyped.tiers, asTyped.may, holds, known) && shows.every(Boolean)
  if (known < r.rows.length && !final) return (await shownOrder(r)).slice(0, known)
  return asTypedOrder(asTyped.tiers.slice(0, known), holds, shows)
}
