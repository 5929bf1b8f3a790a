/**
 * The one file a deployer edits. Every value can also be set from the environment at build time
 * (see README → "Configuration"). Only values safe for the browser end up in the bundle: the
 * Typesense admin key is read by the sync CLI (src/indexer) alone and never appears here.
 */
import {
  ANALYTICS_GLOBAL_DEFAULT,
  conversationModelIds,
  MODEL_ENV,
  TYPESENSE_DEFAULTS,
  type ChatMode,
} from '../src/contracts'
import { parseNodeUrl, type NodeConfig } from '../src/contracts/search-config'

const env = (name: string, fallback = ''): string => (process.env[name] ?? '').trim() || fallback

export interface FilingLink {
  /** Text shown in the footer, e.g. the registration number. */
  text: string
  link: string
}

export type TypesenseNodeSetting = NodeConfig

export interface SearchSettings {
  /** Nodes of the Typesense cluster; empty → the embedded index is the search engine. */
  nodes: TypesenseNodeSetting[]
  nearestNode: TypesenseNodeSetting | null
  /** A search-only key: it is shipped to every reader's browser. */
  searchApiKey: string
  docsCollection: string
  faqCollection: string
  /** The collections' vector field; '' → keyword-only search and no AI assistant. */
  embeddingField: string
  languageField: string
  connectionTimeoutSeconds: number
  conversationModels: Record<ChatMode, string>
}

export interface SiteSettings {
  brandName: string
  /** Site title and logo text on the English pages. */
  brandNameEn: string
  companyName: string
  /** Company name in the footer of the English pages. */
  companyNameEn: string
  /** Origin of the provider's console, without a trailing slash. */
  consoleHost: string
  /** Origin of the model API (OpenAI-compatible and ComfyUI), without a trailing slash. */
  apiUrl: string
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

function readNodes(): TypesenseNodeSetting[] {
  return env('TYPESENSE_NODES')
    .split(',')
    .map((s) => parseNodeUrl(s.trim()))
    .filter((n): n is TypesenseNodeSetting => n !== null)
}

/**
 * Defaults that stand in for a real deployment's values. Publishing one of them is a mistake, so a
 * build names each still in use (see build/placeholders.ts); the key is the variable that replaces it.
 */
export const PLACEHOLDER_DEFAULTS = {
  SITE_COMPANY_NAME: '示例智算科技有限公司',
  SITE_COMPANY_NAME_EN: 'Example AI Computing Co., Ltd.',
  SITE_ICP_NUMBER: '京ICP备00000000号-1',
  SITE_PSB_NUMBER: '京公网安备00000000000000号',
  SITE_CONSOLE_HOST: 'https://console.example.com',
  SITE_API_URL: 'https://api.example.com',
  SITE_URL: 'https://docs.example.com',
} as const
export type PlaceholderVariable = keyof typeof PLACEHOLDER_DEFAULTS

const origin = (value: string) => value.replace(/\/+$/, '')

export function readSiteSettings(): SiteSettings {
  const d = PLACEHOLDER_DEFAULTS
  return {
    brandName: env('SITE_BRAND_NAME', '智算云文档'),
    brandNameEn: env('SITE_BRAND_NAME_EN', 'Platform Docs'),
    companyName: env('SITE_COMPANY_NAME', d.SITE_COMPANY_NAME),
    companyNameEn: env('SITE_COMPANY_NAME_EN', d.SITE_COMPANY_NAME_EN),
    consoleHost: origin(env('SITE_CONSOLE_HOST', d.SITE_CONSOLE_HOST)),
    apiUrl: origin(env('SITE_API_URL', d.SITE_API_URL)),
    rechargePath: env('SITE_RECHARGE_PATH', '/expense/recharge'),
    icp: {
      text: env('SITE_ICP_NUMBER', d.SITE_ICP_NUMBER),
      link: env('SITE_ICP_LINK', 'https://beian.miit.gov.cn/'),
    },
    publicSecurity: {
      text: env('SITE_PSB_NUMBER', d.SITE_PSB_NUMBER),
      link: env('SITE_PSB_LINK', 'https://beian.mps.gov.cn/#/query/webSearch'),
    },
    analyticsGlobal: env('SITE_ANALYTICS_GLOBAL', ANALYTICS_GLOBAL_DEFAULT),
    siteUrl: origin(env('SITE_URL', d.SITE_URL)),
    search: {
      nodes: readNodes(),
      nearestNode: parseNodeUrl(env('TYPESENSE_NEAREST_NODE')),
      searchApiKey: env('TYPESENSE_SEARCH_KEY'),
      docsCollection: env('TYPESENSE_DOCS_COLLECTION', TYPESENSE_DEFAULTS.docsCollection),
      faqCollection: env('TYPESENSE_FAQ_COLLECTION', TYPESENSE_DEFAULTS.faqCollection),
      // Unset → `embedding` (what `npm run search:sync` creates); set but empty → none, as in a
      // collection from the official DocSearch scraper.
      embeddingField:
        process.env.TYPESENSE_EMBEDDING_FIELD === undefined
          ? TYPESENSE_DEFAULTS.embeddingField
          : env('TYPESENSE_EMBEDDING_FIELD'),
      // Unset → `language` (the sync puts every locale in one collection); empty → no filter.
      languageField:
        process.env.TYPESENSE_LANGUAGE_FIELD === undefined
          ? TYPESENSE_DEFAULTS.languageField
          : env('TYPESENSE_LANGUAGE_FIELD'),
      connectionTimeoutSeconds:
        Number(env('TYPESENSE_CONNECTION_TIMEOUT')) || TYPESENSE_DEFAULTS.connectionTimeoutSeconds,
      conversationModels: conversationModelIds((mode) => env(MODEL_ENV[mode])),
    },
  }
}

/** The variables whose placeholder default the settings still carry, in PLACEHOLDER_DEFAULTS order. */
export function placeholdersInUse(s: SiteSettings): PlaceholderVariable[] {
  const value: Record<PlaceholderVariable, string> = {
    SITE_COMPANY_NAME: s.companyName,
    SITE_COMPANY_NAME_EN: s.companyNameEn,
    SITE_ICP_NUMBER: s.icp.text,
    SITE_PSB_NUMBER: s.publicSecurity.text,
    SITE_CONSOLE_HOST: s.consoleHost,
    SITE_API_URL: s.apiUrl,
    SITE_URL: s.siteUrl,
  }
  return (Object.keys(PLACEHOLDER_DEFAULTS) as PlaceholderVariable[]).filter(
    (v) => value[v] === origin(PLACEHOLDER_DEFAULTS[v]),
  )
}

export const site: SiteSettings = readSiteSettings()
