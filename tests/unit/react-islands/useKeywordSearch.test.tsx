// @vitest-environment jsdom
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  PREFETCH_AFTER_MS,
  SEARCH_DEBOUNCE_MS,
  useKeywordSearch,
} from '../../../src/react-islands/hooks/useKeywordSearch'
import type { SearchService } from '../../../src/react-islands/search-service'
import type { SearchEngine, SearchHit, SearchResult } from '../../../src/search-core'

;(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const hit = (id: string): SearchHit => ({
  id,
  url: `/${id}.html`,
  hierarchy: { lvl0: 'A', lvl1: 'B', lvl2: '', lvl3: '' },
  content: id,
  snippetHtml: id,
})
const page = (n: number, found: number, size = 10): SearchResult => ({
  hits: Array.from({ length: size }, (_, i) => hit(`p${n}-${i}`)),
  found,
  page: n,
  searchTimeMs: 1,
})

function engine(search: SearchEngine['search']): SearchEngine {
  return { kind: 'typesense', search, health: async () => true, clearCache: () => {} }
}

let hook: ReturnType<typeof useKeywordSearch>
let root: Root
function mount(service: SearchService) {
  const Probe = () => {
    hook = useKeywordSearch(service)
    return null
  }
  root = createRoot(document.createElement('div'))
  act(() => root.render(createElement(Probe)))
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  act(() => root.unmount())
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const flush = async () => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0)
  })
}

describe('useKeywordSearch', () => {
  it('waits 300 ms after the last keystroke, then searches page 1', async () => {
    const search = vi.fn(async () => page(1, 25))
    mount({
      mode: 'typesense',
      primary: async () => engine(search),
      local: async () => {
        throw new Error('unused')
      },
    } as unknown as SearchService)
    act(() => hook.setQuery('开'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200)
    })
    act(() => hook.setQuery('开发机'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1)
    })
    expect(search).not.toHaveBeenCalled()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    await flush()
    expect(search).toHaveBeenCalledTimes(1)
    expect(search).toHaveBeenCalledWith('开发机', 1)
    expect(hook.state).toMatchObject({ total: 25, page: 1, hasMore: true, loading: false, connection: 'connected' })
    expect(hook.state.hits).toHaveLength(10)
  })

  it('loads more by appending, and stops when everything is shown', async () => {
    const search = vi.fn(async (_q: string, p?: number) => (p === 3 ? page(3, 25, 5) : page(p ?? 1, 25)))
    mount({
      mode: 'local',
      primary: async () => engine(search),
      local: async () => {
        throw new Error('unused')
      },
    } as unknown as SearchService)
    act(() => hook.setQuery('x'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    })
    await flush()
    act(() => hook.loadMore())
    await flush()
    act(() => hook.loadMore())
    await flush()
    expect(hook.state.hits).toHaveLength(25)
    expect(hook.state.hasMore).toBe(false)
    act(() => hook.loadMore())
    await flush()
    expect(search).toHaveBeenCalledTimes(3)
  })

  it('a blank query clears results without searching', async () => {
    const search = vi.fn(async () => page(1, 5, 5))
    mount({
      mode: 'local',
      primary: async () => engine(search),
      local: async () => {
        throw new Error('unused')
      },
    } as unknown as SearchService)
    act(() => hook.setQuery('   '))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(search).not.toHaveBeenCalled()
    expect(hook.state).toMatchObject({ hits: [], total: 0, page: 1, hasMore: false })
  })

  it('on failure: disconnected, the error text, and the embedded results filtered by the query', async () => {
    const failing = engine(async () => {
      throw new TypeError('fetch failed')
    })
    const local = { search: vi.fn(async () => page(1, 3, 3)) }
    mount({ mode: 'typesense', primary: async () => failing, local: async () => local } as unknown as SearchService)
    act(() => hook.setQuery('开发机'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    })
    await flush()
    expect(local.search).toHaveBeenCalledWith('开发机', 1)
    expect(hook.state).toMatchObject({ connection: 'disconnected', error: 'fetch failed', total: 3, hasMore: false })
    expect(hook.state.hits).toHaveLength(3)
  })

  it('the health check marks the service disconnected when it fails', async () => {
    const sick: SearchEngine = { ...engine(async () => page(1, 0, 0)), health: async () => false }
    mount({
      mode: 'typesense',
      primary: async () => sick,
      local: async () => {
        throw new Error('unused')
      },
    } as unknown as SearchService)
    await act(async () => {
      await hook.checkHealth()
    })
    expect(hook.state.connection).toBe('disconnected')
    expect(hook.state.error).toBe('Typesense health check failed.')
  })
  it('with the embedded engine, a pause of 120 ms starts reading the query ahead of the debounce; Typesense is never asked early', async () => {
    const prefetch = vi.fn()
    const prefetchPostings = vi.fn()
    const search = vi.fn(async () => page(1, 3, 3))
    mount({
      mode: 'local',
      local: async () => ({ ...engine(search), kind: 'local', prefetch, prefetchPostings }),
      primary: async () => ({ ...engine(search), kind: 'local', prefetch, prefetchPostings }),
    } as unknown as SearchService)
    act(() => hook.setQuery('开'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PREFETCH_AFTER_MS - 20)
    })
    act(() => hook.setQuery('开发机'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PREFETCH_AFTER_MS)
    })
    expect(prefetch.mock.calls).toEqual([['开发机']])
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    })
    expect(search).toHaveBeenCalledWith('开发机', 1)

    act(() => root.unmount())
    const remote = vi.fn(async () => page(1, 3, 3))
    mount({
      mode: 'typesense',
      primary: async () => engine(remote),
      local: async () => ({ ...engine(remote), prefetch, prefetchPostings }),
    } as unknown as SearchService)
    prefetch.mockClear()
    prefetchPostings.mockClear()
    act(() => hook.setQuery('开发机'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1)
    })
    expect(prefetch).not.toHaveBeenCalled()
    expect(prefetchPostings).not.toHaveBeenCalled()
    expect(remote).not.toHaveBeenCalled()
  })
  it("with the embedded engine, each keystroke starts reading its query's postings at once; an input method's letters wait for the commit", async () => {
    const prefetch = vi.fn()
    const prefetchPostings = vi.fn()
    const search = vi.fn(async () => page(1, 3, 3))
    const local = { ...engine(search), kind: 'local', prefetch, prefetchPostings }
    mount({ mode: 'local', local: async () => local, primary: async () => local } as unknown as SearchService)
    act(() => hook.setQuery('kaifa', true))
    act(() => hook.setQuery('  开发机 '))
    await flush() // no timer runs: only the engine's promise settles
    expect(prefetchPostings.mock.calls).toEqual([['开发机']])
    expect(prefetch).not.toHaveBeenCalled()
    expect(search).not.toHaveBeenCalled()
    act(() => hook.setQuery('开发机 扩容'))
    await flush()
    expect(prefetchPostings.mock.calls).toEqual([['开发机'], ['开发机 扩容']])
  })
})
