/**
 * The general-language lexicon shipped with the Chinese index (Node, build time): two-character words
 * of jieba's dictionary (`@node-rs/jieba`'s `dict.txt`, MIT; CONTRIBUTING "Lexicons") that readers
 * commonly write. The index keeps only those no record writes (local-index.ts), so a question that pairs
 * two characters the docs never pair is known to name something they lack (三级 of 等保三级) rather
 * than to be the reader's phrasing (调同 of 调同一个模型).
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { HAN_CLASS } from '../contracts/text'

/**
 * A word counts when the dictionary's corpus frequency is at least this: the words readers write (元组
 * at 3 is left out, 尾号 at 7 too). On the answer set's tuning half, 20 and 100 abstained on the same
 * questions; every word of the dictionary also abstained on two the docs answer (省点 of 省点钱).
 */
export const LEXICON_MIN_FREQUENCY = 20

/**
 * And when its part of speech (the dictionary's tag) names a thing or an act: a noun of any kind (n, nr,
 * ns, nz…), a verb (v, vn…), an adjectival noun (an), a non-predicate adjective (b: 三级), an
 * abbreviation (j) or a set phrase (l, i). An adjective, a numeral or measure, an adverb or a time word
 * side by side in a question (一大, 大堆, 往回 of 一大堆, 往回退) is how the reader puts it, not a thing
 * the docs lack: with every tag, the lexicon silenced two answerable questions of the eleventh blind
 * batch, and with these, none (CONTRIBUTING "Lexicons").
 */
const THING = /^(?:n[a-z]*|v[a-z]*|an|b|j|l|i)$/

const TWO_HAN = new RegExp(`^[${HAN_CLASS}]{2}$`)

/** The lexicon's words from a dictionary's text: one `word frequency tag` line each. */
export function lexiconWords(dictionary: string): string[] {
  const words = new Set<string>()
  for (const line of dictionary.split('\n')) {
    const [word = '', frequency = '', tag = ''] = line.trim().split(/\s+/)
    if (TWO_HAN.test(word) && Number(frequency) >= LEXICON_MIN_FREQUENCY && THING.test(tag)) words.add(word)
  }
  return [...words]
}

const packageFile = (name: string) => createRequire(import.meta.url).resolve(`@node-rs/jieba/${name}`)
let cached: string[] | null = null

/** The lexicon of a locale's index: jieba's words for Chinese, none for English. */
export function lexiconFor(locale: string): string[] {
  if (locale !== 'zh') return []
  cached ??= lexiconWords(fs.readFileSync(packageFile('dict.txt'), 'utf8'))
  return cached
}

/** Where to find the words' source and licence: shipped beside the `l/` files (`l/NOTICE.txt`). */
export const LEXICON_NOTICE_FILE = 'l/NOTICE.txt'

/** The notice shipped with the lexicon: where its words come from, and the MIT licences they are under. */
export function lexiconNotice(): string {
  return [
    'The words in this folder are two-character words of the dictionary of jieba',
    '(https://github.com/fxsjy/jieba, MIT License, Copyright (c) 2013 Sun Junyi), as published in the',
    'npm package @node-rs/jieba (dict.txt), whose licence follows.',
    '',
    fs.readFileSync(packageFile('LICENSE'), 'utf8').trim(),
    '',
  ].join('\n')
}
