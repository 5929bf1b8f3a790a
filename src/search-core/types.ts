import type { ChatMode } from '../contracts/chat'
import type { Locale } from '../contracts/locale'

export type { ChatMode }

/** A DocSearch-compatible record: what the indexer writes and both engines search. */
export interface DocRecord {
  id: string
  'hierarchy.lvl0': string
  'hierarchy.lvl1': string
  'hierarchy.lvl2'?: string | null
  'hierarchy.lvl3'?: string | null
  content: string
  url: string
  url_without_anchor: string
  anchor?: string | null
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content'
  language: string
  tags: string[]
  item_priority: number
  /** Readers' keywords of the page (its frontmatter; CONTENT.md), on the page's first record only. */
  keywords?: string[]
  /** Where the content's paragraphs, list items, table rows and code blocks start (blocks.ts). */
  blocks?: string
  /** Readers' questions the section answers (its page's frontmatter `questions`; CONTENT.md). */
  questions?: string[]
}

export interface Hierarchy {
  lvl0: string
  lvl1: string
  lvl2: string
  lvl3: string
}

/** One search result as the UI shows it, whatever engine produced it. */
export interface SearchHit {
  id: string
  url: string
  hierarchy: Hierarchy
  content: string
  /** Text with only <mark> tags (everything else escaped or removed): safe to insert as HTML. */
  snippetHtml: string
  textMatch?: number
  vectorDistance?: number
  /** Typesense's rank-fusion score in hybrid search (the order it returned hits in). */
  fusionScore?: number
  /** The content's blocks (blocks.ts), when the engine has them: quoted answers quote by block. */
  blocks?: string
}

export interface SearchResult {
  hits: SearchHit[]
  found: number
  page: number
  searchTimeMs: number
}

export interface Source {
  title: string
  excerpt: string
  url: string
}

/** A question about one page: only that page's records are searched, and the model is told which page. */
export interface PageScope {
  /** The page's url_without_anchor (a same-site path). */
  url: string
  title: string
  /** Language of the question the model receives. */
  locale: Locale
}

export interface ChatResult {
  answer: string
  conversationId: string | null
  sources: Source[]
  /**
   * A streamed answer that may have been cut: its final JSON came without `data: [DONE]`, no final
   * JSON came, or it ran to the server's budget (BEHAVIOUR.md search §4 "A streamed reply ends on").
   */
  incomplete?: boolean
  /** What a reasoning model streamed while it thought (raw `reasoning_content`), before the answer. */
  thinking?: string
  /** Present when the answer is quoted from the docs, not generated (no model: search-core/quotes.ts). */
  quoted?: QuotedAnswer
}

/** One passage of the docs quoted as (part of) an answer. */
export interface Quote {
  text: string
  /** The text with the question's words marked: escaped, with only <mark> tags. */
  html: string
  url: string
  page: string
  section: string
  /** Share of the question's weight it and its section's headings cover (0..1). */
  coverage: number
}

/**
 * An answer by quotation: the passages (none when nothing covers the question), and why no model
 * answered: the build has none, or the cluster could not be reached.
 */
export interface QuotedAnswer {
  quotes: Quote[]
  /**
   * `unavailable`: a node took the question and could not answer it (its conversation model was
   * dropped, or the connection closed with no HTTP status).
   */
  reason: 'not-configured' | 'unreachable' | 'unavailable'
}
