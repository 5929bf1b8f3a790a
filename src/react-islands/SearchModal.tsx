import { lazy, Suspense, useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { KeywordPanel } from './KeywordPanel'
import type { SearchTab } from './bus'
import type { SearchService } from './search-service'
import { stringsFor } from './strings'

interface Props {
  service: SearchService
  tab: SearchTab
  query: string
  onTab: (tab: SearchTab) => void
  onClose: () => void
  onNavigate: (url: string) => void
}

// The chat (markdown-it, DOMPurify, the chat UI) loads only when the AI tab is first shown.
const AiPanel = lazy(() => import('./AiPanel').then((m) => ({ default: m.AiPanel })))

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The search dialog: tab 0 AI Q&A, tab 1 keyword search; focus stays inside while it is open. */
export function SearchModal({ service, tab, query, onTab, onClose, onNavigate }: Props) {
  const t = stringsFor(service.config.locale)
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const tabs: { id: SearchTab; label: string }[] = [
    { id: 'ai', label: t.tabAi },
    { id: 'keyword', label: t.tabKeyword },
  ]

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      opener?.focus?.()
    }
  }, [])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      // Escape belongs to the input method while it composes.
      if (e.nativeEvent.isComposing || e.keyCode === 229) return
      e.stopPropagation()
      onClose()
      return
    }
    if (e.key !== 'Tab' || !panel.current) return
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.offsetParent !== null || el === document.activeElement)
    if (!items.length) return
    const first = items[0]!
    const last = items[items.length - 1]!
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault()
      first.focus()
    }
  }

  return (
    <div className="SearchOverlay" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} className="SearchModal" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
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
          <button type="button" className="SearchModal-close" aria-label={t.close} onClick={onClose}>
            ×
          </button>
        </div>
        <div id={`${titleId}-panel-${tab}`} role="tabpanel" aria-labelledby={`${titleId}-tab-${tab}`} className="SearchModal-body">
          {tab === 'keyword' ? (
            <KeywordPanel service={service} initialQuery={query} onNavigate={onNavigate} onClose={onClose} />
          ) : (
            <Suspense fallback={<div className="AiPanel" aria-busy="true" />}>
              <AiPanel service={service} initialQuestion={query} />
            </Suspense>
          )}
        </div>
      </div>
    </div>
  )
}
