/**
 * The conversation flow of the AI tab, without React: streaming first, a watchdog that rescues a
 * stalled stream with one non-streaming request, UI timeouts, the 90 s safety check, stop, clear and
 * the streaming → non-streaming fallback (BEHAVIOUR.md search §4, §8, §9). Timers are injected.
 */
import type { ChatRequest } from '../../search-core/chat'
import { chatTimeoutSeconds, SERVER_LLM_CALL_CAP_SECONDS } from '../../search-core/constants'
import { classifyError } from '../../search-core/errors'
import type { ChatMode, PageScope } from '../../search-core/types'
import {
  SERVER_LLM_TIMEOUT,
  STUCK_MESSAGE_SAFETY_MS,
  uiTimeoutMs,
  WATCHDOG_INACTIVITY_MS,
  WATCHDOG_INTERVAL_MS,
  type Clock,
} from './timing'
import type { Ask, ChatMessage, ChatNotices, ChatState } from './types'

// The controller's module is the conversation's one entry point: its types and timings are re-exported.
export * from './timing'
export type * from './types'

/** What every request of one question shares. */
type AskBase = Pick<ChatRequest, 'question' | 'mode' | 'conversationId' | 'page'>

const newId = (prefix: 'user' | 'ai' | 'error', now: number) =>
  `${prefix}-${now}-${Math.random().toString(36).slice(2, 8)}`

export class ChatController {
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
  private abort: AbortController | null = null
  private timers: unknown[] = []
  private intervals: unknown[] = []
  private run = 0

  constructor(
    private readonly ask: Ask,
    private readonly notices: ChatNotices,
    private readonly clock: Clock,
    /** Called when streaming and its fallback both failed: the search client's cache is cleared (BEHAVIOUR.md search §4). */
    private readonly onBothFailed: () => void = () => {},
    /** Told of every question put to the assistant (analytics of page questions). */
    private readonly onQuestion: (q: { page: PageScope | null; mode: ChatMode }) => void = () => {},
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
    this.set({
      messages: this.state.messages.map((m) =>
        m.id === id ? { ...m, ...(typeof patch === 'function' ? patch(m) : patch) } : m,
      ),
    })
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

  /** Ends the reply as an error: the message takes the `error-` id prefix (BEHAVIOUR.md search §3 "Chat message"). */
  private fail(id: string, message: string) {
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

  /** The text for a request that failed: a timeout names the timeout that fired. */
  private errorText(err: unknown, timeoutSeconds: number): string {
    const e = classifyError(err)
    if (e.kind === 'timeout') return this.notices.timeout(timeoutSeconds)
    if (SERVER_LLM_TIMEOUT.test(e.message)) return this.notices.serverTimeout(SERVER_LLM_CALL_CAP_SECONDS)
    return e.message ? this.notices.errors.nonStreaming(e.message) : this.notices.errors.generic
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

  async submit(text: string): Promise<void> {
    const question = text.trim()
    if (!question || this.busy) return
    const runId = ++this.run
    this.onQuestion({ page: this.state.page, mode: this.state.mode })
    const now = this.clock.now()
    const aiId = newId('ai', now)
    const stream = this.state.streamingEnabled
    this.set({
      messages: [
        ...this.state.messages,
        {
          id: newId('user', now),
          sender: 'user',
          message: question,
          sources: [],
          isStreaming: false,
          isLoading: false,
          ...(this.state.page ? { page: this.state.page } : {}),
        },
        { id: aiId, sender: 'ai', message: '', sources: [], isStreaming: stream, isLoading: !stream },
      ],
      isAILoading: !stream,
      isStreaming: stream,
      streamingMessageId: stream ? aiId : null,
    })
    const mode = this.state.mode
    // The conversation as the server has stored it: answers are stored only once complete
    // (src/conversation_manager.cpp), so an id seen in a stream that then failed is never reused.
    const priorId = this.state.conversationId
    // Every request of this question (stream, rescue, fallback) asks the same thing of the same scope.
    const base: AskBase = {
      question,
      mode,
      conversationId: priorId,
      ...(this.state.page ? { page: this.state.page } : {}),
    }
    const followUp = Boolean(priorId)
    const requestSeconds = chatTimeoutSeconds(mode, followUp)
    const alive = () => runId === this.run

    if (!stream) {
      await this.nonStreaming(base, aiId, alive, requestSeconds)
      return
    }

    let lastChunk = this.clock.now()
    let opened = false
    let rescued = false
    const controller = new AbortController()
    this.abort = controller
    const uiMs = uiTimeoutMs(mode, followUp)

    // UI timeout: end the stream with a notice naming this timeout.
    this.timers.push(
      this.clock.setTimeout(() => {
        if (!alive()) return
        controller.abort()
        this.abort?.abort()
        this.run++
        const current = this.messageOf(aiId)
        const notice = this.notices.timeout(uiMs / 1000)
        if (current) this.finish(aiId, { message: `${current}\n\n${notice}` })
        else this.fail(aiId, notice)
      }, uiMs),
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
          this.abort?.abort()
          this.run++
          const current = this.messageOf(aiId)
          if (current) this.finish(aiId, { message: `${current}\n\n${this.notices.maybeIncomplete}` })
          else this.fail(aiId, this.notices.responseTimeout)
        }, delay),
      )
    }
    armSafety(STUCK_MESSAGE_SAFETY_MS)
    // Watchdog: an open stream silent for 8 s → one non-streaming rescue (see WATCHDOG_* above).
    this.intervals.push(
      this.clock.setInterval(() => {
        if (!alive() || rescued || !opened || this.clock.now() - lastChunk < WATCHDOG_INACTIVITY_MS) return
        rescued = true
        controller.abort()
        void this.rescue(base, aiId, runId)
      }, WATCHDOG_INTERVAL_MS),
    )
    const progress = () => {
      opened = true
      lastChunk = this.clock.now()
    }

    try {
      const result = await this.ask({
        ...base,
        stream: true,
        signal: controller.signal,
        onOpen: () => {
          if (alive() && !rescued) progress()
        },
        onChunk: (delta) => {
          if (!alive() || rescued) return
          progress()
          if (delta) this.patchMessage(aiId, (m) => ({ message: m.message + delta }))
        },
      })
      if (!alive() || rescued) return
      this.set({ conversationId: result.conversationId ?? priorId })
      this.finish(aiId, { message: result.answer, sources: result.sources, quoted: result.quoted })
    } catch (err) {
      if (!alive() || rescued) return
      const error = classifyError(err)
      // A timeout is final: the server's cap means a second request could not do better, and it
      // would be a second LLM call. The reader is told which timeout fired.
      if (error.kind === 'timeout' || SERVER_LLM_TIMEOUT.test(error.message)) {
        const notice = this.errorText(error, requestSeconds)
        const current = this.messageOf(aiId)
        if (current) this.finish(aiId, { message: `${current}\n\n${notice}` })
        else this.fail(aiId, notice)
        return
      }
      // Streaming failed: fall back to one non-streaming request.
      this.patchMessage(aiId, { isStreaming: false, isLoading: true })
      this.set({ isStreaming: false, isAILoading: true, streamingMessageId: null })
      this.clearTimers()
      const ok = await this.nonStreaming(base, aiId, alive, requestSeconds, true)
      if (!ok && alive()) {
        this.onBothFailed()
        this.fail(aiId, this.notices.errors.bothFailed(error.message))
      }
    }
  }

  private messageOf(id: string): string {
    return this.state.messages.find((m) => m.id === id)?.message ?? ''
  }

  /**
   * The watchdog's one non-streaming request. It continues the conversation as the server stored it
   * (`priorId`), never the stalled stream's id, which the server does not know. Stop and clear abort it.
   */
  private async rescue(base: AskBase, aiId: string, runId: number) {
    const controller = new AbortController()
    this.abort = controller
    try {
      const result = await this.ask({ ...base, stream: false, signal: controller.signal })
      if (runId !== this.run) return
      if (!result.answer) return this.fail(aiId, this.notices.errors.rescueEmpty)
      this.set({ conversationId: result.conversationId ?? base.conversationId ?? null })
      this.finish(aiId, { message: result.answer, sources: result.sources, quoted: result.quoted })
    } catch {
      if (runId !== this.run) return
      this.fail(aiId, this.notices.errors.rescueFailed)
    }
  }

  /** One non-streaming request; returns whether it produced the answer. */
  private async nonStreaming(
    base: AskBase,
    aiId: string,
    alive: () => boolean,
    seconds: number,
    isFallback = false,
  ): Promise<boolean> {
    const controller = new AbortController()
    this.abort = controller
    try {
      const result = await this.ask({ ...base, stream: false, signal: controller.signal })
      if (!alive()) return true
      this.set({ conversationId: result.conversationId ?? base.conversationId ?? null })
      this.finish(aiId, { message: result.answer, sources: result.sources, quoted: result.quoted })
      return true
    } catch (err) {
      if (!alive()) return true
      if (isFallback) return false
      this.fail(aiId, this.errorText(err, seconds))
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
