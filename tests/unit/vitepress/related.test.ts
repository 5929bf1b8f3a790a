import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readPostCatalogue, resolveRelated, siteCatalogue } from '../../../.vitepress/build/related'
import config from '../../../.vitepress/config'

const srcDir = path.resolve(__dirname, '../../../docs')
const catalogue = siteCatalogue(srcDir)

describe('related reading by slug', () => {
  it('reads the post catalogue from the posts’ frontmatter', () => {
    const posts = readPostCatalogue(srcDir)
    expect(posts.length).toBeGreaterThanOrEqual(55)
    const gpu = posts.find((p) => p.slug === 'how-to-select-gpu')!
    expect(gpu.url).toBe('/posts/how-to-select-gpu.html')
    expect(gpu.frontmatter.title).not.toBe('')
    expect(gpu.frontmatter.tags.length).toBeGreaterThan(0)
    expect(
      posts.every((p) => p.frontmatter.title && p.frontmatter.description && !p.frontmatter.title.startsWith('"')),
    ).toBe(true)
  })

  it('resolves posts and API references into cards', () => {
    const cards = resolveRelated('docs/a.md', { posts: ['cuda-vs-conda'], apiReferences: ['maas-comfyui'] }, catalogue)
    expect(cards.map((c) => c.href)).toEqual(['/posts/cuda-vs-conda.html', '/gen-studio/api/maas-comfyui.html'])
    expect(cards[0]!.title).toBe('CUDA 与 Conda：名字相像的两回事')
    expect(cards[0]!.tag).toEqual({ text: '入门基础', link: '/posts/' })
    expect(cards[0]!.readTime).toBeGreaterThan(0)
    expect(cards[1]).toMatchObject({ title: 'ComfyUI API', tag: { text: 'API 参考', link: '/gen-studio/api/' } })
  })

  it('a misspelt slug fails with the file and the slug', () => {
    expect(() => resolveRelated('docs/x/y.md', { posts: ['cuda-vs-condaa'] }, catalogue)).toThrow(
      'docs/x/y.md: Post cuda-vs-condaa not found.',
    )
    expect(() => resolveRelated('docs/x/y.md', { apiReferences: ['maas-comfy'] }, catalogue)).toThrow(
      'docs/x/y.md: API reference maas-comfy not found.',
    )
    expect(() => resolveRelated('docs/x/y.md', { post: ['cuda-vs-conda'] }, catalogue)).toThrow(
      'docs/x/y.md: frontmatter related has unknown keys: post',
    )
    expect(() => resolveRelated('docs/x/y.md', { posts: 'cuda-vs-conda' }, catalogue)).toThrow(
      'docs/x/y.md: frontmatter related.posts must be a list of slugs.',
    )
    expect(() => resolveRelated('docs/x/y.md', ['cuda-vs-conda'], catalogue)).toThrow(
      'docs/x/y.md: frontmatter related must name',
    )
  })

  it('the build resolves it for every page, so a typo in frontmatter stops the build', async () => {
    const transform = config.transformPageData!
    const page = (related: unknown) =>
      ({
        relativePath: 'gen-studio/api/tutorial.md',
        filePath: 'gen-studio/api/tutorial.md',
        frontmatter: { related },
      }) as unknown as Parameters<typeof transform>[0]
    const ok = page({ apiReferences: ['maas'] })
    await transform(ok, {} as Parameters<typeof transform>[1])
    expect((ok.frontmatter.relatedCards as { href: string }[]).map((c) => c.href)).toEqual([
      '/gen-studio/api/maas.html',
    ])
    await expect(async () =>
      transform(page({ posts: ['how-to-select-gpus'] }), {} as Parameters<typeof transform>[1]),
    ).rejects.toThrow('docs/gen-studio/api/tutorial.md: Post how-to-select-gpus not found.')
  })
})
