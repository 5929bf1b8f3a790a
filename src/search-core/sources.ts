import { isObject } from '../contracts/json'
import { EXCERPT_LENGTH, MAX_PAGE_SECTIONS, MAX_SOURCES, UNTITLED_SOURCE } from './constants'
import { hitUrl } from './hits'
import type { SearchHit, Source } from './types'

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

const excerptOf = (content: string) => {
  const chars = Array.from(content)
  return chars.length > EXCERPT_LENGTH ? chars.slice(0, EXCERPT_LENGTH).join('') + '...' : content
}

/** Documents of a chat response turned into at most 3 sources (BEHAVIOUR.md search §5). */
export function extractSources(documents: unknown[]): Source[] {
  const sources: Source[] = []
  const seen = new Set<string>()
  for (const doc of documents) {
    if (sources.length >= MAX_SOURCES) break
    if (!isObject(doc)) continue
    const url = hitUrl(doc)
    if (!url || seen.has(url)) continue
    const nested = isObject(doc.hierarchy) ? doc.hierarchy : {}
    const level = (n: number) => text(doc[`hierarchy.lvl${n}`]) || text(nested[`lvl${n}`])
    const title = level(2) || level(1) || level(0) || UNTITLED_SOURCE
    const content = text(doc.content) || text(doc.answer) || text(doc.question)
    seen.add(url)
    sources.push({ title, excerpt: excerptOf(content), url })
  }
  return sources
}

/** The documents of every hit of every result of a multi_search response. */
export function documentsOf(response: unknown): unknown[] {
  const results = (response as { results?: unknown })?.results
  if (!Array.isArray(results)) return []
  return results.flatMap((r) => {
    const hits = (r as { hits?: unknown })?.hits
    return Array.isArray(hits) ? hits.map((h) => (h as { document?: unknown })?.document).filter(Boolean) : []
  })
}

/**
 * Sources from search hits (the assistant's answer without Typesense): the same rules as
 * extractSources (title lvl2 → lvl1 → lvl0 → 'Untitled Source', 150-character excerpt plus '...',
 * at most 3, one per page, safe URLs only), so every mode shows sources alike.
 */
export function sourcesFromHits(hits: SearchHit[]): Source[] {
  const seenPages = new Set<string>()
  const onePerPage = hits.filter((h) => {
    const page = h.url.replace(/#.*$/, '')
    if (seenPages.has(page)) return false
    seenPages.add(page)
    return true
  })
  return extractSources(
    onePerPage.map((h) => ({
      'hierarchy.lvl0': h.hierarchy.lvl0,
      'hierarchy.lvl1': h.hierarchy.lvl1,
      'hierarchy.lvl2': h.hierarchy.lvl2,
      content: h.content,
      url: h.url,
    })),
  )
}

/**
 * The sections of one page that match a page question (the answer without Typesense): each named by
 * its own heading, deepest first, at most MAX_PAGE_SECTIONS, safe URLs only.
 */
export function pageSectionsFromHits(hits: SearchHit[]): Source[] {
  return hits
    .filter((h) => h.url)
    .slice(0, MAX_PAGE_SECTIONS)
    .map((h) => ({
      title: h.hierarchy.lvl3 || h.hierarchy.lvl2 || h.hierarchy.lvl1 || h.hierarchy.lvl0 || UNTITLED_SOURCE,
      excerpt: excerptOf(h.content.trim()),
      url: h.url,
    }))
}
