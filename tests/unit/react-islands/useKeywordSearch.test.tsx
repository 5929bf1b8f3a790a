// @vitest-environment jsdom
import { act, createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_DEBOUNCE_MS, useKeywordSearch } from '../../../src/react-islands/hooks/useKeywordSearch'
import type { SearchService } from '../../../src/react-islands/search-service'
import type { SearchEngine, SearchHit, SearchResult } from '../../../src/search-core'
import { reactHost } from './support/react-host'

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

/** A Typesense build whose embedded fallback is never reached. */
const typesenseOnly = (primary: SearchEngine) =>
  ({
    mode: 'typesense',
    primary: async () => primary,
    local: async () => {
      throw new Error('unused')
    },
  }) as unknown as SearchService

const view = reactHost()
let hook: ReturnType<typeof useKeywordSearch>
/** The hook on `service`; mounted again on another service, it replaces the one before (which unmounts). */
function mount(service: SearchService) {
  const Probe = () => {
    hook = useKeywordSearch(service)
    return null
  }
  act(() => view.root.render(createElement(Probe)))
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const flush = async () => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0)
  })
}

describe('useKeywordSearch', () => {
  it('a query typed earlier (into the stand-in) waits only what is left of the 300 ms', async () => {
    const search = vi.fn(async () => page(1, 25))
    mount(typesenseOnly(engine(search)))
    act(() => hook.setQuery('推理服务', false, 120))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(119)
    })
    expect(search).not.toHaveBeenCalled()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    await flush()
    expect(search).toHaveBeenCalledTimes(1)
    expect(hook.state.query).toBe('推理服务')
  })

  it('waits 300 ms after the last keystroke, then searches page 1', async () => {
    const search = vi.fn(async () => page(1, 25))
    mount(typesenseOnly(engine(search)))
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
    mount(typesenseOnly(sick))
    await act(async () => {
      await hook.checkHealth()
    })
    expect(hook.state.connection).toBe('disconnected')
    expect(hook.state.error).toBe('Typesense health check failed.')
  })
  it('with the embedded engine, each keystroke starts its search at once and the debounce only gates what is shown; Typesense is never asked early', async () => {
    const speculate = vi.fn()
    const stopSpeculating = vi.fn()
    const search = vi.fn(async () => page(1, 3, 3))
    const local = { ...engine(search), kind: 'local', speculate, stopSpeculating }
    mount({ mode: 'local', local: async () => local, primary: async () => local } as unknown as SearchService)
    act(() => hook.setQuery('开'))
    await flush() // no timer runs: only the engine's promise settles
    act(() => hook.setQuery('开发机'))
    await flush()
    expect(speculate.mock.calls).toEqual([['开'], ['开发机']])
    expect(search).not.toHaveBeenCalled()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    })
    expect(search.mock.calls).toEqual([['开发机', 1]])

    const remote = vi.fn(async () => page(1, 3, 3))
    mount({
      mode: 'typesense',
      primary: async () => engine(remote),
      local: async () => ({ ...engine(remote), speculate, stopSpeculating }),
    } as unknown as SearchService)
    speculate.mockClear()
    act(() => hook.setQuery('开发机'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1)
    })
    expect(speculate).not.toHaveBeenCalled()
    expect(remote).not.toHaveBeenCalled()
  })
  it("an input method's letters start nothing and stop the speculation of what was given before; so does clearing the box", async () => {
    const speculate = vi.fn()
    const stopSpeculating = vi.fn()
    const search = vi.fn(async () => page(1, 3, 3))
    const local = { ...engine(search), kind: 'local', speculate, stopSpeculating }
    mount({ mode: 'local', local: async () => local, primary: async () => local } as unknown as SearchService)
    act(() => hook.setQuery('开发机'))
    act(() => hook.setQuery('开发机 kuo', true))
    await flush()
    expect(speculate.mock.calls).toEqual([['开发机']])
    expect(stopSpeculating).toHaveBeenCalledTimes(1)
    act(() => hook.setQuery('开发机 扩容'))
    act(() => hook.setQuery(''))
    await flush()
    expect(speculate.mock.calls).toEqual([['开发机'], ['开发机 扩容']])
    expect(stopSpeculating).toHaveBeenCalledTimes(2)
  })
  it('shows the first screen of results when the engine has it, then the whole page; a later query drops both', async () => {
    let answerHead: (r: SearchResult) => void = () => {}
    let answerAll: (r: SearchResult) => void = () => {}
    const local = {
      ...engine(() => new Promise<SearchResult>((r) => (answerAll = r))),
      kind: 'local',
      speculate: () => {},
      stopSpeculating: () => {},
      firstResults: () => new Promise<SearchResult>((r) => (answerHead = r)),
    }
    mount({ mode: 'local', local: async () => local, primary: async () => local } as unknown as SearchService)
    act(() => hook.setQuery('开发机'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    })
    expect(hook.state.loading).toBe(true)
    const all = page(1, 37)
    await act(async () => answerHead({ ...all, hits: all.hits.slice(0, 5) }))
    expect(hook.state).toMatchObject({ loading: false, loadingMore: true, hasMore: true, total: 37 })
    expect(hook.state.hits.map((h) => h.id)).toEqual(all.hits.slice(0, 5).map((h) => h.id))
    await act(async () => answerAll(all))
    expect(hook.state).toMatchObject({ loading: false, loadingMore: false, hasMore: true, total: 37 })
    expect(hook.state.hits).toHaveLength(10)

    // A head that comes after its query was replaced is not shown.
    act(() => hook.setQuery('推理服务'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    })
    const stale = answerHead
    act(() => hook.setQuery('镜像'))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS)
    })
    await act(async () => stale({ ...page(2, 37), hits: page(2, 37).hits.slice(0, 5) }))
    expect(hook.state.hits).toEqual([])
    expect(hook.state.loading).toBe(true)
  })
})
