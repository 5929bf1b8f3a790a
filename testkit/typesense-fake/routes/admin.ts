/** The cluster's own routes: `/health` (before the API key), `/debug` and `/keys`. */
import { send, type ApiCall } from '../route'
import type { FakeState } from '../state'

export function healthRoute({ scenario }: FakeState, { res, method, path }: ApiCall): boolean {
  if (method !== 'GET' || path !== '/health') return false
  return scenario.unhealthy || scenario.notReady ? send(res, 503, { ok: false }) : send(res, 200, { ok: true })
}

export function debugRoute({ version }: FakeState, { res, method, path }: ApiCall): boolean {
  // The server's version (src/core_api.cpp get_debug).
  return path === '/debug' && method === 'GET' && send(res, 200, { state: 1, version })
}

/** `POST /keys`. */
function createKey({ keys }: FakeState, { res, body }: ApiCall): true {
  const spec = (body ?? {}) as Record<string, unknown>
  // Mandatory keys, in this order (src/auth_manager.cpp, api_key_t::validate).
  for (const field of ['description', 'actions', 'collections']) {
    if (spec[field] === undefined) return send(res, 400, { message: `Could not find a \`${field}\` key.` })
  }
  if (typeof spec.description !== 'string') return send(res, 400, { message: 'Key description must be a string.' })
  const key = {
    id: keys.length + 1,
    value: `search-only-${keys.length + 1}-${Math.random().toString(36).slice(2, 10)}`,
    ...spec,
  }
  keys.push(key)
  return send(res, 201, key)
}

export function keyRoutes(state: FakeState, call: ApiCall): boolean {
  const { res, method, path } = call
  if (path !== '/keys') return false
  // Listing shows only a prefix of each value, as Typesense does.
  if (method === 'GET')
    return send(res, 200, {
      keys: state.keys.map(({ value, ...k }) => ({ ...k, value_prefix: String(value).slice(0, 4) })),
    })
  return method === 'POST' && createKey(state, call)
}
