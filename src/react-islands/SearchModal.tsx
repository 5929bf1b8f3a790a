import { lazy, Suspense, useId, useRef, useState } from 'react'
import { loadAiPanel } from './chat-code'
import { ErrorBoundary } from './ErrorBoundary'
import { KeywordPanel } from './KeywordPanel'
import type { SearchTab } from '../island-contract/bus'
import type { ChatController } from './chat/controller'
import type { ChatViewState } from './chat/types'
import type { ModalRequest } from './island-controller'
import type { SearchService } from './search-service'
import { useModalFocus } from './hooks/useModalFocus'
import { useModalKeys } from './hooks/useModalKeys'
import { SEARCH_TABS, SearchModalHead } from './SearchModalHead'
import { stringsFor } from './strings'

interface Props {
  service: SearchService
  tab: SearchTab
  request: ModalRequest
  onTab: (tab: SearchTab) => void
  onClose: () => void
  onNavigate: (url: string) => void
  /** The assistant's conversation (null while its code loads) and its view state. */
  chat: ChatController | null
  chatView: ChatViewState
  /** Docks the assistant beside the page; absent where the screen is too narrow. */
  onDock?: () => void
}

// The chat (markdown-it, DOMPurify, the chat UI) loads only when the AI tab is first shown.
const AiPanel = lazy(() => loadAiPanel().then((m) => ({ default: m.AiPanel })))

/**
 * The search dialog: tab 0 AI Q&A, tab 1 keyword search. Both panels stay mounted once shown, so
 * switching tabs loses neither the conversation nor the query; only closing the modal clears them
 * (the conversation belongs to the island, which ends it when the assistant closes).
 */
export function SearchModal({ service, tab, request, onTab, onClose, onNavigate, chat, chatView, onDock }: Props) {
  const t = stringsFor(service.config.locale)
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  // The request the modal opened with belongs to the tab it opened on.
  const [openedOn] = useState(tab)
  const [shown, setShown] = useState<Record<SearchTab, boolean>>({ ai: tab === 'ai', keyword: tab === 'keyword' })

  // A tab, once shown, stays mounted (hidden) so that its input and results survive a switch.
  if (!shown[tab]) setShown({ ...shown, [tab]: true })

  useModalFocus(panel, `#${CSS.escape(`${titleId}-panel-${tab}`)}`)
  useModalKeys(panel, onClose)

  return (
    // The backdrop closes on a click as Escape does by keyboard; it is no control of its own.
    <div className="SearchOverlay" role="presentation" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} className="SearchModal" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="visually-hidden">
          {t.dialogLabel}
        </h2>
        <SearchModalHead t={t} tab={tab} titleId={titleId} onTab={onTab} onClose={onClose} onDock={onDock} />
        {SEARCH_TABS.map((id) =>
          shown[id] ? (
            <div
              key={id}
              id={`${titleId}-panel-${id}`}
              role="tabpanel"
              aria-labelledby={`${titleId}-tab-${id}`}
              className="SearchModal-body"
              hidden={tab !== id}
            >
              <ErrorBoundary message={t.uiFailure}>
                {id === 'keyword' ? (
                  <KeywordPanel
                    service={service}
                    initialQuery={openedOn === 'keyword' ? request.query : ''}
                    request={request}
                    active={tab === 'keyword'}
                    onNavigate={onNavigate}
                    onClose={onClose}
                  />
                ) : (
                  <Suspense fallback={<div className="AiPanel" aria-busy="true" />}>
                    {chat ? (
                      <AiPanel
                        service={service}
                        chat={chat}
                        view={chatView}
                        active={tab === 'ai'}
                        onNavigate={onNavigate}
                        onClose={onClose}
                      />
                    ) : (
                      <div className="AiPanel" aria-busy="true" />
                    )}
                  </Suspense>
                )}
              </ErrorBoundary>
            </div>
          ) : null,
        )}
      </div>
    </div>
  )
}
