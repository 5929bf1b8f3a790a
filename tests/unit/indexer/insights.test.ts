import { parseBridgeRules } from '../../../src/search-core/synonyms'
import { describe, expect, it } from 'vitest'
import { localeOf, parseEvents, pathOf } from '../../../src/indexer/insights/events'
import {
  aggregate,
  queryKey,
  REFORMULATION_WINDOW_MS,
  sourceOfUrl,
  suggest,
  type SiteLookup,
} from '../../../src/indexer/insights/report'

const line = (name: string, payload: Record<string, unknown>, time: number | string = 0) =>
  JSON.stringify({ name, payload, time })

describe('reading an analytics export', () => {
  it('keeps events, counts lines that are not events, skips blank lines', () => {
    const text = [
      line('KeywordSearchNoResults', { query: 'a' }, '2025-01-01T00:00:00Z'),
      '',
      '{oops',
      '{"payload":{}}',
      '"just a string"',
      '{"name":"X","payload":[1]}',
      '{"name":"X"}',
    ].join('\n')
    const { events, badLines } = parseEvents(text)
    expect(badLines).toBe(4)
    expect(events.map((e) => [e.name, e.time, e.line])).toEqual([
      ['KeywordSearchNoResults', Date.parse('2025-01-01T00:00:00Z'), 1],
      ['X', null, 7],
    ])
  })

  it('takes an event’s locale from its payload, else from a URL it carries', () => {
    expect(localeOf({ locale: 'en' })).toBe('en')
    expect(localeOf({ url: '/en/a.html' })).toBe('en')
    expect(localeOf({ sources: ['https://docs.example.com/en/a.html#x'] })).toBe('en')
    expect(localeOf({ sources: [{ url: '/a.html' }] })).toBe('zh')
    expect(localeOf({})).toBe('zh')
    expect(pathOf('https://docs.example.com/a/b.html?x=1#c')).toBe('/a/b.html')
  })

  it('tells queries apart by their folded words, not case, spacing or closing punctuation', () => {
    expect(queryKey(' ＡＰＩ  Key？')).toBe(queryKey('api key'))
    expect(sourceOfUrl('/a/b.html')).toBe('docs/a/b.md')
    expect(sourceOfUrl('/en/a/')).toBe('docs/en/a/index.md')
  })
})

describe('aggregating', () => {
  it('counts the last vote on each answer (a vote can be changed)', () => {
    const { events } = parseEvents(
      [
        line('AIAnswerFeedback', { value: 'down', messageId: 'm', reason: 'incorrect', question: 'q' }, 1),
        line('AIAnswerFeedback', { value: 'up', messageId: 'm' }, 2),
        line('AIAnswerFeedback', { value: 'up', messageId: 'n' }, 1),
        line('AIAnswerFeedback', { value: 'down', messageId: 'n', reason: 'weird', question: 'q2' }, 2),
      ].join('\n'),
    )
    expect(aggregate(events).locales.zh?.wrongByReason).toEqual([
      { reason: 'unspecified', answers: [{ question: 'q2', note: '' }] },
    ])
  })

  it('pairs a failed query with the next clicked one of the same session, within the window', () => {
    const s = { anonymousId: 's1' }
    const { events } = parseEvents(
      [
        line('KeywordSearchNoResults', { ...s, query: 'a' }, 0),
        line('TraditionalSearchResultClicked', { ...s, query: 'b', url: '/p.html#x' }, 1000),
        line('KeywordSearchNoResults', { ...s, query: 'c' }, 2000),
        line(
          'TraditionalSearchResultClicked',
          { ...s, query: 'd', url: '/q.html' },
          2000 + REFORMULATION_WINDOW_MS + 1,
        ),
        line('KeywordSearchNoResults', { anonymousId: 's2', query: 'e' }, 0),
        line('TraditionalSearchResultClicked', { anonymousId: 's3', query: 'f', url: '/r.html' }, 1),
      ].join('\n'),
    )
    expect(aggregate(events).locales.zh?.reformulations).toEqual([
      { failed: 'a', clicked: 'b', url: '/p.html', count: 1 },
    ])
  })
})

describe('suggestions', () => {
  const site = (page: string | null, everywhere: string): SiteLookup => ({
    search: async () => [],
    pageText: () => page,
    siteHas: (_l, w) => everywhere.includes(w),
  })
  const r = { failed: 'vram exhausted', clicked: 'out of memory', url: '/p.html', count: 1 }

  it('suggests a rule of the colloquial table when no page uses the reader’s words', () => {
    const s = suggest('en', r, site('out of gpu memory', 'out of gpu memory'))
    expect(s).toMatchObject({
      kind: 'colloquial',
      rule: { id: 'reader-vram-exhausted', root: 'vram exhausted', synonyms: ['out of memory'] },
    })
    // In the table's own format: docs/search-colloquial.json takes it as it is.
    const rule = s?.kind === 'colloquial' ? s.rule : null
    expect(parseBridgeRules({ synonyms: [rule] })).toEqual([{ ...rule, bridge: true }])
  })
  it('suggests a page keyword when other pages use them', () => {
    expect(suggest('en', r, site('out of gpu memory', 'vram is exhausted elsewhere'))).toMatchObject({
      kind: 'keyword',
      keyword: 'vram exhausted',
      source: 'docs/p.md',
      missing: ['vram', 'exhausted'],
    })
  })
  it('suggests nothing when the page has the words, or is gone', () => {
    expect(suggest('en', r, site('vram exhausted: out of memory', ''))).toBeNull()
    expect(suggest('en', r, site(null, ''))).toBeNull()
  })
})
