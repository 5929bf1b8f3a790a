import { useEffect, useRef, useState, type RefObject } from 'react'
import { peekStandIn } from '../../island-contract/bus'
import { SEARCH_DEBOUNCE_MS } from '../hooks/useKeywordSearch'
import type { ModalRequest } from '../island-controller'

interface Options {
  initialQuery: string
  /** A query handed over while the dialog is open (applied when the keyword tab is the one shown). */
  request: ModalRequest | undefined
  shown: boolean
  setQuery: (query: string, composing?: boolean, waitMs?: number) => void
  checkHealth: () => Promise<void>
  /** The search box, focused as the panel opens. */
  inputRef: RefObject<HTMLInputElement | null>
}

/**
 * The text in the search box and the queries the panel is handed: the one it opens with, and those a
 * request brings later. Returns the box's text and its setter.
 */
export function useOpeningQuery({ initialQuery, request, shown, setQuery, checkHealth, inputRef }: Options) {
  // What the reader typed into the theme's stand-in while this code loaded is the query it opens with,
  // searched once the debounce since the last keystroke there is over.
  const [opening] = useState(() => {
    const standIn = initialQuery ? null : peekStandIn()
    if (!standIn) return { query: initialQuery, waitMs: SEARCH_DEBOUNCE_MS }
    const since = performance.now() - standIn.typedAt()
    return { query: standIn.text(), waitMs: Math.max(0, SEARCH_DEBOUNCE_MS - since) }
  })
  const [input, setInput] = useState(opening.query)

  // The panel opens once per dialog opening: the query it opened with is searched once, on mount
  // (a later one arrives as a request).
  useEffect(() => {
    inputRef.current?.focus()
    void checkHealth()
    if (opening.query.trim()) setQuery(opening.query, false, opening.waitMs)
  }, [checkHealth, setQuery, opening, inputRef])

  // The request the panel opened with is its initial query; a panel first shown later (the AI tab's
  // "see keyword results") takes the request that showed it.
  const seenNonce = useRef(initialQuery ? request?.nonce : undefined)
  useEffect(() => {
    if (!request || request.nonce === seenNonce.current || !shown || !request.query) return
    seenNonce.current = request.nonce
    setInput(request.query)
    setQuery(request.query)
  }, [request, shown, setQuery])

  return [input, setInput] as const
}
