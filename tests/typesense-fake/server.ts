/**
 * A test stand-in for Typesense: a real HTTP server on 127.0.0.1 that speaks the protocol as
 * shared/reference/typesense.md records it (API-key header, multi_search with per-search errors,
 * conversational search with its 400 rules and SSE stream, collections, aliases, JSONL import,
 * keys, conversation models). Scenario controls make every failure path reachable. Never shipped.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { search, type SearchParams, type StoredDoc } from './search'

export interface Scenario {
  /** Delay before answering, ms. */
  latencyMs: number
  /** Answer this many requests (any path but OPTIONS) with a 5xx first. */
  failNext: number
  failStatus: number
  /** Destroy the socket of this many requests without answering. */
  dropNext: number
  /** Answer multi_search with an unparseable body. */
  malformedBody: boolean
  /** Stream chunks in the `{conversation: {...}}` shape instead of `{message, conversation_id}`. */
  wrappedChunks: boolean
  /** Stop sending (keep the connection open) after this many stream chunks. */
  stallAfterChunks: number | null
  /** Insert an unparseable `data:` line after the first chunk. */
  malformedLines: boolean
  /** Leave `[DONE]` and the final JSON out of the stream. */
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
}

export interface LoggedRequest {
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
}

const defaults = (): Scenario => ({
  latencyMs: 0,
  failNext: 0,
  failStatus: 503,
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
})

export interface TypesenseFake {
  url: string
  host: string
  port: number
  apiKey: string
  requestLog: LoggedRequest[]
  /** Requests to multi_search with conversation=true. */
  conversationRequests(): LoggedRequest[]
  setScenario(patch: Partial<Scenario>): void
  resetScenario(): void
  loadRecords(collection: string, docs: StoredDoc[]): void
  collections(): Record<string, { docs: number; schema: Record<string, unknown> }>
  aliases(): Record<string, string>
  conversationModels(): Record<string, Record<string, unknown>>
  close(): Promise<void>
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export async function startTypesenseFake(options: { apiKey?: string; port?: number } = {}): Promise<TypesenseFake> {
  const apiKey = options.apiKey ?? 'test-search-key'
  let scenario = defaults()
  const requestLog: LoggedRequest[] = []
  const collections = new Map<string, Collection>()
  const aliases = new Map<string, string>()
  const models = new Map<string, Record<string, unknown>>()
  const conversations = new Set<string>()
  const keys: Record<string, unknown>[] = []
  const sockets = new Set<import('node:net').Socket>()
  let conversationCounter = 0

  const resolveCollection = (name: string) => collections.get(aliases.get(name) ?? name)

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

  async function handleConversation(req: http.IncomingMessage, res: http.ServerResponse, query: Record<string, string>, body: unknown) {
    const q = query.q
    if (!q) return send(res, 400, { message: '`q` parameter has to be common for all searches if conversation is enabled' })
    const modelId = query.conversation_model_id
    if (!modelId) return send(res, 400, { message: '`conversation_model_id` is needed if conversation is enabled.' })
    if (!models.has(modelId)) return send(res, 400, { message: '`conversation_model_id` is invalid.' })
    if (query.conversation_id && !conversations.has(query.conversation_id)) return send(res, 400, { message: '`conversation_id` is invalid.' })
    const searches = Array.isArray((body as { searches?: unknown })?.searches) ? (body as { searches: SearchParams[] }).searches : []
    const results = searches.map((s) => {
      const c = resolveCollection(String(s.collection ?? ''))
      if (!c) return { code: 404, error: 'Not found.' }
      // Conversation search is semantic in Typesense; the fake approximates it with overlapping
      // CJK pairs and Latin words, any of which may match.
      const semantic = String(s.query_by ?? '').split(',').includes('embedding')
      return search(c.docs, {
        ...s,
        q: semantic ? approximateSemanticQuery(q) : q,
        query_by: semantic ? 'content,question,answer,hierarchy.lvl1,hierarchy.lvl2' : s.query_by,
        drop_tokens_threshold: semantic ? Number.MAX_SAFE_INTEGER : s.drop_tokens_threshold,
      })
    })
    const conversationId = query.conversation_id || `conv-${++conversationCounter}-${Date.now().toString(36)}`
    conversations.add(conversationId)
    const hits = results.flatMap((r) => ('hits' in r ? r.hits : []))
    const answer = answerFor(q, hits)
    const full = {
      conversation: {
        answer,
        conversation_history: { conversation: [{ user: q }, { assistant: answer }], id: conversationId, last_updated: Math.floor(Date.now() / 1000), ttl: 86400 },
        conversation_id: conversationId,
        query: q,
      },
      results,
    }
    if (query.conversation_stream !== 'true') return send(res, 200, full)

    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' })
    const chars = Array.from(answer)
    let sent = 0
    for (let i = 0; i < chars.length; i += scenario.chunkSize) {
      if (scenario.stallAfterChunks !== null && sent >= scenario.stallAfterChunks) return // keep the socket open, send nothing more
      const message = chars.slice(i, i + scenario.chunkSize).join('')
      const chunk = scenario.wrappedChunks ? { conversation: { message, conversation_id: conversationId } } : { message, conversation_id: conversationId }
      res.write(`data: ${JSON.stringify(chunk)}\n\n`)
      sent++
      if (sent === 1 && scenario.malformedLines) res.write('data: {"message": "broken\n\n')
      if (scenario.chunkDelayMs) await sleep(scenario.chunkDelayMs)
      if (res.destroyed) return
    }
    if (scenario.omitFinal) return res.end()
    res.write('data: [DONE]\n\n')
    res.write(`data: ${JSON.stringify(full)}\n\n`)
    res.end()
  }

  function handleMultiSearch(res: http.ServerResponse, query: Record<string, string>, body: unknown) {
    if (scenario.malformedBody) {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      return res.end('{"results": [{"hits": [ {"document": ')
    }
    const searches = (body as { searches?: unknown })?.searches
    if (!Array.isArray(searches)) return send(res, 400, { message: 'Missing `searches` array.' })
    const results = searches.map((s: SearchParams) => {
      const params = { ...query, ...s } as SearchParams
      const c = resolveCollection(String(params.collection ?? ''))
      if (!c) return { code: 404, error: 'Not found.' }
      if (!params.q) return { code: 400, error: 'Parameter `q` is required.' }
      if (!params.query_by) return { code: 400, error: 'Parameter `query_by` is required.' }
      const fields = String(params.query_by).split(',')
      const weights = params.query_by_weights ? String(params.query_by_weights).split(',') : []
      if (weights.length && weights.length !== fields.length) {
        return { code: 400, error: 'Number of weights in `query_by_weights` does not match number of `query_by` fields.' }
      }
      return search(c.docs, params)
    })
    send(res, 200, { results })
  }

  function handleImport(res: http.ServerResponse, name: string, raw: string) {
    const c = resolveCollection(name)
    if (!c) return send(res, 404, { message: 'Not found.' })
    const required = ((c.schema.fields as { name: string; optional?: boolean }[] | undefined) ?? []).filter(
      (f) => !f.optional && !f.name.includes('.*') && f.name !== 'embedding',
    )
    const lines = raw.split('\n').filter((l) => l.trim())
    const out = lines.map((line) => {
      let doc: StoredDoc
      try {
        doc = JSON.parse(line)
      } catch {
        return { success: false, error: 'Bad JSON.', document: line }
      }
      const missing = required.find((f) => doc[f.name] === undefined)
      if (missing) return { success: false, error: `Field \`${missing.name}\` has been declared in the schema, but is not found in the document.`, document: line }
      const id = String(doc.id ?? c.docs.size)
      c.docs.set(id, { ...doc, id })
      return { success: true }
    })
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' })
    res.end(out.map((o) => JSON.stringify(o)).join('\n'))
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
      if (url.pathname === '/__fake/log') return send(res, 200, requestLog.map(({ headers: _h, ...r }) => r))
      if (url.pathname === '/__fake/reset' && req.method === 'POST') {
        scenario = defaults()
        requestLog.length = 0
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
    if (scenario.failNext > 0) {
      scenario.failNext--
      return send(res, scenario.failStatus, { message: 'Internal fake failure.' })
    }

    const path = url.pathname
    if (req.method === 'GET' && path === '/health') {
      return scenario.unhealthy ? send(res, 503, { ok: false }) : send(res, 200, { ok: true })
    }
    const key = req.headers['x-typesense-api-key'] ?? query['x-typesense-api-key']
    if (key !== apiKey) return send(res, 401, { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' })
    if (rawBody && body === undefined && !path.endsWith('/import')) return send(res, 400, { message: 'Bad JSON.' })

    try {
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
          return await handleConversation(req, res, query, body)
        }
        return handleMultiSearch(res, query, body)
      }
      // Collections
      if (req.method === 'GET' && path === '/collections') {
        return send(res, 200, [...collections.values()].map((c) => ({ ...c.schema, name: c.name, num_documents: c.docs.size, created_at: c.created_at })))
      }
      if (req.method === 'POST' && path === '/collections') {
        const schema = body as { name?: string; fields?: unknown }
        if (!schema?.name || !Array.isArray(schema.fields)) return send(res, 400, { message: 'Parameter `fields` is required.' })
        if (collections.has(schema.name)) return send(res, 409, { message: `A collection with name \`${schema.name}\` already exists.` })
        const created_at = Math.floor(Date.now() / 1000)
        collections.set(schema.name, { name: schema.name, schema: schema as Record<string, unknown>, docs: new Map(), created_at })
        return send(res, 201, { ...schema, num_documents: 0, created_at })
      }
      let m = /^\/collections\/([^/]+)$/.exec(path)
      if (m) {
        const c = resolveCollection(decodeURIComponent(m[1]))
        if (!c) return send(res, 404, { message: 'Not found.' })
        if (req.method === 'GET') return send(res, 200, { ...c.schema, name: c.name, num_documents: c.docs.size, created_at: c.created_at })
        if (req.method === 'DELETE') {
          collections.delete(c.name)
          return send(res, 200, { ...c.schema, name: c.name, num_documents: c.docs.size })
        }
      }
      m = /^\/collections\/([^/]+)\/documents\/import$/.exec(path)
      if (m && req.method === 'POST') return handleImport(res, decodeURIComponent(m[1]), rawBody)
      // Aliases
      if (req.method === 'GET' && path === '/aliases') {
        return send(res, 200, { aliases: [...aliases].map(([name, collection_name]) => ({ name, collection_name })) })
      }
      m = /^\/aliases\/([^/]+)$/.exec(path)
      if (m) {
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
        return send(res, 200, { keys: keys.map(({ value, ...k }) => ({ ...k, value_prefix: String(value).slice(0, 4) })) })
      }
      if (req.method === 'POST' && path === '/keys') {
        const spec = (body ?? {}) as Record<string, unknown>
        if (!Array.isArray(spec.actions) || !Array.isArray(spec.collections)) return send(res, 400, { message: 'Missing or invalid `actions` or `collections`.' })
        const key = { id: keys.length + 1, value: `search-only-${keys.length + 1}-${Math.random().toString(36).slice(2, 10)}`, ...spec }
        keys.push(key)
        return send(res, 201, key)
      }
      // Conversation models
      if (path === '/conversations/models') {
        if (req.method === 'GET') return send(res, 200, [...models.values()].map(withoutKey))
        if (req.method === 'POST') {
          const spec = (body ?? {}) as Record<string, unknown>
          const error = validateModel(spec)
          if (error) return send(res, 400, { message: error })
          const id = String(spec.id ?? `model-${models.size + 1}`)
          if (models.has(id)) return send(res, 409, { message: `A model with id \`${id}\` already exists.` })
          const created: Record<string, unknown> = { ...spec, id }
          models.set(id, created)
          return send(res, 201, withoutKey(created))
        }
      }
      m = /^\/conversations\/models\/([^/]+)$/.exec(path)
      if (m) {
        const id = decodeURIComponent(m[1])
        if (req.method === 'PUT') {
          if (!models.has(id)) return send(res, 404, { message: 'Not found.' })
          const merged: Record<string, unknown> = { ...models.get(id), ...(body as Record<string, unknown>), id }
          models.set(id, merged)
          return send(res, 200, withoutKey(merged))
        }
        if (!models.has(id)) return send(res, 404, { message: 'Not found.' })
        if (req.method === 'GET') return send(res, 200, withoutKey(models.get(id)!))
        if (req.method === 'DELETE') {
          const removed = models.get(id)
          models.delete(id)
          return send(res, 200, removed)
        }
      }
      return send(res, 404, { message: 'Not found.' })
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
    setScenario: (patch) => {
      scenario = { ...scenario, ...patch }
    },
    resetScenario: () => {
      scenario = defaults()
    },
    loadRecords(collection, docs) {
      const c = collections.get(collection) ?? { name: collection, schema: { name: collection, fields: [] }, docs: new Map(), created_at: 0 }
      for (const d of docs) c.docs.set(String(d.id), d)
      collections.set(collection, c)
    },
    collections: () => Object.fromEntries([...collections].map(([n, c]) => [n, { docs: c.docs.size, schema: c.schema }])),
    aliases: () => Object.fromEntries(aliases),
    conversationModels: () => Object.fromEntries(models),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

function approximateSemanticQuery(q: string): string {
  const parts = q.match(/[\u3400-\u9fff]+|[A-Za-z0-9_.-]+/g) ?? []
  return parts
    .flatMap((p) => (/^[\u3400-\u9fff]+$/.test(p) && p.length > 2 ? Array.from({ length: p.length - 1 }, (_, i) => p.slice(i, i + 2)) : [p]))
    .join(' ')
}

/** Typesense masks the LLM key in responses. */
function withoutKey(model: Record<string, unknown>): Record<string, unknown> {
  const { api_key: _hidden, ...shown } = model
  return shown
}

/** The checks Typesense makes when a conversation model is created (reference: typesense.md). */
function validateModel(spec: Record<string, unknown>): string | null {
  const name = spec.model_name
  if (typeof name !== 'string' || !/^(openai|azure|google|cloudflare|vllm)\//.test(name)) return 'Property `model_name` is not provided or not a string.'
  if (name.startsWith('openai/') && typeof spec.api_key !== 'string') return 'API key is not provided'
  if (typeof spec.max_bytes !== 'number' || spec.max_bytes <= 0) return 'Property `max_bytes` is not provided or not a positive integer.'
  if (typeof spec.history_collection !== 'string') return 'Property `history_collection` is missing.'
  return null
}
