import { describe, expect, it } from 'vitest'
import { sourcePage } from '../../../src/indexer/pages/read-page'

const rankOf = (rel: string, source = '# x\n') => sourcePage(rel, source).pageRank

describe('page rank (the billions of item_priority, both engines)', () => {
  it('lifts product landing pages and lowers tutorial posts and changelogs', () => {
    expect(rankOf('index.md')).toBe(1)
    expect(rankOf('en/index.md')).toBe(1)
    expect(rankOf('gen-studio/index.md')).toBe(1)
    expect(rankOf('posts/index.md')).toBe(1)
    expect(rankOf('gen-studio/api/rate-limit.md')).toBe(0)
    expect(rankOf('gen-studio/api/maas.md', '---\nspec: /openapi/maas.yaml\n---\n# x\n')).toBe(0)
    expect(rankOf('support/faq.md')).toBe(0)
    expect(rankOf('ai-studio/dev-instance/index.md')).toBe(0)
    expect(rankOf('posts/handle-rate-limits-and-retries.md')).toBe(-1)
    expect(rankOf('en/posts/x.md')).toBe(-1)
    expect(rankOf('gen-studio/changelog.md')).toBe(-1)
  })
})
