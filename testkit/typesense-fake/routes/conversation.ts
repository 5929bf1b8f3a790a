/**
 * Conversational search (RAG): `POST /multi_search?conversation=true`. The request's checks, a
 * follow-up's rewrite, the searches, then the answer: whole, or streamed (./answer-stream.ts).
 */
import { randomUUID } from 'node:crypto'
import type http from 'node:http'
import { search, type SearchParams, type StoredDoc } from '../search'
import { fieldError, filterOf, vectorFieldOf } from '../schema'
import { approximateSemanticQuery } from '../hybrid'
import { crash, neverAnswer } from '../lifecycle'
import { storeConversation } from '../history'
import { blockingCall } from '../model-calls'
import { send, sleep, type ApiCall } from '../route'
import { resolveCollection, type FakeState } from '../state'
import { streamAnswer, type Turn } from './answer-stream'
import { withoutConversationParams } from './search'
import { synonymsFor } from './synonyms'

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

/** The fake's answer: the scenario's, else one built from the top hit. */
function answerFor(state: FakeState, q: string, hits: { document: StoredDoc }[]): string {
  if (state.scenario.answer !== null) return state.scenario.answer
  const top = hits[0]?.document
  if (!top) return `文档中没有找到与「${q}」直接相关的内容。`
  const title = String(top['hierarchy.lvl1'] ?? top.question ?? '')
  const content = String(top.content ?? top.answer ?? '')
  return `根据文档《${title}》：${content.slice(0, 120)}`
}

/** One search of a conversation request, with the URL's parameters winning over its own. */
function conversationSearch(state: FakeState, s: SearchParams, query: Record<string, string>, q: string) {
  const params = { ...s, ...withoutConversationParams(query) } as SearchParams
  const c = resolveCollection(state, String(params.collection ?? ''))
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
  const expand = synonymsFor(state, c, params)
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

interface Question {
  q: string
  searches: SearchParams[]
  hasHistory: () => boolean
}

/** The checks before any model call; true when they answered (a refusal, or the node crashed). */
function checkQuestion(state: FakeState, { res, query, body }: ApiCall): Question | true {
  // The order of checks and their texts: src/core_api.cpp (do_multi_search).
  const q = query.q
  if (!q)
    return send(res, 400, {
      message:
        '`q` parameter has to be common for all searches if conversation is enabled. Please set `q` as a query parameter in the request, instead of inside the POST body',
    })
  const modelId = query.conversation_model_id
  if (!modelId) return send(res, 400, { message: '`conversation_model_id` is needed if conversation is enabled.' })
  const model = state.models.get(modelId)
  if (!model) return send(res, 400, { message: '`conversation_model_id` is invalid.' })
  // Reading a follow-up's history with the history collection gone crashes the node (../lifecycle.ts).
  const hasHistory = () => Boolean(resolveCollection(state, String(model.history_collection)))
  if (query.conversation_id && !hasHistory()) {
    crash(res)
    return true
  }
  if (query.conversation_id && !state.conversations.has(query.conversation_id))
    return send(res, 400, { message: '`conversation_id` is invalid.' })
  const searches = Array.isArray((body as { searches?: unknown })?.searches)
    ? (body as { searches: SearchParams[] }).searches
    : []
  // Body parameters that must be common to all searches are refused (src/core_api_utils.cpp).
  for (const s of searches) {
    const refused = bodyParamError(s)
    if (refused) return send(res, 400, { message: refused })
  }
  return { q, searches, hasHistory }
}

/** A follow-up's rewrite; false when the request ended there (the reader left, or the call failed). */
async function rewriteFollowUp(state: FakeState, res: http.ServerResponse): Promise<boolean> {
  // src/core_api.cpp first rewrites a follow-up into a standalone question with a blocking call.
  if (state.scenario.followUpDelayMs) await sleep(state.scenario.followUpDelayMs)
  if (res.destroyed) return false
  if (await blockingCall(state, 'rewrite', res)) return true
  // get_standalone_question returns its error (src/conversation_model.cpp): a 400 before any byte.
  send(res, 400, { message: state.scenario.gatewayDown ? 'OpenAI API error: ' : 'OpenAI API timeout.' })
  return false
}

/** The answer in one response (`conversation_stream` not true). */
async function answerWhole(state: FakeState, res: http.ServerResponse, turn: Turn, hits: { document: StoredDoc }[]) {
  // get_answer throws on a refused or timed-out answer: no response at all (../lifecycle.ts).
  if (!(await blockingCall(state, 'answer', res))) return neverAnswer(res)
  const answer = answerFor(state, turn.q, hits)
  // The history is written after the answer: with its collection gone the node crashes.
  if (!turn.hasHistory()) return crash(res)
  // src/core_api.cpp: a failed history write ends the request with its error, nothing stored.
  if (state.scenario.historyWriteError !== null) return send(res, 400, { message: state.scenario.historyWriteError })
  storeConversation(state, turn.conversationId, turn.q, answer)
  return send(res, 200, turn.full(answer))
}

async function answerConversation(state: FakeState, call: ApiCall) {
  const { res, query } = call
  const question = checkQuestion(state, call)
  if (question === true) return
  const { q, searches, hasHistory } = question
  if (query.conversation_id && !(await rewriteFollowUp(state, res))) return
  if (state.scenario.rawErrorBody !== null) {
    const raw = state.scenario.rawErrorBody
    state.scenario.rawErrorBody = null
    res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8' })
    return res.end(raw)
  }
  const results = searches.map((s) => conversationSearch(state, s, query, q))
  // src/core_api.cpp (do_multi_search, conversation part): every successful result reads the schema
  // of searches[0]'s collection (its res_index never advances); when that collection does not
  // exist while another search succeeded, the node dereferences null and crashes. The client
  // sees its connection dropped, with no answer.
  if (!resolveCollection(state, String(searches[0]?.collection ?? '')) && results.some((r) => !('code' in r)))
    return res.socket?.destroy()
  // A new conversation's id is a lowercase UUIDv4, as the server issues it (sole::uuid4().str(),
  // src/conversation_manager.cpp and src/core_api.cpp): a proxy that checks the shape can be tested here.
  const conversationId = query.conversation_id || randomUUID()
  const hits = results.flatMap((r) => ('hits' in r ? r.hits : []))
  const full = (answer: string) => ({
    conversation: {
      answer,
      // Shape of src/conversation_manager.cpp: the messages and last_updated, no id or ttl.
      conversation_history: state.conversations.get(conversationId),
      conversation_id: conversationId,
      query: q,
    },
    results,
  })
  const turn: Turn = { q, conversationId, full, hasHistory }
  if (query.conversation_stream !== 'true') return answerWhole(state, res, turn, hits)
  await streamAnswer(state, res, turn, answerFor(state, q, hits))
}

export async function conversationRoutes(state: FakeState, call: ApiCall): Promise<boolean> {
  const { res, method, path, query } = call
  if (method !== 'POST' || path !== '/multi_search' || query.conversation !== 'true') return false
  const streaming = query.conversation_stream === 'true'
  if (streaming && state.scenario.failStreamingNext > 0) {
    state.scenario.failStreamingNext--
    return send(res, state.scenario.failStatus, { message: 'Internal fake failure.' })
  }
  if (!streaming && state.scenario.failNonStreamingNext > 0) {
    state.scenario.failNonStreamingNext--
    return send(res, state.scenario.failStatus, { message: 'Internal fake failure.' })
  }
  await answerConversation(state, call)
  return true
}
