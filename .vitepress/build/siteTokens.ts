import { site, type SiteSettings } from '../site'

/**
 * Tokens that Markdown sources write instead of the deployment's hosts, so a deployer sets the
 * console and the model API in `.vitepress/site.ts` (or the environment) once, not in every page:
 *
 *   %CONSOLE_URL%   origin of the console        https://console.example.com
 *   %API_URL%       origin of the model API      https://api.example.com
 *   %API_HOST%      host of the model API alone  api.example.com (for wss://%API_HOST%/…)
 *   %DOCS_URL%      origin of this docs site     https://docs.example.com (its MCP server's --site)
 */
const SITE_TOKENS = ['CONSOLE_URL', 'API_URL', 'API_HOST', 'DOCS_URL'] as const
export type SiteToken = (typeof SITE_TOKENS)[number]

export function siteTokenValues(
  s: Pick<SiteSettings, 'consoleHost' | 'apiUrl' | 'siteUrl'>,
): Record<SiteToken, string> {
  return { CONSOLE_URL: s.consoleHost, API_URL: s.apiUrl, API_HOST: new URL(s.apiUrl).host, DOCS_URL: s.siteUrl }
}

// Any %CONSOLE_…%, %API_…% or %DOCS_…% word is meant as a token, so a misspelt one is an error rather than text
// on the page. Other %WORDS% (Windows variables such as %USERPROFILE%) are left alone.
const TOKEN_RE = /%((?:CONSOLE|API|DOCS)_[A-Z_]*)%/g

/** Replaces the site tokens in a Markdown source with this build's settings. */
export function applySiteTokens(markdownSource: string): string {
  return replaceSiteTokens(markdownSource, siteTokenValues(site))
}

export function replaceSiteTokens(markdownSource: string, values: Record<SiteToken, string>): string {
  return markdownSource.replace(TOKEN_RE, (_, name: string) => {
    if (!(name in values)) {
      throw new Error(`Unknown site token %${name}% (known: ${SITE_TOKENS.map((t) => `%${t}%`).join(', ')})`)
    }
    return values[name as SiteToken]
  })
}
