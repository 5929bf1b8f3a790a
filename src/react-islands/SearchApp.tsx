import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { track } from './analytics'
import { KEY_SEARCH_TAB } from '../contracts/island-storage-keys'
import { onOpenRequest, takePendingQuery, type OpenRequest, type SearchTab } from './bus'
import type { ChatController } from './chat/controller'
import { DOCK_MIN_WIDTH, DOCK_STORAGE_KEY, DOCKED_CLASS } from './dock'
import type { ChatViewState } from './ChatPanel'
import { SearchService, type IslandConfig } from './search-service'
import { SearchModal, type ModalRequest } from './SearchModal'
import { readString, write } from './storage'
import { stringsFor } from './strings'
import { injectStyle } from './inject-style'
import css from './search.css?inline'

injectStyle('search-island-style', css)

/** Opening and closing are throttled to once per this interval (spec search-and-ai §9). */
export const OPEN_CLOSE_THROTTLE_MS = 100
/** Local-storage key of the remembered tab, with values `ai` / `docsearch`. */
export const TAB_STORAGE_KEY = KEY_SEARCH_TAB

// The conversation's code and the dock load when the assistant is first used: a keyword search needs neither.
const AssistantDock = lazy(() => import('./AssistantDock').then((m) => ({ default: m.AssistantDock })))

const rememberedTab = (): SearchTab => (readString(TAB_STORAGE_KEY) === 'ai' ? 'ai' : 'keyword')
const wideQuery = () => window.matchMedia(`(min-width: ${DOCK_MIN_WIDTH}px)`)

export interface SearchAppProps {
  config: IslandConfig
  navigate: (url: string) => void
}

/**
 * The island's root: listens for open requests from the shell and shows the dialog, the docked
 * assistant, or both (the dialog for a keyword search while the assistant is docked). The
 * conversation is the island's: it lives while the assistant is open, in either place.
 */
export default function SearchApp({ config, navigate }: SearchAppProps) {
  const service = useMemo(() => new SearchService(config), [config])
  const t = stringsFor(config.locale)
  const [open, setOpen] = useState(false)
  const [docked, setDockedState] = useState(false)
  const [tab, setTab] = useState<SearchTab>('keyword')
  const [request, setRequest] = useState<ModalRequest>({ query: '', nonce: 0 })
  const [session, setSession] = useState(0)
  const [focusNonce, setFocusNonce] = useState(0)
  const lastToggle = useRef(0)
  const openRef = useRef(false)
  openRef.current = open
  const dockedRef = useRef(false)
  const chatRef = useRef<ChatController | null>(null)
  const [chat, setChat] = useState<ChatController | null>(null)
  const chatView = useRef<ChatViewState>({ draft: '', scrollTop: null })
  // The page element that last had the focus, outside the island: Escape in the dock returns there.
  const pageFocus = useRef<HTMLElement | null>(null)

  /** The conversation of this opening of the assistant, created (its code loaded) on first need. */
  const loadChat = useCallback(
    (): Promise<ChatController> =>
      import('./chat/controller').then(({ ChatController, systemClock }) => {
        chatRef.current ??= new ChatController(
          (req) => service.chat(t.chat).then((ask) => ask(req)),
          t.chat.notices,
          systemClock,
          service.clearCache,
          ({ page, mode }) => {
            if (page) track('AIPageQuestionAsked', { url: page.url, mode })
          },
        )
        setChat(chatRef.current)
        return chatRef.current
      }),
    [service, t],
  )

  /** The assistant closed: its conversation ends (and what runs stops), as the spec says of the dialog. */
  const endChat = useCallback(() => {
    chatRef.current?.clear()
    chatRef.current = null
    setChat(null)
    chatView.current = { draft: '', scrollTop: null }
  }, [])

  const setDocked = useCallback((on: boolean) => {
    dockedRef.current = on
    setDockedState(on)
    document.documentElement.classList.toggle(DOCKED_CLASS, on)
  }, [])

  const throttled = () => {
    const now = Date.now()
    if (now - lastToggle.current < OPEN_CLOSE_THROTTLE_MS) return false
    lastToggle.current = now
    return true
  }

  const openModal = useCallback((next: SearchTab, query: string) => {
    setTab(next)
    write(TAB_STORAGE_KEY, next === 'ai' ? 'ai' : 'docsearch')
    setRequest((r) => ({ query, nonce: r.nonce + 1 }))
    setSession((s) => s + 1)
    setOpen(true)
  }, [])

  /** A question for the assistant, wherever it is shown: the page scope first, then the question. */
  const askAssistant = useCallback(
    (req: OpenRequest) => {
      const question = takePendingQuery()?.text ?? req.query
      void loadChat().then((c) => {
        if (req.page) c.setPage({ ...req.page, locale: config.locale })
        if (question?.trim()) void c.submit(question)
      })
    },
    [loadChat, config.locale],
  )

  const show = useCallback(
    (req: OpenRequest) => {
      const wantsAi = req.tab === 'ai' || !!req.page
      if (wantsAi) {
        const choice = readString(DOCK_STORAGE_KEY)
        const dock =
          dockedRef.current || (wideQuery().matches && (choice === '1' || (req.dockIfFits === true && choice !== '0')))
        if (dock) {
          // The docked assistant takes the question; a dialog open for a keyword search gives way to it.
          if (openRef.current) setOpen(false)
          setDocked(true)
          setFocusNonce((n) => n + 1)
          askAssistant(req)
          return
        }
      }
      // Already open (Ctrl/Cmd+K, a search button behind the overlay): switch tabs, never remount,
      // so nothing is lost; a request with a query hands it to the tab it names.
      if (openRef.current) {
        const next = wantsAi ? 'ai' : req.tab
        if (next) setTab(next)
        if (next) write(TAB_STORAGE_KEY, next === 'ai' ? 'ai' : 'docsearch')
        if (wantsAi) askAssistant(req)
        else if (req.query) setRequest((r) => ({ query: req.query!, nonce: r.nonce + 1 }))
        return
      }
      if (!throttled()) return
      const next = wantsAi ? 'ai' : (req.tab ?? rememberedTab())
      if (next === 'ai' && dockedRef.current) return setFocusNonce((n) => n + 1)
      openModal(next, next === 'ai' ? '' : (req.query ?? ''))
      if (next === 'ai') askAssistant(req)
    },
    [askAssistant, openModal, setDocked],
  )

  const close = useCallback(() => {
    if (!throttled()) return
    setOpen(false)
    if (!dockedRef.current) endChat()
  }, [endChat])

  useEffect(() => {
    const off = onOpenRequest(show)
    // The head script reserves the dock's room for a `?ask=` link; it is given back if nothing docked.
    if (!dockedRef.current) document.documentElement.classList.remove(DOCKED_CLASS)
    return off
  }, [show])

  // Narrower than the dock needs (a window made smaller, a phone turned): the dialog takes over.
  useEffect(() => {
    const mq = wideQuery()
    const onChange = () => {
      if (mq.matches || !dockedRef.current) return
      setDocked(false)
      openModal('ai', '')
    }
    mq.addEventListener('change', onChange)
    return () => mq.removeEventListener('change', onChange)
  }, [openModal, setDocked])

  useEffect(() => () => document.documentElement.classList.remove(DOCKED_CLASS), [])

  useEffect(() => {
    const onPage = (el: Element | null) =>
      el instanceof HTMLElement && el !== document.body && !el.closest('.AssistantDock, .SearchOverlay')
    if (onPage(document.activeElement)) pageFocus.current = document.activeElement as HTMLElement
    const onFocusIn = (e: FocusEvent) => {
      if (onPage(e.target as Element)) pageFocus.current = e.target as HTMLElement
    }
    document.addEventListener('focusin', onFocusIn, true)
    return () => document.removeEventListener('focusin', onFocusIn, true)
  }, [])

  // The AI tab shown (in the dialog or docked) needs the conversation.
  useEffect(() => {
    if ((open && tab === 'ai') || docked) void loadChat()
  }, [open, tab, docked, loadChat])

  const chooseTab = (next: SearchTab) => {
    write(TAB_STORAGE_KEY, next === 'ai' ? 'ai' : 'docsearch')
    // Docked, the assistant is beside the page: the dialog gives way to it.
    if (next === 'ai' && dockedRef.current) {
      setOpen(false)
      setFocusNonce((n) => n + 1)
      return
    }
    setTab(next)
  }

  const dock = () => {
    write(DOCK_STORAGE_KEY, '1')
    setOpen(false)
    setDocked(true)
    setFocusNonce((n) => n + 1)
    track('AIAssistantDocked', { mode: chatRef.current?.state.mode ?? 'quick' })
  }

  const undock = () => {
    write(DOCK_STORAGE_KEY, '0')
    setDocked(false)
    openModal('ai', '')
    track('AIAssistantUndocked', { mode: chatRef.current?.state.mode ?? 'quick' })
  }

  const closeDock = () => {
    setDocked(false)
    endChat()
  }

  return (
    <>
      {docked && chat && (
        <Suspense fallback={null}>
          <AssistantDock
            service={service}
            chat={chat}
            view={chatView.current}
            focusNonce={focusNonce}
            pageFocus={pageFocus}
            onUndock={undock}
            onClose={closeDock}
            onNavigate={navigate}
          />
        </Suspense>
      )}
      {open && (
        <SearchModal
          key={session}
          service={service}
          tab={tab}
          request={request}
          onTab={chooseTab}
          onClose={close}
          onNavigate={navigate}
          chat={chat}
          chatView={chatView.current}
          onDock={wideQuery().matches ? dock : undefined}
        />
      )}
    </>
  )
}
