import { describe, expect, it } from 'vitest'
import { keywordScreen, type KeywordScreenInput } from '../../../src/react-islands/keyword/screen'
import type { SearchHit } from '../../../src/search-core'

const hit = (id: string, snippetHtml = `<mark>${id}</mark>`): SearchHit => ({
  id,
  url: `/${id}.html`,
  hierarchy: { lvl0: 'A', lvl1: 'B', lvl2: '', lvl3: '' },
  content: id,
  snippetHtml,
})
const hits = (n: number) => Array.from({ length: n }, (_, i) => hit(`h${i}`))

/** The panel's state as useKeywordSearch leaves it, with the box's text. */
const state = (patch: Partial<KeywordScreenInput>): KeywordScreenInput => ({
  input: '',
  query: '',
  hits: [],
  total: 0,
  loading: false,
  connection: 'connected',
  ...patch,
})
/** A search for 显存 that ended with these hits. */
const searched = (found: SearchHit[], patch: Partial<KeywordScreenInput> = {}) =>
  state({ input: '显存', query: '显存', hits: found, total: found.length, ...patch })

describe('which keyword screen the panel shows', () => {
  it('an empty box: the start screen, nothing else', () => {
    expect(keywordScreen(state({}))).toEqual({ body: 'start', error: false, expanded: false, askAi: false })
    expect(keywordScreen(state({ connection: 'unknown' })).error).toBe(false)
  })

  it('a blank box is the start screen whatever the last search held', () => {
    expect(keywordScreen(searched(hits(2), { input: '   ' }))).toEqual({
      body: 'start',
      error: false,
      expanded: false,
      askAi: false,
    })
  })

  it('text the search has not taken yet (the first render of a query the panel opened with): nothing', () => {
    expect(keywordScreen(state({ input: '显存' }))).toEqual({
      body: 'none',
      error: false,
      expanded: false,
      askAi: false,
    })
  })

  it('a search under way: the list it fills, counted once it holds results, with no Ask AI row', () => {
    expect(keywordScreen(searched([], { loading: true }))).toEqual({
      body: 'results',
      error: false,
      expanded: false,
      askAi: false,
    })
    expect(keywordScreen(searched(hits(1), { loading: true }))).toEqual({
      body: 'results',
      error: false,
      expanded: true,
      askAi: false,
    })
  })

  it('results: the list, expanded and counted; the Ask AI row only for at most 3 of them', () => {
    expect(keywordScreen(searched(hits(10), { total: 25 }))).toEqual({
      body: 'results',
      error: false,
      expanded: true,
      askAi: false,
    })
    expect(keywordScreen(searched(hits(4))).askAi).toBe(false)
    expect(keywordScreen(searched(hits(3))).askAi).toBe(true)
    expect(keywordScreen(searched(hits(1))).askAi).toBe(true)
  })

  it('weak results (the first marks none of the words) offer the Ask AI row however many', () => {
    const weak = [hit('a', 'found by its meaning'), ...hits(9)]
    expect(keywordScreen(searched(weak, { total: 40 }))).toEqual({
      body: 'results',
      error: false,
      expanded: true,
      askAi: true,
    })
  })

  it('the results shown stay while a new query waits for its search', () => {
    expect(keywordScreen(searched(hits(10), { input: '显存不足', query: '显存不足', total: 25 }))).toMatchObject({
      body: 'results',
      expanded: true,
    })
  })

  it('no results: the message and the Ask AI row, nothing expanded', () => {
    expect(keywordScreen(searched([]))).toEqual({ body: 'noResults', error: false, expanded: false, askAi: true })
  })

  it('an engine error: the warning above the results standing in for the engine', () => {
    expect(keywordScreen(searched(hits(3), { connection: 'disconnected' }))).toEqual({
      body: 'results',
      error: true,
      expanded: true,
      askAi: true,
    })
    expect(keywordScreen(searched(hits(8), { connection: 'disconnected' }))).toMatchObject({
      body: 'results',
      error: true,
      askAi: false,
    })
  })

  it('an engine error with nothing standing in: the warning above no results', () => {
    expect(keywordScreen(searched([], { connection: 'disconnected' }))).toEqual({
      body: 'noResults',
      error: true,
      expanded: false,
      askAi: true,
    })
  })

  it('a failed health check before any search: the warning above the start screen', () => {
    expect(keywordScreen(state({ connection: 'disconnected' }))).toEqual({
      body: 'start',
      error: true,
      expanded: false,
      askAi: false,
    })
  })
})
