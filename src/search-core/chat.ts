import { PAGE_KEY_FIELD, pageKeyOf } from '../contracts/page-key'
import { normalizeQuery } from '../query-analysis'
import { nodeBaseUrl, resolveConfig, type NodeConfig, type ResolvedConfig, type SearchClientConfig } from './config'
import { chatTimeoutSeconds, HEALTHCHECK_INTERVAL_SECONDS, NO_ANSWER_MESSAGE, NO_RESULTS_MESSAGE } from './constants'
import { classifyError, kindForStatus, SearchError } from './errors'
import { documentsOf, extractSources } from './sources'
import { safeHref } from './hits'
import type { ChatMode, ChatResult, PageScope } from './types'

export interface ChatRequest {
  question: string
  mode: ChatMode
  /** Continue this conversation (kept across a mode change). */
  conversationId?: string | null
  stream?: boolean
  /** Stops the request (the UI's stop button, watchdog or unmount). */
  signal?: AbortSignal
  /**
   * Every streamed event, as it arrives; `delta` is '' for an event without text. Typesense sends
   * one event per upstream network chunk, with `"message":""` when the chunk carried no content
   * (src/conversation_model.cpp): a reasoning model thinking aloud upstream still shows progress.
   */
  onChunk?: (delta: string, conversationId: string | null) => void
  /** The server answered (headers, hence its first byte) and the stream is open. */
  onOpen?: () => void
  /** Overrides the client timeout (tests). */
  timeoutMs?: number
  /** Ask about this page only (the docs collection filtered to its records). */
  page?: PageScope
}

/** Records of the page a page question searches (more than a site-wide question: one page, many sections). */
export const PAGE_QUESTION_PER_PAGE = 8

/**
 * The question the model receives for a page question: it names the page, so the model (whose
 * prompt says to answer only from the snippets) can say that this page does not cover it.
 */
export function pageQuestion(question: string, page: PageScope): string {
  return page.locale === 'en' ? `About the page “${page.title}”: ${question}` : `关于本页《${page.title}》：${question}`
}

/**
 * Typesense filter on one page: its exact key (`pageKeyOf`), not its url, whose tokens the server
 * compares (`/a/b.html` and `/ab.html` alike, `/` an error; BEHAVIOUR.md search §2.3).
 */
export function pageFilter(url: string): string {
  return `${PAGE_KEY_FIELD}:=${pageKeyOf(url)}`
}

/** Error text of a response whose body is not the JSON error object (src/http_data.h builds it unescaped). */
const MAX_RAW_ERROR_CHARS = 300

type FetchLike = (
  input: string,
  init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<Response>

export interface ChatClientOptions {
  fetch?: FetchLike
  /** Node order shuffle, as typesense-js does with randomizeNodes (tests inject a fixed one). */
  random?: () => number
  now?: () => number
}

interface NodeState {
  node: NodeConfig
  healthy: boolean
  lastAccess: number
}

/**
 * A network failure that happened before the request reached a node, so the question was not
 * put to any model. Node (undici) names the connect phase in `cause.code`; a browser's fetch only
 * says `TypeError` (a refused connection, DNS, an offline network, CORS on an unreachable host).
 */
function neverReachedNode(err: unknown): boolean {
  const e = err as { name?: string; cause?: { code?: unknown } } | null
  if (!e || e.name === 'AbortError') return false
  const code = typeof e.cause?.code === 'string' ? e.cause.code : undefined
  if (code)
    return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'UND_ERR_CONNECT_TIMEOUT'
  return err instanceof TypeError
}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** Where a stream chunk keeps its fields: `{message, conversation_id}` or `{conversation: {...}}`. */
function chunkFields(obj: Json): { message?: string; conversationId?: string; final: boolean } {
  const conv = isObject(obj.conversation) ? obj.conversation : undefined
  const final = Array.isArray(obj.results) || typeof conv?.answer === 'string'
  const message =
    typeof obj.message === 'string' ? obj.message : typeof conv?.message === 'string' ? conv.message : undefined
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
  private readonly now: () => number
  private readonly nearest: NodeState | null
  private readonly pool: NodeState[]
  private current = -1

  constructor(config: SearchClientConfig, options: ChatClientOptions = {}) {
    this.config = resolveConfig(config)
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init))
    this.now = options.now ?? Date.now
    const state = (node: NodeConfig): NodeState => ({ node, healthy: true, lastAccess: this.now() })
    this.nearest = this.config.nearestNode ? state(this.config.nearestNode) : null
    this.pool = this.config.nodes.map(state)
    // typesense-js (Configuration.shuffleArray) shuffles the nodes once per client when randomizeNodes is on.
    const random = options.random ?? Math.random
    for (let i = this.pool.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[this.pool[i], this.pool[j]] = [this.pool[j]!, this.pool[i]!]
    }
  }

  /** typesense-js's ApiCall.getNextNode: the nearest node while healthy, else the nodes round-robin, healthy ones first. */
  private nextNode(tried: Set<NodeState>): NodeState | null {
    const due = (n: NodeState) => n.healthy || this.now() - n.lastAccess > HEALTHCHECK_INTERVAL_SECONDS * 1000
    if (this.nearest && !tried.has(this.nearest) && due(this.nearest)) return this.nearest
    let fallback: NodeState | null = null
    for (let i = 0; i < this.pool.length; i++) {
      this.current = (this.current + 1) % this.pool.length
      const candidate = this.pool[this.current]
      if (!candidate || tried.has(candidate)) continue
      if (due(candidate)) return candidate
      fallback ??= candidate
    }
    if (fallback) return fallback
    return this.nearest && !tried.has(this.nearest) ? this.nearest : null
  }

  async ask(request: ChatRequest): Promise<ChatResult> {
    const question = normalizeQuery(request.question)
    if (!question) throw new SearchError('malformed_request', 'Question is empty')
    const stream = request.stream !== false
    if (!this.config.embeddingField)
      throw new SearchError(
        'missing_configuration',
        'The assistant needs a collection with an embedding field (TYPESENSE_EMBEDDING_FIELD)',
      )
    const page = request.page && safeHref(request.page.url).startsWith('/') ? request.page : null
    const params = new URLSearchParams({
      q: page ? pageQuestion(question, page) : question,
      conversation: 'true',
      conversation_model_id: this.config.conversationModels[request.mode],
    })
    if (request.conversationId) params.set('conversation_id', request.conversationId)
    if (stream) params.set('conversation_stream', 'true')
    const search = (collection: string) => ({
      collection,
      query_by: this.config.embeddingField,
      exclude_fields: this.config.embeddingField,
      per_page: 5,
    })
    // A page question searches the docs collection only: FAQ entries have no page url to filter on.
    const body = JSON.stringify({
      searches: page
        ? [{ ...search(this.config.docsCollection), per_page: PAGE_QUESTION_PER_PAGE, filter_by: pageFilter(page.url) }]
        : [search(this.config.docsCollection), search(this.config.faqCollection)],
    })

    const timeoutMs = request.timeoutMs ?? chatTimeoutSeconds(request.mode, Boolean(request.conversationId)) * 1000
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
        const raw = await response.text().catch(() => '')
        let said: string
        try {
          const parsed: unknown = JSON.parse(raw)
          said = isObject(parsed) && typeof parsed.message === 'string' ? parsed.message : raw
        } catch {
          // Typesense concatenates an upstream LLM error into its JSON without escaping
          // (include/http_data.h), so the body may not parse: it is still the explanation.
          said = raw.trim().slice(0, MAX_RAW_ERROR_CHARS)
        }
        throw new SearchError(
          kindForStatus(response.status),
          `Request failed with HTTP code ${response.status} | Server said: ${said}`,
          response.status,
          undefined,
          raw,
        )
      }
      request.onOpen?.()
      // The streamed response copies the model gateway's Content-Type (src/http_client.cpp), which
      // need not be text/event-stream: a streaming request is read as a stream whatever it says.
      return stream && response.body
        ? await this.readStream(response.body, request.onChunk)
        : await this.readJson(response)
    } catch (err) {
      if (timedOut)
        throw new SearchError(
          'timeout',
          `Request timed out after ${Math.round(timeoutMs / 1000)} seconds`,
          undefined,
          err,
        )
      if (request.signal?.aborted) throw new SearchError('aborted', 'Request aborted by caller.', undefined, err)
      throw classifyError(err)
    } finally {
      clearTimeout(timer)
      request.signal?.removeEventListener('abort', onAbort)
    }
  }

  /**
   * One question, one request that reaches a server: a node is left for the next one (in
   * typesense-js's order) only when the request never reached it, so no model is asked twice.
   */
  private async send(params: URLSearchParams, body: string, stream: boolean, signal: AbortSignal): Promise<Response> {
    const tried = new Set<NodeState>()
    let lastError: unknown
    for (let state = this.nextNode(tried); state; state = this.nextNode(tried)) {
      tried.add(state)
      state.lastAccess = this.now()
      try {
        const response = await this.fetchImpl(`${nodeBaseUrl(state.node)}/multi_search?${params}`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: stream ? 'text/event-stream' : 'application/json',
            'X-TYPESENSE-API-KEY': this.config.apiKey,
          },
          body,
          signal,
        })
        state.healthy = true
        return response
      } catch (err) {
        lastError = err
        if (signal.aborted || !neverReachedNode(err)) throw err
        state.healthy = false
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
    if (!isObject(parsed) || !Array.isArray(parsed.results))
      throw new SearchError('malformed_response', NO_RESULTS_MESSAGE)
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
      if (fields.message !== undefined) {
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
