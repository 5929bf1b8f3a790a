import { describe, expect, it } from 'vitest'
import { EXCERPT_LENGTH, extractSources, MAX_SOURCES, UNTITLED_SOURCE } from '../../../src/search-core'

describe('sources', () => {
  it('keeps at most 3, with a 150-character excerpt plus ellipsis', () => {
    const docs = Array.from({ length: 5 }, (_, i) => ({
      'hierarchy.lvl2': `节 ${i}`,
      content: '字'.repeat(200),
      url: `/p${i}.html`,
    }))
    const s = extractSources(docs)
    expect(MAX_SOURCES).toBe(3)
    expect(s).toHaveLength(3)
    expect(s[0]?.excerpt).toBe('字'.repeat(EXCERPT_LENGTH) + '...')
    expect(extractSources([{ content: '短', url: '/a.html' }])[0]?.excerpt).toBe('短')
  })

  it('falls back lvl2 → lvl1 → lvl0 → Untitled Source for the title', () => {
    expect(extractSources([{ 'hierarchy.lvl1': 'L1', 'hierarchy.lvl0': 'L0', url: '/a.html' }])[0]?.title).toBe('L1')
    expect(extractSources([{ hierarchy: { lvl0: 'L0' }, url: '/a.html' }])[0]?.title).toBe('L0')
    expect(extractSources([{ url: '/a.html' }])[0]?.title).toBe(UNTITLED_SOURCE)
    expect(UNTITLED_SOURCE).toBe('Untitled Source')
  })

  it('drops sources without a url and links to the exact section', () => {
    const s = extractSources([{ content: 'no url' }, null, 'x', { content: 'ok', url: '/b.html', anchor: 'sec' }])
    expect(s).toEqual([{ title: UNTITLED_SOURCE, excerpt: 'ok', url: '/b.html#sec' }])
  })
})
