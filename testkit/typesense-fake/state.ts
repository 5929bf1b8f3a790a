/**
 * Everything the fake holds: its settings, the scenario, the stored data and its own records. One
 * object, made by `createState` when the fake starts and handed to the router and every API area.
 */
import type http from 'node:http'
import type { StoredDoc } from './search'
import { SynonymSets, type ParsedSynonym } from './synonyms'
import { defaultScenario, type Scenario } from './scenario'

/** One call the server made to the model gateway (the fake's own record, not part of Typesense). */
export interface ModelCall {
  kind: 'rewrite' | 'answer'
  stream: boolean
  outcome: 'ok' | 'timeout' | 'cut' | 'no-first-byte' | 'refused' | 'pending'
}

export interface LoggedRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: http.IncomingHttpHeaders
  body: unknown
  rawBody: string
}

export interface Collection {
  name: string
  schema: Record<string, unknown>
  docs: Map<string, StoredDoc>
  created_at: number
  /** v29: the collection's own synonym rules (v30 keeps them in sets, listed by `schema.synonym_sets`). */
  synonyms: Map<string, ParsedSynonym>
}

/** A conversation's history as src/conversation_manager.cpp keeps it: the messages and last_updated. */
interface StoredConversation {
  conversation: Record<string, string>[]
  last_updated: number
}

export interface FakeOptions {
  apiKey?: string
  port?: number
  version?: string
  /**
   * What the "hello" of a model create or update does: 'call' sends it to the model's gateway
   * (h2c for http://, as the server); 'assume-ok' (default) takes a 200 without a call.
   */
  modelGateway?: 'call' | 'assume-ok'
}

export interface FakeState {
  readonly apiKey: string
  /** The version `GET /debug` reports. */
  readonly version: string
  /** Its major: v29 and v30 differ in synonyms and in a model create's status. */
  readonly major: number
  readonly modelGateway: FakeOptions['modelGateway']
  scenario: Scenario
  readonly requestLog: LoggedRequest[]
  readonly collections: Map<string, Collection>
  readonly aliases: Map<string, string>
  readonly models: Map<string, Record<string, unknown>>
  readonly synonymSets: SynonymSets
  /** conversation id → history; written only once an answer is complete (src/conversation_manager.cpp). */
  readonly conversations: Map<string, StoredConversation>
  readonly keys: Record<string, unknown>[]
  readonly modelCalls: ModelCall[]
  /** The stream's pending waits (a stalled gateway runs to the budget): cleared when the fake closes. */
  readonly timers: Set<ReturnType<typeof setTimeout>>
}

/** Server versions the fake can pretend to be; the version floor of the sync CLI is checked against it. */
const FAKE_DEFAULT_VERSION = '30.0'

export function createState(options: FakeOptions): FakeState {
  const version = options.version ?? FAKE_DEFAULT_VERSION
  return {
    apiKey: options.apiKey ?? 'test-search-key',
    version,
    major: Number.parseInt(version, 10),
    modelGateway: options.modelGateway,
    scenario: defaultScenario(),
    requestLog: [],
    collections: new Map(),
    aliases: new Map(),
    models: new Map(),
    synonymSets: new SynonymSets(),
    conversations: new Map(),
    keys: [],
    modelCalls: [],
    timers: new Set(),
  }
}

/** A collection by its name or an alias of it. */
export const resolveCollection = (state: FakeState, name: string) =>
  state.collections.get(state.aliases.get(name) ?? name)
