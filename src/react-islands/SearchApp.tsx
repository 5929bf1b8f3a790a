import { lazy, Suspense, useEffect, useLayoutEffect, useMemo } from 'react'
import { track } from '../island-contract/analytics'
import { KEY_SEARCH_TAB } from '../contracts/island-storage-keys'
import { releaseStandIn, type SearchTab } from '../island-contract/bus'
import { DOCK_VALUES } from '../contracts/page-storage-keys'
import { DOCK_STORAGE_KEY, dockWidthQuery, storedDockChoice } from '../island-contract/dock'
import { useChatSession } from './hooks/useChatSession'
import { useIsland } from './hooks/useIsland'
import { useIslandEvents } from './hooks/useIslandEvents'
import { usePageFocus } from './hooks/usePageFocus'
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
  const { chat, chatView, loadChat, ask, end, mode } = useChatSession(service, config.locale)
  const pageFocus = usePageFocus()

  const [island, dispatch] = useIsland(readEnv, (effect) => {
    switch (effect.type) {
      case 'saveTab':
      case 'saveDock':
        return saveChoice(effect)
      case 'ask':
        return ask(effect.request)
      case 'endChat':
        return end()
      case 'track':
        return track(effect.event, { mode: mode() })
    }
  })
  const open = isDialogOpen(island)
  const docked = isDocked(island)
  // The assistant docked where the theme drew the dialog's stand-in (the reader's choice changed in
  // another tab): the dock replaces it, as the dialog would.
  useLayoutEffect(() => {
    if (docked) releaseStandIn()
  }, [docked])
  useIslandEvents(dispatch)

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
