import { useCallback, useState } from 'react'
import { readJson, write } from '../storage'

export const RECENT_SEARCHES_KEY = 'docsRecentSearches'
export const MAX_RECENT_SEARCHES = 7

const isList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')

/** Up to 7 recent queries in local storage, newest first; corrupt storage reads as empty. */
export function useRecentSearches() {
  const [items, setItems] = useState<string[]>(() => (readJson(RECENT_SEARCHES_KEY, isList) ?? []).slice(0, MAX_RECENT_SEARCHES))
  const persist = (next: string[]) => {
    setItems(next)
    write(RECENT_SEARCHES_KEY, JSON.stringify(next))
  }
  const add = useCallback((query: string) => {
    const q = query.trim()
    if (!q) return
    setItems((prev) => {
      const next = [q, ...prev.filter((x) => x !== q)].slice(0, MAX_RECENT_SEARCHES)
      write(RECENT_SEARCHES_KEY, JSON.stringify(next))
      return next
    })
  }, [])
  const remove = useCallback((query: string) => {
    setItems((prev) => {
      const next = prev.filter((x) => x !== query)
      write(RECENT_SEARCHES_KEY, JSON.stringify(next))
      return next
    })
  }, [])
  const clear = useCallback(() => persist([]), [])
  return { items, add, remove, clear }
}
