import { beforeEach, describe, expect, it, vi } from 'vitest'

// The bus keeps module state (one page, one island): each test gets a fresh copy.
let bus: typeof import('../../../src/island-contract/bus')
beforeEach(async () => {
  vi.resetModules()
  bus = await import('../../../src/island-contract/bus')
})

describe('open requests made while the island loads', () => {
  it('are kept for the island, unless the reader withdrew them first', () => {
    bus.requestOpen({ tab: 'keyword' })
    expect(bus.isIslandListening()).toBe(false)
    bus.withdrawOpen()
    const seen: unknown[] = []
    bus.onOpenRequest((r) => seen.push(r))
    expect(bus.isIslandListening()).toBe(true)
    expect(seen).toEqual([])

    bus.requestOpen({ tab: 'ai' })
    expect(seen).toEqual([{ tab: 'ai' }])
  })

  it('a request left in place reaches the island when it listens', () => {
    bus.requestOpen({ tab: 'keyword' })
    const seen: unknown[] = []
    bus.onOpenRequest((r) => seen.push(r))
    expect(seen).toEqual([{ tab: 'keyword' }])
  })
})

describe('the stand-in handover', () => {
  it('the island reads the text as it is when it renders, and ends the stand-in once', () => {
    let text = 'vl'
    const done = vi.fn()
    bus.offerStandIn({ opener: null, text: () => text, typedAt: () => 0, done })
    text = 'vllm'
    expect(bus.peekStandIn()?.text()).toBe('vllm')
    expect(done).not.toHaveBeenCalled()

    bus.releaseStandIn()
    bus.releaseStandIn()
    expect(done).toHaveBeenCalledTimes(1)
    expect(bus.peekStandIn()).toBeNull()
  })

  it('a withdrawn stand-in is not ended by the island (the reader closed it)', () => {
    const done = vi.fn()
    bus.offerStandIn({ opener: null, text: () => '', typedAt: () => 0, done })
    bus.offerStandIn(null)
    bus.releaseStandIn()
    expect(done).not.toHaveBeenCalled()
  })
})
