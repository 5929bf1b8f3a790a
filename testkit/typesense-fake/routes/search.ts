/**
 * `POST /multi_search` without `conversation=true`: each search answered on its own, a failed one as
 * `{code, error}` in its place (hybrid when it names the collection's vector field). The fake serves
 * no single-collection search route. A conversation request is ./conversation.ts's.
 */
import { search, type SearchParams } from '../search'
import { fieldError, filterOf, vectorFieldOf } from '../schema'
import { hybridSearch } from '../hybrid'
import { send, type ApiCall } from '../route'
import { resolveCollection, type FakeState } from '../state'
import { synonymsFor } from './synonyms'

/** URL parameters that steer the request rather than a search (removed before the searches run). */
export function withoutConversationParams(query: Record<string, string>): Record<string, string> {
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

/** One search of the request: its result, or its error with the server's code and text. */
function searchOne(state: FakeState, s: SearchParams, query: Record<string, string>) {
  // URL (common) parameters win over a search's body parameters (src/core_api_utils.cpp adds
  // body items with overwrite = false).
  const params = { ...s, ...withoutConversationParams(query) } as SearchParams
  const c = resolveCollection(state, String(params.collection ?? ''))
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
  const expand = synonymsFor(state, c, params)
  if (typeof expand !== 'function') return expand
  const vectorField = vectorFieldOf(c)
  const vq = /^([^:]+):/.exec(String(params.vector_query ?? ''))?.[1]
  if (vectorField && (vq === vectorField || fields.includes(vectorField))) {
    const alpha = Number(/alpha:\s*([\d.]+)/.exec(String(params.vector_query ?? ''))?.[1] ?? 0.3)
    return hybridSearch(c.docs, params, vectorField, Number.isFinite(alpha) ? alpha : 0.3, only, expand)
  }
  return search(c.docs, params, only, expand)
}

export function searchRoutes(state: FakeState, { res, method, path, query, body }: ApiCall): boolean {
  if (method !== 'POST' || path !== '/multi_search') return false
  if (state.scenario.malformedBody) {
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end('{"results": [{"hits": [ {"document": ')
    return true
  }
  const searches = (body as { searches?: unknown })?.searches
  if (!Array.isArray(searches)) return send(res, 400, { message: 'Missing `searches` array.' })
  return send(res, 200, { results: searches.map((s: SearchParams) => searchOne(state, s, query)) })
}
