import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { onOpenRequest, type OpenRequest, type SearchTab } from './bus'
import { SearchService, type IslandConfig } from './search-service'
import { SearchModal, type ModalRequest } from './SearchModal'
import { readString, write } from './storage'
import { injectStyle } from './inject-style'
import css from './search.css?inline'

injectStyle('search-island-style', css)

/** Opening and closing are throttled to once per this interval (spec search-and-ai §9). */
export const OPEN_CLOSE_THROTTLE_MS = 100
/** Local-storage key of the remembered tab, with values `ai` / `docsearch`. */
export const TAB_STORAGE_KEY = 'search'

const rememberedTab = (): SearchTab => (readString(TAB_STORAGE_KEY) === 'ai' ? 'ai' : 'keyword')

export interface SearchAppProps {
  config: IslandConfig
  navigate: (url: string) => void
}

/** The island's root: listens for open requests from the shell and shows the modal. */
export default function SearchApp({ config, navigate }: SearchAppProps) {
  const service = useMemo(() => new SearchService(config), [config])
  const [open, setOpen] = useState(false)
  const [tab, setTab] = useState<SearchTab>('keyword')
  const [request, setRequest] = useState<ModalRequest>({ query: '', nonce: 0 })
  const [session, setSession] = useState(0)
  const lastToggle = useRef(0)
  const openRef = useRef(false)
  openRef.current = open

  const throttled = () => {
    const now = Date.now()
    if (now - lastToggle.current < OPEN_CLOSE_THROTTLE_MS) return false
    lastToggle.current = now
    return true
  }

  const show = useCallback((req: OpenRequest) => {
    // Already open (Ctrl/Cmd+K, a search button behind the overlay): switch tabs, never remount,
    // so nothing is lost; a request with a query hands it to the tab it names.
    if (openRef.current) {
      if (req.tab) setTab(req.tab)
      if (req.tab) write(TAB_STORAGE_KEY, req.tab === 'ai' ? 'ai' : 'docsearch')
      if (req.query) setRequest((r) => ({ query: req.query!, nonce: r.nonce + 1 }))
      return
    }
    if (!throttled()) return
    const next = req.tab ?? rememberedTab()
    setTab(next)
    write(TAB_STORAGE_KEY, next === 'ai' ? 'ai' : 'docsearch')
    setRequest((r) => ({ query: req.query ?? '', nonce: r.nonce + 1 }))
    setSession((s) => s + 1)
    setOpen(true)
  }, [])

  const close = useCallback(() => {
    if (!throttled()) return
    setOpen(false)
  }, [])

  useEffect(() => onOpenRequest(show), [show])

  const chooseTab = (next: SearchTab) => {
    setTab(next)
    write(TAB_STORAGE_KEY, next === 'ai' ? 'ai' : 'docsearch')
  }

  if (!open) return null
  return <SearchModal key={session} service={service} tab={tab} request={request} onTab={chooseTab} onClose={close} onNavigate={navigate} />
}
