/** Keyword matching for the fake: substring terms (CJK included), weights, <mark> highlights, paging. */
import { HAN_CHAR, TYPESENSE_DEFAULTS } from '../../src/contracts'

export type StoredDoc = Record<string, unknown> & { id?: string | number }

export interface SearchParams {
  collection?: string
  q?: string
  query_by?: string
  query_by_weights?: string
  per_page?: number | string
  page?: number | string
  exclude_fields?: string
  drop_tokens_threshold?: number | string
  [key: string]: unknown
}

const SNIPPET_RADIUS = 40
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' })

/** Like Typesense with `locale: "zh"`: ICU word segmentation for Chinese, whitespace for the rest. */
export function tokenize(q: string): string[] {
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((part) =>
      HAN_CHAR.test(part)
        ? Array.from(segmenter.segment(part))
            .filter((s) => s.isWordLike)
            .map((s) => s.segment)
        : [part],
    )
}

const fieldText = (v: unknown): string =>
  Array.isArray(v) ? v.map(String).join(' ') : v === undefined || v === null ? '' : String(v)
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function mark(text: string, tokens: string[]): string {
  if (!tokens.length) return text
  const re = new RegExp(
    tokens
      .map(escapeRe)
      .sort((a, b) => b.length - a.length)
      .join('|'),
    'gi',
  )
  return text.replace(re, (m) => `<mark>${m}</mark>`)
}

function snippet(text: string, tokens: string[]): string {
  const lower = text.toLowerCase()
  const at = Math.min(...tokens.map((t) => lower.indexOf(t)).filter((i) => i >= 0))
  if (!Number.isFinite(at)) return text
  const start = Math.max(0, at - SNIPPET_RADIUS)
  const end = Math.min(text.length, at + SNIPPET_RADIUS * 2)
  return (start > 0 ? '…' : '') + mark(text.slice(start, end), tokens) + (end < text.length ? '…' : '')
}

/** The fields a search matches in (the vector field left out), and each one's weight (1 when not a number). */
function searchFields(params: SearchParams): { fields: string[]; weightOf: (f: string) => number } {
  const fields = String(params.query_by ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f && f !== TYPESENSE_DEFAULTS.embeddingField)
  const weights = String(params.query_by_weights ?? '')
    .split(',')
    .map(Number)
  const weightOf = (f: string) => {
    const i = String(params.query_by ?? '')
      .split(',')
      .map((x) => x.trim())
      .indexOf(f)
    const weight = weights[i]
    return weight !== undefined && Number.isFinite(weight) ? weight : 1
  }
  return { fields, weightOf }
}

type Scored = { doc: StoredDoc; matched: number; of: number; score: number; fieldsHit: Map<string, string[]> }

/** How well one form of the query (its tokens) matches a document, field by field. */
function scoreForm(doc: StoredDoc, form: string[], { fields, weightOf }: ReturnType<typeof searchFields>): Scored {
  let matched = 0
  let score = 0
  const fieldsHit = new Map<string, string[]>()
  for (const token of form) {
    let best = -1
    for (const f of fields) {
      if (fieldText(doc[f]).toLowerCase().includes(token)) {
        best = Math.max(best, weightOf(f))
        fieldsHit.set(f, [...(fieldsHit.get(f) ?? []), token])
      }
    }
    if (best >= 0) {
      matched++
      score += best + 1
    }
  }
  return { doc, matched, of: form.length, score, fieldsHit }
}

const complete = (s: Scored) => s.matched === s.of

/** A hit as the server answers it: the document less `exclude_fields`, highlights, text_match. */
function toHit(s: Scored, excluded: Set<string>) {
  const document = Object.fromEntries(Object.entries(s.doc).filter(([k]) => !excluded.has(k)))
  const highlights = [...s.fieldsHit].map(([field, toks]) => {
    const text = fieldText(s.doc[field])
    return { field, snippet: field === 'content' ? snippet(text, toks) : mark(text, toks), matched_tokens: toks }
  })
  const highlight = Object.fromEntries(
    highlights.map((h) => [h.field, { snippet: h.snippet, matched_tokens: h.matched_tokens }]),
  )
  return {
    document,
    highlights,
    highlight,
    text_match: s.matched * 1_000_000_000 + s.score * 1_000_000,
    text_match_info: { tokens_matched: s.matched, fields_matched: s.fieldsHit.size, score: String(s.score) },
  }
}

/**
 * Keyword search. `only` is the parsed `filter_by` (./schema.ts checks it against the collection first);
 * `expand` gives the synonym forms of the query's tokens (./synonyms.ts): a document matches the
 * query or any form, and is scored by the form it matches best.
 */
export function search(
  docs: Map<string, StoredDoc>,
  params: SearchParams,
  only: (doc: StoredDoc) => boolean = () => true,
  expand?: (tokens: string[]) => string[][],
) {
  const started = Date.now()
  const q = String(params.q ?? '').trim()
  const fields = searchFields(params)
  const tokens = q === '*' ? [] : [...new Set(tokenize(q))]
  const forms = [
    tokens,
    ...(tokens.length && expand && params.enable_synonyms !== false && params.enable_synonyms !== 'false'
      ? expand(tokenize(q))
      : []
    ).map((f) => [...new Set(f)]),
  ]
  const perPage = Math.max(1, Math.min(250, Number(params.per_page ?? 10) || 10))
  const page = Math.max(1, Number(params.page ?? 1) || 1)
  const dropThreshold = Number(params.drop_tokens_threshold ?? 1)
  const excluded = new Set(
    String(params.exclude_fields ?? '')
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean),
  )

  const scored: Scored[] = []
  for (const doc of docs.values()) {
    if (!only(doc)) continue
    // The form matched in full wins, then the one with more matched tokens and score.
    const best = forms
      .map((form) => scoreForm(doc, form, fields))
      .reduce((a, b) =>
        (Number(complete(b)) - Number(complete(a)) || b.matched - a.matched || b.score - a.score) > 0 ? b : a,
      )
    if (tokens.length === 0 || best.matched > 0) scored.push(best)
  }
  // All tokens first; drop tokens only when too few documents match them all.
  const full = scored.filter(complete)
  const pool = full.length >= dropThreshold || tokens.length <= 1 ? full : scored
  pool.sort(
    (a, b) =>
      b.matched - a.matched || b.score - a.score || Number(b.doc.item_priority ?? 0) - Number(a.doc.item_priority ?? 0),
  )

  return {
    facet_counts: [],
    found: pool.length,
    hits: pool.slice((page - 1) * perPage, page * perPage).map((s) => toHit(s, excluded)),
    out_of: docs.size,
    page,
    request_params: { collection_name: params.collection, per_page: perPage, q },
    search_cutoff: false,
    search_time_ms: Date.now() - started,
  }
}
