// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IDLE_PREFETCH_DELAY_MS, useIdlePrefetch } from '../../../../.vitepress/theme/composables/useIdlePrefetch'
import { mountComposable } from './mount'

// jsdom has no requestIdleCallback: the composable's fallback runs the prefetch on the next timer.
beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the idle prefetch of the island', () => {
  it('waits for IDLE_PREFETCH_DELAY_MS after a load that already happened, then prefetches once', () => {
    const prefetch = vi.fn()
    mountComposable(() => useIdlePrefetch(prefetch))
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS - 1)
    expect(prefetch).not.toHaveBeenCalled()
    vi.advanceTimersByTime(10)
    expect(prefetch).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(60_000)
    expect(prefetch).toHaveBeenCalledTimes(1)
  })

  it('on a page still loading, counts from the load event', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    const prefetch = vi.fn()
    mountComposable(() => useIdlePrefetch(prefetch))
    vi.advanceTimersByTime(5 * IDLE_PREFETCH_DELAY_MS)
    expect(prefetch).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(IDLE_PREFETCH_DELAY_MS + 10)
    expect(prefetch).toHaveBeenCalledTimes(1)
    vi.restoreAllMocks()
  })

  it('a control unmounted before then prefetches nothing', () => {
    const prefetch = vi.fn()
    const { unmount } = mountComposable(() => useIdlePrefetch(prefetch))
    unmount()
    vi.advanceTimersByTime(10 * IDLE_PREFETCH_DELAY_MS)
    expect(prefetch).not.toHaveBeenCalled()
  })
})
