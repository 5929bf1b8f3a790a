/**
 * A test stand-in for Typesense: a real HTTP server on 127.0.0.1 that speaks the protocol as
 * the server does (CONTRIBUTING.md, "Typesense behaviours the code relies on", names the source files) (API-key header, multi_search with per-search errors,
 * conversational search with its 400 rules and SSE stream, collections, aliases, JSONL import,
 * keys, conversation models). Scenario controls make every failure path reachable. Never shipped.
 *
 * Where a behaviour copies the real server, the comment names the server source file
 * (typesense/typesense, v30 line) so the next reader can check it there.
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { HAN_CLASS, TYPESENSE_DEFAULTS } from '../../src/contracts'
import { search, type SearchParams, type StoredDoc } from './search'
import { parseFilter, type DocFilter, type FilterError } from './filter'
import { gatewayReads, serverRead } from './stream'
import { callModelGateway } from './model-gateway'
import { crash, needsReadiness, neverAnswer, NOT_READY_BODY } from './lifecycle'
import {
  firstFieldLocale,
  parseSynonym,
  synonymExpansions,
  SynonymSets,
  v29PutError,
  type ParsedSynonym,
  type SynonymDef,
} from './synonyms'

interface Scenario {
  /** Delay before answering, ms. */
  latencyMs: number
  /** Answer this many requests (any path but OPTIONS) with a 5xx first. */
  failNext: number
  failStatus: number
  /** Answer every request whose path contains this with `failStatus` (e.g. '/synonyms/'). */
  failPathContaining: string | null
  /** Destroy the socket of this many requests without answering. */
  dropNext: number
  /** Answer multi_search with an unparseable body. */
  malformedBody: boolean
  /** Stream chunks in the `{conversation: {...}}` shape instead of `{message, conversation_id}`. */
  wrappedChunks: boolean
  /** Stop sending (keep the connection open) after this many stream chunks. */
  stallAfterChunks: number | null
  /** The gateway sends a read that is not JSON after the first answer chunk (the server forwards it raw). */
  malformedLines: boolean
  /** Leave `[DONE]` and the final JSON out of the stream (a proxy that cut the response). */
  omitFinal: boolean
  /** The assistant's answer; by default built from the top hit. */
  answer: string | null
  /** Characters per stream chunk. */
  chunkSize: number
  /** Delay between stream chunks, ms. */
  chunkDelayMs: number
  /** Answer /health with 503 {ok:false}. */
  unhealthy: boolean
  /** Fail the next N streaming conversation requests with `failStatus`, before any byte is streamed. */
  failStreamingNext: number
  /** Fail the next N non-streaming conversation requests with `failStatus`. */
  failNonStreamingNext: number
  /**
   * Delay before a follow-up (a request with conversation_id) answers anything, headers included:
   * src/core_api.cpp first rewrites a follow-up into a standalone question with a blocking LLM call.
   */
  followUpDelayMs: number
  /** Empty `"message":""` events sent before the answer's text, one every `emptyEventIntervalMs`. */
  emptyEvents: number
  emptyEventIntervalMs: number
  /** The model gateway's Content-Type, which the streamed response copies (src/http_client.cpp). */
  gatewayContentType: string
  /** Answer the next conversation request with 400 and this body, sent as is (it may not be JSON). */
  rawErrorBody: string | null
  /**
   * Every model call runs past the server's cap: a blocking call is tried twice, then
   * "OpenAI API timeout."; a streamed answer that got no first byte ends as 400 "OpenAI API error: ".
   */
  llmTimeout: boolean
  /** The next N model calls (each try counts) run past the cap; the others answer. */
  llmTimeoutCalls: number
  /** The server's cap on one model call, ms (include/http_proxy.h default_timeout_ms; tests shorten it). */
  llmCapMs: number
  /** The gateway's first read comes after this, ms (beyond `llmCapMs`: no first byte). */
  firstByteDelayMs: number
  /** Reasoning text the gateway streams with `"content": null` before the answer (a thinking model). */
  thinking: string
  /** The last reasoning chunk and the first answer chunk arrive in one read (forwarded raw, text not stored). */
  thinkingJoinsAnswer: boolean
  /** The gateway's event line ending. */
  gatewayLineEnding: '\n' | '\r\n'
  /** Every gateway event arrives split over two network reads. */
  splitReads: boolean
  /** Writing the history after the answer fails with this message (src/conversation_manager.cpp). */
  historyWriteError: string | null
  /**
   * The model gateway fails the "hello" a model create or update makes: the model is refused with
   * 400 `OpenAI API error: <this>` ('' for an unreachable gateway or cluster without egress).
   */
  helloError: string | null
  /**
   * The model gateway refuses connections (down, or no egress from the node): a model's "hello"
   * fails ("OpenAI API error: "), a streamed answer is 400 "OpenAI API error: ", a follow-up's rewrite
   * too, and a non-streamed answer never returns (./lifecycle.ts, neverAnswer).
   */
  gatewayDown: boolean
  /** The node is not ready or lags behind the leader: 503 on every route but /health and the like (src/http_server.cpp). */
  notReady: boolean
}

/** One call the server made to the model gateway (the fake's own record, not part of Typesense). */
interface ModelCall {
  kind: 'rewrite' | 'answer'
  stream: boolean
  outcome: 'ok' | 'timeout' | 'cut' | 'no-first-byte' | 'refused' | 'pending'
}

interface LoggedRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: http.IncomingHttpHeaders
  body: unknown
  rawBody: string
}

interface Collection {
  name: string
  schema: Record<string, unknown>
  docs: Map<string, StoredDoc>
  created_at: number
  /** v29: the collection's own synonym rules (v30 keeps them in sets, listed by `schema.synonym_sets`). */
  synonyms: Map<string, ParsedSynonym>
}

const defaults = (): Scenario => ({
  latencyMs: 0,
  failNext: 0,
  failStatus: 503,
  failPathContaining: null,
  dropNext: 0,
  malformedBody: false,
  wrappedChunks: false,
  stallAfterChunks: null,
  malformedLines: false,
  omitFinal: false,
  answer: null,
  chunkSize: 12,
  chunkDelayMs: 0,
  unhealthy: false,
  failStreamingNext: 0,
  failNonStreamingNext: 0,
  followUpDelayMs: 0,
  emptyEvents: 0,
  emptyEventIntervalMs: 0,
  gatewayContentType: 'text/event-stream',
  rawErrorBody: null,
  llmTimeout: false,
  llmTimeoutCalls: 0,
  llmCapMs: 60_000,
  firstByteDelayMs: 0,
  thinking: '',
  thinkingJoinsAnswer: false,
  gatewayLineEnding: '\n',
  splitReads: false,
  historyWriteError: null,
  helloError: null,
  gatewayDown: false,
  notReady: false,
})

/** Server versions the fake can pretend to be; the version floor of the sync CLI is checked against it. */
const FAKE_DEFAULT_VERSION = '30.0'

/** The shape of the conversation ids the server issues: sole::uuid4().str(), lowercase UUIDv4. */
export const CONVERSATION_ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

export interface TypesenseFake {
  url: string
  host: string
  port: number
  apiKey: string
  requestLog: LoggedRequest[]
  /** Requests to multi_search with conversation=true. */
  conversationRequests(): LoggedRequest[]
  /** Every call the server made to the model, in order (empty it with `length = 0`). */
  modelCalls: ModelCall[]
  /** The history sweep (src/conversation_manager.cpp) removes every stored conversation, as past its TTL. */
  expireConversations(): void
  setScenario(patch: Partial<Scenario>): void
  resetScenario(): void
  /** Loads documents; without a schema, one with every field of the documents plus an `embedding` vector field. */
  loadRecords(collection: string, docs: StoredDoc[], schema?: Record<string, unknown>): void
  /** Conversation ids the server has stored (only answers that completed). */
  storedConversations(): string[]
  /** The messages the server holds for one conversation, in order (`{user}` / `{assistant}`); [] when none. */
  conversationHistory(id: string): Record<string, string>[]
  collections(): Record<string, { docs: number; schema: Record<string, unknown> }>
  aliases(): Record<string, string>
  conversationModels(): Record<string, Record<string, unknown>>
  /** v29: the rules of a collection (or alias); null when there is no such collection. */
  collectionSynonyms(collection: string): SynonymDef[] | null
  /** v30: the synonym sets as the server holds them now. */
  synonymSets(): Record<string, SynonymDef[]>
  /** v30: what the synonym sets would hold after a restart (the store read back). */
  restartSynonymSets(): void
  /**
   * The node restarts: every conversation model is validated again as it loads (src/conversation_model_manager.cpp,
   * init → add_model → validate_model: the history collection, then the "hello" to the gateway); a model
   * that fails is not loaded (it stays in the store, so a later restart with the gateway up loads it; the
   * fake forgets it), and questions naming it get 400 "`conversation_model_id` is invalid." (src/core_api.cpp).
   * The history collection and its conversations stay. Returns the ids dropped.
   */
  restartNode(): Promise<string[]>
  /** The server's major version. */
  major: number
  close(): Promise<void>
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export async function startTypesenseFake(
  options: {
    apiKey?: string
    port?: number
    version?: string
    /**
     * What the "hello" of a model create or update does: 'call' sends it to the model's gateway
     * (h2c for http://, as the server); 'assume-ok' (default) takes a 200 without a call.
     */
    modelGateway?: 'call' | 'assume-ok'
  } = {},
): Promise<TypesenseFake> {
  const apiKey = options.apiKey ?? 'test-search-key'
  const version = options.version ?? FAKE_DEFAULT_VERSION
  const major = Number.parseInt(version, 10)
  let scenario = defaults()
  const requestLog: LoggedRequest[] = []
  const collections = new Map<string, Collection>()
  const aliases = new Map<string, string>()
  const models = new Map<string, Record<string, unknown>>()
  const synonymSets = new SynonymSets()
  // conversation id → history; written only once an answer is complete (src/conversation_manager.cpp).
  const conversations = new Map<string, { conversation: Record<string, string>[]; last_updated: number }>()
  const keys: Record<string, unknown>[] = []
  const sockets = new Set<import('node:net').Socket>()
  const modelCalls: ModelCall[] = []
  /** The stream's pending waits (a stalled gateway runs to the budget): cleared when the fake closes. */
  const timers = new Set<ReturnType<typeof setTimeout>>()

  /** Whether the next model call runs past the server's cap (the fake's scenario, per call). */
  function callTimesOut(): boolean {
    if (scenario.llmTimeout) return true
    if (scenario.llmTimeoutCalls <= 0) return false
    scenario.llmTimeoutCalls--
    return true
  }

  /**
   * A blocking model call (the follow-up's rewrite, the non-streaming answer): HttpProxy::send
   * (src/http_proxy.cpp) tries it `default_num_try` = 2 times while it ends in 408 (its curl timeout
   * of `default_timeout_ms`); after two, the model code says "OpenAI API timeout."
   * (src/conversation_model.cpp, get_answer and get_standalone_question). False when both tries timed out.
   */
  async function blockingCall(kind: ModelCall['kind'], res: http.ServerResponse): Promise<boolean> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const call: ModelCall = { kind, stream: false, outcome: 'pending' }
      modelCalls.push(call)
      if (scenario.gatewayDown) {
        call.outcome = 'refused'
        return false
      }
      if (!callTimesOut()) {
        call.outcome = 'ok'
        return true
      }
      await sleep(scenario.llmCapMs)
      call.outcome = 'timeout'
      if (res.destroyed) return false
    }
    return false
  }

  const resolveCollection = (name: string) => collections.get(aliases.get(name) ?? name)

  /**
   * The checks of a model create or update, in the server's order and words
   * (src/conversation_model.cpp, ConversationModel::validate_model and
   * OpenAIConversationModel::validate_model): the history collection must exist with the schema of
   * src/conversation_manager.cpp (validate_conversation_store_schema), and an openai model makes a
   * blocking "hello" call to its gateway, which must answer 200.
   */
  async function validateModel(spec: Record<string, unknown>): Promise<{ code: number; message: string } | null> {
    const bad = (message: string, code = 400) => ({ code, message })
    const name = spec.model_name
    if (typeof name !== 'string') return bad('Property `model_name` is not provided or not a string.')
    if (spec.system_prompt !== undefined && typeof spec.system_prompt !== 'string')
      return bad('Property `system_prompt` is not a string.')
    if (typeof spec.history_collection !== 'string')
      return bad('Property `history_collection` is missing or is not a string.')
    if (typeof spec.max_bytes !== 'number' || !Number.isInteger(spec.max_bytes) || spec.max_bytes <= 0)
      return bad('Property `max_bytes` is not provided or not a positive integer.')
    const history = resolveCollection(spec.history_collection)
    if (!history) return bad('Collection not found')
    const schemaError = historySchemaError(history)
    if (schemaError) return bad(schemaError)
    if (spec.ttl !== undefined && (typeof spec.ttl !== 'number' || !Number.isInteger(spec.ttl) || spec.ttl < 0))
      return bad('Property `ttl` is not a positive integer.')
    const namespace = name.includes('/') ? name.slice(0, name.indexOf('/')) : ''
    if (!['openai', 'cloudflare', 'vllm', 'google', 'azure'].includes(namespace))
      return bad(`Model namespace \`${namespace}\` is not supported.`)
    if (namespace !== 'openai') return null
    if (spec.api_key === undefined) return bad('API key is not provided')
    if (typeof spec.api_key !== 'string') return bad('API key is not a string')
    if (spec.openai_url !== undefined && typeof spec.openai_url !== 'string')
      return bad('Property `openai_url` is not a string.')
    if (spec.openai_path !== undefined && typeof spec.openai_path !== 'string')
      return bad('Property `openai_path` is not a string.')
    if (scenario.helloError !== null) return bad(`OpenAI API error: ${scenario.helloError}`)
    if (scenario.gatewayDown) return bad('OpenAI API error: ')
    if (options.modelGateway !== 'call') return null
    const base = (typeof spec.openai_url === 'string' ? spec.openai_url : 'https://api.openai.com').replace(/\/$/, '')
    const rawPath = typeof spec.openai_path === 'string' ? spec.openai_path : '/v1/chat/completions'
    const body = JSON.stringify({ model: name.slice('openai/'.length), messages: [{ role: 'user', content: 'hello' }] })
    const headers = { Authorization: `Bearer ${spec.api_key}`, 'Content-Type': 'application/json' }
    // Two tries on a timeout or a 5xx (src/http_proxy.cpp, send; num_try 2).
    let answer = { status: 500, body: '' }
    for (let i = 0; i < 2; i++) {
      answer = await callModelGateway(
        base + (rawPath && !rawPath.startsWith('/') ? `/${rawPath}` : rawPath),
        headers,
        body,
        60_000,
      )
      if (answer.status !== 408 && answer.status < 500) break
    }
    if (answer.status === 408) return bad('OpenAI API timeout.', 408)
    if (answer.status === 200) return null
    try {
      const m = (JSON.parse(answer.body) as { error?: { message?: unknown } }).error?.message
      if (typeof m === 'string') return bad(`OpenAI API error: ${m}`)
    } catch {
      /* the body as it is */
    }
    return bad(`OpenAI API error: ${answer.body}`)
  }

  /**
   * The synonym forms of a search on collection c: v29 the collection's rules, v30 those of its
   * sets (a missing set fails the search, src/collection.cpp), matched against the locale of the
   * first query_by field (src/index.cpp).
   */
  function synonymsFor(
    c: Collection,
    params: SearchParams,
  ): ((tokens: string[]) => string[][]) | { code: number; error: string } {
    let rules: ParsedSynonym[] = [...c.synonyms.values()]
    if (major >= 30) {
      rules = []
      for (const name of (c.schema.synonym_sets as string[] | undefined) ?? []) {
        const set = synonymSets.memory.get(name)
        if (!set) return { code: 404, error: 'Synonym index not found' }
        rules.push(...set.values())
      }
    }
    const locale = firstFieldLocale(c.schema, String(params.query_by ?? ''))
    return (tokens) => synonymExpansions(tokens, rules, locale)
  }

  function storeConversation(id: string, q: string, answer: string) {
    const previous = conversations.get(id)?.conversation ?? []
    conversations.set(id, {
      conversation: [...previous, { user: q }, { assistant: answer }],
      last_updated: Math.floor(Date.now() / 1000),
    })
  }

  function send(res: http.ServerResponse, status: number, body: unknown) {
    if (res.writableEnded) return
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
    res.end(JSON.stringify(body))
  }

  function corsHeaders(res: http.ServerResponse) {
    res.setHeader('Access-Control-Allow-Origin', '*')
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-TYPESENSE-API-KEY, Accept')
  }

  function answerFor(q: string, hits: { document: StoredDoc }[]): string {
    if (scenario.answer !== null) return scenario.answer
    const top = hits[0]?.document
    if (!top) return `文档中没有找到与「${q}」直接相关的内容。`
    const title = String(top['hierarchy.lvl1'] ?? top.question ?? '')
    const content = String(top.content ?? top.answer ?? '')
    return `根据文档《${title}》：${content.slice(0, 120)}`
  }

  /** One search of a conversation request, with the URL's parameters winning over its own. */
  function conversationSearch(s: SearchParams, query: Record<string, string>, q: string) {
    const params = { ...s, ...withoutConversationParams(query) } as SearchParams
    const c = resolveCollection(String(params.collection ?? ''))
    if (!c) return { code: 404, error: `\`${String(params.collection ?? '')}\` collection not found.` }
    const invalid = fieldError(c, params)
    if (invalid) return invalid
    const only = filterOf(c, params)
    if (!(only instanceof Function)) return only
    // Conversation search is semantic in Typesense; the fake approximates it with overlapping
    // CJK pairs and Latin words, any of which may match.
    const semantic = String(params.query_by ?? '')
      .split(',')
      .includes(vectorFieldOf(c) ?? '\u0000')
    const expand = synonymsFor(c, params)
    if (typeof expand !== 'function') return expand
    return search(
      c.docs,
      {
        ...params,
        q: semantic ? approximateSemanticQuery(q) : q,
        query_by: semantic ? 'content,question,answer,hierarchy.lvl1,hierarchy.lvl2' : params.query_by,
        drop_tokens_threshold: semantic ? Number.MAX_SAFE_INTEGER : params.drop_tokens_threshold,
      },
      only,
      expand,
    )
  }

  async function handleConversation(res: http.ServerResponse, query: Record<string, string>, body: unknown) {
    // The order of checks and their texts: src/core_api.cpp (do_multi_search).
    const q = query.q
    if (!q)
      return send(res, 400, {
        message:
          '`q` parameter has to be common for all searches if conversation is enabled. Please set `q` as a query parameter in the request, instead of inside the POST body',
      })
    const modelId = query.conversation_model_id
    if (!modelId) return send(res, 400, { message: '`conversation_model_id` is needed if conversation is enabled.' })
    const model = models.get(modelId)
    if (!model) return send(res, 400, { message: '`conversation_model_id` is invalid.' })
    // Reading a follow-up's history with the history collection gone crashes the node (./lifecycle.ts).
    const hasHistory = () => Boolean(resolveCollection(String(model.history_collection)))
    if (query.conversation_id && !hasHistory()) return crash(res)
    if (query.conversation_id && !conversations.has(query.conversation_id))
      return send(res, 400, { message: '`conversation_id` is invalid.' })
    const searches = Array.isArray((body as { searches?: unknown })?.searches)
      ? (body as { searches: SearchParams[] }).searches
      : []
    // Body parameters that must be common to all searches are refused (src/core_api_utils.cpp).
    for (const s of searches) {
      const refused = bodyParamError(s)
      if (refused) return send(res, 400, { message: refused })
    }
    const followUp = Boolean(query.conversation_id)
    if (followUp) {
      // src/core_api.cpp first rewrites a follow-up into a standalone question with a blocking call.
      if (scenario.followUpDelayMs) await sleep(scenario.followUpDelayMs)
      if (res.destroyed) return
      if (!(await blockingCall('rewrite', res)))
        // get_standalone_question returns its error (src/conversation_model.cpp): a 400 before any byte.
        return send(res, 400, { message: scenario.gatewayDown ? 'OpenAI API error: ' : 'OpenAI API timeout.' })
    }
    if (scenario.rawErrorBody !== null) {
      const raw = scenario.rawErrorBody
      scenario.rawErrorBody = null
      res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8' })
      return res.end(raw)
    }
    const results = searches.map((s) => conversationSearch(s, query, q))
    // src/core_api.cpp (do_multi_search, conversation part): every successful result reads the schema
    // of searches[0]'s collection (its res_index never advances); when that collection does not
    // exist while another search succeeded, the node dereferences null and crashes. The client
    // sees its connection dropped, with no answer.
    if (!resolveCollection(String(searches[0]?.collection ?? '')) && results.some((r) => !('code' in r)))
      return res.socket?.destroy()
    // A new conversation's id is a lowercase UUIDv4, as the server issues it (sole::uuid4().str(),
    // src/conversation_manager.cpp and src/core_api.cpp): a proxy that checks the shape can be tested here.
    const conversationId = query.conversation_id || randomUUID()
    const hits = results.flatMap((r) => ('hits' in r ? r.hits : []))
    const full = (answer: string) => ({
      conversation: {
        answer,
        // Shape of src/conversation_manager.cpp: the messages and last_updated, no id or ttl.
        conversation_history: conversations.get(conversationId),
        conversation_id: conversationId,
        query: q,
      },
      results,
    })
    if (query.conversation_stream !== 'true') {
      // get_answer throws on a refused or timed-out answer: no response at all (./lifecycle.ts).
      if (!(await blockingCall('answer', res))) return neverAnswer(res)
      const answer = answerFor(q, hits)
      // The history is written after the answer: with its collection gone the node crashes.
      if (!hasHistory()) return crash(res)
      // src/core_api.cpp: a failed history write ends the request with its error, nothing stored.
      if (scenario.historyWriteError !== null) return send(res, 400, { message: scenario.historyWriteError })
      storeConversation(conversationId, q, answer)
      return send(res, 200, full(answer))
    }
    await streamAnswer(res, q, conversationId, answerFor(q, hits), full, hasHistory)
  }

  /**
   * The streamed answer, as OpenAIConversationModel::get_answer_stream (src/conversation_model.cpp)
   * and do_multi_search (src/core_api.cpp) deliver it:
   * - one curl budget of `default_timeout_ms` (HttpClient::post_response_sse, src/http_client.cpp) for
   *   the whole answer, no retry;
   * - no first byte within it: nothing was sent, so the error is HTTP 400 "OpenAI API error: " with
   *   the (empty) gateway response as detail (get_answer_stream);
   * - the headers go out with the first read (HttpClient::curl_write_async copies the gateway's
   *   status and Content-Type), then each read becomes one event (serverRead);
   * - when the budget ends mid-answer the server has no error channel: the text so far is the
   *   answer, stored in the history, and the final JSON follows without `[DONE]`;
   * - a history write that fails after the answer (ConversationManager::add_conversation) is
   *   `res->set_400(…)` on a response already streaming: a bare `{"message": "…"}` body, no `data:`,
   *   no final JSON, nothing stored;
   * - the final JSON has the `data:` prefix only when the gateway's Content-Type was an event stream;
   * - a reader who leaves (stop, a watchdog's abort) does not end the answer: the server finds the
   *   client gone at the gateway's next read (HttpClient::curl_write_async returns 0 when
   *   `!res->is_alive`, src/http_client.cpp), the done callback still runs, and the text so far is
   *   stored as the answer (src/core_api.cpp, add_conversation); a stalled gateway has no next read,
   *   so that happens at the budget. A stopped or rescued follow-up is in its conversation's history.
   * - with the history collection gone, writing the history crashes the node after the answer.
   */
  async function streamAnswer(
    res: http.ServerResponse,
    q: string,
    conversationId: string,
    answer: string,
    full: (answer: string) => unknown,
    hasHistory: () => boolean,
  ) {
    const call: ModelCall = { kind: 'answer', stream: true, outcome: 'pending' }
    modelCalls.push(call)
    const deadline = Date.now() + scenario.llmCapMs
    /**
     * Waits `ms`, or until the budget ends; false when the budget ended. Before the first byte a
     * reader who leaves ends the wait too (nothing was streamed, nothing is stored).
     */
    const wait = (ms: number, untilGone = false) =>
      new Promise<boolean>((resolve) => {
        if (untilGone && res.destroyed) return resolve(false)
        const left = deadline - Date.now()
        const done = (ok: boolean) => {
          clearTimeout(timer)
          timers.delete(timer)
          res.off('close', gone)
          resolve(ok)
        }
        const gone = () => done(false)
        const timer = setTimeout(() => done(ms < left), Math.max(0, Math.min(ms, left)))
        timers.add(timer)
        if (untilGone) res.on('close', gone)
      })
    if (scenario.gatewayDown) {
      call.outcome = 'refused'
      return send(res, 400, { message: 'OpenAI API error: ' })
    }
    const firstByteDelay = callTimesOut() ? Number.POSITIVE_INFINITY : scenario.firstByteDelayMs
    if (firstByteDelay > 0 && !(await wait(firstByteDelay, true))) {
      call.outcome = 'no-first-byte'
      return send(res, 400, { message: 'OpenAI API error: ' })
    }
    const sse = scenario.gatewayContentType.includes('event-stream')
    res.writeHead(200, {
      'Content-Type': scenario.gatewayContentType,
      'Cache-Control': 'no-cache',
      Connection: 'keep-alive',
    })
    const reads = gatewayReads({
      emptyEvents: scenario.emptyEvents,
      thinking: scenario.thinking,
      thinkingJoinsAnswer: scenario.thinkingJoinsAnswer,
      answer,
      chunkSize: scenario.chunkSize,
      lineEnding: scenario.gatewayLineEnding,
      splitReads: scenario.splitReads,
      malformedRead: scenario.malformedLines,
    })
    let stored = ''
    let answerReads = 0
    let cut = false
    for (const [i, { read, answer: carriesAnswer }] of reads.entries()) {
      if (res.destroyed) break // the reader left: found at this read
      if (carriesAnswer && scenario.stallAfterChunks !== null && answerReads >= scenario.stallAfterChunks) {
        // The gateway stops sending: the server waits out its budget, then cuts.
        await wait(Number.POSITIVE_INFINITY)
        cut = true
        break
      }
      if (scenario.omitFinal && read.includes('[DONE]')) return res.end()
      const { forward, text } = serverRead(read, conversationId, scenario.wrappedChunks)
      res.write(forward)
      stored += text
      if (carriesAnswer) answerReads++
      const isLast = i === reads.length - 1
      const delay = i < scenario.emptyEvents ? scenario.emptyEventIntervalMs : scenario.chunkDelayMs
      if (!isLast && delay && !(await wait(delay))) {
        cut = true
        break
      }
    }
    const readerGone = res.destroyed
    call.outcome = cut || readerGone ? 'cut' : 'ok'
    // The answer went out before the crash: the client has read it when the connection closes.
    if (!hasHistory()) return void res.write('', () => crash(res))
    if (scenario.historyWriteError !== null) return res.end(JSON.stringify({ message: scenario.historyWriteError }))
    storeConversation(conversationId, q, stored)
    if (readerGone) return
    const final = JSON.stringify(full(stored))
    res.end(sse ? `data: ${final}\n\n` : final)
  }

  function handleMultiSearch(res: http.ServerResponse, query: Record<string, string>, body: unknown) {
    if (scenario.malformedBody) {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      return res.end('{"results": [{"hits": [ {"document": ')
    }
    const searches = (body as { searches?: unknown })?.searches
    if (!Array.isArray(searches)) return send(res, 400, { message: 'Missing `searches` array.' })
    const results = searches.map((s: SearchParams) => {
      // URL (common) parameters win over a search's body parameters (src/core_api_utils.cpp adds
      // body items with overwrite = false).
      const params = { ...s, ...withoutConversationParams(query) } as SearchParams
      const c = resolveCollection(String(params.collection ?? ''))
      if (!c) return { code: 404, error: `\`${String(params.collection ?? '')}\` collection not found.` }
      if (!params.q) return { code: 400, error: 'Parameter `q` is required.' }
      if (!params.query_by) return { code: 400, error: 'No search fields specified for the query.' }
      const fields = String(params.query_by).split(',')
      const weights = params.query_by_weights ? String(params.query_by_weights).split(',') : []
      if (weights.length && weights.length !== fields.length) {
        return {
          code: 400,
          error: 'Number of weights in `query_by_weights` does not match number of `query_by` fields.',
        }
      }
      const invalid = fieldError(c, params)
      if (invalid) return invalid
      const only = filterOf(c, params)
      if (!(only instanceof Function)) return only
      const expand = synonymsFor(c, params)
      if (typeof expand !== 'function') return expand
      const vectorField = vectorFieldOf(c)
      const vq = /^([^:]+):/.exec(String(params.vector_query ?? ''))?.[1]
      if (vectorField && (vq === vectorField || fields.includes(vectorField))) {
        const alpha = Number(/alpha:\s*([\d.]+)/.exec(String(params.vector_query ?? ''))?.[1] ?? 0.3)
        return hybridSearch(c.docs, params, vectorField, Number.isFinite(alpha) ? alpha : 0.3, only, expand)
      }
      return search(c.docs, params, only, expand)
    })
    send(res, 200, { results })
  }

  function handleImport(res: http.ServerResponse, name: string, raw: string, returnDoc: boolean) {
    const c = resolveCollection(name)
    if (!c) return send(res, 404, { message: 'Not found.' })
    // A failed line carries `code`; the document only with return_doc=true (src/collection.cpp).
    const failure = (code: number, error: string, line: string) => ({
      success: false,
      code,
      error,
      ...(returnDoc ? { document: line } : {}),
    })
    const required = ((c.schema.fields as { name: string; optional?: boolean }[] | undefined) ?? []).filter(
      (f) => !f.optional && !f.name.includes('.*') && f.name !== TYPESENSE_DEFAULTS.embeddingField,
    )
    const lines = raw.split('\n').filter((l) => l.trim())
    const out = lines.map((line) => {
      let doc: StoredDoc
      try {
        doc = JSON.parse(line)
      } catch {
        return failure(400, 'Bad JSON.', line)
      }
      const missing = required.find((f) => doc[f.name] === undefined)
      if (missing)
        return failure(
          400,
          `Field \`${missing.name}\` has been declared in the schema, but is not found in the document.`,
          line,
        )
      const embedError = embedInputError(c.schema, doc)
      if (embedError) return failure(400, embedError, line)
      const id = String(doc.id ?? c.docs.size)
      c.docs.set(id, { ...doc, id })
      return { success: true }
    })
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end(out.map((o) => JSON.stringify(o)).join('\n'))
  }

  /** The synonym routes of the version the fake reports (see ./synonyms.ts); null for any other path. */
  function handleSynonyms(
    method: string,
    path: string,
    body: unknown,
    query: Record<string, string>,
  ): { status: number; body: unknown } | null {
    const ok = (b: unknown) => ({ status: 200, body: b })
    const fail = (status: number, message: string) => ({ status, body: { message } })
    const page = <T>(items: T[]): T[] | { status: number; body: unknown } => {
      for (const p of ['offset', 'limit'] as const) {
        if (query[p] !== undefined && !/^\d+$/.test(query[p]))
          return fail(400, `${p === 'offset' ? 'Offset' : 'Limit'} param should be unsigned integer.`)
      }
      const offset = Number(query.offset ?? 0)
      const limit = Number(query.limit ?? 0)
      if (offset > 0 && offset >= items.length) return fail(400, 'Invalid offset param.')
      return items.slice(offset, limit > 0 ? offset + limit : undefined)
    }
    if (major < 30) {
      const m = /^\/collections\/([^/]+)\/synonyms(?:\/([^/]+))?$/.exec(path)
      if (!m) return null
      const c = resolveCollection(decodeURIComponent(m[1]!))
      if (!c) return fail(404, 'Collection not found')
      if (m[2] === undefined) {
        if (method !== 'GET') return null
        const listed = page([...c.synonyms.values()].map((r) => r.view))
        return Array.isArray(listed) ? ok({ synonyms: listed }) : listed
      }
      const id = decodeURIComponent(m[2])
      if (method === 'GET') return c.synonyms.has(id) ? ok(c.synonyms.get(id)!.view) : fail(404, 'Not Found')
      if (method === 'PUT') {
        const pre = v29PutError(body)
        if (pre) return fail(400, pre)
        const withId = { ...(body as Record<string, unknown>), id }
        const parsed = parseSynonym(withId)
        if ('error' in parsed) return fail(parsed.code, parsed.error)
        // An upsert removes the old rule first, so it is listed last (SynonymIndex::add_synonym).
        c.synonyms.delete(id)
        c.synonyms.set(id, parsed)
        return ok(withId)
      }
      if (method === 'DELETE') {
        if (!c.synonyms.delete(id)) return fail(404, 'Could not find that `id`.')
        return ok({ id })
      }
      return null
    }
    if (path === '/synonym_sets' && method === 'GET')
      return ok([...synonymSets.memory.keys()].map((n) => synonymSets.view(n)))
    const m = /^\/synonym_sets\/([^/]+)(?:\/items(?:\/([^/]+))?)?$/.exec(path)
    if (!m) return null
    const name = decodeURIComponent(m[1]!)
    const set = synonymSets.memory.get(name)
    const itemsRoute = path.includes('/items')
    if (!itemsRoute) {
      if (method === 'PUT') return synonymSets.put(name, body)
      if (!set) return method === 'GET' || method === 'DELETE' ? fail(404, 'Synonym index not found') : null
      if (method === 'GET') return ok(synonymSets.view(name))
      if (method === 'DELETE') {
        synonymSets.memory.delete(name)
        synonymSets.store.delete(name)
        return ok({ name })
      }
      return null
    }
    if (!set) return ['GET', 'PUT', 'DELETE'].includes(method) ? fail(404, 'Synonym index not found') : null
    if (m[2] === undefined) {
      if (method !== 'GET') return null
      const listed = page([...set.values()].map((r) => r.view))
      return Array.isArray(listed) ? ok(listed) : listed
    }
    const id = decodeURIComponent(m[2])
    if (method === 'GET') return set.has(id) ? ok(set.get(id)!.view) : fail(404, 'Not Found')
    if (method === 'PUT') {
      if (!body || typeof body !== 'object' || Array.isArray(body)) return fail(400, 'Bad JSON.')
      const withId = { ...(body as Record<string, unknown>), id }
      const parsed = parseSynonym(withId)
      if ('error' in parsed) return fail(parsed.code, parsed.error)
      set.delete(id)
      set.set(id, parsed)
      synonymSets.store.get(name)?.set(id, parsed)
      return ok(withId)
    }
    if (method === 'DELETE') {
      if (!set.delete(id)) return fail(404, 'Could not find that `id`.')
      synonymSets.store.get(name)?.delete(id)
      return ok({ id })
    }
    return null
  }

  const server = http.createServer(async (req, res) => {
    corsHeaders(res)
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const query = Object.fromEntries(url.searchParams)
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const rawBody = Buffer.concat(chunks).toString('utf8')
    let body: unknown = undefined
    if (rawBody && !url.pathname.endsWith('/import')) {
      try {
        body = JSON.parse(rawBody)
      } catch {
        body = undefined
      }
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204)
      return res.end()
    }
    // Test controls for browser tests that cannot hold the fake object (not part of Typesense).
    if (url.pathname.startsWith('/__fake/')) {
      if (url.pathname === '/__fake/scenario' && req.method === 'POST') {
        scenario = { ...defaults(), ...((body ?? {}) as Partial<Scenario>) }
        return send(res, 200, scenario)
      }
      if (url.pathname === '/__fake/log')
        return send(
          res,
          200,
          requestLog.map(({ headers: _h, ...r }) => r),
        )
      if (url.pathname === '/__fake/load' && req.method === 'POST') {
        const { collection, docs } = (body ?? {}) as { collection?: string; docs?: StoredDoc[] }
        const c = collection ? resolveCollection(collection) : undefined
        if (!c || !Array.isArray(docs)) return send(res, 400, { message: 'collection and docs are required' })
        for (const d of docs) c.docs.set(String(d.id), d)
        return send(res, 200, { ok: true })
      }
      if (url.pathname === '/__fake/model-calls') return send(res, 200, modelCalls)
      // What ConversationManager's sweep (src/conversation_manager.cpp, every 60 s) does to history
      // rows older than the model's ttl: their ids then fail as "`conversation_id` is invalid.".
      if (url.pathname === '/__fake/expire' && req.method === 'POST') {
        conversations.clear()
        return send(res, 200, { ok: true })
      }
      if (url.pathname === '/__fake/reset' && req.method === 'POST') {
        scenario = defaults()
        requestLog.length = 0
        modelCalls.length = 0
        return send(res, 200, { ok: true })
      }
      return send(res, 404, { message: 'Not found.' })
    }
    requestLog.push({ method: req.method ?? 'GET', path: url.pathname, query, headers: req.headers, body, rawBody })

    if (scenario.latencyMs) await sleep(scenario.latencyMs)
    if (scenario.dropNext > 0) {
      scenario.dropNext--
      return req.socket.destroy()
    }
    // src/http_server.cpp: a node that is not ready refuses before any handler runs.
    if (scenario.notReady && needsReadiness(url.pathname)) {
      res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8' })
      return res.end(NOT_READY_BODY)
    }
    if (scenario.failNext > 0) {
      scenario.failNext--
      return send(res, scenario.failStatus, { message: 'Internal fake failure.' })
    }
    if (scenario.failPathContaining !== null && url.pathname.includes(scenario.failPathContaining)) {
      return send(res, scenario.failStatus, { message: 'Internal fake failure.' })
    }

    const path = url.pathname
    if (req.method === 'GET' && path === '/health') {
      return scenario.unhealthy || scenario.notReady ? send(res, 503, { ok: false }) : send(res, 200, { ok: true })
    }
    const adminOnly = path === '/debug'
    const key = req.headers['x-typesense-api-key'] ?? query['x-typesense-api-key']
    if (key !== apiKey)
      return send(res, 401, { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' })
    if (rawBody && body === undefined && !path.endsWith('/import')) return send(res, 400, { message: 'Bad JSON.' })

    try {
      // The server's version (src/core_api.cpp get_debug).
      if (adminOnly && req.method === 'GET') return send(res, 200, { state: 1, version })
      if (req.method === 'POST' && path === '/multi_search') {
        if (query.conversation === 'true') {
          const streaming = query.conversation_stream === 'true'
          if (streaming && scenario.failStreamingNext > 0) {
            scenario.failStreamingNext--
            return send(res, scenario.failStatus, { message: 'Internal fake failure.' })
          }
          if (!streaming && scenario.failNonStreamingNext > 0) {
            scenario.failNonStreamingNext--
            return send(res, scenario.failStatus, { message: 'Internal fake failure.' })
          }
          return await handleConversation(res, query, body)
        }
        return handleMultiSearch(res, query, body)
      }
      // Collections
      if (req.method === 'GET' && path === '/collections') {
        return send(
          res,
          200,
          [...collections.values()].map((c) => ({
            ...c.schema,
            name: c.name,
            num_documents: c.docs.size,
            created_at: c.created_at,
          })),
        )
      }
      if (req.method === 'POST' && path === '/collections') {
        const schema = body as { name?: string; fields?: unknown }
        if (!schema?.name || !Array.isArray(schema.fields))
          return send(res, 400, { message: 'Parameter `fields` is required.' })
        if (collections.has(schema.name))
          return send(res, 409, { message: `A collection with name \`${schema.name}\` already exists.` })
        const stored = { ...(schema as Record<string, unknown>) }
        if (major >= 30) {
          // v30 keeps a list of synonym sets, each of which must exist (src/collection_manager.cpp create_collection).
          stored.synonym_sets ??= []
          const sets = stored.synonym_sets
          if (!Array.isArray(sets))
            return send(res, 400, { message: '`synonym_sets` should be an array of synonym sets.' })
          for (const n of sets) {
            if (typeof n !== 'string' || !n)
              return send(res, 400, { message: '`synonym_sets` should be an array of non-empty strings.' })
            if (!synonymSets.memory.has(n)) return send(res, 404, { message: `Synonym set \`${n}\` not found.` })
          }
        }
        const created_at = Math.floor(Date.now() / 1000)
        collections.set(schema.name, {
          name: schema.name,
          schema: stored,
          docs: new Map(),
          created_at,
          synonyms: new Map(),
        })
        return send(res, 201, { ...stored, num_documents: 0, created_at })
      }
      let m = /^\/collections\/([^/]+)$/.exec(path)
      if (m?.[1] !== undefined) {
        const c = resolveCollection(decodeURIComponent(m[1]))
        if (!c) return send(res, 404, { message: 'Collection not found' }) // src/core_api.cpp
        if (req.method === 'GET')
          return send(res, 200, { ...c.schema, name: c.name, num_documents: c.docs.size, created_at: c.created_at })
        if (req.method === 'DELETE') {
          collections.delete(c.name)
          return send(res, 200, { ...c.schema, name: c.name, num_documents: c.docs.size })
        }
        if (req.method === 'PATCH' && major >= 30 && body && typeof body === 'object' && 'synonym_sets' in body) {
          // Only the synonym_sets part of patch_update_collection (src/core_api.cpp, src/collection_manager.cpp).
          const sets = (body as { synonym_sets: unknown }).synonym_sets
          if (!Array.isArray(sets)) return send(res, 400, { message: 'The `synonym_sets` value should be an array.' })
          const missing = sets.find((n) => !synonymSets.memory.has(String(n)))
          if (missing !== undefined) return send(res, 404, { message: `Synonym set \`${String(missing)}\` not found.` })
          c.schema = { ...c.schema, synonym_sets: sets.map(String) }
          return send(res, 200, body)
        }
      }
      const synonymRoute = handleSynonyms(req.method ?? 'GET', path, body, query)
      if (synonymRoute) return send(res, synonymRoute.status, synonymRoute.body)
      m = /^\/collections\/([^/]+)\/documents\/import$/.exec(path)
      if (m?.[1] !== undefined && req.method === 'POST')
        return handleImport(res, decodeURIComponent(m[1]), rawBody, query.return_doc === 'true')
      // Aliases
      if (req.method === 'GET' && path === '/aliases') {
        return send(res, 200, { aliases: [...aliases].map(([name, collection_name]) => ({ name, collection_name })) })
      }
      m = /^\/aliases\/([^/]+)$/.exec(path)
      if (m?.[1] !== undefined) {
        const name = decodeURIComponent(m[1])
        if (req.method === 'PUT') {
          const target = (body as { collection_name?: string })?.collection_name
          if (!target) return send(res, 400, { message: 'Parameter `collection_name` is required.' })
          aliases.set(name, target)
          return send(res, 200, { name, collection_name: target })
        }
        if (!aliases.has(name)) return send(res, 404, { message: 'Not found.' })
        if (req.method === 'GET') return send(res, 200, { name, collection_name: aliases.get(name) })
        if (req.method === 'DELETE') {
          const collection_name = aliases.get(name)
          aliases.delete(name)
          return send(res, 200, { name, collection_name })
        }
      }
      // Keys (listing shows only a prefix of each value, as Typesense does)
      if (req.method === 'GET' && path === '/keys') {
        return send(res, 200, {
          keys: keys.map(({ value, ...k }) => ({ ...k, value_prefix: String(value).slice(0, 4) })),
        })
      }
      if (req.method === 'POST' && path === '/keys') {
        const spec = (body ?? {}) as Record<string, unknown>
        // Mandatory keys, in this order (src/auth_manager.cpp, api_key_t::validate).
        for (const field of ['description', 'actions', 'collections']) {
          if (spec[field] === undefined) return send(res, 400, { message: `Could not find a \`${field}\` key.` })
        }
        if (typeof spec.description !== 'string')
          return send(res, 400, { message: 'Key description must be a string.' })
        const key = {
          id: keys.length + 1,
          value: `search-only-${keys.length + 1}-${Math.random().toString(36).slice(2, 10)}`,
          ...spec,
        }
        keys.push(key)
        return send(res, 201, key)
      }
      // Conversation models
      if (path === '/conversations/models') {
        if (req.method === 'GET') return send(res, 200, [...models.values()].map(withoutKey))
        if (req.method === 'POST') {
          const spec = (body ?? {}) as Record<string, unknown>
          const id = String(spec.id ?? `model-${models.size + 1}`)
          // add_model (src/conversation_model_manager.cpp): the id first, a default ttl of 24 h, then validation.
          if (models.has(id)) return send(res, 409, { message: 'Model already exists' })
          const created: Record<string, unknown> = { ttl: DEFAULT_CONVERSATION_TTL_SECONDS, ...spec, id }
          const error = await validateModel(created)
          if (error) return send(res, error.code, { message: error.message })
          models.set(id, created)
          // v30 answers 201, v29 200 (src/core_api.cpp post_conversation_model).
          return send(res, major >= 30 ? 201 : 200, withoutKey(created))
        }
      }
      m = /^\/conversations\/models\/([^/]+)$/.exec(path)
      if (m?.[1] !== undefined) {
        const id = decodeURIComponent(m[1])
        if (req.method === 'PUT') {
          if (!models.has(id)) return send(res, 404, { message: 'Model not found' })
          const merged: Record<string, unknown> = { ...models.get(id), ...(body as Record<string, unknown>), id }
          // update_model (src/conversation_model_manager.cpp) validates the merged model; a refused update leaves it as it was.
          const error = await validateModel(merged)
          if (error) return send(res, error.code, { message: error.message })
          models.set(id, merged)
          return send(res, 200, withoutKey(merged))
        }
        if (!models.has(id)) return send(res, 404, { message: 'Model not found' }) // src/conversation_model_manager.cpp
        if (req.method === 'GET') return send(res, 200, withoutKey(models.get(id)!))
        if (req.method === 'DELETE') {
          const removed = models.get(id)
          models.delete(id)
          return send(res, 200, removed)
        }
      }
      // An unknown route (include/http_data.h, set_404's default text).
      return send(res, 404, { message: 'Not Found' })
    } catch (err) {
      return send(res, 500, { message: String((err as Error)?.message ?? err) })
    }
  })
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    apiKey,
    requestLog,
    conversationRequests: () => requestLog.filter((r) => r.path === '/multi_search' && r.query.conversation === 'true'),
    modelCalls,
    expireConversations: () => conversations.clear(),
    setScenario: (patch) => {
      scenario = { ...scenario, ...patch }
    },
    resetScenario: () => {
      scenario = defaults()
    },
    loadRecords(collection, docs, schema) {
      const c = collections.get(collection) ?? {
        name: collection,
        schema: schema ?? inferSchema(collection, docs),
        docs: new Map(),
        created_at: 0,
        synonyms: new Map(),
      }
      if (schema) c.schema = schema
      for (const d of docs) c.docs.set(String(d.id), d)
      collections.set(collection, c)
    },
    storedConversations: () => [...conversations.keys()],
    conversationHistory: (id) => [...(conversations.get(id)?.conversation ?? [])],
    collections: () =>
      Object.fromEntries([...collections].map(([n, c]) => [n, { docs: c.docs.size, schema: c.schema }])),
    aliases: () => Object.fromEntries(aliases),
    conversationModels: () => Object.fromEntries(models),
    collectionSynonyms: (name) => {
      const c = resolveCollection(name)
      return c ? [...c.synonyms.values()].map((r) => r.view) : null
    },
    synonymSets: () =>
      Object.fromEntries([...synonymSets.memory].map(([n, items]) => [n, [...items.values()].map((r) => r.view)])),
    restartSynonymSets: () => synonymSets.reload(),
    restartNode: async () => {
      const dropped: string[] = []
      for (const [id, spec] of [...models]) {
        if (!(await validateModel(spec))) continue
        models.delete(id)
        dropped.push(id)
      }
      return dropped
    },
    major,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        for (const t of timers) clearTimeout(t)
        server.close(() => resolve())
      }),
  }
}

type Field = {
  name: string
  type?: string
  optional?: boolean
  embed?: unknown
  num_dim?: number
  locale?: string
  sort?: boolean
}

/**
 * What the server says of a document whose auto-embedding inputs are wrong (src/validator.cpp,
 * validate_embed_fields): every `embed.from` field must be in the schema; an absent or null optional
 * one is skipped (src/index.cpp embeds the rest); a present one must hold its field's type.
 */
function embedInputError(schema: Record<string, unknown>, doc: StoredDoc): string | null {
  const fields = fieldsOf({ schema })
  for (const f of fields) {
    const from = (f.embed as { from?: unknown } | undefined)?.from
    if (!Array.isArray(from)) continue
    for (const name of from) {
      const source = fields.find((s) => s.name === name)
      if (!source) return `Field \`${f.name}\` has invalid fields to create embeddings from.`
      const value = doc[String(name)]
      if (value === undefined || value === null) {
        if (!source.optional) return `Field \`${name}\` is needed to create embedding.`
        continue
      }
      const ok =
        source.type === 'string[]'
          ? Array.isArray(value) && value.every((v) => typeof v === 'string')
          : typeof value === 'string'
      if (!ok) return `Field \`${name}\` has malformed data.`
    }
  }
  return null
}
const fieldsOf = (c: { schema: Record<string, unknown> }) =>
  Array.isArray(c.schema.fields) ? (c.schema.fields as Field[]) : []

/** The collection's vector field: a float[] with `embed` or `num_dim` (one with a vector index). */
function vectorFieldOf(c: { schema: Record<string, unknown> }): string | undefined {
  return fieldsOf(c).find((f) => f.type === 'float[]' && (f.embed !== undefined || f.num_dim !== undefined))?.name
}

/** Without a schema: every field of the documents, plus an `embedding` vector field as ours has. */
function inferSchema(name: string, docs: StoredDoc[]): Record<string, unknown> {
  const names = new Set(docs.flatMap((d) => Object.keys(d)))
  names.delete('id')
  return {
    name,
    fields: [
      ...[...names].map((n) => ({ name: n, type: 'string', optional: true })),
      { name: TYPESENSE_DEFAULTS.embeddingField, type: 'float[]', embed: { from: ['content'] } },
    ],
  }
}

/**
 * query_by and vector_query checked against the schema, with the server's texts and codes: a
 * vector field without an index (src/collection.cpp, parse_and_validate_vector_query) and a field
 * the schema lacks (src/collection.cpp, "Could not find a field named").
 */
function fieldError(
  c: { schema: Record<string, unknown> },
  params: SearchParams,
): { code: number; error: string } | null {
  const known = new Set(fieldsOf(c).map((f) => f.name))
  const vectorField = vectorFieldOf(c)
  const vq = /^([^:]+):/.exec(String(params.vector_query ?? ''))?.[1]?.trim()
  if (vq && vq !== vectorField) return { code: 400, error: `Field \`${vq}\` does not have a vector query index.` }
  for (const f of String(params.query_by ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)) {
    if (f === vectorField) continue
    const field = fieldsOf(c).find((x) => x.name === f)
    if (field?.type === 'float[]' || (!known.has(f) && /embedding|vector/i.test(f)))
      return { code: 400, error: `Field \`${f}\` does not have a vector query index.` }
    if (!known.has(f)) return { code: 404, error: `Could not find a field named \`${f}\` in the schema.` }
  }
  return null
}

/** The search's `filter_by`, checked against the collection's fields (src/filter.cpp). */
function filterOf(c: { schema: Record<string, unknown> }, params: SearchParams): DocFilter | FilterError {
  return parseFilter(String(params.filter_by ?? ''), fieldsOf(c), c.schema)
}

/** Parameters that must be common to all searches when conversation is on (src/core_api_utils.cpp). */
function bodyParamError(s: SearchParams): string | null {
  if ('q' in s)
    return '`q` parameter cannot be used in POST body if `conversation` is enabled. Please set `q` as a query parameter in the request, instead of inside the POST body'
  if ('conversation_model_id' in s)
    return '`conversation_model_id` cannot be used in POST body. Please set `conversation_model_id` as a query parameter in the request, instead of inside the POST body'
  if ('conversation_id' in s)
    return '`conversation_id` cannot be used in POST body. Please set `conversation_id` as a query parameter in the request, instead of inside the POST body'
  if ('conversation' in s)
    return '`conversation` cannot be used in POST body. Please set `conversation` as a query parameter in the request, instead of inside the POST body'
  return null
}

/** URL parameters that steer the request rather than a search (removed before the searches run). */
function withoutConversationParams(query: Record<string, string>): Record<string, string> {
  const {
    conversation: _c,
    conversation_id: _i,
    conversation_model_id: _m,
    conversation_stream: _s,
    'x-typesense-api-key': _k,
    ...rest
  } = query
  return rest
}

/**
 * Hybrid search as src/collection.cpp orders it: keyword ranks and vector ranks fused,
 * score = (1 - alpha) / (1 + keyword rank) + alpha / (1 + vector rank), reported as
 * hybrid_search_info.rank_fusion_score; a hit only the vector side found has text_match 0 and no
 * highlight. The vector side is approximated by overlapping CJK pairs and Latin words.
 */
function hybridSearch(
  docs: Map<string, StoredDoc>,
  params: SearchParams,
  vectorField: string,
  alpha: number,
  only: DocFilter,
  expand: (tokens: string[]) => string[][],
) {
  const fields = String(params.query_by ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== vectorField)
  const weights = String(params.query_by_weights ?? '').split(',')
  const keptWeights = String(params.query_by ?? '')
    .split(',')
    .map((f, i) => [f.trim(), weights[i]] as const)
    .filter(([f]) => f !== vectorField)
    .map(([, w]) => w ?? '1')
  const all = { per_page: 250, page: 1 }
  const keyword = search(
    docs,
    { ...params, ...all, query_by: fields.join(','), query_by_weights: keptWeights.join(',') },
    only,
    expand,
  )
  const semanticQ = approximateSemanticQuery(String(params.q ?? ''))
  const vector = semanticQ
    ? search(
        docs,
        {
          ...params,
          ...all,
          q: semanticQ,
          query_by: 'content,hierarchy.lvl1,hierarchy.lvl2,question,answer',
          query_by_weights: '',
          drop_tokens_threshold: Number.MAX_SAFE_INTEGER,
        },
        only,
      )
    : { hits: [] as typeof keyword.hits }
  const fused = new Map<string, { hit: (typeof keyword.hits)[number]; score: number; distance: number }>()
  keyword.hits.forEach((hit, rank) =>
    fused.set(String(hit.document.id), { hit, score: (1 - alpha) / (1 + rank), distance: 1 }),
  )
  vector.hits.forEach((hit, rank) => {
    const id = String(hit.document.id)
    const distance = Number((0.1 + rank * 0.02).toFixed(4))
    const existing = fused.get(id)
    if (existing) {
      existing.score += alpha / (1 + rank)
      existing.distance = distance
    } else
      fused.set(id, {
        hit: { ...hit, highlights: [], highlight: {}, text_match: 0 },
        score: alpha / (1 + rank),
        distance,
      })
  })
  const ordered = [...fused.values()].sort((a, b) => b.score - a.score)
  const perPage = Math.max(1, Math.min(250, Number(params.per_page ?? 10) || 10))
  const page = Math.max(1, Number(params.page ?? 1) || 1)
  return {
    ...keyword,
    found: ordered.length,
    page,
    request_params: { ...keyword.request_params, per_page: perPage },
    hits: ordered.slice((page - 1) * perPage, page * perPage).map(({ hit, score, distance }) => ({
      ...hit,
      vector_distance: distance,
      hybrid_search_info: { rank_fusion_score: Number(score.toFixed(6)) },
    })),
  }
}

function approximateSemanticQuery(q: string): string {
  const parts = q.match(new RegExp(`[${HAN_CLASS}]+|[A-Za-z0-9_.-]+`, 'g')) ?? []
  return parts
    .flatMap((p) =>
      new RegExp(`^[${HAN_CLASS}]+$`).test(p) && p.length > 2
        ? Array.from({ length: p.length - 1 }, (_, i) => p.slice(i, i + 2))
        : [p],
    )
    .join(' ')
}

/** Typesense masks the LLM key in responses. */
function withoutKey(model: Record<string, unknown>): Record<string, unknown> {
  const { api_key: _hidden, ...shown } = model
  return shown
}

/** A model's `ttl` when it names none: 24 h (src/conversation_model_manager.cpp, add_model). */
const DEFAULT_CONVERSATION_TTL_SECONDS = 60 * 60 * 24

/** src/conversation_manager.cpp, validate_conversation_store_schema: the first problem, or null. */
function historySchemaError(c: { schema: Record<string, unknown> }): string | null {
  const fields = fieldsOf(c)
  const field = (n: string) => fields.find((f) => f.name === n)
  for (const n of ['conversation_id', 'role', 'message', 'timestamp'])
    if (!field(n)) return `Schema is missing \`${n}\` field`
  for (const n of ['conversation_id', 'role', 'message'])
    if (field(n)?.type !== 'string') return `\`${n}\` field must be a string`
  const timestamp = field('timestamp')
  if (timestamp?.type !== 'int32') return '`timestamp` field must be an integer'
  // Numeric fields are sortable unless the schema says otherwise (src/field.cpp).
  if (timestamp.sort === false) return '`timestamp` field must be a sort field'
  if (!field('model_id')) return 'Schema is missing `model_id` field'
  if (field('model_id')?.type !== 'string') return '`model_id` field must be a string'
  return null
}
