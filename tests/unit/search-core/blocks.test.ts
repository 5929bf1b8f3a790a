import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeBlocks, encodeBlocks, type BlockKind } from '../../../src/search-core/blocks'

describe('record blocks', () => {
  it('decodes what it encodes, over the content the cells make', () => {
    const kind = fc.constantFrom<BlockKind>('p', 'l', 'h', 'r', 'c')
    const cell = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() === s && s !== '')
    fc.assert(
      fc.property(
        fc.array(fc.record({ kind, cells: fc.array(cell, { minLength: 1, maxLength: 4 }) }), { minLength: 1 }),
        (blocks) => {
          const content = blocks.map((b) => b.cells.join(' ')).join(' ')
          const decoded = decodeBlocks(content, encodeBlocks(blocks))
          expect(decoded.map((b) => ({ kind: b.kind, cells: b.cells }))).toEqual(blocks)
          decoded.forEach((b) => expect(content.startsWith(b.cells.join(' '), b.start)).toBe(true))
        },
      ),
    )
  })

  it("keeps a table row's empty cells as columns that take no room in the content", () => {
    const blocks = [
      { kind: 'h' as const, cells: ['', '系统盘', '共享文件存储'] },
      { kind: 'r' as const, cells: ['快照', '', '支持'] },
      { kind: 'p' as const, cells: ['说明'] },
    ]
    const content = '系统盘 共享文件存储 快照 支持 说明'
    expect(encodeBlocks(blocks)).toBe('h0.3.6 r2.0.2 p2')
    expect(decodeBlocks(content, encodeBlocks(blocks))).toEqual([
      { kind: 'h', cells: ['', '系统盘', '共享文件存储'], start: 0 },
      { kind: 'r', cells: ['快照', '', '支持'], start: 11 },
      { kind: 'p', cells: ['说明'], start: 17 },
    ])
    // A block with no text has no place in the content: it is dropped, and refused when read.
    expect(encodeBlocks([{ kind: 'r', cells: ['', ''] }, ...blocks])).toBe('h0.3.6 r2.0.2 p2')
    expect(decodeBlocks('说明', 'r0.0 p2')).toEqual([{ kind: 'p', cells: ['说明'], start: 0 }])
  })

  it('reads content without blocks, or with blocks that do not fit it, as one paragraph', () => {
    expect(decodeBlocks('一段话', undefined)).toEqual([{ kind: 'p', cells: ['一段话'], start: 0 }])
    expect(decodeBlocks('一段话', 'p9')).toEqual([{ kind: 'p', cells: ['一段话'], start: 0 }])
    expect(decodeBlocks('一段话', 'x3')).toEqual([{ kind: 'p', cells: ['一段话'], start: 0 }])
    expect(decodeBlocks('', undefined)).toEqual([])
  })
})
