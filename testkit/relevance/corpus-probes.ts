/**
 * How `bench:corpus` draws its probes from a foreign corpus: the rules that decide what a probe is,
 * kept apart from the script so that they are tested. Everything is seeded: the same corpus and seed
 * give the same probes and halves.
 */
import { createHash } from 'node:crypto'
import { HAN_CHAR } from '../../src/contracts'
import { seededRandom } from '../synthetic-site'

const hashOf = (s: string) => createHash('sha256').update(s).digest()

/** A random stream per kind of probe, so a change to how one kind is drawn leaves the others' draws. */
export const probeStream = (seed: number, kind: string): (() => number) =>
  seededRandom(hashOf(`${seed}\u0000${kind}`).readUInt32LE(0))

/**
 * A probe's half: a coin from a hash of the seed and the probe, so a probe keeps its half when a change
 * to the drawing adds or drops others.
 */
export const probeHalf = (seed: number, kind: string, q: string): 'tune' | 'report' =>
  hashOf(`${seed}\u0000${kind}\u0000${q}`)[0]! < 128 ? 'tune' : 'report'

export const pickWith = <T>(random: () => number, xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!

/** A whole Latin token (never the tail or head of a longer word or number): `Basic`, `v-model`, `UTF-8`. */
const latin = (least: 1 | 2) =>
  `(?<![\\p{Script=Latin}0-9._\\-])[A-Za-z](?:[A-Za-z0-9._\\-]*[A-Za-z0-9])${least === 1 ? '?' : ''}(?![\\p{Script=Latin}0-9])`
const LATIN_THEN_HAN = new RegExp(`(${latin(1)})( ?)(${HAN_CHAR.source}{2,4})`, 'gu')
// A single letter after Chinese is mostly a label or a variable (`步骤 A`): not a term a reader types.
const HAN_THEN_LATIN = new RegExp(`(${HAN_CHAR.source}{2,4})( ?)(${latin(2)})`, 'gu')
/** Characters either side of the drawn position within which a pair must fall. */
export const MIXED_WINDOW = 12

/**
 * A Latin token and the Chinese word beside it, as written (with or without the space between), near
 * position `at` of a sentence: matched in the whole sentence so the Latin token is whole, kept when it
 * overlaps the window around `at`. Two or three Chinese characters (a word's length, mostly) on the
 * side away from the Latin token. Undefined when no pair is near.
 */
export function latinChineseProbe(sentence: string, at: number, random: () => number): string | undefined {
  const matches = [...sentence.matchAll(random() < 0.5 ? LATIN_THEN_HAN : HAN_THEN_LATIN)].filter(
    (m) => m.index < at + MIXED_WINDOW && m.index + m[0].length > at - MIXED_WINDOW,
  )
  if (!matches.length) return undefined
  const m = pickWith(random, matches)
  const han = (s: string) => Array.from(s)
  const take = 2 + Math.floor(random() * 2)
  return /^[A-Za-z]/.test(m[0])
    ? `${m[1]}${m[2]}${han(m[3]!).slice(0, take).join('')}`
    : `${han(m[1]!).slice(-take).join('')}${m[2]}${m[3]}`
}

/**
 * A text reduced to its letters and digits, folded: how a heading is looked for in other pages, where
 * it is written with other punctuation and spacing (`Python 语法:` as `Python 语法`, `增量框` as
 * `「增量」框`).
 */
export const compactText = (s: string, fold: (s: string) => string): string => fold(s).replace(/[^\p{L}\p{N}]+/gu, '')

/**
 * The pages a heading probe expects: its own page (the heading removed from it) and every other page
 * that writes the heading, punctuation and spacing aside (an index page's link names the page it
 * titles: that page answers too), as any probe expects every page holding it. `compactPages` are the
 * pages' texts through `compactText`. Undefined when too many other pages write it to name one.
 */
export function headingExpects(
  heading: string,
  own: number,
  compactPages: readonly string[],
  fold: (s: string) => string,
  maxPages: number,
): number[] | undefined {
  const key = compactText(heading, fold)
  const elsewhere = compactPages.flatMap((text, i) => (i !== own && key && text.includes(key) ? [i] : []))
  return elsewhere.length < maxPages ? [own, ...elsewhere] : undefined
}
