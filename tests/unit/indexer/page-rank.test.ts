import { describe, expect, it } from 'vitest'
import { pageRankFor } from '../../../src/indexer/pages/read-page'

describe('page rank (the billions of item_priority, both engines)', () => {
  it('lifts product landing pages and lowers tutorial posts and changelogs', () => {
    expect(pageRankFor('index.md')).toBe(1)
    expect(pageRankFor('gen-studio/index.md')).toBe(1)
    expect(pageRankFor('gen-studio/api/rate-limit.md')).toBe(0)
    expect(pageRankFor('ai-studio/dev-instance/index.md')).toBe(0)
    expect(pageRankFor('posts/handle-rate-limits-and-retries.md')).toBe(-1)
    expect(pageRankFor('gen-studio/changelog.md')).toBe(-1)
  })
})
