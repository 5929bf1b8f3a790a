// How long a file and a function may be, as ESLint rules (eslint.config.js spreads `sizeConfigs()`).
// Files over a limit today are listed in lint/size-allowlist.json with their size now: the limit for that
// file is raised to exactly that size, so it may shrink and never grow. tests/unit/lint/size-limits.test.ts
// measures every file against the plain limits and fails when the list and the code disagree: a listed
// entry no longer over its limit (remove it), smaller than listed (lower it), or an offender not listed.
import fs from 'node:fs'

export const MAX_FILE_LINES = 400
export const MAX_FUNCTION_LINES = 80
/** What the limits hold: the shipped code (shell, island, layers) and the test kit's servers and helpers. */
export const SIZE_SCOPE = ['src/**', '.vitepress/**', 'testkit/**']
/**
 * Exempt from the file limit: the navigation data (menus, flyout columns, sidebars, footer, redirects).
 * They are typed lists of links the writers edit, with no logic: their length is the site's, and splitting
 * a flyout's columns over files would only make a menu harder to read. Functions in them are still held.
 */
export const FILE_LIMIT_EXEMPT = ['.vitepress/navigation/**']
export const ALLOW_LIST = new URL('./size-allowlist.json', import.meta.url)

/** The rule id of each limit, as the allow-list names it. */
export const LIMIT_RULES = {
  file: 'max-lines',
  vueScript: 'local/max-script-lines',
  function: 'max-lines-per-function',
}

const counted = { skipBlankLines: true, skipComments: true }
const fileRule = (max) => ['error', { max, ...counted }]
const functionRule = (max) => ['error', { max, ...counted }]
const vueScriptRule = (max) => ['error', { max }]

/** @returns {{ path: string, limit: string, size: number, function?: string }[]} */
export function readAllowList() {
  return JSON.parse(fs.readFileSync(ALLOW_LIST, 'utf8')).entries
}

/**
 * The flat-config objects of the limits: the plain limits on the scope, then one object per allow-listed
 * file raising its limit to its listed size (for functions: the longest listed function of the file).
 * @param {{ path: string, limit: string, size: number }[]} allowList
 */
export function sizeConfigs(allowList = readAllowList()) {
  const raised = new Map()
  for (const e of allowList) {
    const key = `${e.path}\0${e.limit}`
    raised.set(key, Math.max(raised.get(key) ?? 0, e.size))
  }
  return [
    {
      files: SIZE_SCOPE,
      rules: {
        [LIMIT_RULES.file]: fileRule(MAX_FILE_LINES),
        [LIMIT_RULES.function]: functionRule(MAX_FUNCTION_LINES),
      },
    },
    // A .vue file is held by its <script> blocks: the template and styles are markup, not code.
    {
      files: SIZE_SCOPE.map((glob) => `${glob}/*.vue`),
      rules: { [LIMIT_RULES.file]: 'off', [LIMIT_RULES.vueScript]: vueScriptRule(MAX_FILE_LINES) },
    },
    { files: FILE_LIMIT_EXEMPT, rules: { [LIMIT_RULES.file]: 'off', [LIMIT_RULES.vueScript]: 'off' } },
    ...[...raised].map(([key, size]) => {
      const [path, limit] = key.split('\0')
      const rule = limit === LIMIT_RULES.function ? functionRule : limit === LIMIT_RULES.file ? fileRule : vueScriptRule
      return { files: [path], rules: { [limit]: rule(size) } }
    }),
  ]
}
