import { describe, expect, it } from 'vitest'
import { recallInterval } from '../../../testkit/relevance/evaluate'

describe('recall interval', () => {
  it('gives the 95 % Wilson interval (values from the closed form, checked by hand)', () => {
    // 212 of 221: p = 0.9593.
    const [lo, hi] = recallInterval(212 / 221, 221)
    expect(lo).toBeCloseTo(0.9243, 3)
    expect(hi).toBeCloseTo(0.9785, 3)
  })

  it('stays inside [0, 1] and is not empty at a perfect score', () => {
    const [lo, hi] = recallInterval(1, 40)
    expect(hi).toBe(1)
    expect(lo).toBeGreaterThan(0.9)
    expect(lo).toBeLessThan(1)
    expect(recallInterval(0, 10)[0]).toBe(0)
  })

  it('narrows as the probes grow', () => {
    const width = (n: number) => {
      const [lo, hi] = recallInterval(0.96, n)
      return hi - lo
    }
    expect(width(884)).toBeLessThan(width(221) / 1.8)
    expect(recallInterval(0.5, 0)).toEqual([0, 1])
  })
})
