import { useCallback, useRef, useState } from 'react'
import { readJson, write } from '../../island-contract/storage'
import { KEY_RECENT_SEARCHES } from '../../contracts/island-storage-keys'

const RECENT_SEARCHES_KEY = KEY_RECENT_SEARCHES
const MAX_RECENT_SEARCHES = 7

const isList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')

/** Up to 7 recent queries in local storage, newest first; corrupt storage reads as empty. */
export function useRecentSearches() {
  const [items, setItems] = useState<string[]>(() =>
    (readJson(RECENT_SEARCHES_KEY, isList) ?? []).slice(0, MAX_RECENT_SEARCHES),
  )
  const current = useRef(items)
  // Written at once: the panel may unmount (a result was opened) before React renders again.
  const persist = useCallback((next: string[]) => {
    current.current = next
    write(RECENT_SEARCHES_KEY, JSON.stringify(next))
    setItems(next)
  }, [])
  const add = useCallback(
    (query: string) => {
      const q = query.trim()
      if (q) persist([q, ...current.current.filter((x) => x !== q)].slice(0, MAX_RECENT_SEARCHES))
    },
    [persist],
  )
  const remove = useCallback((query: string) => persist(current.current.filter((x) => x !== query)), [persist])
  const clear = useCallback(() => persist([]), [persist])
  return { items, add, remove, clear }
}
