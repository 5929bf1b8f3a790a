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

/** Class of the island's keyword search input. */
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

/** Whether the island is there to open at once (otherwise its code is still loading). */
export const isIslandListening = (): boolean => listener !== null

/** Drops an open request the island has not taken yet (the reader closed the theme's stand-in). */
export function withdrawOpen(): void {
  pending = null
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

/**
 * The theme’s stand-in for the search dialog (SearchControl.vue), shown at once while the island's code
 * loads so that the reader can type (with an input method too) from the first moment. The island's
 * keyword tab opens with its text, and the element to give the focus back to on close is the one that
 * had it before the stand-in.
 */
export interface StandIn {
  text: () => string
  /** When its text last changed (`performance.now()`): the debounce counts from the reader's keystroke. */
  typedAt: () => number
  opener: HTMLElement | null
  /** The island's dialog is there: the stand-in goes (in the same task, so the two never coexist). */
  done: () => void
}

let standIn: StandIn | null = null

export function offerStandIn(s: StandIn | null): void {
  standIn = s
}

/** The stand-in the island is replacing, if any (read while rendering: no side effect). */
export const peekStandIn = (): StandIn | null => standIn

/** Ends the stand-in once the island's dialog is in the document. */
export function releaseStandIn(): void {
  const s = standIn
  standIn = null
  s?.done()
}
