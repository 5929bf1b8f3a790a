import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mergeResults, normalizeHit, normalizeResult, sanitizeHighlight } from '../../../src/search-core'

const flat = {
  document: {
    id: 'r1',
    'hierarchy.lvl0': '一站式 AI 平台',
    'hierarchy.lvl1': '创建开发机',
    'hierarchy.lvl2': '在控制台创建',
    content: '打开 AIStudio 开发机页面',
    url: '/ai-studio/dev-instance/create.html',
    anchor: 'console',
  },
  highlights: [
    { field: 'hierarchy.lvl1', snippet: '<mark>创建</mark>开发机' },
    { field: 'content', snippet: '打开 AIStudio <mark>开发机</mark>页面' },
  ],
  text_match: 578730123365187700,
  vector_distance: 0.21,
}

describe('hit normalisation', () => {
  it('reads a flat hierarchy, prefers the content snippet and appends the anchor', () => {
    expect(normalizeHit(flat)).toEqual({
      id: 'r1',
      url: '/ai-studio/dev-instance/create.html#console',
      hierarchy: { lvl0: '一站式 AI 平台', lvl1: '创建开发机', lvl2: '在控制台创建', lvl3: '' },
      content: '打开 AIStudio 开发机页面',
      snippetHtml: '打开 AIStudio <mark>开发机</mark>页面',
      textMatch: 578730123365187700,
      vectorDistance: 0.21,
    })
  })

  it('reads a nested hierarchy and falls back to the first highlight, then raw content', () => {
    const nested = {
      document: { objectID: 'o1', hierarchy: { lvl0: 'A', lvl1: 'B' }, content: 'x < y', url: '/p.html#s' },
      highlights: [{ field: 'hierarchy.lvl1', snippet: '<mark>B</mark>' }],
    }
    const hit = normalizeHit(nested)!
    expect(hit.hierarchy).toEqual({ lvl0: 'A', lvl1: 'B', lvl2: '', lvl3: '' })
    expect(hit.id).toBe('o1')
    expect(hit.snippetHtml).toBe('<mark>B</mark>')
    expect(hit.url).toBe('/p.html#s')
    expect(normalizeHit({ document: { content: 'x < y', url: '/q.html' } })!.snippetHtml).toBe('x &lt; y')
  })

  it('falls back to the URL for the id and reads the `highlight` object form', () => {
    const hit = normalizeHit({
      document: { url: '/a.html', content: 'c' },
      highlight: { content: { snippet: 'a <mark>c</mark>' } },
    })!
    expect(hit.id).toBe('/a.html')
    expect(hit.snippetHtml).toBe('a <mark>c</mark>')
  })

  it('yields no hits and found 0 for responses without a valid hits list', () => {
    for (const bad of [null, undefined, 42, 'x', {}, { hits: 'nope' }, { hits: null, found: 9 }, [1, 2]]) {
      expect(normalizeResult(bad)).toEqual({ hits: [], found: 0, page: 1, searchTimeMs: 0 })
    }
    expect(normalizeResult({ hits: [null, 1, { document: 'x' }, flat], found: 1 }).hits).toHaveLength(1)
  })

  it('merges collections by text_match descending and sums found', () => {
    const a = normalizeResult({ hits: [{ ...flat, text_match: 5 }], found: 3, page: 1 })
    const b = normalizeResult({
      hits: [{ ...flat, document: { ...flat.document, id: 'r2' }, text_match: 9 }],
      found: 4,
      page: 1,
    })
    const merged = mergeResults([a, b])
    expect(merged.hits.map((h) => h.id)).toEqual(['r2', 'r1'])
    expect(merged.found).toBe(7)
  })
})

describe('highlight sanitising', () => {
  it.each([
    ['<script>alert(1)</script><mark>开发机</mark>', 'alert(1)<mark>开发机</mark>'],
    ['<img src=x onerror=alert(1)>text', 'text'],
    ['<a href="javascript:alert(1)">click</a>', 'click'],
    ['<mark onclick="alert(1)">x</mark>', 'x'],
    ['<svg/onload=alert(1)><mark>a</mark>', '<mark>a</mark>'],
    ['a <mark>b', 'a <mark>b</mark>'],
    ['</mark>a</mark>', 'a'],
    ['<mark><mark>x</mark></mark>', '<mark>x</mark>'],
    ['5 > 3 & "q"', '5 &gt; 3 &amp; &quot;q&quot;'],
    // Nested quotes leave inert, escaped residue: text, never markup.
    ['<iframe src="data:text/html,<script>1</script>">', '1&quot;&gt;'],
    ['<MARK>Up</MARK>', '<mark>Up</mark>'],
  ])('%s', (input, out) => {
    expect(sanitizeHighlight(input)).toBe(out)
  })

  it.each([
    // The embedded engine's own highlight: its entities are kept, not escaped a second time.
    [
      'OpenAI&#39;s <mark>API</mark> &amp; &lt;port&gt; &quot;q&quot;',
      'OpenAI&#39;s <mark>API</mark> &amp; &lt;port&gt; &quot;q&quot;',
    ],
    // Anything else is still made inert.
    ['a & b <script>x</script> &lt;', 'a &amp; b x &lt;'],
    ['&#x3c;script&#x3e; &nbsp;', '&amp;#x3c;script&amp;#x3e; &amp;nbsp;'],
    ['<img src=x onerror=alert(1)>"q\'', '&quot;q&#39;'],
  ])('escaped HTML: %s', (input, out) => {
    expect(sanitizeHighlight(input, { escaped: true })).toBe(out)
  })

  it('leaves only <mark> tags and its own entities for any input, escaped or not (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const rest = sanitizeHighlight(s, { escaped: true }).replace(/<\/?mark>/g, '')
        return !/[<>"']/.test(rest) && !/&(?!(?:amp|lt|gt|quot|#39);)/.test(rest)
      }),
      { numRuns: 500 },
    )
  })

  it('leaves only <mark> tags for any input (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        const rest = sanitizeHighlight(s).replace(/<\/?mark>/g, '')
        return !/[<>"']/.test(rest)
      }),
      { numRuns: 500 },
    )
  })

  it('never throws on arbitrary JSON (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const r = normalizeResult(v)
        normalizeHit(v)
        normalizeResult({ hits: [v, { document: v }, { document: { id: 'x', url: v, content: v }, highlights: v }] })
        return Array.isArray(r.hits) && r.found >= 0
      }),
      { numRuns: 500 },
    )
  })
})
