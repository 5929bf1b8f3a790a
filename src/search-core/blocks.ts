/**
 * The blocks of a record's text: a record's `content` is its section's paragraphs, list items, table
 * rows and code blocks run together with single spaces (what search needs), and `blocks` says where
 * each one starts and what it is (what a quoted answer needs: a sentence of a paragraph, a step of a
 * list, a table row as header: value pairs, never a flattened table or a code block read as prose).
 *
 * Encoding (written by the indexer, read here): blocks separated by one space, each a kind letter and
 * the lengths (UTF-16 units) of its cells joined by `.`: `p34 l20 h0.4.6 r5.8.3 c40`. In `content`,
 * blocks and a row's cells are separated by exactly one space. A table's empty cell (a matrix's corner,
 * a blank value) is a length of 0 and takes no room in `content`, neither text nor space: its row keeps
 * its columns, and the search reads the same words.
 */

/** p: paragraph (or loose text), l: list item, h: table header row, r: table row, c: code block. */
export type BlockKind = 'p' | 'l' | 'h' | 'r' | 'c'

export interface Block {
  kind: BlockKind
  /** The block's cells (one for every kind but a table row), as in the content. */
  cells: string[]
  /** Where the block starts in the content. */
  start: number
}

const KINDS = new Set<string>(['p', 'l', 'h', 'r', 'c'])

/** A table row or header keeps its empty cells (its columns); other blocks have one cell. */
const TABLE = new Set<BlockKind>(['h', 'r'])

/** The text a block puts in `content`: its non-empty cells, one space apart. */
export const blockText = (cells: readonly string[]): string => cells.filter(Boolean).join(' ')

/**
 * The `blocks` string of blocks given as their kinds and cell texts: a block with no text is dropped,
 * and so is an empty cell, except a table's (encoded as 0: it keeps the row's columns).
 */
export function encodeBlocks(blocks: ReadonlyArray<{ kind: BlockKind; cells: readonly string[] }>): string {
  return blocks
    .filter((b) => b.cells.some(Boolean))
    .map((b) => b.kind + (TABLE.has(b.kind) ? b.cells : b.cells.filter(Boolean)).map((c) => c.length).join('.'))
    .join(' ')
}

/**
 * The blocks of `content` by its `blocks` string; one paragraph holding all of it when the string is
 * missing or does not fit the content (a record from another indexer, a hand-made hit).
 */
export function decodeBlocks(content: string, encoded: string | undefined): Block[] {
  const whole: Block[] = content ? [{ kind: 'p', cells: [content], start: 0 }] : []
  if (!encoded) return whole
  const blocks: Block[] = []
  let at = 0
  for (const token of encoded.split(' ')) {
    const kind = token[0] ?? ''
    const lengths = token.slice(1).split('.').map(Number)
    const valid = lengths.every((n) => Number.isInteger(n) && n >= 0) && lengths.some((n) => n > 0)
    if (!KINDS.has(kind) || !valid) return whole
    const start = at
    const cells: string[] = []
    for (const n of lengths) {
      if (!n) {
        cells.push('') // an empty table cell: no room in the content
        continue
      }
      if (at > start) at++ // the space between cells
      cells.push(content.slice(at, at + n))
      at += n
    }
    blocks.push({ kind: kind as BlockKind, cells, start })
    at++ // the space between blocks
  }
  return at - 1 === content.length ? blocks : whole
}
