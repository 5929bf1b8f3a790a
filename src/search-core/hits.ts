import type { Hierarchy, SearchHit, SearchResult } from './types'

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)

/**
 * Highlight HTML reduced to text plus <mark>: exact <mark>/</mark> tags survive (balanced), every
 * other tag is dropped and all remaining text is escaped. Nothing else can reach the DOM.
 */
export function sanitizeHighlight(html: unknown): string {
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
      out += escapeHtml(part.replace(/<[^>]*>/g, '').replace(/<[a-z!/?][^>]*$/i, ''))
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

/** Base URL plus `#anchor` when there is an anchor and the URL has no fragment yet. */
export function hitUrl(doc: Json): string {
  const url = str(doc.url) || str(doc.url_without_anchor)
  const anchor = str(doc.anchor).replace(/^#/, '')
  if (!url) return ''
  return anchor && !url.includes('#') ? `${url}#${anchor}` : url
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
    for (const v of Object.values(h)) if (isObject(v) && typeof v.snippet === 'string') return sanitizeHighlight(v.snippet)
  }
  return escapeHtml(str(doc.content))
}

/** A hit of any engine in the one shape the UI renders; null when it has no document. */
export function normalizeHit(raw: unknown): SearchHit | null {
  if (!isObject(raw) || !isObject(raw.document)) return null
  const doc = raw.document
  const url = hitUrl(doc)
  const id = str(doc.id) || str(doc.objectID) || url
  if (!id) return null
  return {
    id,
    url,
    hierarchy: hierarchyOf(doc),
    content: str(doc.content),
    snippetHtml: snippetOf(raw, doc),
    textMatch: num(raw.text_match),
    vectorDistance: num(raw.vector_distance),
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

/** Several collections' results merged: hits by text_match descending, found summed. */
export function mergeResults(results: SearchResult[], page = 1): SearchResult {
  const hits = results
    .flatMap((r) => r.hits)
    .map((h, i) => ({ h, i }))
    .sort((a, b) => (b.h.textMatch ?? 0) - (a.h.textMatch ?? 0) || a.i - b.i)
    .map(({ h }) => h)
  return {
    hits,
    found: results.reduce((sum, r) => sum + r.found, 0),
    page: results[0]?.page ?? page,
    searchTimeMs: Math.max(0, ...results.map((r) => r.searchTimeMs)),
  }
}
