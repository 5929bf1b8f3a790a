/**
 * What a Typesense node does over a cluster's lifetime that a request can run into (read in the
 * server source, v29.0 and the v30 branch; shared reference typesense.md, "Over a cluster's
 * lifetime"): a node not ready, a handler that dies without a response, a node that crashes on a
 * missing history collection. The fake's router and routes call these where the server would.
 */
import type http from 'node:http'

/**
 * Routes the server answers while it is not ready (src/http_server.cpp, `needs_readiness_check`):
 * every other one gets 503 `{ "message": "Not Ready or Lagging"}`.
 */
const READINESS_EXEMPT = ['health', 'debug', 'proxy', 'stats.json', 'metrics.json', 'sequence', 'operations']

export function needsReadiness(path: string): boolean {
  const root = path.split('/')[1] ?? ''
  return !READINESS_EXEMPT.includes(root) && !['config', 'status', 'proxy_sse'].includes(root)
}

/** The body of src/http_server.cpp's readiness refusal, as the server writes it (a space after `{`). */
export const NOT_READY_BODY = '{ "message": "Not Ready or Lagging"}'

/**
 * A handler that threw: OpenAIConversationModel::get_answer (src/conversation_model.cpp) throws on a
 * refused, failed or timed-out answer; post_multi_search (src/core_api.cpp) does not catch it; the
 * handler runs in a std::packaged_task (include/threadpool.h, src/http_server.cpp) that keeps the
 * exception, and no response is ever written. The connection stays open until the client leaves
 * (or the fake closes).
 */
export function neverAnswer(res: http.ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    if (res.destroyed) return resolve()
    res.on('close', () => resolve())
  })
}

/**
 * The node crashes: ConversationManager::get_history_collection (src/conversation_manager.cpp) wraps
 * the null of a missing history collection in an OK result and the caller dereferences it. The
 * client sees its connection closed, with no HTTP status.
 */
export function crash(res: http.ServerResponse): void {
  res.socket?.destroy()
}
