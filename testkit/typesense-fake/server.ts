/**
 * A test stand-in for Typesense: a real HTTP server on 127.0.0.1 that speaks the protocol as
 * the server does (CONTRIBUTING.md, "Typesense behaviours the code relies on", names the source files) (API-key header, multi_search with per-search errors,
 * conversational search with its 400 rules and SSE stream, collections, aliases, JSONL import,
 * keys, conversation models). Scenario controls make every failure path reachable. Never shipped.
 *
 * Where a behaviour copies the real server, the comment names the server source file
 * (typesense/typesense, v30 line) so the next reader can check it there.
 *
 * Layout: this file starts the fake and gives tests its handle; ./router.ts takes each request to
 * one module per API area in ./routes/, all over the one state of ./state.ts (scenario: ./scenario.ts).
 */
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { handle } from './router'
import { defaultScenario, type Scenario } from './scenario'
import type { StoredDoc } from './search'
import type { SynonymDef } from './synonyms'
import { createState, resolveCollection, type FakeOptions, type LoggedRequest, type ModelCall } from './state'
import { loadRecords } from './routes/collections'
import { revalidateModels } from './routes/models'

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

export async function startTypesenseFake(options: FakeOptions = {}): Promise<TypesenseFake> {
  const state = createState(options)
  const sockets = new Set<Socket>()
  const server = http.createServer((req, res) => void handle(state, req, res))
  server.on('connection', (s) => {
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const { requestLog, conversations, collections, synonymSets } = state

  return {
    url: `http://127.0.0.1:${port}`,
    host: '127.0.0.1',
    port,
    apiKey: state.apiKey,
    requestLog,
    conversationRequests: () => requestLog.filter((r) => r.path === '/multi_search' && r.query.conversation === 'true'),
    modelCalls: state.modelCalls,
    expireConversations: () => conversations.clear(),
    setScenario: (patch) => {
      state.scenario = { ...state.scenario, ...patch }
    },
    resetScenario: () => {
      state.scenario = defaultScenario()
    },
    loadRecords: (collection, docs, schema) => loadRecords(state, collection, docs, schema),
    storedConversations: () => [...conversations.keys()],
    conversationHistory: (id) => [...(conversations.get(id)?.conversation ?? [])],
    collections: () =>
      Object.fromEntries([...collections].map(([n, c]) => [n, { docs: c.docs.size, schema: c.schema }])),
    aliases: () => Object.fromEntries(state.aliases),
    conversationModels: () => Object.fromEntries(state.models),
    collectionSynonyms: (name) => {
      const c = resolveCollection(state, name)
      return c ? [...c.synonyms.values()].map((r) => r.view) : null
    },
    synonymSets: () =>
      Object.fromEntries([...synonymSets.memory].map(([n, items]) => [n, [...items.values()].map((r) => r.view)])),
    restartSynonymSets: () => synonymSets.reload(),
    restartNode: () => revalidateModels(state),
    major: state.major,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        for (const t of state.timers) clearTimeout(t)
        server.close(() => resolve())
      }),
  }
}
