import { isObject } from '../contracts/json'
import { escapeHtml, HTML_ESCAPES } from '../contracts/text'
import type { Hierarchy, SearchHit, SearchResult } from './types'

type Json = Record<string, unknown>

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)

export { escapeHtml }

/** The entities escapeHtml writes: text already escaped keeps them as they are. */
const OWN_ENTITY = /&(?!(?:amp|lt|gt|quot|#39);)/g
/** Text already escaped by escapeHtml, made safe again: anything else that could start markup escaped. */
const reEscape = (s: string) => s.replace(OWN_ENTITY, '&amp;').replace(/[<>"']/g, (c) => HTML_ESCAPES[c] ?? c)

/**
 * Highlight HTML reduced to text plus <mark>: exact <mark>/</mark> tags survive (balanced), every
 * other tag is dropped and all remaining text is escaped. Nothing else can reach the DOM.
 * `escaped`: the text between the tags is already HTML (the embedded engine's highlight(), whose
 * `OpenAI&#39;s` must show as OpenAI's), not raw text as Typesense returns it: its entities are kept.
 */
export function sanitizeHighlight(html: unknown, { escaped = false } = {}): string {
  const input = str(html)
  let out = ''
  let open = 0
  for (const part of input.split(/(<\/?mark>)/i)) {
    const lower = part.toLowerCase()
    if (lower === '<mark>') {
      if (open === 0) out += '<mark>'
      open++
    } else if (lower === '</mark>') {
      if (open === 1) out += '</mark>'
      if (open > 0) open--
    } else {
      // Drop tags (and unterminated tag starts), keep the text between them.
      const text = part.replace(/<[^>]*>/g, '').replace(/<[a-z!/?][^>]*$/i, '')
      out += escaped ? reEscape(text) : escapeHtml(text)
    }
  }
  if (open > 0) out += '</mark>'
  return out
}

function hierarchyOf(doc: Json): Hierarchy {
  const nested = isObject(doc.hierarchy) ? doc.hierarchy : {}
  const level = (n: number) => str(doc[`hierarchy.lvl${n}`]) || str(nested[`lvl${n}`])
  return { lvl0: level(0), lvl1: level(1), lvl2: level(2), lvl3: level(3) }
}

/**
 * A link target built from index data, or '' when it is not one we may link to. Records come from
 * an index anyone with an admin key (or a compromised scraper) can write, so only same-site paths
 * ("/…", "./…", "#…", bare relative paths) and http(s) URLs survive; `data:`, `vbscript:`,
 * `javascript:`, `file:`, protocol-relative `//host` and anything with control characters do not.
 * Used by every place that turns a record's url into an href (both engines' hits, chat sources).
 */
export function safeHref(raw: unknown): string {
  const url = typeof raw === 'string' ? raw.trim() : ''
  // eslint-disable-next-line no-control-regex -- a URL with a control character is refused
  if (!url || /[\u0000-\u001f\u007f\\]/.test(url)) return ''
  if (url.startsWith('//')) return ''
  // A scheme is letters, digits, + - . before the first colon that comes before any / ? #.
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)
  if (!scheme) return url
  return /^https?$/i.test(scheme[1] ?? '') ? url : ''
}

/** Base URL plus `#anchor` when there is an anchor and the URL has no fragment yet; '' for an unsafe URL. */
export function hitUrl(doc: Json): string {
  const url = safeHref(str(doc.url) || str(doc.url_without_anchor))
  const anchor = str(doc.anchor).replace(/^#/, '')
  if (!url) return ''
  return anchor && !url.includes('#') ? `${url}#${anchor}` : url
}

/** Characters of content shown for a hit that has no highlight (found by the vector side only). */
export const PLAIN_SNIPPET_LENGTH = 120

function plainSnippet(content: string): string {
  const chars = Array.from(content.replace(/\s+/g, ' ').trim())
  return escapeHtml(
    chars.length > PLAIN_SNIPPET_LENGTH ? chars.slice(0, PLAIN_SNIPPET_LENGTH).join('') + '…' : chars.join(''),
  )
}

/** Snippet: the content field's highlight, else the first highlight, else the raw content. */
function snippetOf(hit: Json, doc: Json): string {
  const list = Array.isArray(hit.highlights) ? hit.highlights.filter(isObject) : []
  const content = list.find((h) => h.field === 'content')
  const fromList = content ?? list[0]
  if (fromList && (typeof fromList.snippet === 'string' || typeof fromList.value === 'string')) {
    return sanitizeHighlight(fromList.snippet ?? fromList.value)
  }
  // The newer `highlight` object form: { content: { snippet } } or nested hierarchy.
  if (isObject(hit.highlight)) {
    const h = hit.highlight
    const c = isObject(h.content) ? h.content : undefined
    if (c && typeof c.snippet === 'string') return sanitizeHighlight(c.snippet)
    for (const v of Object.values(h))
      if (isObject(v) && typeof v.snippet === 'string') return sanitizeHighlight(v.snippet)
  }
  // No highlight: a semantic (vector-only) hit. Its opening lines stand in for a highlight.
  return plainSnippet(str(doc.content) || str(doc.answer))
}

/** A hit of any engine in the one shape the UI renders; null when it has no document. */
export function normalizeHit(raw: unknown): SearchHit | null {
  if (!isObject(raw) || !isObject(raw.document)) return null
  const doc = raw.document
  const url = hitUrl(doc)
  const id = str(doc.id) || str(doc.objectID) || url
  if (!id) return null
  const hybrid = isObject(raw.hybrid_search_info) ? raw.hybrid_search_info : undefined
  return {
    id,
    url,
    hierarchy: hierarchyOf(doc),
    content: str(doc.content),
    snippetHtml: snippetOf(raw, doc),
    textMatch: num(raw.text_match),
    vectorDistance: num(raw.vector_distance),
    fusionScore: num(hybrid?.rank_fusion_score),
  }
}

/** One search result (a multi_search `results[i]`); no valid hits list → no hits and found 0. */
export function normalizeResult(raw: unknown, page = 1): SearchResult {
  if (!isObject(raw) || !Array.isArray(raw.hits)) return { hits: [], found: 0, page, searchTimeMs: 0 }
  const hits = raw.hits.map(normalizeHit).filter((h): h is SearchHit => h !== null)
  return {
    hits,
    found: num(raw.found) ?? hits.length,
    page: num(raw.page) ?? page,
    searchTimeMs: num(raw.search_time_ms) ?? 0,
  }
}

/**
 * Several collections' results merged, found summed. Each collection's own order is kept: in hybrid
 * search Typesense orders hits by rank fusion (`hybrid_search_info.rank_fusion_score`,
 * src/collection.cpp in the server), and a hit found only by the vector side has text_match 0, so
 * sorting by text_match would sink the best semantic matches. Across collections the heads are
 * compared by fusion score when both have one, else by text_match (keyword-only search); a tie goes
 * to the earlier collection.
 */
export function mergeResults(results: SearchResult[], page = 1): SearchResult {
  const queues = results.map((r) => r.hits.slice())
  const hits: SearchHit[] = []
  const key = (h: SearchHit, byFusion: boolean) => (byFusion ? (h.fusionScore ?? 0) : (h.textMatch ?? 0))
  for (;;) {
    const heads = queues.map((q) => q[0]).filter((h): h is SearchHit => h !== undefined)
    if (!heads.length) break
    const byFusion = heads.every((h) => h.fusionScore !== undefined)
    let best: SearchHit[] | undefined
    for (const queue of queues) {
      const head = queue[0]
      const bestHead = best?.[0]
      if (head && (!bestHead || key(head, byFusion) > key(bestHead, byFusion))) best = queue
    }
    const next = best?.shift()
    if (!next) break
    hits.push(next)
  }
  return {
    hits,
    found: results.reduce((sum, r) => sum + r.found, 0),
    page: results[0]?.page ?? page,
    searchTimeMs: Math.max(0, ...results.map((r) => r.searchTimeMs)),
  }
}
