import { createContentLoader } from 'vitepress'
import { normaliseTags, readTimeMinutes, type PostEntry } from '../support/catalogue'

declare const data: PostEntry[]
export { data }

// The loader gives URLs, not the source paths pageKind (src/contracts/page-kind.ts) reads.
// eslint-disable-next-line local/one-home -- the catalogue's URLs, not a page's source path
const LIST_PAGE = /\/posts\/(index(\.html)?)?$/

/** The post catalogue, built from docs/posts/*.md (the list page itself excluded). */
export default createContentLoader('posts/*.md', {
  includeSrc: true,
  transform(raw): PostEntry[] {
    return raw
      .filter((p) => !LIST_PAGE.test(p.url))
      .map((p) => {
        const slug =
          p.url
            .replace(/\.html$/, '')
            .split('/')
            .pop() ?? ''
        const image = typeof p.frontmatter.image === 'string' ? p.frontmatter.image : ''
        return {
          slug,
          url: p.url.endsWith('.html') ? p.url : `${p.url}.html`,
          frontmatter: {
            title: String(p.frontmatter.title ?? slug),
            description: String(p.frontmatter.description ?? ''),
            tags: normaliseTags(p.frontmatter.tags),
            image: { src: image },
          },
          authorName: '',
          authorImageSrc: '',
          authorLink: '',
          readTime: readTimeMinutes(p.src ?? ''),
        }
      })
      .sort((a, b) => a.frontmatter.title.localeCompare(b.frontmatter.title, 'zh-CN'))
  },
})
