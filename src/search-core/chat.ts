import { normalizeQuery } from '../query-analysis'
import { nodeBaseUrl, resolveConfig, type NodeConfig, type ResolvedConfig, type SearchClientConfig } from './config'
import { CHAT_TIMEOUT_SECONDS, NO_ANSWER_MESSAGE, NO_RESULTS_MESSAGE } from './constants'
import { classifyError, kindForStatus, SearchError } from './errors'
import { documentsOf, extractSources } from './sources'
import type { ChatMode, ChatResult } from './types'


export interface ChatRequest {
  question: string
  mode: ChatMode
  /** Continue this conversation (kept across a mode change). */
  conversationId?: string | null
  stream?: boolean
  /** Stops the request (the UI's stop button, watchdog or unmount). */
  signal?: AbortSignal
  /** Every streamed delta, as it arrives: the UI's watchdog keys off these calls. */
  onChunk?: (delta: string, conversationId: string | null) => void
  /** Overrides the per-mode client timeout (tests). */
  timeoutMs?: number
}

type FetchLike = (input: string, init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal }) => Promise<Response>

export interface ChatClientOptions {
  fetch?: FetchLike
}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Where a stream chunk keeps its fields: `{message, conversation_id}` or `{conversation: {...}}`. */
function chunkFields(obj: Json): { message?: string; conversationId?: string; final: boolean } {
  const conv = isObject(obj.conversation) ? obj.conversation : undefined
  const final = Array.isArray(obj.results) || typeof conv?.answer === 'string'
  const message = typeof obj.message === 'string' ? obj.message : typeof conv?.message === 'string' ? conv.message : undefined
  const id = obj.conversation_id ?? conv?.conversation_id
  return { message, conversationId: typeof id === 'string' && id ? id : undefined, final }
}

function answerOf(response: Json): { answer?: string; conversationId?: string } {
  const conv = isObject(response.conversation) ? response.conversation : undefined
  // Some versions also nest the conversation inside the first result.
  const first = Array.isArray(response.results) && isObject(response.results[0]) ? response.results[0] : undefined
  const nested = first && isObject(first.conversation) ? first.conversation : undefined
  const c = conv ?? nested
  const answer = typeof c?.answer === 'string' ? c.answer : undefined
  const id = c?.conversation_id
  return { answer, conversationId: typeof id === 'string' && id ? id : undefined }
}

/**
 * Conversational search (RAG) over the docs and FAQ collections.
 *
 * Sent with fetch rather than typesense-js on purpose: typesense-js retries a request that timed out
 * (which would put the same question to the language model again) and turns `numRetries: 0` into 3.
 * Here one submission is one request; only a refused connection, when nothing reached the server,
 * moves on to the next node.
 */
export class ChatClient {
  readonly config: ResolvedConfig
  private readonly fetchImpl: FetchLike

  constructor(config: SearchClientConfig, options: ChatClientOptions = {}) {
    this.config = resolveConfig(config)
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init))
  }

  private nodes(): NodeConfig[] {
    return this.config.nearestNode ? [this.config.nearestNode, ...this.config.nodes] : [...this.config.nodes]
  }

  async ask(request: ChatRequest): Promise<ChatResult> {
    const question = normalizeQuery(request.question)
    if (!question) throw new SearchError('malformed_request', 'Question is empty')
    const stream = request.stream !== false
    const params = new URLSearchParams({
      q: question,
      conversation: 'true',
      conversation_model_id: this.config.conversationModels[request.mode],
    })
    if (request.conversationId) params.set('conversation_id', request.conversationId)
    if (stream) params.set('conversation_stream', 'true')
    const body = JSON.stringify({
      searches: [this.config.docsCollection, this.config.faqCollection].map((collection) => ({
        collection,
        query_by: 'embedding',
        exclude_fields: 'embedding',
        per_page: 5,
      })),
    })

    const timeoutMs = request.timeoutMs ?? CHAT_TIMEOUT_SECONDS[request.mode] * 1000
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const onAbort = () => controller.abort()
    if (request.signal?.aborted) controller.abort()
    request.signal?.addEventListener('abort', onAbort)

    try {
      const response = await this.send(params, body, stream, controller.signal)
      if (!response.ok) {
        let said = ''
        try {
          const parsed: unknown = JSON.parse(await response.text())
          said = isObject(parsed) && typeof parsed.message === 'string' ? parsed.message : ''
        } catch {
          /* not JSON */
        }
        throw new SearchError(kindForStatus(response.status), `Request failed with HTTP code ${response.status} | Server said: ${said}`, response.status)
      }
      const isSse = (response.headers.get('content-type') ?? '').includes('text/event-stream')
      return stream && isSse && response.body ? await this.readStream(response.body, request.onChunk) : await this.readJson(response)
    } catch (err) {
      if (timedOut) throw new SearchError('timeout', `Request timed out after ${Math.round(timeoutMs / 1000)} seconds`, undefined, err)
      if (request.signal?.aborted) throw new SearchError('aborted', 'Request aborted by caller.', undefined, err)
      throw classifyError(err)
    } finally {
      clearTimeout(timer)
      request.signal?.removeEventListener('abort', onAbort)
    }
  }

  private async send(params: URLSearchParams, body: string, stream: boolean, signal: AbortSignal): Promise<Response> {
    const nodes = this.nodes()
    let lastError: unknown
    for (const node of nodes) {
      try {
        return await this.fetchImpl(`${nodeBaseUrl(node)}/multi_search?${params}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: stream ? 'text/event-stream' : 'application/json',
            'X-TYPESENSE-API-KEY': this.config.apiKey,
          },
          body,
          signal,
        })
      } catch (err) {
        lastError = err
        const code = (err as { cause?: { code?: string } })?.cause?.code
        // Only a connection that never opened is safe to try elsewhere: the question was not sent.
        if (signal.aborted || !(code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN')) throw err
      }
    }
    throw lastError
  }

  private async readJson(response: Response): Promise<ChatResult> {
    let parsed: unknown
    try {
      parsed = JSON.parse(await response.text())
    } catch {
      throw new SearchError('malformed_response', NO_RESULTS_MESSAGE)
    }
    if (!isObject(parsed) || !Array.isArray(parsed.results)) throw new SearchError('malformed_response', NO_RESULTS_MESSAGE)
    const { answer, conversationId } = answerOf(parsed)
    if (!answer) throw new SearchError('malformed_response', NO_ANSWER_MESSAGE)
    return { answer, conversationId: conversationId ?? null, sources: extractSources(documentsOf(parsed)) }
  }

  private async readStream(body: ReadableStream<Uint8Array>, onChunk?: ChatRequest['onChunk']): Promise<ChatResult> {
    const reader = body.getReader()
    const decoder = new TextDecoder()
    let buffer = ''
    let text = ''
    let conversationId: string | null = null
    let final: Json | undefined

    const handleLine = (line: string) => {
      const trimmed = line.trim()
      if (!trimmed) return
      const payload = trimmed.startsWith('data:') ? trimmed.slice(5).trim() : trimmed
      if (!payload || payload === '[DONE]') return
      let obj: unknown
      try {
        obj = JSON.parse(payload)
      } catch {
        return // a malformed line loses one chunk, never the answer
      }
      if (!isObject(obj)) return
      const fields = chunkFields(obj)
      if (fields.conversationId) conversationId = fields.conversationId
      if (fields.final) {
        final = obj
        return
      }
      if (fields.message) {
        text += fields.message
        onChunk?.(fields.message, conversationId)
      }
    }

    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      buffer += decoder.decode(value, { stream: true })
      let nl: number
      while ((nl = buffer.indexOf('\n')) >= 0) {
        handleLine(buffer.slice(0, nl))
        buffer = buffer.slice(nl + 1)
      }
    }
    handleLine(buffer + decoder.decode())

    if (final) {
      const { answer, conversationId: id } = answerOf(final)
      const fullAnswer = answer ?? text
      if (!fullAnswer) throw new SearchError('malformed_response', NO_ANSWER_MESSAGE)
      return { answer: fullAnswer, conversationId: id ?? conversationId, sources: extractSources(documentsOf(final)) }
    }
    if (!text) throw new SearchError('malformed_response', NO_ANSWER_MESSAGE)
    return { answer: text, conversationId, sources: [] }
  }
}
