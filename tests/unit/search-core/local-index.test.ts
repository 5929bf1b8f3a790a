import { describe, expect, it } from 'vitest'
import { pageTables, termWeights } from '../../../src/search-core/local-index'
import { exactTerm, PAGES_PER_URL_FILE, hashedFileOf } from '../../../src/search-core/local/index-format'
import { docRecord } from './doc-record'

const fields = {
  title: 'GPU 配额 配额',
  heading: '申请配额',
  parentHeading: '',
  description: '',
  keywords: '',
  firstOfPage: true,
  content: '',
}
/** A body holding `gpu` twice, of the average length: BM25 gives it 2 × 2.2 / (2 + 1.2). */
const body = { counts: new Map([['gpu', 2]]), len: 10 }

describe('termWeights', () => {
  it("sums the fields' weights, a term counted once per field, and the body's by BM25", () => {
    const w = termWeights(fields, body, 10)
    // Title 3 (twice in it, counted once) + heading 2.5.
    expect(w.get('配额')).toBe(5.5)
    // Title 3 + the body's 1.375.
    expect(w.get('gpu')).toBeCloseTo(4.375, 12)
    expect(w.get('申请')).toBe(2.5)
  })

  it('weighs a longer body than the average less for the same count', () => {
    expect(termWeights(fields, { ...body, len: 40 }, 10).get('gpu')).toBeLessThan(4.375)
  })

  it("flags the whole title on a page's first record and each record's whole heading", () => {
    const first = termWeights(fields, body, 10)
    expect(first.get(exactTerm('GPU 配额 配额'))).toBe(1)
    expect(first.get(exactTerm('申请配额'))).toBe(1)
    const later = termWeights({ ...fields, firstOfPage: false }, body, 10)
    expect(later.has(exactTerm('GPU 配额 配额'))).toBe(false)
    expect(later.get(exactTerm('申请配额'))).toBe(1)
  })
})

describe('pageTables', () => {
  it('counts the records of each page in order and numbers the pages by url', () => {
    const records = [docRecord('a', 'A', ''), docRecord('a', 'A', ''), docRecord('b', 'B', ''), docRecord('c', 'C', '')]
    expect(pageTables(records)).toEqual({ pages: [2, 1, 1], tables: [{ '/a.html': 0, '/b.html': 1, '/c.html': 2 }] })
  })

  it('spreads the urls over as many tables as the pages need, each url in the table the engine asks for', () => {
    const records = Array.from({ length: PAGES_PER_URL_FILE + 1 }, (_, i) => docRecord(`p${i}`, `P${i}`, ''))
    const { pages, tables } = pageTables(records)
    expect(pages).toHaveLength(PAGES_PER_URL_FILE + 1)
    expect(tables).toHaveLength(2)
    records.forEach((r, page) =>
      expect(tables[hashedFileOf(r.url_without_anchor, 2)]?.[r.url_without_anchor]).toBe(page),
    )
  })
})
