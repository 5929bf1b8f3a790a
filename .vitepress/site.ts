/**
 * The one file a deployer edits. Every value can also be set from the environment at build time
 * (see README → "Configuration"). Only values safe for the browser end up in the bundle: the
 * Typesense admin key is read by the sync CLI (src/indexer) alone and never appears here.
 */
const env = (name: string, fallback = ''): string => (process.env[name] ?? '').trim() || fallback

export interface FilingLink {
  /** Text shown in the footer, e.g. the registration number. */
  text: string
  link: string
}

export interface TypesenseNodeSetting {
  protocol: 'http' | 'https'
  host: string
  port: number
  path: string
}

export interface SearchSettings {
  /** Nodes of the Typesense cluster; empty → the embedded index is the search engine. */
  nodes: TypesenseNodeSetting[]
  nearestNode: TypesenseNodeSetting | null
  /** A search-only key: it is shipped to every reader's browser. */
  searchApiKey: string
  docsCollection: string
  faqCollection: string
  connectionTimeoutSeconds: number
  conversationModels: { quick: string; balance: string; deep: string }
}

export interface SiteSettings {
  brandName: string
  companyName: string
  /** Origin of the provider's console, without a trailing slash. */
  consoleHost: string
  /** Relative console path of the recharge page. */
  rechargePath: string
  icp: FilingLink
  publicSecurity: FilingLink
  /** Name of the global analytics function (window[name](event, payload)); absent → no events. */
  analyticsGlobal: string
  /** Absolute origin of the published site, for the sitemap and canonical links. */
  siteUrl: string
  search: SearchSettings
}

/** Parses "https://host:port/path" into a node; returns null for an empty or invalid value. */
export function parseNodeUrl(value: string): TypesenseNodeSetting | null {
  if (!value) return null
  try {
    const u = new URL(value)
    const protocol = u.protocol === 'http:' ? 'http' : u.protocol === 'https:' ? 'https' : null
    if (!protocol || !u.hostname) return null
    const port = u.port ? Number(u.port) : protocol === 'https' ? 443 : 80
    return { protocol, host: u.hostname, port, path: u.pathname.replace(/\/$/, '') }
  } catch {
    return null
  }
}

function readNodes(): TypesenseNodeSetting[] {
  return env('TYPESENSE_NODES')
    .split(',')
    .map((s) => parseNodeUrl(s.trim()))
    .filter((n): n is TypesenseNodeSetting => n !== null)
}

export function readSiteSettings(): SiteSettings {
  return {
    brandName: env('SITE_BRAND_NAME', '智算云文档'),
    companyName: env('SITE_COMPANY_NAME', '示例智算科技有限公司'),
    consoleHost: env('SITE_CONSOLE_HOST', 'https://console.example.com').replace(/\/+$/, ''),
    rechargePath: env('SITE_RECHARGE_PATH', '/expense/recharge'),
    icp: {
      text: env('SITE_ICP_NUMBER', '京ICP备00000000号-1'),
      link: env('SITE_ICP_LINK', 'https://beian.miit.gov.cn/'),
    },
    publicSecurity: {
      text: env('SITE_PSB_NUMBER', '京公网安备00000000000000号'),
      link: env('SITE_PSB_LINK', 'https://beian.mps.gov.cn/#/query/webSearch'),
    },
    analyticsGlobal: env('SITE_ANALYTICS_GLOBAL', 'docsAnalytics'),
    siteUrl: env('SITE_URL', 'https://docs.example.com').replace(/\/+$/, ''),
    search: {
      nodes: readNodes(),
      nearestNode: parseNodeUrl(env('TYPESENSE_NEAREST_NODE')),
      searchApiKey: env('TYPESENSE_SEARCH_KEY'),
      docsCollection: env('TYPESENSE_DOCS_COLLECTION', 'docs'),
      faqCollection: env('TYPESENSE_FAQ_COLLECTION', 'faq'),
      connectionTimeoutSeconds: Number(env('TYPESENSE_CONNECTION_TIMEOUT', '5')) || 5,
      conversationModels: {
        quick: env('TYPESENSE_MODEL_QUICK', 'docs-quick'),
        balance: env('TYPESENSE_MODEL_BALANCE', 'docs-balance'),
        deep: env('TYPESENSE_MODEL_DEEP', 'docs-deep'),
      },
    },
  }
}

export const site: SiteSettings = readSiteSettings()
