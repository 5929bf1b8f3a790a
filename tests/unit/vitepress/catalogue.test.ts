import { describe, expect, it } from 'vitest'
import { apiReferences } from '../../../.vitepress/theme/data/apiReferences'
import {
  countWords,
  findApiReference,
  findPost,
  normaliseTags,
  POST_TAGS,
  READING_WORDS_PER_MINUTE,
  readTimeMinutes,
  type PostEntry,
} from '../../../.vitepress/theme/support/catalogue'

const post = (slug: string): PostEntry => ({
  slug,
  url: `/posts/${slug}.html`,
  frontmatter: { title: slug, description: '', tags: ['tricks'], image: { src: '/images/posts/tricks.svg' } },
  authorName: '',
  authorImageSrc: '',
  authorLink: '',
  readTime: 1,
})

describe('reading time', () => {
  it('counts a Chinese character as a word, and latin words as words', () => {
    expect(countWords('在开发机上用 PyTorch DDP 训练')).toBe(8 + 2)
    expect(countWords('---\ntitle: 不算\n---\n你好 world')).toBe(3)
    expect(countWords("it's state-of-the-art")).toBe(2)
  })

  it('is words / 200 per minute, at least one minute', () => {
    expect(READING_WORDS_PER_MINUTE).toBe(200)
    expect(readTimeMinutes('字'.repeat(1000))).toBe(5)
    expect(readTimeMinutes('字'.repeat(1100))).toBe(6)
    expect(readTimeMinutes('短')).toBe(1)
  })
})

describe('lookups', () => {
  it('finds a post by slug and raises for an unknown one', () => {
    const posts = [post('how-to-select-gpu'), post('cuda-vs-conda')]
    expect(findPost(posts, 'cuda-vs-conda').url).toBe('/posts/cuda-vs-conda.html')
    expect(() => findPost(posts, 'nope')).toThrow('Post nope not found.')
  })

  it('finds an API reference by slug and raises for an unknown one', () => {
    expect(findApiReference(apiReferences, 'maas-comfyui').title).toBe('ComfyUI API')
    expect(() => findApiReference(apiReferences, 'graphql')).toThrow('API reference graphql not found.')
    for (const r of apiReferences) expect(r.tags).toEqual(['api-reference'])
  })
})

describe('tags', () => {
  it('keeps only the seven known tags, in catalogue order', () => {
    expect(POST_TAGS).toEqual([
      'fundamentals',
      'tricks',
      'tutorials',
      'integrations',
      'environments',
      'frameworks',
      'trial',
    ])
    expect(normaliseTags(['trial', 'bogus', 'fundamentals'])).toEqual(['fundamentals', 'trial'])
    expect(normaliseTags('tricks')).toEqual(['tricks'])
    expect(normaliseTags(undefined)).toEqual([])
  })
})
