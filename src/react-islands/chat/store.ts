/**
 * The AI tab's state and how a reply in it ends, without the flow that asks: the state, its setters
 * and listeners, a message patched, a reply finished or turned into an error (which stops its timers
 * and forgets its request). Apart from controller.ts, whose ChatController extends it with the
 * requests of a question (stream, watchdog, rescue, fallback), so that the flow reads on its own.
 */
import type { ChatMode, PageScope } from '../../search-core/types'
import type { Clock } from './timing'
import type { ChatMessage, ChatState } from './types'

/** A message's id: its kind, when it was made and a random tail. */
export const newId = (prefix: 'user' | 'ai' | 'error', now: number) =>
  `${prefix}-${now}-${Math.random().toString(36).slice(2, 8)}`

/** The chat's state and a reply's end; ChatController (controller.ts) adds the requests. */
export class ChatStore {
  state: ChatState = {
    messages: [],
    conversationId: null,
    isAILoading: false,
    isStreaming: false,
    streamingMessageId: null,
    streamingEnabled: true,
    mode: 'quick',
    page: null,
  }
  private listeners = new Set<(s: ChatState) => void>()
  /** The request running: a reply's end forgets it; stop and clear abort it. */
  protected abort: AbortController | null = null
  /** The running reply's timers, cleared when it ends. */
  protected timers: unknown[] = []
  protected intervals: unknown[] = []

  constructor(protected readonly clock: Clock) {}

  subscribe(fn: (s: ChatState) => void): () => void {
    this.listeners.add(fn)
    return () => this.listeners.delete(fn)
  }

  protected set(patch: Partial<ChatState>) {
    this.state = { ...this.state, ...patch }
    for (const fn of this.listeners) fn(this.state)
  }

  protected patchMessage(id: string, patch: Partial<ChatMessage> | ((m: ChatMessage) => Partial<ChatMessage>)) {
    this.set({
      messages: this.state.messages.map((m) =>
        m.id === id ? { ...m, ...(typeof patch === 'function' ? patch(m) : patch) } : m,
      ),
    })
  }

  protected clearTimers() {
    for (const t of this.timers) this.clock.clearTimeout(t)
    for (const i of this.intervals) this.clock.clearInterval(i)
    this.timers = []
    this.intervals = []
  }

  protected finish(id: string, patch: Partial<ChatMessage> = {}) {
    this.clearTimers()
    this.abort = null
    this.patchMessage(id, { isStreaming: false, isLoading: false, ...patch })
    this.set({ isAILoading: false, isStreaming: false, streamingMessageId: null })
  }

  /** Ends the reply as an error: the message takes the `error-` id prefix (BEHAVIOUR.md search §3 "Chat message"). */
  protected fail(id: string, message: string) {
    const errorId = newId('error', this.clock.now())
    this.clearTimers()
    this.abort = null
    this.set({
      messages: this.state.messages.map((m) =>
        m.id === id ? { ...m, id: errorId, message, sources: [], isStreaming: false, isLoading: false } : m,
      ),
      isAILoading: false,
      isStreaming: false,
      streamingMessageId: null,
    })
  }

  /** The text of a message so far ('' when it has none or is gone). */
  protected messageOf(id: string): string {
    return this.state.messages.find((m) => m.id === id)?.message ?? ''
  }

  /** A mode change keeps the conversation id; blocked while a reply streams. */
  setMode(mode: ChatMode): boolean {
    if (this.state.isStreaming) return false
    if (mode !== this.state.mode) this.set({ mode })
    return true
  }

  /** Puts a page in scope (a page question) or, with null, the whole site again. */
  setPage(page: PageScope | null) {
    if (page?.url !== this.state.page?.url || page?.title !== this.state.page?.title) this.set({ page })
  }

  setStreamingEnabled(on: boolean) {
    this.set({ streamingEnabled: on })
  }

  get busy(): boolean {
    return this.state.isAILoading || this.state.isStreaming
  }
}
