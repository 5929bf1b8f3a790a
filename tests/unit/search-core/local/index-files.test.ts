import { describe, expect, it } from 'vitest'
import { SearchError } from '../../../../src/search-core'
import {
  checkChunk,
  checkLexicon,
  checkMeta,
  checkRecord,
  chunksOf,
  chunksToRead,
  decodePostings,
  MAX_RANGE_CHUNKS,
  pageOfRecords,
} from '../../../../src/search-core/local/index-files'
import { chunkFor, impactOf, LOCAL_INDEX_VERSION } from '../../../../src/search-core/local/index-format'

const meta = {
  v: LOCAL_INDEX_VERSION,
  locale: 'zh',
  records: 5,
  chunks: ['', 'ka', 'kub', 'kubeconfig', 'm'],
  pages: [2, 3],
  synonyms: [],
  fold: '',
  urlFiles: 1,
  lexiconFiles: 0,
}

describe('index files', () => {
  it('accepts a well-formed meta and rejects another version or inconsistent counts', () => {
    expect(checkMeta(meta)).toEqual(meta)
    expect(() => checkMeta({ ...meta, v: LOCAL_INDEX_VERSION - 1 })).toThrow(SearchError)
    expect(() => checkMeta({ ...meta, records: 6 })).toThrow(/could not be read \(meta\)/)
    expect(() => checkMeta({ ...meta, dir: '../elsewhere/' })).toThrow(SearchError)
    const { lexiconFiles: _, ...before } = meta
    expect(() => checkMeta(before)).toThrow(/meta/)
    expect(() => checkMeta({ ...meta, lexiconFiles: -1 })).toThrow(/meta/)
    expect(checkLexicon({ v: LOCAL_INDEX_VERSION, w: ['三级'] })).toEqual(['三级'])
    expect(() => checkLexicon({ v: LOCAL_INDEX_VERSION, w: '三级' })).toThrow(/lexicon/)
    expect(() => checkChunk({ v: LOCAL_INDEX_VERSION })).toThrow(/postings/)
    expect(() => checkRecord({ v: LOCAL_INDEX_VERSION, r: ['/a.html', ''] })).toThrow(/text/)
  })

  it('numbers the page of every record', () => {
    expect(Array.from(pageOfRecords(meta))).toEqual([0, 0, 1, 1, 1])
  })

  it('finds the chunk of a term, the range of its completions and the chunk before for typos', () => {
    expect(chunkFor(meta.chunks, 'apple')).toBe(0)
    expect(chunkFor(meta.chunks, 'kubeadm')).toBe(2)
    expect(chunkFor(meta.chunks, 'kubectl')).toBe(3)
    expect(chunkFor(meta.chunks, 'zeta')).toBe(4)
    expect(chunksOf(meta.chunks, { term: 'kub' })).toEqual([2])
    expect(chunksOf(meta.chunks, { term: 'kub', prefix: true })).toEqual([2, 3])
    expect(chunksOf(meta.chunks, { term: 'kubeadm', fuzzy: true })).toEqual([1, 2])
  })

  it(`reads at most ${MAX_RANGE_CHUNKS} chunks for a prefix`, () => {
    const many = ['', ...Array.from({ length: 20 }, (_, i) => `k${String(i).padStart(2, '0')}`)]
    expect(chunksOf(many, { term: 'k', prefix: true })).toHaveLength(MAX_RANGE_CHUNKS)
  })

  it('lists only the chunks not read yet, once each', () => {
    const specs = [{ term: 'kubeadm' }, { term: 'kubelet' }, { term: 'apple' }, { term: 'kub', prefix: true }]
    expect(chunksToRead(meta.chunks, specs, (c) => c === 0)).toEqual([2, 3])
  })

  it('decodes delta-coded record ids and quantised impacts', () => {
    const { docs, imps } = decodePostings([3, 4, 24, 1, 48, 10, 1])
    expect(Array.from(docs)).toEqual([4, 5, 15])
    expect(imps[0]).toBeCloseTo(impactOf(24), 5)
    expect(imps[1]).toBeCloseTo(Math.E ** 2 - 1, 5)
  })
})
