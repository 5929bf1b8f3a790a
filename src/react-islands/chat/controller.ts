/**
 * The conversation flow of the AI tab, without React: streaming first, a watchdog that rescues a
 * stalled stream with one non-streaming request, UI timeouts, the 90 s safety check, stop, clear and
 * the streaming → non-streaming fallback (spec search-and-ai §4, §8, §9). Timers are injected.
 */
import type { ChatRequest } from '../../search-core/chat'
import { classifyError } from '../../search-core/errors'
import type { ChatMode, ChatResult, Source } from '../../search-core/types'

export const WATCHDOG_INTERVAL_MS = 1500
export const WATCHDOG_INACTIVITY_MS = 8000
export const STUCK_MESSAGE_SAFETY_MS = 90_000
/** UI streaming timeout per mode (spec §9). */
export const UI_TIMEOUT_MS: Record<ChatMode, number> = { quick: 70_000, balance: 70_000, deep: 130_000 }

export const CHAT_ERRORS = {
  nonStreaming: (m: string) => `Sorry, an error occurred: ${m}`,
  generic: "Sorry, I couldn't process your request at this moment.",
  streaming: (m: string) => `Streaming error: ${m}`,
  ui: 'Sorry, something went wrong while processing your request.',
  bothFailed: 'Both streaming and fallback failed',
  rescueFailed: 'Streaming stalled and rescue failed',
  rescueEmpty: 'Streaming stalled and rescue had no answer',
} as const

export interface ChatNotices {
  timeout: (seconds: number) => string
  userStopped: string
  generationStopped: string
  maybeIncomplete: string
  responseTimeout: string
}

export interface ChatMessage {
  id: string
  sender: 'user' | 'ai'
  message: string
  sources: Source[]
  isStreaming: boolean
  isLoading: boolean
}

export interface ChatState {
  messages: ChatMessage[]
  conversationId: string | null
  isAILoading: boolean
  isStreaming: boolean
  streamingMessageId: string | null
  streamingEnabled: boolean
  mode: ChatMode
}

export interface Clock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(id: unknown): void
  setInterval(fn: () => void, ms: number): unknown
  clearInterval(id: unknown): void
}

export type Ask = (req: ChatRequest) => Promise<ChatResult>

const newId = (prefix: 'user' | 'ai' | 'error', now: number) => `${prefix}-${now}-${Math.random().toString(36).slice(2, 8)}`

export class ChatController {
  state: ChatState = { messages: [], conversationId: null, isAILoading: false, isStreaming: false, streamingMessageId: null, streamingEnabled: true, mode: 'quick' }
  private listeners = new Set<(s: ChatState) => void>()
  private abort: AbortController | null = null
  private timers: unknown[] = []
  private intervals: unknown[] = []
  private run = 0

  constructor(
    private readonly ask: Ask,
    private readonly notices: ChatNotices,
    private readonly clock: Clock,
    /** Called when streaming and its fallback both failed: the search client's cache is cleared (spec §4). */
    private readonly onBothFailed: () => void = () => {},
  ) {}

  subscribe(fn: (s: ChatState) => void): () => void {
    this.listeners.add(fn)
    return () => this.listeners.delete(fn)
  }

  private set(patch: Partial<ChatState>) {
    this.state = { ...this.state, ...patch }
    for (const fn of this.listeners) fn(this.state)
  }

  private patchMessage(id: string, patch: Partial<ChatMessage> | ((m: ChatMessage) => Partial<ChatMessage>)) {
    this.set({ messages: this.state.messages.map((m) => (m.id === id ? { ...m, ...(typeof patch === 'function' ? patch(m) : patch) } : m)) })
  }

  private clearTimers() {
    for (const t of this.timers) this.clock.clearTimeout(t)
    for (const i of this.intervals) this.clock.clearInterval(i)
    this.timers = []
    this.intervals = []
  }

  private finish(id: string, patch: Partial<ChatMessage> = {}) {
    this.clearTimers()
    this.abort = null
    this.patchMessage(id, { isStreaming: false, isLoading: false, ...patch })
    this.set({ isAILoading: false, isStreaming: false, streamingMessageId: null })
  }

  /** A mode change keeps the conversation id; blocked while a reply streams. */
  setMode(mode: ChatMode): boolean {
    if (this.state.isStreaming) return false
    if (mode !== this.state.mode) this.set({ mode })
    return true
  }

  setStreamingEnabled(on: boolean) {
    this.set({ streamingEnabled: on })
  }

  get busy(): boolean {
    return this.state.isAILoading || this.state.isStreaming
  }

  async submit(text: string): Promise<void> {
    const question = text.trim()
    if (!question || this.busy) return
    const runId = ++this.run
    const now = this.clock.now()
    const aiId = newId('ai', now)
    const stream = this.state.streamingEnabled
    this.set({
      messages: [
        ...this.state.messages,
        { id: newId('user', now), sender: 'user', message: question, sources: [], isStreaming: false, isLoading: false },
        { id: aiId, sender: 'ai', message: '', sources: [], isStreaming: stream, isLoading: !stream },
      ],
      isAILoading: !stream,
      isStreaming: stream,
      streamingMessageId: stream ? aiId : null,
    })
    const mode = this.state.mode
    const alive = () => runId === this.run

    if (!stream) {
      await this.nonStreaming(question, mode, aiId, alive)
      return
    }

    let lastChunk = this.clock.now()
    let rescued = false
    const controller = new AbortController()
    this.abort = controller

    // UI timeout: end the stream with a notice.
    this.timers.push(
      this.clock.setTimeout(() => {
        if (!alive()) return
        controller.abort()
        this.run++
        const seconds = UI_TIMEOUT_MS[mode] / 1000
        this.finish(aiId, { message: (this.messageOf(aiId) ? this.messageOf(aiId) + '\n\n' : '') + this.notices.timeout(seconds) })
      }, UI_TIMEOUT_MS[mode]),
    )
    // Safety net for a message left streaming with no progress for 90 s. One timer, not one per chunk:
    // when it fires early (chunks came since), it waits out the rest of the 90 s from the last chunk.
    const armSafety = (delay: number) => {
      this.timers.push(
        this.clock.setTimeout(() => {
          if (!alive() || !this.state.isStreaming) return
          const quiet = this.clock.now() - lastChunk
          if (quiet < STUCK_MESSAGE_SAFETY_MS) return armSafety(STUCK_MESSAGE_SAFETY_MS - quiet)
          controller.abort()
          this.run++
          const current = this.messageOf(aiId)
          this.finish(aiId, { message: current ? `${current}\n\n${this.notices.maybeIncomplete}` : this.notices.responseTimeout })
        }, delay),
      )
    }
    armSafety(STUCK_MESSAGE_SAFETY_MS)
    // Watchdog: no chunk for 8 s → one non-streaming rescue.
    this.intervals.push(
      this.clock.setInterval(() => {
        if (!alive() || rescued || this.clock.now() - lastChunk < WATCHDOG_INACTIVITY_MS) return
        rescued = true
        controller.abort()
        void this.rescue(question, mode, aiId, runId)
      }, WATCHDOG_INTERVAL_MS),
    )

    try {
      const result = await this.ask({
        question,
        mode,
        conversationId: this.state.conversationId,
        stream: true,
        signal: controller.signal,
        onChunk: (delta, conversationId) => {
          if (!alive() || rescued) return
          lastChunk = this.clock.now()
          if (conversationId) this.set({ conversationId })
          this.patchMessage(aiId, (m) => ({ message: m.message + delta }))
        },
      })
      if (!alive() || rescued) return
      this.set({ conversationId: result.conversationId ?? this.state.conversationId })
      this.finish(aiId, { message: result.answer, sources: result.sources })
    } catch (err) {
      if (!alive() || rescued) return
      // Streaming failed: fall back to one non-streaming request.
      const streamingMessage = classifyError(err).message
      this.patchMessage(aiId, { isStreaming: false, isLoading: true })
      this.set({ isStreaming: false, isAILoading: true, streamingMessageId: null })
      this.clearTimers()
      const ok = await this.nonStreaming(question, mode, aiId, alive, true)
      if (!ok && alive()) {
        this.onBothFailed()
        this.finish(aiId, { message: `${CHAT_ERRORS.bothFailed}: ${CHAT_ERRORS.streaming(streamingMessage)}` })
      }
    }
  }

  private messageOf(id: string): string {
    return this.state.messages.find((m) => m.id === id)?.message ?? ''
  }

  private async rescue(question: string, mode: ChatMode, aiId: string, runId: number) {
    try {
      const result = await this.ask({ question, mode, conversationId: this.state.conversationId, stream: false })
      if (runId !== this.run) return
      if (!result.answer) return this.finish(aiId, { message: CHAT_ERRORS.rescueEmpty })
      this.set({ conversationId: result.conversationId ?? this.state.conversationId })
      this.finish(aiId, { message: result.answer, sources: result.sources })
    } catch {
      if (runId !== this.run) return
      this.finish(aiId, { message: CHAT_ERRORS.rescueFailed })
    }
  }

  /** One non-streaming request; returns whether it produced the answer. */
  private async nonStreaming(question: string, mode: ChatMode, aiId: string, alive: () => boolean, isFallback = false): Promise<boolean> {
    const controller = new AbortController()
    this.abort = controller
    try {
      const result = await this.ask({ question, mode, conversationId: this.state.conversationId, stream: false, signal: controller.signal })
      if (!alive()) return true
      this.set({ conversationId: result.conversationId ?? this.state.conversationId })
      this.finish(aiId, { message: result.answer, sources: result.sources })
      return true
    } catch (err) {
      if (!alive()) return true
      if (isFallback) return false
      const e = classifyError(err)
      const message = e.kind === 'timeout' ? this.notices.timeout(UI_TIMEOUT_MS[mode] / 1000) : e.message ? CHAT_ERRORS.nonStreaming(e.message) : CHAT_ERRORS.generic
      this.finish(aiId, { message })
      return true
    }
  }

  /** The stop button: ends what runs and says so in the message. */
  stop() {
    const id = this.state.streamingMessageId ?? [...this.state.messages].reverse().find((m) => m.isLoading)?.id
    if (!this.busy || !id) return
    this.abort?.abort()
    this.run++
    const current = this.messageOf(id)
    this.finish(id, { message: current ? `${current}\n\n${this.notices.userStopped}` : this.notices.generationStopped })
  }

  /** Clear: stop what runs, empty the messages, forget the conversation. */
  clear() {
    if (this.busy) {
      this.abort?.abort()
      this.run++
      this.clearTimers()
    }
    this.abort = null
    this.set({ messages: [], conversationId: null, isAILoading: false, isStreaming: false, streamingMessageId: null })
  }
}
