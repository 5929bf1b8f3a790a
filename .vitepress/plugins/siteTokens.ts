import path from 'node:path'
import type { Plugin } from 'vite'
import { applySiteTokens } from '../build/siteTokens'

/**
 * Fills the site tokens (%CONSOLE_URL%, %API_URL%, %API_HOST%) into every Markdown page before
 * VitePress renders it, so frontmatter, prose, links and code blocks all carry the configured hosts.
 */
export function siteTokensPlugin(): Plugin {
  return {
    name: 'site:tokens',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!
      if (!file.endsWith('.md')) return null
      try {
        return { code: applySiteTokens(code), map: null }
      } catch (e) {
        throw new Error(`${path.relative(process.cwd(), file)}: ${(e as Error).message}`)
      }
    },
  }
}
