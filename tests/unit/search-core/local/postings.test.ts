import { describe, expect, it } from 'vitest'
import { buildLocalIndex } from '../../../../src/search-core'
import { chunkFor, type PostingsChunk } from '../../../../src/search-core/local/index-format'
import { chunksOf, decodePostings } from '../../../../src/search-core/local/index-files'
import {
  editDistanceAtMost,
  FUZZY_WEIGHT,
  lookupPosting,
  PREFIX_WEIGHT,
  type PostingSource,
} from '../../../../src/search-core/local/postings'
import type { DocRecord } from '../../../../src/search-core/types'

const rec = (i: number, content: string): DocRecord => ({
  id: `r${i}`,
  'hierarchy.lvl0': 'Docs',
  'hierarchy.lvl1': `Page ${i}`,
  'hierarchy.lvl2': null,
  'hierarchy.lvl3': null,
  content,
  url: `/p${i}.html`,
  url_without_anchor: `/p${i}.html`,
  anchor: null,
  type: 'content',
  language: 'en',
  tags: [],
  item_priority: 0,
})

const records = [rec(0, 'kubectl apply'), rec(1, 'kubeconfig file'), rec(2, 'kubelet logs'), rec(3, 'kubectl get')]
// Tiny chunks: the completions of `kube` land in different chunks (shards) of the dictionary.
const sharded = buildLocalIndex({ locale: 'en', chunkChars: 40, records })
const source = ({ meta, files } = sharded): PostingSource => {
  const chunk = (c: number): PostingsChunk['t'] => JSON.parse(files.get(`p/${c}.json`) ?? '{"t":{}}').t
  return {
    records: meta.records,
    stored: (term) => chunk(chunkFor(meta.chunks, term))[term],
    range: (s) => chunksOf(meta.chunks, s).map((c) => Object.entries(chunk(c))),
    decode: decodePostings,
    union: new Float32Array(meta.records),
  }
}
const docsOf = (p: ReturnType<typeof lookupPosting>) => Array.from(p?.docs ?? [])

describe('postings lookup', () => {
  it('the test index really spreads the completions over several chunks', () => {
    const held = ['kubectl', 'kubeconfig', 'kubelet'].map((t) => chunkFor(sharded.meta.chunks, t))
    expect(new Set(held).size).toBeGreaterThan(1)
  })

  it('finds a term as stored', () => {
    const p = lookupPosting({ term: 'kubectl' }, source())
    expect(docsOf(p)).toEqual([0, 3])
    expect(p?.df).toBe(2)
  })

  it('merges the completions of a prefix from every chunk, in record order, at a lower weight', () => {
    const src = source()
    const p = lookupPosting({ term: 'kube', prefix: true }, src)
    expect(docsOf(p)).toEqual([0, 1, 2, 3])
    expect(p?.df).toBe(4)
    const whole = lookupPosting({ term: 'kubeconfig' }, src)
    expect(p?.imps[1]).toBeCloseTo((whole?.imps[0] ?? 0) * PREFIX_WEIGHT, 5)
    // The work array is left clean for the next lookup.
    expect(src.union.every((x) => x === 0)).toBe(true)
  })

  it('finds a near spelling only when the word typed is not in the dictionary', () => {
    const src = source(buildLocalIndex({ locale: 'en', records }))
    const typo = lookupPosting({ term: 'kubeclt', fuzzy: true }, src)
    expect(docsOf(typo)).toEqual([0, 3])
    expect(typo?.imps[0]).toBeCloseTo((lookupPosting({ term: 'kubectl' }, src)?.imps[0] ?? 0) * FUZZY_WEIGHT, 5)
    expect(lookupPosting({ term: 'kubeclt' }, src)).toBeNull()
    expect(lookupPosting({ term: 'nothing', prefix: true, fuzzy: true }, src)).toBeNull()
  })

  it('counts an adjacent transposition as one edit', () => {
    expect(editDistanceAtMost('kubectl', 'kubeclt', 1)).toBe(true)
    expect(editDistanceAtMost('deepspeed', 'deepsped', 1)).toBe(true)
    expect(editDistanceAtMost('kubectl', 'kubelet', 2)).toBe(false)
    expect(editDistanceAtMost('gpu', 'gpus', 0)).toBe(false)
  })
})
