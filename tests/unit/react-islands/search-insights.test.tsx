// @vitest-environment jsdom
import { act, createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { KeywordSearchState } from '../../../src/react-islands/keyword/search-state'
import { useSearchInsights } from '../../../src/react-islands/hooks/useSearchInsights'
import type { SearchHit } from '../../../src/search-core'
import { reactHost } from './support/react-host'

const hit: SearchHit = {
  id: 'a',
  url: '/a.html',
  hierarchy: { lvl0: 'A', lvl1: 'B', lvl2: '', lvl3: '' },
  content: 'a',
  snippetHtml: 'a',
}
const state = (patch: Partial<KeywordSearchState>): KeywordSearchState => ({
  query: '',
  hits: [],
  total: 0,
  page: 1,
  loading: false,
  loadingMore: false,
  hasMore: false,
  connection: 'connected',
  error: null,
  ...patch,
})

const view = reactHost()
let opened: () => void = () => {}
let sent: [string, Record<string, unknown>][]
function Panel({ s }: { s: KeywordSearchState }) {
  opened = useSearchInsights(s, 'zh', 'local')
  return null
}
let current: KeywordSearchState
const show = (s: KeywordSearchState) => {
  current = s
  return act(() => view.root.render(createElement(Panel, { s })))
}
/** Typing: the panel keeps the hits it shows until the search runs (as useKeywordSearch does). */
const type = (query: string) => show({ ...current, query })
/** A search as the panel runs it: the query typed, the search running, its result (a new list). */
async function search(query: string, hits: SearchHit[], { batched = false } = {}) {
  await type(query)
  if (!batched) await show({ ...current, loading: true, hits: [] })
  await show({ ...current, loading: false, hits: [...hits], total: hits.length })
}

beforeEach(() => {
  sent = []
  ;(window as unknown as Record<string, unknown>).docsAnalytics = (e: string, p: Record<string, unknown>) =>
    sent.push([e, p])
  current = state({})
})
afterEach(() => vi.restoreAllMocks())
const names = () => sent.map(([e, p]) => [e, p.query, p.results])

describe('what the keyword panel tells the writers’ report', () => {
  it('reports a query that found nothing once, when its search settles', async () => {
    await show(current)
    await type('量子')
    expect(sent).toEqual([])
    await search('量子计算', [])
    await show({ ...current })
    expect(names()).toEqual([['KeywordSearchNoResults', '量子计算', undefined]])
    expect(sent[0]?.[1]).toMatchObject({ locale: 'zh', engine: 'local' })
  })

  it('sees a search whose running state never rendered (batched with its result)', async () => {
    await show(current)
    await search('量子', [], { batched: true })
    expect(names()).toEqual([['KeywordSearchNoResults', '量子', undefined]])
  })

  it('reports the last query as abandoned when the panel closes without a result opened', async () => {
    await search('显存', [hit])
    await search('显存不足', [hit, hit])
    await act(() => view.root.unmount())
    expect(names()).toEqual([['KeywordSearchAbandoned', '显存不足', 2]])
  })

  it('reports nothing when a result of the last query was opened', async () => {
    await search('显存', [hit])
    opened()
    await act(() => view.root.unmount())
    expect(sent).toEqual([])
  })

  it('a result opened for an earlier query does not cover a later one', async () => {
    await search('显存', [hit])
    opened()
    await search('关机', [])
    await act(() => view.root.unmount())
    expect(names()).toEqual([
      ['KeywordSearchNoResults', '关机', undefined],
      ['KeywordSearchAbandoned', '关机', 0],
    ])
  })
})
