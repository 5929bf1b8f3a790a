import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { track } from '../island-contract/analytics'
import { KEY_SEARCH_TAB } from '../contracts/island-storage-keys'
import {
  onOpenRequest,
  releaseStandIn,
  takePendingQuery,
  type OpenRequest,
  type SearchTab,
} from '../island-contract/bus'
import type { ChatController } from './chat/controller'
import { ChatViewState } from './chat/types'
import { loadChatCode } from './chat-code'
import { DOCK_VALUES } from '../contracts/page-storage-keys'
import { DOCK_STORAGE_KEY, dockWidthQuery, storedDockChoice } from '../island-contract/dock'
import { useIsland } from './hooks/useIsland'
import { isDialogOpen, isDocked, type IslandEffect, type IslandEnv } from './island-controller'
import { serviceFor, type IslandConfig } from './search-service'
import { SearchModal } from './SearchModal'
import { readString, write } from '../island-contract/storage'
import { injectStyle } from '../island-contract/inject-style'
import keywordCss from './styles/keyword.css?inline'
import dockButtonCss from './styles/dock-button.css?inline'

// One stylesheet, added when the island loads (never on the initial page), in this order (later rules
// win). The dialog's frame (styles/modal.css) is in the page's stylesheet: the theme draws it first;
// the conversation's (chat/chat-style.ts) and the dock's (AssistantDock.tsx) come with their code.
injectStyle('search-island-style', [keywordCss, dockButtonCss].join('\n'))

/** Local-storage key of the remembered tab, with values `ai` / `docsearch`. */
export const TAB_STORAGE_KEY = KEY_SEARCH_TAB
// The page's agent tools (webmcp.ts) share the dialog's search service, from this chunk.
export { serviceFor } from './search-service'

// The conversation's code and the dock load when the assistant is first used: a keyword search needs neither.
const AssistantDock = lazy(() => import('./AssistantDock').then((m) => ({ default: m.AssistantDock })))

/** The reader's remembered choices and the screen, as the island's transitions need them. */
function readEnv(): IslandEnv {
  return {
    now: Date.now(),
    wide: dockWidthQuery().matches,
    rememberedTab: readString(TAB_STORAGE_KEY) === 'ai' ? 'ai' : 'keyword',
    dockChoice: storedDockChoice(),
  }
}

/** The one place the island writes the reader's choices. */
function saveChoice(effect: Extract<IslandEffect, { type: 'saveTab' | 'saveDock' }>): void {
  if (effect.type === 'saveTab') write(TAB_STORAGE_KEY, effect.tab === 'ai' ? 'ai' : 'docsearch')
  else write(DOCK_STORAGE_KEY, effect.docked ? DOCK_VALUES.docked : DOCK_VALUES.dialog)
}

export interface SearchAppProps {
  config: IslandConfig
  navigate: (url: string) => void
}

/**
 * The island's root: listens for open requests from the shell and shows the dialog, the docked
 * assistant, or both (the dialog for a keyword search while the assistant is docked), as the island's
 * controller says. The conversation is the island's: it lives while the assistant is open, in either place.
 */
export default function SearchApp({ config, navigate }: SearchAppProps) {
  const service = useMemo(() => serviceFor(config), [config])
  // Loaded on idle or on a first sign of intent: the embedded index's meta comes with the code.
  useEffect(() => {
    if (service.mode === 'local') void service.local().then((engine) => engine.warm())
  }, [service])
  const chatRef = useRef<ChatController | null>(null)
  const [chat, setChat] = useState<ChatController | null>(null)
  const [chatView] = useState(() => new ChatViewState())
  // The page element that last had the focus, outside the island: Escape in the dock returns there.
  const pageFocus = useRef<HTMLElement | null>(null)

  /** The conversation of this opening of the assistant, created (its code loaded) on first need. */
  const loadChat = useCallback(
    (): Promise<ChatController> =>
      loadChatCode().then(([{ ChatController, systemClock }, { chatStringsFor }, { watchUnsourcedAnswers }]) => {
        const c = chatStringsFor(config.locale)
        if (!chatRef.current) {
          chatRef.current = new ChatController(
            (req) => service.chat(c).then((ask) => ask(req)),
            c.notices,
            systemClock,
            service.clearCache,
            ({ page, mode }) => {
              if (page) track('AIPageQuestionAsked', { url: page.url, mode })
            },
          )
          watchUnsourcedAnswers(chatRef.current, config.locale, (p) => track('AIAnswerWithoutSources', p))
        }
        setChat(chatRef.current)
        return chatRef.current
      }),
    [service, config.locale],
  )

  /** A question for the assistant, wherever it is shown: the page scope first, then the question. */
  const askAssistant = (req: OpenRequest) => {
    const pending = takePendingQuery()?.text
    const { quote } = req
    // A quote from the page becomes the question in the reader's language (its code loads with it).
    const question =
      pending === undefined && quote
        ? import('../island-contract/quote').then((m) => m.quoteQuestionFor(quote, config.locale) ?? undefined)
        : Promise.resolve(pending ?? req.query)
    void Promise.all([loadChat(), question]).then(([c, q]) => {
      if (req.page) c.setPage({ ...req.page, locale: config.locale })
      if (quote && q) track('AIQuoteAsked', { kind: quote.kind, url: req.page?.url ?? '', locale: config.locale })
      if (q?.trim()) void c.submit(q)
    })
  }

  const [island, dispatch] = useIsland(readEnv, (effect) => {
    switch (effect.type) {
      case 'saveTab':
      case 'saveDock':
        return saveChoice(effect)
      case 'ask':
        return askAssistant(effect.request)
      case 'endChat':
        // The assistant closed: its conversation ends (and what runs stops), as BEHAVIOUR.md says of the dialog.
        chatRef.current?.clear()
        chatRef.current = null
        setChat(null)
        chatView.reset()
        return
      case 'track':
        return track(effect.event, { mode: chatRef.current?.state.mode ?? 'quick' })
    }
  })
  const open = isDialogOpen(island)
  const docked = isDocked(island)
  // The assistant docked where the theme drew the dialog's stand-in (the reader's choice changed in
  // another tab): the dock replaces it, as the dialog would.
  useLayoutEffect(() => {
    if (docked) releaseStandIn()
  }, [docked])

  useEffect(() => onOpenRequest((request) => dispatch({ type: 'open', request })), [dispatch])

  useEffect(() => {
    const mq = dockWidthQuery()
    const onChange = () => {
      if (!mq.matches) dispatch({ type: 'narrowed' })
    }
    mq.addEventListener('change', onChange)
    return () => mq.removeEventListener('change', onChange)
  }, [dispatch])

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
    if ((open && island.tab === 'ai') || docked) void loadChat()
  }, [open, island.tab, docked, loadChat])

  return (
    <>
      {docked && chat && (
        <Suspense fallback={null}>
          <AssistantDock
            service={service}
            chat={chat}
            view={chatView}
            focusNonce={island.focusNonce}
            pageFocus={pageFocus}
            onUndock={() => dispatch({ type: 'undock' })}
            onClose={() => dispatch({ type: 'closeDock' })}
            onNavigate={navigate}
          />
        </Suspense>
      )}
      {open && (
        <SearchModal
          key={island.session}
          service={service}
          tab={island.tab}
          request={island.request}
          onTab={(tab: SearchTab) => dispatch({ type: 'chooseTab', tab })}
          onClose={() => dispatch({ type: 'close' })}
          onNavigate={navigate}
          chat={chat}
          chatView={chatView}
          onDock={dockWidthQuery().matches ? () => dispatch({ type: 'dock' }) : undefined}
        />
      )}
    </>
  )
}
