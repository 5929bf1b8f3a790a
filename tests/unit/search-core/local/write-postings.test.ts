import { describe, expect, it } from 'vitest'
import { chunkFor, LOCAL_INDEX_VERSION } from '../../../../src/search-core/local/index-format'
import { checkChunk, checkSynonymPostings, decodePostings } from '../../../../src/search-core/local/index-files'
import {
  encodePostings,
  postingsFiles,
  shardPostings,
  synonymFiles,
  type TermPostings,
} from '../../../../src/search-core/local/write-postings'

const once = (doc = 0, imp = 1): TermPostings => ({ docs: [doc], imps: [imp] })
const dictionary = (terms: string[]) => new Map(terms.map((t): [string, TermPostings] => [t, once()]))

describe('encodePostings', () => {
  it('stores the record count, then each record as the gap from the one before and its impact', () => {
    expect(encodePostings({ docs: [2, 5, 9], imps: [10, 30, 7] }, 10)).toEqual([3, 2, 10, 3, 30, 4, 7])
  })

  it('past the cap keeps the highest impacts in record order, the earlier record on a tie, and the whole count', () => {
    const p = { docs: [2, 5, 9, 14, 20], imps: [10, 30, 30, 5, 30] }
    expect(encodePostings(p, 2)).toEqual([5, 5, 30, 4, 30])
    expect(encodePostings(p, 3)).toEqual([5, 5, 30, 4, 30, 11, 30])
  })
})

describe('shardPostings', () => {
  it('cuts the sorted dictionary into chunks of about the size given, each term in the chunk a lookup names', () => {
    // Each entry costs its length + 11 characters here: alpha 16, alpine 17, beta 15, gamma 16.
    const shards = shardPostings(dictionary(['gamma', 'beta', 'alpine', 'alpha']), 35, 10)
    expect(shards.chunks).toEqual(['', 'b'])
    expect(shards.terms.map((t) => Object.keys(t))).toEqual([
      ['alpha', 'alpine'],
      ['beta', 'gamma'],
    ])
    for (const term of ['alpha', 'alpine', 'beta', 'gamma'])
      expect(shards.terms[chunkFor(shards.chunks, term)]?.[term]).toEqual([1, 0, 1])
  })

  it("starts a chunk at the shortest prefix of its first term that sorts after the chunk before's last", () => {
    const shards = shardPostings(dictionary(['alpine', 'alpsx']), 17, 10)
    expect(shards.chunks).toEqual(['', 'alps'])
    // A term between the two, absent from the index, is looked for in the chunk that would hold it.
    expect(chunkFor(shards.chunks, 'alpm')).toBe(0)
    expect(chunkFor(shards.chunks, 'alpsa')).toBe(1)
  })

  it('gives a term larger than a chunk a chunk of its own, and caps each list', () => {
    const long = { docs: [0, 1, 2, 3, 4, 5], imps: [1, 9, 1, 9, 1, 9] }
    const shards = shardPostings(
      new Map([
        ['a', once()],
        ['b', long],
        ['c', once()],
      ]),
      20,
      3,
    )
    expect(shards.terms).toEqual([{ a: [1, 0, 1] }, { b: [6, 1, 9, 2, 9, 2, 9] }, { c: [1, 0, 1] }])
  })

  it('writes one postings file per chunk, which the engine reads back', () => {
    const shards = shardPostings(new Map([['kube', { docs: [1, 4], imps: [20, 40] }]]), 4000, 10)
    const files = postingsFiles(shards)
    expect(files.map(([name]) => name)).toEqual(['p/0.json'])
    const data = JSON.parse(files[0]![1]) as { v: number }
    expect(data.v).toBe(LOCAL_INDEX_VERSION)
    expect(Array.from(decodePostings(checkChunk(data).kube!).docs)).toEqual([1, 4])
  })
})

describe('synonymFiles', () => {
  it("holds a rule's terms as their chunks do, and for a word the index lacks, its near terms", () => {
    const shards = shardPostings(
      new Map([
        ['checkpoint', once(3, 12)],
        ['instance', once(5, 8)],
        ['instanced', once(6, 8)],
        ['instant', once(7, 8)],
      ]),
      4000,
      10,
    )
    const [[name, text]] = synonymFiles([[['checkpoint', 'instances'], '']], shards) as [[string, string]]
    expect(name).toBe('s/0.json')
    const file = checkSynonymPostings(JSON.parse(text))
    expect(file.t.checkpoint).toEqual([1, 3, 12])
    // Two edits at most: not `instant`.
    expect(file.z.instances).toEqual(['instance', 'instanced'])
    expect(file.t.instance).toEqual([1, 5, 8])
  })
})
