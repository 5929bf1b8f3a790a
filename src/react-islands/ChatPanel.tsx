import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent as ReactMouseEvent,
} from 'react'
import { track } from './analytics'
import { AnswerView } from './chat/AnswerView'
import type { ChatController } from './chat/controller'
import { useChat } from './chat/useChat'
import type { SearchService } from './search-service'
import { stringsFor } from './strings'
import { safeHref } from '../search-core/hits'
import type { ChatMode } from '../search-core/types'
import { CHAT_MODES } from '../contracts/chat'

/** Enter is ignored for this long after an input method finishes composing (spec §9). */
export const COMPOSITION_GUARD_MS = 50
/** Suggested prompts: 6, or 4 at widths of 768 px or less. */
export const SUGGESTED_PROMPTS = 6
export const SUGGESTED_PROMPTS_MOBILE = 4
export const CHAT_MOBILE_BREAKPOINT = 768
/** The message count line and skip link appear above this many messages. */
export const SUMMARY_AFTER_MESSAGES = 5
/** How close to the end the reader must be for a streaming answer to keep the list scrolled down. */
const PINNED_SLACK_PX = 120

const MODES = CHAT_MODES

/** Mode icons: lightning (quick), scales (balance), a brain-like spark (deep). */
const MODE_ICONS: Record<ChatMode, string> = {
  quick: 'M11 15H6l7-14v8h5l-7 14z',
  balance: 'M12 3v2H5l-2 6a3 3 0 0 0 6 0L6.6 5H11v14H7v2h10v-2h-4V5h4.4L15 11a3 3 0 0 0 6 0l-2-6h-7V3z',
  deep: 'M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2m-3 17v1a3 3 0 0 0 6 0v-1z',
}
function ModeIcon({ mode }: { mode: ChatMode }) {
  return (
    <svg className="ModeIcon" viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path fill="currentColor" d={MODE_ICONS[mode]} />
    </svg>
  )
}

/** Icons drawn as SVG: emoji and arrow characters render as empty boxes where no such font is installed. */
const ICONS = {
  up: 'M2 21h4V9H2zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3a1.5 1.5 0 0 0-.4-1L13.2 1 6.6 7.6A2 2 0 0 0 6 9v10a2 2 0 0 0 2 2h9a2 2 0 0 0 1.8-1.2l3-7.1.2-.7z',
  down: 'M22 3h-4v12h4zM2 14a2 2 0 0 0 2 2h6.3l-1 4.6v.3a1.5 1.5 0 0 0 .4 1l1.1 1.1 6.6-6.6A2 2 0 0 0 18 15V5a2 2 0 0 0-2-2H7a2 2 0 0 0-1.8 1.2l-3 7.1L2 12z',
  clear: 'M12 5V1L7 6l5 5V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8',
  send: 'M11 20V7.8l-5.6 5.6L4 12l8-8 8 8-1.4 1.4L13 7.8V20z',
} as const
function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="ChatIcon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path fill="currentColor" d={ICONS[name]} />
    </svg>
  )
}

/** What the view keeps when it is replaced (docking, undocking): the draft and the scroll position. */
export interface ChatViewState {
  draft: string
  scrollTop: number | null
}

interface Props {
  service: SearchService
  /** The conversation: it belongs to the island and outlives this view. */
  chat: ChatController
  view: ChatViewState
  /** Whether the panel is the one shown (a hidden tab takes no focus). */
  active?: boolean
  onNavigate?: (url: string) => void
  /** Closes the dialog before a same-site link is followed; absent when docked (the page changes beside it). */
  onClose?: () => void
}

export function ChatPanel({ service, chat, view, active = true, onNavigate, onClose }: Props) {
  const t = stringsFor(service.config.locale)
  const c = t.chat
  const { controller, state } = useChat(chat)
  const [text, setTextState] = useState(view.draft)
  const setText = (value: string) => {
    view.draft = value
    setTextState(value)
  }
  const [modesOpen, setModesOpen] = useState(false)
  const [copied, setCopied] = useState<string | null>(null)
  const [votes, setVotes] = useState<Record<string, 'up' | 'down'>>({})
  const composing = useRef(false)
  const composedAt = useRef(0)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const listEnd = useRef<HTMLDivElement>(null)
  const modeBox = useRef<HTMLDivElement>(null)
  const ids = useId()
  const hint = useMemo(() => c.clearHints[Math.floor(Math.random() * c.clearHints.length)]!, [c.clearHints])
  const [narrow, setNarrow] = useState(
    () => typeof window !== 'undefined' && window.innerWidth <= CHAT_MOBILE_BREAKPOINT,
  )
  const busy = state.isAILoading || state.isStreaming

  useEffect(() => {
    const onResize = () => setNarrow(window.innerWidth <= CHAT_MOBILE_BREAKPOINT)
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [])

  // A new message scrolls smoothly into view; a streaming answer keeps the list pinned to its end
  // (instantly, once a frame) unless the reader has scrolled up to read something else.
  const messageCount = useRef(state.messages.length)
  const messagesBox = useRef<HTMLDivElement>(null)
  // A view that replaces another (docking, undocking) opens where the reader was; else at the end.
  useEffect(() => {
    const list = messagesBox.current
    if (!list) return
    list.scrollTop = view.scrollTop ?? list.scrollHeight
    const onScroll = () =>
      (view.scrollTop =
        list.scrollHeight - list.scrollTop - list.clientHeight < PINNED_SLACK_PX ? null : list.scrollTop)
    list.addEventListener('scroll', onScroll, { passive: true })
    return () => list.removeEventListener('scroll', onScroll)
  }, [view])
  useEffect(() => {
    const end = listEnd.current
    const list = end?.parentElement
    if (!end || !list) return
    if (state.messages.length !== messageCount.current) {
      messageCount.current = state.messages.length
      end.scrollIntoView?.({ behavior: 'smooth', block: 'end' })
    } else if (list.scrollHeight - list.scrollTop - list.clientHeight < PINNED_SLACK_PX) {
      list.scrollTop = list.scrollHeight
    }
  }, [state.messages])

  useEffect(() => {
    if (!modesOpen) return
    const onDown = (e: MouseEvent) => {
      if (!modeBox.current?.contains(e.target as Node)) setModesOpen(false)
    }
    document.addEventListener('mousedown', onDown)
    return () => document.removeEventListener('mousedown', onDown)
  }, [modesOpen])

  /**
   * Sends a question. AISendButtonClicked is recorded once per question and only for the spec's
   * trigger here, the send button (Enter is its keyboard form); a suggested prompt or a question
   * handed over by the inviter (which records its own event) is not a click on it.
   */
  const send = useCallback(
    (value: string, fromSendButton: boolean) => {
      if (!value.trim() || controller.busy) return
      if (fromSendButton) track('AISendButtonClicked', { source: 'chat', mode: controller.state.mode })
      view.draft = ''
      setTextState('')
      void controller.submit(value)
      inputRef.current?.focus()
    },
    [controller, view],
  )

  useEffect(() => {
    if (active) inputRef.current?.focus()
  }, [active])

  /**
   * Links in answers and sources: a same-site link goes through the site's router and closes the
   * modal (the page behind it would otherwise change unseen); any other link opens in a new tab.
   */
  const onLinkClick = (e: ReactMouseEvent<HTMLDivElement>) => {
    const a = (e.target as Element).closest?.('a[href]') as HTMLAnchorElement | null
    if (!a || !e.currentTarget.contains(a) || a.getAttribute('href')?.startsWith('#')) return
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    const href = safeHref(a.getAttribute('href'))
    e.preventDefault()
    if (!href) return
    const url = new URL(href, window.location.href)
    if (url.origin === window.location.origin && onNavigate) {
      // In the dialog the page behind would change unseen, so it closes; docked, the page changes beside it.
      onClose?.()
      onNavigate(`${url.pathname}${url.search}${url.hash}`)
    } else {
      window.open(url.href, '_blank', 'noopener,noreferrer')
    }
  }

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey) return
    if (
      composing.current ||
      e.nativeEvent.isComposing ||
      e.keyCode === 229 ||
      Date.now() - composedAt.current < COMPOSITION_GUARD_MS
    )
      return
    e.preventDefault()
    send(text, true)
  }

  const chooseMode = (m: ChatMode) => {
    controller.setMode(m)
    setModesOpen(false)
    modeBox.current?.querySelector<HTMLElement>('.ModeSelect-badge')?.focus()
  }

  const prompts = (state.page ? c.pagePrompts : c.prompts).slice(
    0,
    narrow ? SUGGESTED_PROMPTS_MOBILE : SUGGESTED_PROMPTS,
  )
  const mode = c.modes[state.mode]
  return (
    <div className="ChatPanel">
      <div
        ref={messagesBox}
        className="ChatPanel-messages"
        aria-live="polite"
        aria-busy={state.isStreaming}
        onClick={onLinkClick}
      >
        {state.messages.length === 0 ? (
          <div className="ChatEmpty">
            <p className="ChatEmpty-greeting">{t.aiGreeting}</p>
            <h3 className="ChatEmpty-title">{c.tryThese}</h3>
            <ul className="ChatEmpty-prompts">
              {prompts.map((p) => (
                <li key={p}>
                  <button type="button" onClick={() => send(p, false)}>
                    {p}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <>
            {state.messages.length > SUMMARY_AFTER_MESSAGES && (
              <p className="ChatSummary">
                {c.count(state.messages.length)} · <a href={`#${ids}-input`}>{c.skipToInput}</a>
              </p>
            )}
            {state.messages.map((m) =>
              m.sender === 'user' ? (
                <div key={m.id} className="ChatBubble user">
                  {m.page && <span className="ChatBubble-scope">{c.pageScopeShort}</span>}
                  {m.message}
                </div>
              ) : (
                <div
                  key={m.id}
                  className="ChatBubble ai"
                  data-state={m.isLoading ? 'loading' : m.isStreaming ? 'streaming' : 'complete'}
                >
                  {m.isLoading && !m.message ? (
                    <p className="ChatStatus">{c.thinking}</p>
                  ) : (
                    <AnswerView text={m.message} streaming={m.isStreaming} />
                  )}
                  {m.isStreaming && <p className="ChatStatus">{c.generating}</p>}
                  {!m.isStreaming && !m.isLoading && m.message && (
                    <div className="ChatActions">
                      <button
                        type="button"
                        onClick={() => {
                          void navigator.clipboard?.writeText(m.message).then(
                            () => setCopied(m.id),
                            () => {},
                          )
                        }}
                      >
                        {copied === m.id ? c.copied : c.copy}
                      </button>
                      {(['up', 'down'] as const).map((v) => (
                        <button
                          key={v}
                          type="button"
                          aria-pressed={votes[m.id] === v}
                          aria-label={v === 'up' ? c.helpful : c.notHelpful}
                          onClick={() => {
                            setVotes((x) => ({ ...x, [m.id]: v }))
                            track('AIAnswerFeedback', {
                              value: v,
                              conversationId: state.conversationId,
                              messageId: m.id,
                              mode: state.mode,
                            })
                          }}
                        >
                          <Icon name={v} />
                        </button>
                      ))}
                    </div>
                  )}
                  {!m.isStreaming && !m.isLoading && m.sources.length > 0 && (
                    <div className="ChatSources">
                      <p className="ChatSources-title">{c.related}</p>
                      <ul>
                        {m.sources.map((s) => {
                          const href = safeHref(s.url)
                          return (
                            <li key={s.url}>
                              {href ? <a href={href}>{s.title}</a> : <strong>{s.title}</strong>}
                              <span>{s.excerpt}</span>
                            </li>
                          )
                        })}
                      </ul>
                    </div>
                  )}
                </div>
              ),
            )}
            <div ref={listEnd} />
          </>
        )}
      </div>

      <div className="ChatInput">
        {state.page && (
          <div className="ChatScope">
            <span className="ChatScope-text">{c.pageScope(state.page.title)}</span>
            <button
              type="button"
              className="ChatScope-remove"
              aria-label={c.removeScope}
              title={c.removeScope}
              onClick={() => {
                controller.setPage(null)
                inputRef.current?.focus()
              }}
            >
              ×
            </button>
          </div>
        )}
        <div className="ChatInput-row">
          <div className="ModeSelect" ref={modeBox}>
            <button
              type="button"
              className="ModeSelect-badge"
              aria-haspopup="listbox"
              aria-expanded={modesOpen}
              aria-label={`${c.modeLabel}: ${mode.label}`}
              disabled={state.isStreaming}
              onClick={() => setModesOpen((o) => !o)}
            >
              <ModeIcon mode={state.mode} /> {mode.label}
            </button>
            {modesOpen && (
              <ul className="ModeSelect-panel" role="listbox" aria-label={c.modeLabel}>
                {MODES.map((m) => (
                  <li
                    key={m}
                    role="option"
                    aria-selected={m === state.mode}
                    tabIndex={0}
                    onClick={() => chooseMode(m)}
                    onKeyDown={(e) => e.key === 'Enter' && chooseMode(m)}
                  >
                    <ModeIcon mode={m} /> <strong>{c.modes[m].label}</strong> <span>{c.modes[m].time}</span>
                    <small>{c.modes[m].description}</small>
                  </li>
                ))}
                <li className="ModeSelect-streaming" role="presentation">
                  {/* The streaming switch is tucked away here: on by default, for readers behind proxies that buffer. */}
                  <label>
                    <input
                      type="checkbox"
                      checked={state.streamingEnabled}
                      onChange={(e) => controller.setStreamingEnabled(e.target.checked)}
                    />{' '}
                    {c.streamingToggle}
                  </label>
                </li>
              </ul>
            )}
          </div>
          <textarea
            ref={inputRef}
            id={`${ids}-input`}
            className="ChatInput-text"
            rows={1}
            aria-label={c.input}
            placeholder={c.placeholder}
            value={text}
            maxLength={4000}
            onChange={(e) => {
              setText(e.target.value)
              e.target.style.height = 'auto'
              e.target.style.height = `${Math.min(e.target.scrollHeight, 160)}px`
            }}
            onCompositionStart={() => (composing.current = true)}
            onCompositionEnd={() => {
              composing.current = false
              composedAt.current = Date.now()
            }}
            onKeyDown={onKeyDown}
          />
          {state.messages.length > 0 && (
            <button
              type="button"
              className="ChatClear"
              title={c.clearTitle}
              aria-label={c.clearTitle}
              onClick={() => {
                controller.clear()
                inputRef.current?.focus()
              }}
            >
              <Icon name="clear" />
            </button>
          )}
          {state.isStreaming ? (
            <button
              type="button"
              className="ChatStop"
              onClick={() => {
                controller.stop()
                inputRef.current?.focus()
              }}
            >
              {c.stop}
            </button>
          ) : (
            <button
              type="button"
              className="ChatSend"
              aria-label={c.send}
              disabled={!text.trim() || busy}
              onClick={() => send(text, true)}
            >
              {state.isAILoading ? <span className="SearchSpinner" aria-hidden="true" /> : <Icon name="send" />}
            </button>
          )}
        </div>
        <p className="ChatInput-hint">{state.messages.length === 0 ? c.newlineHint : hint}</p>
        <p className="ChatDisclaimer">{c.disclaimer}</p>
      </div>
    </div>
  )
}
