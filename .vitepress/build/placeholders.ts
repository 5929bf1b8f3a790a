import type { Plugin } from 'vite'
import { PLACEHOLDER_DEFAULTS, placeholdersInUse, site as currentSite, type SiteSettings } from '../site'

/** Set to `1` (CI publishing to a CDN) to fail the build while a placeholder setting is in use. */
const STRICT_VARIABLE = 'SITE_STRICT'

/**
 * The one warning a build prints when placeholder settings would be published, or, when strict,
 * the error naming the variables to set. Null when every setting has a real value.
 */
export function placeholderMessage(variables: readonly string[], strict: boolean): string | null {
  if (variables.length === 0) return null
  if (strict) {
    return `${STRICT_VARIABLE}=1: this build would publish placeholder settings. Set ${variables.join(', ')} (see README → Configuration).`
  }
  const lines = variables.map(
    (v) => `  ${v} = ${PLACEHOLDER_DEFAULTS[v as keyof typeof PLACEHOLDER_DEFAULTS] ?? '(default)'}`,
  )
  return [
    `Placeholder settings in use (set these variables before publishing; ${STRICT_VARIABLE}=1 makes this an error):`,
    ...lines,
  ].join('\n')
}

/** Warns once per build (or throws in strict mode) about the placeholder settings still in use. */
export function checkPlaceholders(
  settings: SiteSettings,
  { strict, warn }: { strict: boolean; warn: (message: string) => void },
): void {
  const message = placeholderMessage(placeholdersInUse(settings), strict)
  if (!message) return
  if (strict) throw new Error(message)
  warn(message)
}

/**
 * Runs the check at the start of `vitepress build`, in the client build only: VitePress also runs
 * an SSR build in the same process, which would print the warning twice.
 */
export function placeholderCheckPlugin(
  settings: SiteSettings = currentSite,
  env: NodeJS.ProcessEnv = process.env,
): Plugin {
  let ssr = false
  let warn = (message: string) => console.warn(message)
  return {
    name: 'site:placeholder-check',
    apply: 'build',
    configResolved(config) {
      ssr = !!config.build.ssr
      warn = (message) => config.logger.warn(`\n${message}\n`)
    },
    buildStart() {
      if (ssr) return
      checkPlaceholders(settings, { strict: env[STRICT_VARIABLE] === '1', warn })
    },
  }
}
