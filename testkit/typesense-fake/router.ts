/**
 * The fake's request handling, in the server's order: CORS, the test controls, the request log, what
 * the scenario does before any handler (latency, dropped connection, a node not ready, 5xx), /health,
 * the API key, then each API area in turn (./routes/); a path none of them serves is 404.
 */
import type http from 'node:http'
import { needsReadiness, NOT_READY_BODY } from './lifecycle'
import { send, sleep, type ApiCall, type Route } from './route'
import type { FakeState } from './state'
import { debugRoute, healthRoute, keyRoutes } from './routes/admin'
import { aliasRoutes, collectionRoutes } from './routes/collections'
import { controlRoutes } from './routes/controls'
import { conversationRoutes } from './routes/conversation'
import { documentRoutes } from './routes/documents'
import { modelRoutes } from './routes/models'
import { searchRoutes } from './routes/search'
import { synonymRoutes } from './routes/synonyms'

/** The API areas behind the key check, tried in this order. */
const ROUTES: Route[] = [
  debugRoute,
  conversationRoutes,
  searchRoutes,
  collectionRoutes,
  synonymRoutes,
  documentRoutes,
  aliasRoutes,
  keyRoutes,
  modelRoutes,
]

function corsHeaders(res: http.ServerResponse) {
  res.setHeader('Access-Control-Allow-Origin', '*')
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type, X-TYPESENSE-API-KEY, Accept')
}

/** The request with its body read: JSON parsed (undefined when it is not JSON), an import's JSONL left raw. */
async function readCall(req: http.IncomingMessage, res: http.ServerResponse): Promise<ApiCall> {
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
  return { req, res, method: req.method ?? 'GET', path: url.pathname, query, body, rawBody }
}

/** What the scenario does before any handler runs; true when that ended the request. */
async function scenarioGate(state: FakeState, { req, res, path }: ApiCall): Promise<boolean> {
  if (state.scenario.latencyMs) await sleep(state.scenario.latencyMs)
  if (state.scenario.dropNext > 0) {
    state.scenario.dropNext--
    req.socket.destroy()
    return true
  }
  // src/http_server.cpp: a node that is not ready refuses before any handler runs.
  if (state.scenario.notReady && needsReadiness(path)) {
    res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8' })
    res.end(NOT_READY_BODY)
    return true
  }
  if (state.scenario.failNext > 0) {
    state.scenario.failNext--
    return send(res, state.scenario.failStatus, { message: 'Internal fake failure.' })
  }
  if (state.scenario.failPathContaining !== null && path.includes(state.scenario.failPathContaining)) {
    return send(res, state.scenario.failStatus, { message: 'Internal fake failure.' })
  }
  return false
}

export async function handle(state: FakeState, req: http.IncomingMessage, res: http.ServerResponse) {
  corsHeaders(res)
  const call = await readCall(req, res)
  const { method, path, query, body, rawBody } = call
  if (method === 'OPTIONS') {
    res.writeHead(204)
    return res.end()
  }
  if (controlRoutes(state, call)) return
  state.requestLog.push({ method, path, query, headers: req.headers, body, rawBody })
  if (await scenarioGate(state, call)) return
  if (healthRoute(state, call)) return
  const key = req.headers['x-typesense-api-key'] ?? query['x-typesense-api-key']
  if (key !== state.apiKey)
    return send(res, 401, { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' })
  if (rawBody && body === undefined && !path.endsWith('/import')) return send(res, 400, { message: 'Bad JSON.' })
  try {
    for (const route of ROUTES) if (await route(state, call)) return
    // An unknown route (include/http_data.h, set_404's default text).
    send(res, 404, { message: 'Not Found' })
  } catch (err) {
    send(res, 500, { message: String((err as Error)?.message ?? err) })
  }
}
