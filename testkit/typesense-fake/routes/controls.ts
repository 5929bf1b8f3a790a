/**
 * `/__fake/*`: test controls for browser tests that cannot hold the fake object (not part of
 * Typesense). Answered before the request log, the scenario and the API key.
 */
import type { StoredDoc } from '../search'
import { defaultScenario, type Scenario } from '../scenario'
import { send, type ApiCall } from '../route'
import { resolveCollection, type FakeState } from '../state'

/** `POST /__fake/load`: documents into an existing collection (or alias). */
function load(state: FakeState, { res, body }: ApiCall): true {
  const { collection, docs } = (body ?? {}) as { collection?: string; docs?: StoredDoc[] }
  const c = collection ? resolveCollection(state, collection) : undefined
  if (!c || !Array.isArray(docs)) return send(res, 400, { message: 'collection and docs are required' })
  for (const d of docs) c.docs.set(String(d.id), d)
  return send(res, 200, { ok: true })
}

/** Every `/__fake/` path is answered here, an unknown one with 404. */
export function controlRoutes(state: FakeState, call: ApiCall): boolean {
  const { res, method, path, body } = call
  if (!path.startsWith('/__fake/')) return false
  if (path === '/__fake/scenario' && method === 'POST') {
    state.scenario = { ...defaultScenario(), ...((body ?? {}) as Partial<Scenario>) }
    return send(res, 200, state.scenario)
  }
  if (path === '/__fake/log')
    return send(
      res,
      200,
      state.requestLog.map(({ headers: _h, ...r }) => r),
    )
  if (path === '/__fake/load' && method === 'POST') return load(state, call)
  if (path === '/__fake/model-calls') return send(res, 200, state.modelCalls)
  // What ConversationManager's sweep (src/conversation_manager.cpp, every 60 s) does to history
  // rows older than the model's ttl: their ids then fail as "`conversation_id` is invalid.".
  if (path === '/__fake/expire' && method === 'POST') {
    state.conversations.clear()
    return send(res, 200, { ok: true })
  }
  if (path === '/__fake/reset' && method === 'POST') {
    state.scenario = defaultScenario()
    state.requestLog.length = 0
    state.modelCalls.length = 0
    return send(res, 200, { ok: true })
  }
  return send(res, 404, { message: 'Not found.' })
}
