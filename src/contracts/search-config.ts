/**
 * The search configuration the site build writes into the page (from the deployer's settings in
 * `.vitepress/site.ts`) and search-core reads, with the node parsing both sides share.
 */
import type { ChatMode } from './chat'

export interface NodeInput {
  protocol?: string
  host?: string
  port?: number
  path?: string
  url?: string
}

export interface NodeConfig {
  protocol: 'http' | 'https'
  host: string
  port: number
  path: string
}

export interface SearchClientConfig {
  nodes: NodeInput[]
  nearestNode?: NodeInput | null
  apiKey: string
  connectionTimeoutSeconds?: number
  docsCollection?: string
  faqCollection?: string
  /**
   * The collection's vector field. Undefined → 'embedding'; '' → none: keyword-only search and no
   * assistant (a collection from the official DocSearch scraper has no embedding field).
   */
  embeddingField?: string | null
  /**
   * The records' language field: keyword search shows the reader's language only
   * (`filter_by: <field>:=<locale>`). Undefined → 'language' (what `npm run search:sync` creates, one
   * collection for every locale); '' → no filter (a collection that holds one language).
   */
  languageField?: string | null
  /** Conversation model id per chat mode. */
  conversationModels?: Partial<Record<ChatMode, string>>
}

/** A node from {url} or {protocol, host, port?, path?}; port defaults to 443 (https) / 80 (http). */
export function resolveNode(input: NodeInput | null | undefined): NodeConfig | null {
  if (!input || typeof input !== 'object') return null
  if (typeof input.url === 'string' && input.url) {
    try {
      const u = new URL(input.url)
      const protocol = u.protocol.replace(':', '')
      if (protocol !== 'http' && protocol !== 'https') return null
      return {
        protocol,
        host: u.hostname,
        port: u.port ? Number(u.port) : protocol === 'https' ? 443 : 80,
        path: u.pathname.replace(/\/$/, ''),
      }
    } catch {
      return null
    }
  }
  const protocol = input.protocol
  if ((protocol !== 'http' && protocol !== 'https') || !input.host) return null
  const port = input.port ?? (protocol === 'https' ? 443 : 80)
  if (!Number.isInteger(port) || port <= 0 || port > 65535) return null
  return { protocol, host: input.host, port, path: input.path ?? '' }
}

/** Parses "https://host:port/path" (an environment variable's node URL); null for an empty or invalid value. */
export const parseNodeUrl = (value: string): NodeConfig | null => (value ? resolveNode({ url: value }) : null)
