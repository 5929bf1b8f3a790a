import fs from 'node:fs'
import path from 'node:path'
import { isObject } from '../../src/contracts/json'
import { apiReferences } from '../theme/data/apiReferences'
import {
  findApiReference,
  findPost,
  normaliseTags,
  POST_TAG_ICONS,
  POST_TAG_LABELS,
  readTimeMinutes,
  type ApiReferenceEntry,
  type PostEntry,
  type RelatedCard,
} from '../theme/support/catalogue'

/**
 * A page's "related reading", asked for by slug in its frontmatter:
 *
 *   related:
 *     posts: [how-to-select-gpu, cuda-vs-conda]
 *     apiReferences: [maas]
 *
 * Resolved at build time through the catalogue lookups, so a misspelt slug fails the build with the
 * page's file and the slug, and the page carries only the cards it shows, not the catalogue.
 */

export interface Catalogue {
  posts: PostEntry[]
  apiReferences: ApiReferenceEntry[]
}

/** Reads one scalar of a frontmatter block (our pages keep title and description on one line). */
function scalar(frontmatter: string, key: string): string {
  const m = new RegExp(`^${key}:\\s*(.*)$`, 'm').exec(frontmatter)
  return (m?.[1] ?? '').trim().replace(/^(['"])(.*)\1$/, '$2')
}

/** The post catalogue read from `<srcDir>/posts/*.md`, for Node (the client gets it from posts.data.ts). */
export function readPostCatalogue(srcDir: string): PostEntry[] {
  const dir = path.join(srcDir, 'posts')
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md') && f !== 'index.md')
    .map((f) => {
      const src = fs.readFileSync(path.join(dir, f), 'utf8')
      const fm = /^---\n([\s\S]*?)\n---/.exec(src)?.[1] ?? ''
      const slug = f.replace(/\.md$/, '')
      const tags = scalar(fm, 'tags')
        .replace(/^\[|\]$/g, '')
        .split(',')
        .map((t) => t.trim())
      return {
        slug,
        url: `/posts/${slug}.html`,
        frontmatter: {
          title: scalar(fm, 'title') || slug,
          description: scalar(fm, 'description'),
          tags: normaliseTags(tags),
          image: { src: scalar(fm, 'image') },
        },
        authorName: '',
        authorImageSrc: '',
        authorLink: '',
        readTime: readTimeMinutes(src),
      }
    })
}

let cached: Catalogue | null = null
export function siteCatalogue(srcDir: string): Catalogue {
  cached ??= { posts: readPostCatalogue(srcDir), apiReferences }
  return cached
}

function slugList(file: string, key: string, value: unknown): string[] {
  if (value === undefined) return []
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw new Error(`${file}: frontmatter related.${key} must be a list of slugs.`)
  }
  return value
}

/** The cards of a page's `related` frontmatter; throws naming the file and the slug it cannot find. */
export function resolveRelated(file: string, related: unknown, catalogue: Catalogue): RelatedCard[] {
  if (!isObject(related)) {
    throw new Error(`${file}: frontmatter related must name posts and/or apiReferences by slug.`)
  }
  const { posts, apiReferences: refs, ...rest } = related
  const unknownKeys = Object.keys(rest)
  if (unknownKeys.length)
    throw new Error(
      `${file}: frontmatter related has unknown keys: ${unknownKeys.join(', ')} (use posts, apiReferences).`,
    )
  const lookup = <T>(find: () => T): T => {
    try {
      return find()
    } catch (e) {
      throw new Error(`${file}: ${(e as Error).message}`)
    }
  }
  const postCards = slugList(file, 'posts', posts).map((slug): RelatedCard => {
    const p = lookup(() => findPost(catalogue.posts, slug))
    const tag = p.frontmatter.tags[0] ?? 'fundamentals'
    return {
      href: p.url,
      title: p.frontmatter.title,
      description: p.frontmatter.description,
      iconType: POST_TAG_ICONS[tag],
      tag: { text: POST_TAG_LABELS[tag], link: '/posts/' },
      readTime: p.readTime,
    }
  })
  const refCards = slugList(file, 'apiReferences', refs).map((slug): RelatedCard => {
    const r = lookup(() => findApiReference(catalogue.apiReferences, slug))
    return {
      href: r.url,
      title: r.title,
      description: r.description,
      iconType: 'serving',
      tag: { text: 'API 参考', link: '/gen-studio/api/' },
    }
  })
  return [...postCards, ...refCards]
}
