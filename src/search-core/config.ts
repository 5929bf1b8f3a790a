import { conversationModelIds, type ChatMode } from '../contracts/chat'
import { resolveNode, type NodeConfig, type SearchClientConfig } from '../contracts/search-config'
import { TYPESENSE_DEFAULTS } from '../contracts/typesense-defaults'
import {
  CONNECTION_TIMEOUT_SECONDS,
  DEFAULT_NUM_RETRIES,
  EMBEDDING_FIELD,
  HEALTHCHECK_INTERVAL_SECONDS,
  LANGUAGE_FIELD,
  RETRY_INTERVAL_SECONDS,
} from './constants'

export type { NodeConfig, SearchClientConfig } from '../contracts/search-config'
export { resolveNode } from '../contracts/search-config'

export interface ResolvedConfig {
  nodes: NodeConfig[]
  nearestNode: NodeConfig | null
  apiKey: string
  connectionTimeoutSeconds: number
  healthcheckIntervalSeconds: number
  retryIntervalSeconds: number
  numRetries: number
  randomizeNodes: true
  useServerSideSearchCache: false
  cacheSearchResultsForSeconds: 0
  docsCollection: string
  faqCollection: string
  /** '' when the collection has no vector field. */
  embeddingField: string
  /** '' when keyword search is not filtered by language. */
  languageField: string
  conversationModels: Record<ChatMode, string>
}

/** The configuration errors of typesense-js, with its exact messages. */
export class MissingConfigurationError extends Error {
  override name = 'MissingConfigurationError'
}

export const CONFIG_MESSAGES = {
  nodes: 'Ensure that nodes[].protocol, nodes[].host and nodes[].port are set',
  nearestNode: 'Ensure that nearestNodes.protocol, nearestNodes.host and nearestNodes.port are set',
  apiKey: 'Ensure that apiKey is set',
} as const

/** Validates a client configuration and fills in BEHAVIOUR.md's defaults; throws MissingConfigurationError. */
export function resolveConfig(config: SearchClientConfig): ResolvedConfig {
  const nodes = (Array.isArray(config?.nodes) ? config.nodes : []).map(resolveNode)
  if (nodes.length === 0 || nodes.some((n) => n === null)) throw new MissingConfigurationError(CONFIG_MESSAGES.nodes)
  let nearestNode: NodeConfig | null = null
  if (config.nearestNode) {
    nearestNode = resolveNode(config.nearestNode)
    if (!nearestNode) throw new MissingConfigurationError(CONFIG_MESSAGES.nearestNode)
  }
  if (typeof config.apiKey !== 'string' || config.apiKey.trim() === '')
    throw new MissingConfigurationError(CONFIG_MESSAGES.apiKey)
  const resolvedNodes = nodes as NodeConfig[]
  return {
    nodes: resolvedNodes,
    nearestNode,
    apiKey: config.apiKey,
    connectionTimeoutSeconds:
      config.connectionTimeoutSeconds && config.connectionTimeoutSeconds > 0
        ? config.connectionTimeoutSeconds
        : CONNECTION_TIMEOUT_SECONDS,
    healthcheckIntervalSeconds: HEALTHCHECK_INTERVAL_SECONDS,
    retryIntervalSeconds: RETRY_INTERVAL_SECONDS,
    // BEHAVIOUR.md search §9: nodes + 1 when a nearest node exists, else 3.
    numRetries: nearestNode ? resolvedNodes.length + 1 : DEFAULT_NUM_RETRIES,
    randomizeNodes: true,
    useServerSideSearchCache: false,
    cacheSearchResultsForSeconds: 0,
    docsCollection: config.docsCollection || TYPESENSE_DEFAULTS.docsCollection,
    faqCollection: config.faqCollection || TYPESENSE_DEFAULTS.faqCollection,
    embeddingField: config.embeddingField === undefined ? EMBEDDING_FIELD : (config.embeddingField ?? '').trim(),
    languageField: config.languageField === undefined ? LANGUAGE_FIELD : (config.languageField ?? '').trim(),
    conversationModels: conversationModelIds((mode) => config.conversationModels?.[mode]),
  }
}

export const nodeBaseUrl = (n: NodeConfig) => `${n.protocol}://${n.host}:${n.port}${n.path}`
