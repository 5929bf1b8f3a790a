/**
 * The chat client: a question to Typesense's conversational search, built as a request and sent to
 * one node, with the errors of a request that failed before its answer. Reading the answer (a JSON
 * response or a stream) is chat-answer.ts.
 */
import { PAGE_KEY_FIELD, pageKeyOf } from '../contracts/page-key'
import { normalizeQuery } from '../query-analysis'
import { isObject } from '../contracts/json'
import { readAnswerJson, readAnswerStream, type StreamListeners } from './chat-answer'
import { nodeBaseUrl, resolveConfig, type NodeConfig, type ResolvedConfig, type SearchClientConfig } from './config'
import { chatTimeoutSeconds, HEALTHCHECK_INTERVAL_SECONDS } from './constants'
import { classifyError, kindForStatus, SearchError } from './errors'
import { safeHref } from './hits'
import type { ChatMode, ChatResult, PageScope } from './types'

/** A question to the assistant; `onChunk` and `onThinking` (StreamListeners) follow a streamed answer. */
export interface ChatRequest extends StreamListeners {
  question: string
  mode: ChatMode
  /** Continue this conversation (kept across a mode change). */
  conversationId?: string | null
  stream?: boolean
  /** Stops the request (the UI's stop button, watchdog or unmount). */
  signal?: AbortSignal
  /** The server answered (headers, hence its first byte) and the stream is open. */
  onOpen?: () => void
  /** Overrides the client timeout (tests). */
  timeoutMs?: number
  /** Ask about this page only (the docs collection filtered to its records). */
  page?: PageScope
}

/** Records of the page a page question searches (more than a site-wide question: one page, many sections). */
const PAGE_QUESTION_PER_PAGE = 8

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
 * Connect-phase failures, named by Node (undici) in `cause.code`: nothing was sent, so the question was
 * put to no model and another node may take it. Connection refused, a name that did not resolve, a
 * connect that timed out.
 */
const NEVER_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT'])
/** Failures Node names on a connection that was open: the question was sent, or being sent. */
const AFTER_SEND_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE', 'UND_ERR_CLOSED'])

const causeCode = (err: unknown): string | undefined => {
  const code = (err as { cause?: { code?: unknown } } | null)?.cause?.code
  return typeof code === 'string' ? code : undefined
}

/**
 * Whether the request provably never reached a node. A browser's fetch says only `TypeError` for a
 * refused connection and for a connection the node closed after reading the question alike (a node that
 * crashed on it: src/conversation_manager.cpp with its history collection gone), so a bare TypeError is
 * not proof: resending it would crash the next node too, or put the question to a second model.
 */
function neverReachedNode(err: unknown): boolean {
  if ((err as { name?: string } | null)?.name === 'AbortError') return false
  const code = causeCode(err)
  return code !== undefined && NEVER_SENT_CODES.has(code)
}

/**
 * No HTTP status came back. `reachedNode`: 'no' when every node refused (or did not resolve); 'yes'
 * when a node closed a connection the question was sent on without answering (a crash, a proxy cut);
 * 'maybe' when fetch does not say (a browser's bare TypeError).
 */
class NoResponse extends SearchError {
  constructor(
    message: string,
    readonly reachedNode: 'no' | 'maybe' | 'yes',
    cause: unknown,
  ) {
    super('connection', message, undefined, cause)
  }
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

    const timeoutMs = request.timeoutMs ?? chatTimeoutSeconds(Boolean(request.conversationId), stream) * 1000
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
        ? await readAnswerStream(response.body, request, () => this.now())
        : await readAnswerJson(response)
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
   * typesense-js's order) only when the request provably never reached it, so no model is asked twice.
   * As typesense-js (ApiCall.performRequest), a node that answers 5xx (a 503 "Not Ready or Lagging",
   * src/http_server.cpp) or whose connection failed is marked unhealthy: the next question goes
   * elsewhere until the health-check interval has passed.
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
        state.healthy = response.status < 500
        return response
      } catch (err) {
        lastError = err
        if (signal.aborted) throw err
        state.healthy = false
        if (!neverReachedNode(err)) {
          const sent = AFTER_SEND_CODES.has(causeCode(err) ?? '')
          throw new NoResponse(
            `No response: the connection ${sent ? 'closed after the question was sent' : 'failed'} (${(err as Error)?.message ?? err})`,
            sent ? 'yes' : 'maybe',
            err,
          )
        }
      }
    }
    throw new NoResponse(`No node could be reached (${(lastError as Error)?.message ?? lastError})`, 'no', lastError)
  }
}
