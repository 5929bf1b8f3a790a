/**
 * What kind of page a content page is, decided once from its source path and frontmatter: the index
 * build (page rank, FAQ pairs, OpenAPI records), the dev index, the Markdown copies, the VitePress
 * config's page hooks and the theme's layout all ask here. ARCHITECTURE.md "Add a page type" says
 * what to touch for a new kind.
 */
export const PAGE_KINDS = ['home', 'landing', 'api-reference', 'faq', 'post', 'changelog', 'doc'] as const
export type PageKind = (typeof PAGE_KINDS)[number]

/** The FAQ page inside its locale: its `###` questions with their answers are also the FAQ collection. */
export const FAQ_PAGE = 'support/faq.md'

/** The frontmatter fields a page's kind depends on. */
export interface KindFrontmatter {
  /** VitePress's layout: `home` makes a home page whatever its path. */
  layout?: unknown
  /** Site path of the page's OpenAPI document: the page is its API reference. */
  spec?: unknown
}

/**
 * The kind of the page at `relativePath` (relative to the content folder, as VitePress gives it:
 * `en/posts/x.md`; a leading `docs/` is allowed). First match wins: home (the locale's root page or
 * `layout: home`), API reference (a `spec`), the FAQ page, a post (under `posts/`, not its index),
 * a product landing page (`<area>/index.md`), a changelog, else a doc page.
 */
export function pageKind(relativePath: string, frontmatter: KindFrontmatter): PageKind {
  const p = relativePath.replace(/^(?:docs\/)?(?:en\/)?/, '')
  if (frontmatter.layout === 'home' || p === 'index.md') return 'home'
  if (typeof frontmatter.spec === 'string' && frontmatter.spec.trim()) return 'api-reference'
  if (p === FAQ_PAGE) return 'faq'
  if (/^posts\/(?!index\.md$).+\.md$/.test(p)) return 'post'
  if (/^[^/]+\/index\.md$/.test(p)) return 'landing'
  return /(^|\/)changelog\.md$/.test(p) ? 'changelog' : 'doc'
}
