import { describe, expect, it } from 'vitest'
import { PAGE_KEY_FIELD, pageKeyOf } from '../../../src/contracts/page-key'
import { pageUrlOf } from '../../../src/contracts/page-url'
import { pageFilter } from '../../../src/search-core/chat'
import { typesenseTokens } from '../../../testkit/typesense-fake/filter'

describe('the page key', () => {
  it('is FNV-1a 64 of the url as 16 lowercase hex digits (the published test vectors)', () => {
    expect(pageKeyOf('')).toBe('cbf29ce484222325')
    expect(pageKeyOf('a')).toBe('af63dc4c8601ec8c')
    expect(pageKeyOf('foobar')).toBe('85944171f73967e8')
  })

  it('tells apart the urls whose Typesense tokens are the same', () => {
    // Both are the one token `abhtml` to the server; their keys differ.
    expect(typesenseTokens('/a/b.html')).toEqual(typesenseTokens('/ab.html'))
    expect(pageKeyOf('/a/b.html')).not.toBe(pageKeyOf('/ab.html'))
    expect(pageKeyOf('/A.html')).not.toBe(pageKeyOf('/a.html'))
    expect(pageKeyOf('/en/ai-studio/')).not.toBe(pageKeyOf('/ai-studio/'))
  })

  it('hashes the UTF-8 bytes, so any tool can compute the same key', () => {
    expect(pageKeyOf('/文档.html')).toBe(pageKeyOf(decodeURIComponent('/%E6%96%87%E6%A1%A3.html')))
    expect(pageKeyOf('/文档.html')).toMatch(/^[0-9a-f]{16}$/)
  })

  it('is one token to Typesense, whatever the url, so `:=` on it is exact', () => {
    for (const url of ['/', '/a/b.html', pageUrlOf('ai-studio/job/create.md'), '/en/', '/x_y-z.html'])
      expect(typesenseTokens(pageKeyOf(url), '', [], ['_', '-'])).toEqual([pageKeyOf(url)])
  })

  it('is what the page filter sends, the home page included', () => {
    expect(pageFilter('/ai-studio/job/create.html')).toBe(
      `${PAGE_KEY_FIELD}:=${pageKeyOf('/ai-studio/job/create.html')}`,
    )
    expect(pageFilter('/')).toBe(`page_key:=${pageKeyOf('/')}`)
  })
})
