import { describe, expect, it } from 'vitest'
import {
  buildSearchEntries,
  chatTimeoutSeconds,
  classifyError,
  extractSources,
  hitUrl,
  mergeResults,
  normalizeHit,
  PLAIN_SNIPPET_LENGTH,
  safeHref,
  SERVER_BLOCKING_CALL_TRIES,
  SERVER_LLM_CALL_CAP_SECONDS,
  sourcesFromHits,
  type SearchHit,
} from '../../../src/search-core'
import { loadSystemPrompt } from '../../../src/indexer/prompts'
import { sampleResults } from '../../../src/react-islands/hooks/useKeywordSearch'
import { defined } from '../../../testkit/defined'

describe('links built from index data', () => {
  it('keep same-site paths and http(s), drop every other scheme', () => {
    for (const ok of [
      '/ai-studio/job/create.html#a',
      './x.html',
      'x.html',
      '#top',
      'https://docs.example.com/a',
      'HTTP://example.com',
      '/a?b=c:d',
    ])
      expect(safeHref(ok), ok).toBe(ok)
    for (const bad of [
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'file:///etc/passwd',
      '//evil.example.com/x',
      '/\\evil.example.com',
      'java\tscript:alert(1)',
      'blob:https://x/y',
      '',
      null,
      42,
    ]) {
      expect(safeHref(bad), String(bad)).toBe('')
    }
  })

  it('a record whose url is data: or vbscript: becomes a hit and a source without a link', () => {
    const hit = normalizeHit({ document: { id: 'x', url: 'data:text/html;base64,PHNjcmlwdD4=', content: 'c' } })
    expect(hit?.url).toBe('')
    expect(hitUrl({ url: 'vbscript:msgbox(1)', anchor: 'a' })).toBe('')
    expect(
      extractSources([
        { url: 'vbscript:msgbox(1)', content: 'x' },
        { url: '/ok.html', content: 'y' },
      ]).map((s) => s.url),
    ).toEqual(['/ok.html'])
  })
})

describe('hybrid results', () => {
  const hit = (id: string, textMatch: number, fusionScore?: number): SearchHit => ({
    id,
    url: `/${id}.html`,
    hierarchy: { lvl0: '', lvl1: '', lvl2: '', lvl3: '' },
    content: '',
    snippetHtml: '',
    textMatch,
    fusionScore,
  })
  const result = (hits: SearchHit[]) => ({ hits, found: hits.length, page: 1, searchTimeMs: 1 })

  it("keeps each collection's fusion order and interleaves collections by fusion score", () => {
    const docs = result([hit('vec', 0, 0.8), hit('kw', 900, 0.6), hit('low', 500, 0.1)])
    const faq = result([hit('faq', 990, 0.7)])
    expect(mergeResults([docs, faq]).hits.map((h) => h.id)).toEqual(['vec', 'faq', 'kw', 'low'])
  })

  it('keyword-only results (no fusion score) merge by text_match', () => {
    expect(mergeResults([result([hit('a', 5), hit('b', 1)]), result([hit('c', 3)])]).hits.map((h) => h.id)).toEqual([
      'a',
      'c',
      'b',
    ])
  })

  it('a vector-only hit (no highlight) shows the start of its content, escaped', () => {
    const content = '<b>' + '长'.repeat(300)
    const h = normalizeHit({
      document: { id: 'v', url: '/v.html', content },
      highlights: [],
      highlight: {},
      text_match: 0,
      hybrid_search_info: { rank_fusion_score: 0.5 },
    })!
    expect(h.fusionScore).toBe(0.5)
    expect(h.snippetHtml).toBe('&lt;b&gt;' + '长'.repeat(PLAIN_SNIPPET_LENGTH - 3) + '…')
  })
})

describe('embedding field', () => {
  it('empty → keyword-only entries: no vector_query, no embedding in query_by or weights', () => {
    const e = defined(buildSearchEntries('如何创建开发机', ['docs'], 1, undefined, '')[0], 'the entry')
    expect(e.query_by).toBe('content,hierarchy.lvl0,hierarchy.lvl1,hierarchy.lvl2')
    expect(e.query_by_weights).toBe('4,2,1,1')
    expect(e).not.toHaveProperty('vector_query')
    expect(e).not.toHaveProperty('exclude_fields')
    expect(e.sort_by).toBe('_text_match:desc')
  })

  it('another name replaces embedding everywhere', () => {
    const e = defined(buildSearchEntries('如何创建开发机', ['docs'], 1, undefined, 'vec')[0], 'the entry')
    expect(e.query_by).toBe('content,hierarchy.lvl0,hierarchy.lvl1,hierarchy.lvl2,vec')
    expect(e.vector_query).toMatch(/^vec:\(\[\], k:20/)
    expect(e.exclude_fields).toBe('vec')
  })
})

describe('what the server can deliver', () => {
  it('chat timeouts are what the server can take: one streamed budget, blocking calls tried twice, a rewrite first for a follow-up', () => {
    expect([SERVER_LLM_CALL_CAP_SECONDS, SERVER_BLOCKING_CALL_TRIES]).toEqual([60, 2])
    expect([
      chatTimeoutSeconds(false, true),
      chatTimeoutSeconds(true, true),
      chatTimeoutSeconds(false, false),
      chatTimeoutSeconds(true, false),
    ]).toEqual([70, 190, 130, 250])
  })

  it('the deep prompts ask for an answer that fits the minute', () => {
    expect(loadSystemPrompt('en', 'deep')).toMatch(/within one minute/)
    expect(loadSystemPrompt('zh', 'deep')).toMatch(/一分钟内/)
  })
})

describe('errors carry the body', () => {
  it('httpBody from typesense-js errors and our own', () => {
    expect(
      classifyError(
        Object.assign(new Error('x'), { name: 'ObjectNotFound', httpStatus: 404, httpBody: '{"message":"Not Found"}' }),
      ).httpBody,
    ).toBe('{"message":"Not Found"}')
    expect(classifyError(Object.assign(new Error('x'), { httpStatus: 400, httpBody: { code: 400 } })).httpBody).toBe(
      '{"code":400}',
    )
  })
})

describe('sources in every mode', () => {
  it('from search hits: lvl2 → lvl1 → lvl0 → Untitled Source, 150 characters plus ..., one per page', () => {
    const mk = (url: string, h: Partial<SearchHit['hierarchy']>, content: string): SearchHit => ({
      id: url,
      url,
      hierarchy: { lvl0: '', lvl1: '', lvl2: '', lvl3: '', ...h },
      content,
      snippetHtml: '',
    })
    const s = sourcesFromHits([
      mk('/a.html#x', { lvl0: 'L0', lvl1: 'L1', lvl2: 'L2' }, '字'.repeat(200)),
      mk('/a.html#y', { lvl1: 'dup' }, ''),
      mk('/b.html', { lvl0: 'L0' }, '短'),
      mk('/c.html', {}, ''),
      mk('/d.html', {}, ''),
    ])
    expect(s.map((x) => x.title)).toEqual(['L2', 'L0', 'Untitled Source'])
    expect(s[0]?.excerpt).toBe('字'.repeat(150) + '...')
  })
})

describe('sample results', () => {
  it("BEHAVIOUR.md's three canned pages, those matching the query first, never an empty list", () => {
    expect(sampleResults('zh', '推理').map((h) => h.url)).toEqual([
      '/ai-studio/inference/deploy.html',
      '/gen-studio/api/',
    ])
    expect(sampleResults('zh', 'zzzz').map((h) => h.url)).toEqual([
      '/ai-studio/inference/deploy.html',
      '/gen-studio/api/',
      '/fundamentals/core-features.html',
    ])
    expect(sampleResults('en', 'api').map((h) => h.url)).toEqual(['/en/gen-studio/api/'])
  })
})
