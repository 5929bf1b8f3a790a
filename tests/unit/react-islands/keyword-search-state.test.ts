import { describe, expect, it } from 'vitest'
import {
  firstScreen,
  healthFailed,
  initialSearch,
  pageIn,
  queryCleared,
  searchFailed,
  searching,
  type KeywordSearchState,
} from '../../../src/react-islands/keyword/search-state'
import { PAGE_SIZE } from '../../../src/search-core/constants'
import type { SearchHit, SearchResult } from '../../../src/search-core'

const hit = (id: string): SearchHit => ({
  id,
  url: `/${id}.html`,
  hierarchy: { lvl0: 'A', lvl1: 'B', lvl2: '', lvl3: '' },
  content: id,
  snippetHtml: id,
})
const hits = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => hit(`${prefix}${i}`))
const result = (found: SearchHit[], total: number): SearchResult => ({
  hits: found,
  found: total,
  page: 1,
  searchTimeMs: 1,
})
const ids = (s: KeywordSearchState) => s.hits.map((h) => h.id)

/** A query whose first page is shown, more to come. */
const shown: KeywordSearchState = { ...pageIn(initialSearch('显存'), result(hits('a', 10), 25), 1), query: '显存' }

describe('the keyword search state', () => {
  it('starts empty, not yet knowing the service', () => {
    expect(initialSearch('q')).toEqual({
      query: 'q',
      hits: [],
      total: 0,
      page: 1,
      loading: false,
      loadingMore: false,
      hasMore: false,
      connection: 'unknown',
      error: null,
    })
  })

  it('page 1 shows loading and clears the list; a later page shows loading-more and keeps it', () => {
    const first = searching(shown, 1)
    expect([first.loading, first.loadingMore, first.hits, first.hasMore]).toEqual([true, false, [], false])
    const more = searching(shown, 2)
    expect([more.loading, more.loadingMore, ids(more)]).toEqual([false, true, ids(shown)])
  })

  it('page 1 replaces the list, a later page appends; more exists while fewer than found are shown', () => {
    expect([ids(shown).length, shown.total, shown.hasMore, shown.connection]).toEqual([10, 25, true, 'connected'])
    const two = pageIn(searching(shown, 2), { ...result(hits('b', 10), 25), page: 2 }, 2)
    expect([ids(two).length, two.page, two.hasMore, two.loadingMore]).toEqual([20, 2, true, false])
    expect(ids(two).slice(9, 11)).toEqual(['a9', 'b0'])
    const three = pageIn(two, result(hits('c', 5), 25), 3)
    expect([ids(three).length, three.hasMore]).toEqual([25, false])
  })

  it('a page without hits ends the list, whatever found says', () => {
    expect(pageIn(shown, result([], 25), 2).hasMore).toBe(false)
  })

  it('a first screen shows with loading-more until its page comes; one that is the whole page changes nothing', () => {
    const waiting = searching(shown, 1)
    const head = firstScreen(waiting, result(hits('h', 5), 40))
    expect([ids(head).length, head.total, head.loading, head.loadingMore, head.hasMore]).toEqual([
      5,
      40,
      false,
      true,
      true,
    ])
    expect(firstScreen(waiting, result(hits('h', 3), 3))).toBe(waiting)
    expect(firstScreen(waiting, result(hits('h', PAGE_SIZE), 40))).toBe(waiting)
  })

  it('a failure disconnects with its message; page 1 shows what stands in, a later page keeps the list', () => {
    const failed = searchFailed(searching(shown, 1), 'boom', { hits: hits('s', 3), found: 3 })
    expect([ids(failed), failed.total, failed.connection, failed.error]).toEqual([
      ['s0', 's1', 's2'],
      3,
      'disconnected',
      'boom',
    ])
    expect([failed.loading, failed.hasMore]).toEqual([false, false])
    const later = searchFailed(searching(shown, 2), 'boom')
    expect([ids(later), later.total, later.loadingMore, later.hasMore]).toEqual([ids(shown), 25, false, false])
  })

  it('a cleared box starts again, keeping the connection and, while it is down, its error', () => {
    expect(queryCleared(shown, '  ')).toEqual({ ...initialSearch('  '), connection: 'connected' })
    const down = searchFailed(shown, 'boom')
    expect(queryCleared(down, '')).toMatchObject({ hits: [], total: 0, connection: 'disconnected', error: 'boom' })
  })

  it('a failed health check disconnects, keeping the error a search already showed', () => {
    expect(healthFailed(initialSearch(), 'health')).toMatchObject({ connection: 'disconnected', error: 'health' })
    expect(healthFailed(searchFailed(shown, 'boom'), 'health').error).toBe('boom')
  })
})
