/** The channel between the Vue shell (search control, inviter) and the React island. */
import type { AskQuote } from './quote'

export type SearchTab = 'ai' | 'keyword'

export interface OpenRequest {
  tab?: SearchTab
  query?: string
  /** Ask about this page (the AI tab, with the page in scope). */
  page?: { url: string; title: string }
  /**
   * Ask about this quote (text selected on the page, a code block): the island makes it the question
   * (BEHAVIOUR.md search §2.6). With `page`, the one entry for asking from the page.
   */
  quote?: AskQuote
  /** `?ask=`: dock the assistant where the screen is wide enough, unless the reader chose the dialog. */
  dockIfFits?: boolean
}

/** Class of the keyword search input: the shell types keys kept while the island loaded into it. */
export const SEARCH_INPUT_CLASS = 'SearchBox-input'

/** The island's keyword search input (the one element with that class). */
export const isSearchInput = (el: Element | null): el is HTMLInputElement =>
  !!el?.classList.contains(SEARCH_INPUT_CLASS)

type Listener = (req: OpenRequest) => void

let listener: Listener | null = null
let pending: OpenRequest | null = null

/** Asks the island to open; kept until the island is listening (it may still be loading). */
export function requestOpen(req: OpenRequest = {}): void {
  if (listener) listener(req)
  else pending = req
}

export function onOpenRequest(fn: Listener): () => void {
  listener = fn
  if (pending) {
    const req = pending
    pending = null
    fn(req)
  }
  return () => {
    if (listener === fn) listener = null
  }
}

/** A question handed to the AI tab (the inviter); dropped when older than 30 s (BEHAVIOUR.md search §9). */
export const PENDING_QUERY_EXPIRY_MS = 30_000

export interface PendingQuery {
  text: string
  autoSubmit: boolean
  timestamp: number
}

let pendingQuery: PendingQuery | null = null

export function setPendingQuery(text: string, now = Date.now()): void {
  const trimmed = text.trim()
  pendingQuery = trimmed ? { text: trimmed, autoSubmit: true, timestamp: now } : null
}

/** Takes the pending question if it is fresh; a stale one is cleared. */
export function takePendingQuery(now = Date.now()): PendingQuery | null {
  const q = pendingQuery
  pendingQuery = null
  return q && now - q.timestamp <= PENDING_QUERY_EXPIRY_MS ? q : null
}
