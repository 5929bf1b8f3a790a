import { lazy, Suspense, useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { isImeComposing } from '../contracts/keyboard'
import type { ChatController } from './chat/controller'
import type { ChatViewState } from './chat/types'
import { loadAiPanel } from './chat-code'
import { ErrorBoundary } from './ErrorBoundary'
import { HeadButton } from './HeadButton'
import type { SearchService } from './search-service'
import { stringsFor } from './strings'
import { injectStyle } from '../island-contract/inject-style'
import dockCss from './styles/dock.css?inline'

// The dock's own rules come with its code, after the island's (its buttons' shared rule is there).
injectStyle('assistant-dock-style', dockCss)

const AiPanel = lazy(() => loadAiPanel().then((m) => ({ default: m.AiPanel })))

/** Focuses the docked assistant from anywhere on the page (shown in aria-keyshortcuts). */
const DOCK_SHORTCUT = { apple: 'Meta+I', other: 'Control+I' } as const

interface Props {
  service: SearchService
  chat: ChatController
  view: ChatViewState
  /** Changes when the reader asks for the assistant again (a shortcut, a button): its input takes focus. */
  focusNonce: number
  /** The element of the page that last had the focus (the island tracks it): Escape returns there. */
  pageFocus: { readonly current: HTMLElement | null }
  onUndock: () => void
  onClose: () => void
  onNavigate: (url: string) => void
}

/**
 * The assistant docked beside the page: a named complementary region, not a dialog. The page stays
 * usable beside it; in-site links in answers open in the page and the conversation stays.
 */
export function AssistantDock({ service, chat, view, focusNonce, pageFocus, onUndock, onClose, onNavigate }: Props) {
  const t = stringsFor(service.config.locale)
  const root = useRef<HTMLElement>(null)
  const titleId = useId()
  // Asked for again (a shortcut, a button) while the focus is on the page: the question box takes it.
  // (On first mount the chat view focuses its own box.)
  useEffect(() => {
    const el = root.current
    if (!el || el.contains(document.activeElement)) return
    el.querySelector<HTMLElement>('textarea:not([disabled])')?.focus()
  }, [focusNonce])

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Escape' || isImeComposing(e.nativeEvent)) return
    e.preventDefault()
    const back = pageFocus.current
    if (back?.isConnected && !root.current?.contains(back)) {
      back.focus()
      return
    }
    // Nothing to go back to (the page changed since): the main content, as the skip link does.
    const main = document.querySelector<HTMLElement>('#VPContent, main')
    if (main) {
      if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
      main.focus()
    }
  }

  const isApple =
    typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent)
  return (
    // The dock's keys (Escape back to the page, the dock shortcut) reach it from the controls inside.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <aside
      ref={root}
      className="AssistantDock"
      aria-labelledby={titleId}
      aria-keyshortcuts={isApple ? DOCK_SHORTCUT.apple : DOCK_SHORTCUT.other}
      onKeyDown={onKeyDown}
    >
      <div className="AssistantDock-head">
        <h2 id={titleId} className="AssistantDock-title">
          {t.dock.label}
          <span className="SearchTab-beta">{t.beta}</span>
        </h2>
        <span className="AssistantDock-hint">{t.dock.escapeHint}</span>
        <HeadButton className="AssistantDock-button" label={t.dock.undock} icon="undock" onClick={onUndock} />
        <HeadButton className="AssistantDock-button" label={t.dock.close} onClick={onClose} />
      </div>
      <div className="AssistantDock-body">
        <ErrorBoundary message={t.uiFailure}>
          <Suspense fallback={<div className="AiPanel" aria-busy="true" />}>
            <AiPanel service={service} chat={chat} view={view} onNavigate={onNavigate} />
          </Suspense>
        </ErrorBoundary>
      </div>
    </aside>
  )
}
