/**
 * The conversation flow of the AI tab, without React: streaming first, a watchdog that rescues a
 * stalled stream with one non-streaming request, UI timeouts, the 90 s safety check, stop, clear and
 * the streaming → non-streaming fallback (BEHAVIOUR.md search §4, §8, §9). Timers are injected. The
 * state it runs over, and how a reply ends, are store.ts.
 */
import { CHAT_MODE_DEFINITION, perChatMode } from '../../contracts/chat'
import type { ChatRequest } from '../../search-core/chat'
import type { StreamFailure } from '../../search-core/chat-answer'
import { chatTimeoutSeconds, fallbackTimeoutSeconds, SERVER_LLM_CALL_CAP_SECONDS } from '../../search-core/constants'
import { classifyError } from '../../search-core/errors'
import type { ChatMode, PageScope } from '../../search-core/types'
import { ChatStore, newId } from './store'
import { watchStream, type StreamWatch } from './stream-watch'
import {
  CONVERSATION_EXPIRED,
  SERVER_LLM_TIMEOUT,
  SERVER_NO_FIRST_BYTE,
  UI_TIMEOUT_SLACK_MS,
  type Clock,
} from './timing'
import type { Ask, ChatNotices } from './types'

// The controller's module is the conversation's one entry point: its types and timings are re-exported.
export * from './timing'
export type * from './types'

/** What every request of one question shares. */
type AskBase = Pick<ChatRequest, 'question' | 'mode' | 'conversationId' | 'page'>

/** The mode "ask again in another mode" offers after a cut answer (`askAgain` of `chat-modes.ts`). */
export const ASK_AGAIN_MODE: Record<ChatMode, ChatMode> = perChatMode((mode) => CHAT_MODE_DEFINITION[mode].askAgain)

/**
 * search-core's StreamFailure, recognised by its shape: importing the class would pull the chat
 * client's answer reader (chat-answer.ts) into this chunk.
 */
const isStreamFailure = (err: unknown): err is StreamFailure =>
  err instanceof Error && typeof (err as Partial<StreamFailure>).partial === 'string'

/** The conversation's flow over its state (store.ts): a question's requests, and stop and clear. */
export class ChatController extends ChatStore {
  private run = 0

  constructor(
    private readonly ask: Ask,
    private readonly notices: ChatNotices,
    clock: Clock,
    /** Called when streaming and its fallback both failed: the search client's cache is cleared (BEHAVIOUR.md search §4). */
    private readonly onBothFailed: () => void = () => {},
    /** Told of every question put to the assistant (analytics of page questions). */
    private readonly onQuestion: (q: { page: PageScope | null; mode: ChatMode }) => void = () => {},
  ) {
    super(clock)
  }

  /** The text for a request that failed: a timeout names the timeout that fired. */
  private errorText(err: unknown, timeoutSeconds: number): string {
    const e = classifyError(err)
    if (e.kind === 'timeout') return this.notices.timeout(timeoutSeconds)
    if (SERVER_LLM_TIMEOUT.test(e.message)) return this.notices.serverTimeout(SERVER_LLM_CALL_CAP_SECONDS)
    if (SERVER_NO_FIRST_BYTE.test(e.message)) return this.notices.noFirstByte(SERVER_LLM_CALL_CAP_SECONDS)
    return e.message ? this.notices.errors.nonStreaming(e.message) : this.notices.errors.generic
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
    // Every request of this question (stream, rescue, fallback) asks the same thing of the same scope,
    // in the conversation as the server has stored it before this question.
    const base: AskBase = {
      question,
      mode,
      conversationId: this.state.conversationId,
      ...(this.state.page ? { page: this.state.page } : {}),
    }
    await this.answer(base, aiId, runId, stream, false)
  }

  /** One question's requests: streamed (with its watchdog and fallback) or one non-streaming request. */
  private async answer(base: AskBase, aiId: string, runId: number, stream: boolean, restarted: boolean) {
    const alive = () => runId === this.run
    if (stream) return this.streamAnswer(base, aiId, runId, restarted)
    try {
      await this.nonStreaming(base, aiId, alive, false, restarted)
    } catch (err) {
      // Only an expired conversation escapes nonStreaming, to be asked again in a new one.
      if (alive()) await this.startOver(base, aiId, runId, stream, err)
    }
  }

  /**
   * The conversation had expired (or is unknown) on the server: the question is asked once more as
   * the first of a new conversation, and the reader is told that the earlier context was dropped.
   * A second "invalid" cannot happen (no id is sent); any other failure ends as usual.
   */
  private async startOver(base: AskBase, aiId: string, runId: number, stream: boolean, err: unknown) {
    if (!CONVERSATION_EXPIRED.test(classifyError(err).message)) throw err
    this.clearTimers()
    this.set({ conversationId: null })
    this.patchMessage(aiId, { notice: this.notices.contextDropped, message: '', thinking: undefined })
    await this.answer({ ...base, conversationId: null }, aiId, runId, stream, true)
  }

  private async streamAnswer(base: AskBase, aiId: string, runId: number, restarted: boolean) {
    // The conversation as the server has stored it: an id seen in a stream that then failed is never
    // reused; a cut answer is stored (src/core_api.cpp), so its id is kept.
    const priorId = base.conversationId ?? null
    const controller = new AbortController()
    this.abort = controller
    const watch = this.watchStream(base, aiId, runId, controller)
    // What the stream sends counts while its question is the current one and no rescue took it over.
    const live = () => runId === this.run && !watch.rescued
    const progress = () => {
      watch.opened = true
      watch.lastChunk = this.clock.now()
    }

    try {
      const result = await this.ask({
        ...base,
        stream: true,
        signal: controller.signal,
        onOpen: () => {
          if (live()) progress()
        },
        onChunk: (delta) => {
          if (!live()) return
          progress()
          if (delta) this.patchMessage(aiId, (m) => ({ message: m.message + delta }))
        },
        onThinking: (delta) => {
          if (!live()) return
          progress()
          this.patchMessage(aiId, (m) => ({ thinking: (m.thinking ?? '') + delta }))
        },
      })
      if (!live()) return
      this.set({ conversationId: result.conversationId ?? priorId })
      this.finish(aiId, {
        message: result.answer,
        sources: result.sources,
        quoted: result.quoted,
        ...(result.thinking ? { thinking: result.thinking } : {}),
        ...(result.incomplete ? { incomplete: true, mode: base.mode } : {}),
      })
    } catch (err) {
      if (live()) await this.streamFailed(err, base, aiId, runId, restarted, watch.opened)
    }
  }

  /** The timers of a streamed answer (stream-watch.ts), each ending this question its own way. */
  private watchStream(base: AskBase, aiId: string, runId: number, controller: AbortController): StreamWatch {
    const followUp = Boolean(base.conversationId)
    return watchStream({
      clock: this.clock,
      timers: this.timers,
      intervals: this.intervals,
      followUp,
      alive: () => runId === this.run,
      streaming: () => this.state.isStreaming,
      // End the stream with a notice naming this timeout.
      timedOut: (uiMs) => {
        controller.abort()
        this.abort?.abort()
        this.run++
        const current = this.messageOf(aiId)
        const notice = this.notices.timeout(uiMs / 1000)
        if (current) this.finish(aiId, { message: `${current}\n\n${notice}` })
        else this.fail(aiId, notice)
      },
      stuck: () => {
        controller.abort()
        this.giveUp(aiId)
      },
      // A follow-up ends as a cut answer, as the server stored it; a first question gets one rescue.
      silent: () => {
        controller.abort()
        if (followUp) this.keepStored(aiId, base.mode)
        else void this.rescue(base, aiId, runId)
      },
    })
  }

  /**
   * A streamed answer failed (`opened`: after the server opened its stream). The server's failure after
   * the answer keeps the text; an expired conversation starts over; a timeout is final; an opened
   * follow-up is kept as the server stored it; anything else falls back to one non-streaming request.
   */
  private async streamFailed(
    err: unknown,
    base: AskBase,
    aiId: string,
    runId: number,
    restarted: boolean,
    opened: boolean,
  ) {
    const priorId = base.conversationId ?? null
    const followUp = Boolean(priorId)
    const alive = () => runId === this.run
    const error = classifyError(err)
    // The server failed after the answer had streamed: the text stays, the error follows it, and
    // the conversation stays as the server stored it before this question. No second call.
    if (isStreamFailure(err)) {
      if (!err.partial) return this.fail(aiId, this.notices.errors.nonStreaming(err.message))
      this.finish(aiId, {
        message: err.partial,
        error: this.notices.errors.afterAnswer(err.message),
        ...(err.thinking ? { thinking: err.thinking } : {}),
      })
      return
    }
    if (!restarted && priorId && CONVERSATION_EXPIRED.test(error.message))
      return this.startOver(base, aiId, runId, true, err)
    // A timeout is final: the server's cap means a second request could not do better, and it
    // would be a second model call. The reader is told which timeout fired (or that the model did
    // not start within the server's budget).
    if (
      error.kind === 'timeout' ||
      SERVER_LLM_TIMEOUT.test(error.message) ||
      SERVER_NO_FIRST_BYTE.test(error.message)
    ) {
      const notice = this.errorText(error, chatTimeoutSeconds(followUp, true))
      const current = this.messageOf(aiId)
      if (current) this.finish(aiId, { message: `${current}\n\n${notice}` })
      else this.fail(aiId, notice)
      return
    }
    if (followUp && opened) return this.keepStored(aiId, base.mode)
    // Streaming failed: fall back to one non-streaming request.
    this.patchMessage(aiId, { isStreaming: false, isLoading: true })
    this.set({ isStreaming: false, isAILoading: true, streamingMessageId: null })
    this.clearTimers()
    const ok = await this.nonStreaming(base, aiId, alive, true, true)
    if (!ok && alive()) {
      this.onBothFailed()
      this.fail(aiId, this.notices.errors.bothFailed(error.message))
    }
  }

  /**
   * A follow-up whose stream the server opened is in its conversation's history whatever the reader
   * does now: the server keeps reading the gateway when the client leaves and stores what it has
   * (src/http_client.cpp, src/core_api.cpp add_conversation). Asking it again in that conversation (a
   * rescue, a fallback) would store the question twice. The reply ends as a cut answer: its text,
   * the maybe-incomplete notice and its actions (continue asks in the same conversation).
   */
  private keepStored(aiId: string, mode: ChatMode) {
    this.abort?.abort()
    const current = this.messageOf(aiId)
    if (current) this.finish(aiId, { message: current, incomplete: true, mode })
    else this.fail(aiId, this.notices.responseTimeout)
  }

  /** Ends a reply that made no progress: its text with the maybe-incomplete notice, or the response-timeout error. */
  private giveUp(aiId: string) {
    this.abort?.abort()
    this.run++
    const current = this.messageOf(aiId)
    if (current) this.finish(aiId, { message: `${current}\n\n${this.notices.maybeIncomplete}` })
    else this.fail(aiId, this.notices.responseTimeout)
  }

  /**
   * The watchdog's one non-streaming request. It continues the conversation as the server stored it
   * (`priorId`), never the stalled stream's id, which the server does not know. Its own request
   * timeout (two blocking model calls, search-core chatTimeoutSeconds) replaces the stream's timers.
   * Stop and clear abort it.
   */
  private async rescue(base: AskBase, aiId: string, runId: number) {
    this.clearTimers()
    const controller = new AbortController()
    this.abort = controller
    // The safety net of a rescue: its request timeout plus the UI's slack.
    const seconds = fallbackTimeoutSeconds(Boolean(base.conversationId))
    const bound = seconds * 1000 + UI_TIMEOUT_SLACK_MS
    this.timers.push(this.clock.setTimeout(() => runId === this.run && this.giveUp(aiId), bound))
    try {
      const result = await this.ask({ ...base, stream: false, signal: controller.signal, timeoutMs: seconds * 1000 })
      if (runId !== this.run) return
      if (!result.answer) return this.fail(aiId, this.notices.errors.rescueEmpty)
      this.set({ conversationId: result.conversationId ?? base.conversationId ?? null })
      this.finish(aiId, { message: result.answer, sources: result.sources, quoted: result.quoted })
    } catch {
      if (runId !== this.run) return
      this.fail(aiId, this.notices.errors.rescueFailed)
    }
  }

  /**
   * One non-streaming request; returns whether it produced the answer. An expired conversation is
   * thrown (unless `restarted`) for `answer` to start over.
   */
  private async nonStreaming(
    base: AskBase,
    aiId: string,
    alive: () => boolean,
    isFallback: boolean,
    restarted: boolean,
  ): Promise<boolean> {
    const controller = new AbortController()
    this.abort = controller
    // After a failed stream the request has the short fallback budget (search-core fallbackTimeoutSeconds).
    const followUp = Boolean(base.conversationId)
    const seconds = isFallback ? fallbackTimeoutSeconds(followUp) : chatTimeoutSeconds(followUp, false)
    try {
      const result = await this.ask({
        ...base,
        stream: false,
        signal: controller.signal,
        ...(isFallback ? { timeoutMs: seconds * 1000 } : {}),
      })
      if (!alive()) return true
      this.set({ conversationId: result.conversationId ?? base.conversationId ?? null })
      this.finish(aiId, { message: result.answer, sources: result.sources, quoted: result.quoted })
      return true
    } catch (err) {
      if (!alive()) return true
      if (!restarted && base.conversationId && CONVERSATION_EXPIRED.test(classifyError(err).message)) throw err
      if (isFallback) return false
      this.fail(aiId, this.errorText(err, seconds))
      return true
    }
  }

  /** Asks the model to finish a cut answer, in the same conversation (which holds the cut answer). */
  continueAnswer() {
    void this.submit(this.notices.continuePrompt)
  }

  /** The mode offered to ask a cut answer's question again. */
  askAgainMode(mode: ChatMode): ChatMode {
    return ASK_AGAIN_MODE[mode]
  }

  /** Puts the question of the AI message `aiId` again, in `mode`. */
  askAgain(aiId: string, mode: ChatMode) {
    if (this.busy) return
    const at = this.state.messages.findIndex((m) => m.id === aiId)
    const question = this.state.messages
      .slice(0, Math.max(0, at))
      .reverse()
      .find((m) => m.sender === 'user')?.message
    if (!question || !this.setMode(mode)) return
    void this.submit(question)
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
