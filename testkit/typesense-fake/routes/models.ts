/**
 * Conversation models: `/conversations/models` and `/conversations/models/{id}`, each create or update
 * validated live as the server does, and the validation a node restart runs again on every model.
 */
import { callModelGateway } from '../model-gateway'
import { historySchemaError } from '../history'
import { send, type ApiCall } from '../route'
import { resolveCollection, type FakeState } from '../state'

type Refusal = { code: number; message: string }
const bad = (message: string, code = 400): Refusal => ({ code, message })

/** Typesense masks the LLM key in responses. */
function withoutKey(model: Record<string, unknown>): Record<string, unknown> {
  const { api_key: _hidden, ...shown } = model
  return shown
}

/** A model's `ttl` when it names none: 24 h (src/conversation_model_manager.cpp, add_model). */
const DEFAULT_CONVERSATION_TTL_SECONDS = 60 * 60 * 24

/**
 * The checks of a model create or update, in the server's order and words
 * (src/conversation_model.cpp, ConversationModel::validate_model and
 * OpenAIConversationModel::validate_model): the history collection must exist with the schema of
 * src/conversation_manager.cpp (validate_conversation_store_schema), and an openai model makes a
 * blocking "hello" call to its gateway, which must answer 200.
 */
async function validateModel(state: FakeState, spec: Record<string, unknown>): Promise<Refusal | null> {
  const name = spec.model_name
  if (typeof name !== 'string') return bad('Property `model_name` is not provided or not a string.')
  if (spec.system_prompt !== undefined && typeof spec.system_prompt !== 'string')
    return bad('Property `system_prompt` is not a string.')
  if (typeof spec.history_collection !== 'string')
    return bad('Property `history_collection` is missing or is not a string.')
  if (typeof spec.max_bytes !== 'number' || !Number.isInteger(spec.max_bytes) || spec.max_bytes <= 0)
    return bad('Property `max_bytes` is not provided or not a positive integer.')
  const history = resolveCollection(state, spec.history_collection)
  if (!history) return bad('Collection not found')
  const schemaError = historySchemaError(history)
  if (schemaError) return bad(schemaError)
  if (spec.ttl !== undefined && (typeof spec.ttl !== 'number' || !Number.isInteger(spec.ttl) || spec.ttl < 0))
    return bad('Property `ttl` is not a positive integer.')
  const namespace = name.includes('/') ? name.slice(0, name.indexOf('/')) : ''
  if (!['openai', 'cloudflare', 'vllm', 'google', 'azure'].includes(namespace))
    return bad(`Model namespace \`${namespace}\` is not supported.`)
  if (namespace !== 'openai') return null
  return validateOpenAiModel(state, name, spec)
}

/** The openai part of the checks: its own properties, then the "hello". */
async function validateOpenAiModel(
  state: FakeState,
  name: string,
  spec: Record<string, unknown>,
): Promise<Refusal | null> {
  if (spec.api_key === undefined) return bad('API key is not provided')
  if (typeof spec.api_key !== 'string') return bad('API key is not a string')
  if (spec.openai_url !== undefined && typeof spec.openai_url !== 'string')
    return bad('Property `openai_url` is not a string.')
  if (spec.openai_path !== undefined && typeof spec.openai_path !== 'string')
    return bad('Property `openai_path` is not a string.')
  if (state.scenario.helloError !== null) return bad(`OpenAI API error: ${state.scenario.helloError}`)
  if (state.scenario.gatewayDown) return bad('OpenAI API error: ')
  if (state.modelGateway !== 'call') return null
  return hello(name, spec)
}

/** The blocking "hello" to the model's gateway, and what the server makes of its answer. */
async function hello(name: string, spec: Record<string, unknown>): Promise<Refusal | null> {
  const base = (typeof spec.openai_url === 'string' ? spec.openai_url : 'https://api.openai.com').replace(/\/$/, '')
  const rawPath = typeof spec.openai_path === 'string' ? spec.openai_path : '/v1/chat/completions'
  const body = JSON.stringify({ model: name.slice('openai/'.length), messages: [{ role: 'user', content: 'hello' }] })
  const headers = { Authorization: `Bearer ${String(spec.api_key)}`, 'Content-Type': 'application/json' }
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

/** `GET /conversations/models` and `POST /conversations/models`. */
async function modelList(state: FakeState, { res, method, body }: ApiCall): Promise<boolean> {
  const { models } = state
  if (method === 'GET') return send(res, 200, [...models.values()].map(withoutKey))
  if (method !== 'POST') return false
  const spec = (body ?? {}) as Record<string, unknown>
  const id = String(spec.id ?? `model-${models.size + 1}`)
  // add_model (src/conversation_model_manager.cpp): the id first, a default ttl of 24 h, then validation.
  if (models.has(id)) return send(res, 409, { message: 'Model already exists' })
  const created: Record<string, unknown> = { ttl: DEFAULT_CONVERSATION_TTL_SECONDS, ...spec, id }
  const error = await validateModel(state, created)
  if (error) return send(res, error.code, { message: error.message })
  models.set(id, created)
  // v30 answers 201, v29 200 (src/core_api.cpp post_conversation_model).
  return send(res, state.major >= 30 ? 201 : 200, withoutKey(created))
}

/** `/conversations/models/{id}`: update, read, delete. */
async function oneModel(state: FakeState, { res, method, body }: ApiCall, id: string): Promise<boolean> {
  const { models } = state
  if (method === 'PUT') {
    if (!models.has(id)) return send(res, 404, { message: 'Model not found' })
    const merged: Record<string, unknown> = { ...models.get(id), ...(body as Record<string, unknown>), id }
    // update_model (src/conversation_model_manager.cpp) validates the merged model; a refused update leaves it as it was.
    const error = await validateModel(state, merged)
    if (error) return send(res, error.code, { message: error.message })
    models.set(id, merged)
    return send(res, 200, withoutKey(merged))
  }
  if (!models.has(id)) return send(res, 404, { message: 'Model not found' }) // src/conversation_model_manager.cpp
  if (method === 'GET') return send(res, 200, withoutKey(models.get(id)!))
  if (method === 'DELETE') {
    const removed = models.get(id)
    models.delete(id)
    return send(res, 200, removed)
  }
  return false
}

export async function modelRoutes(state: FakeState, call: ApiCall): Promise<boolean> {
  if (call.path === '/conversations/models') return modelList(state, call)
  const m = /^\/conversations\/models\/([^/]+)$/.exec(call.path)
  return m?.[1] !== undefined ? oneModel(state, call, decodeURIComponent(m[1])) : false
}

/**
 * A node restart: every model validated again; one that fails is forgotten (see `restartNode` in
 * ../server.ts). Returns the ids dropped.
 */
export async function revalidateModels(state: FakeState): Promise<string[]> {
  const dropped: string[] = []
  for (const [id, spec] of [...state.models]) {
    if (!(await validateModel(state, spec))) continue
    state.models.delete(id)
    dropped.push(id)
  }
  return dropped
}
