import { describe, expect, it } from 'vitest'
import { FAQ_PAGE, PAGE_KINDS, pageKind, type PageKind } from '../../../src/contracts/page-kind'

// Every kind, in both locales: the one rule the indexer, the exporter, the dev index, the VitePress
// hooks and the theme's layout read.
const CASES: [string, Record<string, unknown>, PageKind][] = [
  ['index.md', { layout: 'home' }, 'home'],
  ['en/index.md', { layout: 'home' }, 'home'],
  ['index.md', {}, 'home'],
  ['gen-studio/api/maas.md', { layout: 'ApiReference', spec: '/openapi/maas.yaml' }, 'api-reference'],
  ['en/gen-studio/api/maas.md', { spec: '/openapi/maas.yaml' }, 'api-reference'],
  ['support/faq.md', {}, 'faq'],
  ['en/support/faq.md', { title: 'FAQ' }, 'faq'],
  ['posts/how-to-select-gpu.md', { tags: ['fundamentals'] }, 'post'],
  ['en/posts/x.md', {}, 'post'],
  ['posts/series/part-1/index.md', {}, 'post'],
  ['ai-studio/index.md', {}, 'landing'],
  ['en/ai-studio/index.md', {}, 'landing'],
  ['posts/index.md', {}, 'landing'],
  ['gen-studio/changelog.md', {}, 'changelog'],
  ['en/gen-studio/changelog.md', {}, 'changelog'],
  ['ai-studio/dev-instance/index.md', {}, 'doc'],
  ['ai-studio/dev-instance/create.md', {}, 'doc'],
  ['docs/en/ai-studio/quota.md', {}, 'doc'],
]

describe('pageKind', () => {
  it.each(CASES)('%s %j is a %s page', (rel, frontmatter, kind) => {
    expect(pageKind(rel, frontmatter)).toBe(kind)
  })

  it('covers every kind', () => {
    expect(new Set(CASES.map(([, , kind]) => kind))).toEqual(new Set(PAGE_KINDS))
  })

  it('lets the frontmatter decide what the path does not: a home layout anywhere, an empty spec is none', () => {
    expect(pageKind('campaign/index.md', { layout: 'home' })).toBe('home')
    expect(pageKind('gen-studio/api/maas.md', { layout: 'ApiReference', spec: '  ' })).toBe('doc')
    expect(pageKind('gen-studio/api/maas.md', { spec: 7 })).toBe('doc')
    expect(pageKind(`ai-studio/${FAQ_PAGE}`, {})).toBe('doc')
  })
})
