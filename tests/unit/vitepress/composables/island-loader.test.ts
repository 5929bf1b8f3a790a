// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import type { Component } from 'vue'
import { useIslandLoader } from '../../../../.vitepress/theme/composables/useIslandLoader'
import { DOCKED_CLASS } from '../../../../src/island-contract/dock'

const Island: Component = { name: 'Island', render: () => null }

describe('loading the island', () => {
  it('loads its code once, however many requests and prefetches ask for it', async () => {
    const code = vi.fn(() => Promise.resolve(Island))
    const { island, failed, prefetch, loadIsland } = useIslandLoader(code)
    prefetch()
    await loadIsland()
    await loadIsland()
    expect(code).toHaveBeenCalledTimes(1)
    expect(island.value).toBe(Island)
    expect(failed.value).toBe(false)
  })

  it('a load that failed says so, gives back the dock’s room, and the next request fetches again', async () => {
    document.documentElement.classList.add(DOCKED_CLASS)
    const code = vi.fn<() => Promise<Component>>().mockRejectedValueOnce(new Error('offline'))
    code.mockResolvedValue(Island)
    const { island, failed, loadIsland } = useIslandLoader(code)
    await loadIsland()
    expect(failed.value).toBe(true)
    expect(island.value).toBeNull()
    expect(document.documentElement.classList.contains(DOCKED_CLASS)).toBe(false)

    await loadIsland()
    expect(code).toHaveBeenCalledTimes(2)
    expect(failed.value).toBe(false)
    expect(island.value).toBe(Island)
  })

  it('a prefetch that failed (offline at idle time) is silent and does not fail the next click', async () => {
    const code = vi.fn<() => Promise<Component>>().mockRejectedValueOnce(new Error('offline'))
    code.mockResolvedValue(Island)
    const { island, failed, prefetch, loadIsland } = useIslandLoader(code)
    prefetch()
    await vi.waitFor(() => expect(code).toHaveBeenCalledTimes(1))
    await Promise.resolve()
    expect(failed.value).toBe(false)
    await loadIsland()
    expect(code).toHaveBeenCalledTimes(2)
    expect(island.value).toBe(Island)
  })
})
