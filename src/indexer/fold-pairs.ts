/**
 * Traditional → simplified pairs for the embedded index (Node, build time), from OpenCC's tables: only
 * pairs whose simplified character occurs in the indexed text, so a reader typing 開發機 or 訓練任務
 * finds the simplified pages without shipping the whole table (3 000+ pairs) to the browser.
 */
import * as OpenCC from 'opencc-js'

let convert: ((s: string) => string) | null = null

export function foldPairsFor(text: string): string {
  convert ??= OpenCC.Converter({ from: 't', to: 'cn' })
  const present = new Set(Array.from(text))
  let pairs = ''
  for (let cp = 0x3400; cp <= 0x9fff; cp++) {
    const ch = String.fromCodePoint(cp)
    const simple = convert(ch)
    if (simple !== ch && Array.from(simple).length === 1 && present.has(simple)) pairs += ch + simple
  }
  return pairs
}
