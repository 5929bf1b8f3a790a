import { lazy, Suspense, useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react'
import { isImeComposing } from '../contracts/keyboard'
import { loadAiPanel } from './chat-code'
import { ErrorBoundary } from './ErrorBoundary'
import { KeywordPanel } from './KeywordPanel'
import { peekStandIn, releaseStandIn, type SearchTab } from '../island-contract/bus'
import type { ChatController } from './chat/controller'
import type { ChatViewState } from './chat/types'
import type { ModalRequest } from './island-controller'
import type { SearchService } from './search-service'
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

/** Dock icon: a window with a side panel. */
const DOCK_ICON = 'M3 4h18a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1m1 2v12h10V6zm12 0v12h4V6z'

// The chat (markdown-it, DOMPurify, the chat UI) loads only when the AI tab is first shown.
const AiPanel = lazy(() => loadAiPanel().then((m) => ({ default: m.AiPanel })))

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

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
  const tabs: { id: SearchTab; label: string }[] = [
    { id: 'ai', label: t.tabAi },
    { id: 'keyword', label: t.tabKeyword },
  ]

  // A tab, once shown, stays mounted (hidden) so that its input and results survive a switch.
  if (!shown[tab]) setShown({ ...shown, [tab]: true })

  // Who had the focus before the dialog (read before any panel takes it), to give it back on close:
  // the control that opened it, not the theme's stand-in this dialog replaces.
  const [opener] = useState(() => peekStandIn()?.opener ?? (document.activeElement as HTMLElement | null))
  useLayoutEffect(releaseStandIn, [])
  useEffect(() => {
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      opener?.focus?.()
    }
  }, [opener])

  // A returning tab gets the focus in its field, as it had on open.
  const firstTab = useRef(true)
  useEffect(() => {
    if (firstTab.current) {
      firstTab.current = false
      return
    }
    panel.current
      ?.querySelector<HTMLElement>(`#${CSS.escape(`${titleId}-panel-${tab}`)} :is(input, textarea):not([disabled])`)
      ?.focus()
  }, [tab, titleId])

  // Escape and the focus trap are the document's, not the dialog's: a button that disappears or is
  // disabled when clicked (a suggested prompt, Send, Stop, a mode, Clear) drops the focus to <body>,
  // where a handler on the dialog would never hear the key.
  const close = useEffectEvent(() => onClose())
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const root = panel.current
      if (!root) return
      if (e.key === 'Escape') {
        // Escape belongs to the input method while it composes.
        if (isImeComposing(e)) return
        e.stopPropagation()
        close()
        return
      }
      if (e.key !== 'Tab') return
      const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      )
      if (!items.length) return
      const first = items[0]!
      const last = items[items.length - 1]!
      const inside = root.contains(document.activeElement)
      if (!inside) {
        e.preventDefault()
        ;(e.shiftKey ? last : first).focus()
      } else if (e.shiftKey && document.activeElement === first) {
        e.preventDefault()
        last.focus()
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => document.removeEventListener('keydown', onKeyDown, true)
  }, [])

  return (
    // The backdrop closes on a click as Escape does by keyboard; it is no control of its own.
    <div className="SearchOverlay" role="presentation" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} className="SearchModal" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="visually-hidden">
          {t.dialogLabel}
        </h2>
        <div className="SearchModal-head">
          <div className="SearchTabs" role="tablist" aria-label={t.dialogLabel}>
            {tabs.map((x) => (
              <button
                key={x.id}
                type="button"
                role="tab"
                id={`${titleId}-tab-${x.id}`}
                aria-selected={tab === x.id}
                aria-controls={`${titleId}-panel-${x.id}`}
                className="SearchTab"
                onClick={() => onTab(x.id)}
              >
                {x.label}
                {x.id === 'ai' && <span className="SearchTab-beta">{t.beta}</span>}
              </button>
            ))}
          </div>
          {tab === 'ai' && onDock && (
            <button
              type="button"
              className="SearchModal-dock"
              title={t.dock.dock}
              aria-label={t.dock.dock}
              onClick={onDock}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path fill="currentColor" d={DOCK_ICON} />
              </svg>
            </button>
          )}
          <button type="button" className="SearchModal-close" aria-label={t.close} onClick={onClose}>
            ×
          </button>
        </div>
        {tabs.map(({ id }) =>
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
