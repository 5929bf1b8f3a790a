/** Post and API-reference catalogues (BEHAVIOUR.md shell §3): shapes, reading time and lookups. */
import type { ProductIconType } from '../../navigation/types'
import { HAN_CLASS } from '../../../src/contracts/text'

export const POST_TAGS = [
  'fundamentals',
  'tricks',
  'tutorials',
  'integrations',
  'environments',
  'frameworks',
  'trial',
] as const
export type PostTag = (typeof POST_TAGS)[number]

/** Reading speed used for read times: words per minute, a Chinese character counting as a word. */
export const READING_WORDS_PER_MINUTE = 200

interface PostFrontmatter {
  title: string
  description: string
  tags: PostTag[]
  image: { src: string }
}

export interface PostEntry {
  slug: string
  url: string
  frontmatter: PostFrontmatter
  authorName: string
  authorImageSrc: string
  authorLink: string
  /** Minutes, at least 1. */
  readTime: number
}

export interface ApiReferenceEntry {
  url: string
  title: string
  description: string
  tags: ['api-reference']
}

/** A card of a page's related reading (build/related.ts resolves them from the page's frontmatter). */
export interface RelatedCard {
  href: string
  title: string
  description: string
  iconType: ProductIconType
  tag: { text: string; link: string }
  readTime?: number
}

/** Words in Markdown source: each CJK character, plus each run of latin letters or digits. */
export function countWords(markdown: string): number {
  const body = markdown.replace(/^---[\s\S]*?\n---\n/, '')
  const han = new RegExp(`[${HAN_CLASS}]`, 'g')
  const cjk = body.match(han)?.length ?? 0
  const latin = body.replace(han, ' ').match(/[A-Za-z0-9]+(?:['’-][A-Za-z0-9]+)*/g)?.length ?? 0
  return cjk + latin
}

export function readTimeMinutes(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / READING_WORDS_PER_MINUTE))
}

export function findPost(posts: PostEntry[], slug: string): PostEntry {
  const post = posts.find((p) => p.slug === slug)
  if (!post) throw new Error(`Post ${slug} not found.`)
  return post
}

export function findApiReference(refs: ApiReferenceEntry[], slug: string): ApiReferenceEntry {
  const ref = refs.find(
    (r) =>
      r.url
        .replace(/\.html$/, '')
        .split('/')
        .pop() === slug,
  )
  if (!ref) throw new Error(`API reference ${slug} not found.`)
  return ref
}

/** Frontmatter tags reduced to the known ones, in catalogue order. */
export function normaliseTags(value: unknown): PostTag[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : []
  return POST_TAGS.filter((t) => list.includes(t))
}

/** How tags read on the list page. */
export const POST_TAG_LABELS: Record<PostTag, string> = {
  fundamentals: '入门基础',
  tricks: '实用技巧',
  tutorials: '完整教程',
  integrations: '第三方集成',
  environments: '运行环境',
  frameworks: '训练与推理框架',
  trial: '免费试用',
}

/** The icon that prefixes a post's title on its card, by its first tag. */
export const POST_TAG_ICONS: Record<PostTag, ProductIconType> = {
  fundamentals: 'solution',
  tricks: 'aicoder',
  tutorials: 'job',
  integrations: 'serving',
  environments: 'container-image',
  frameworks: 'finetune',
  trial: 'buy',
}
