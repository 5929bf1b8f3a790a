import type { Linter } from 'eslint'

export interface AllowListEntry {
  /** The file, from the repository root. */
  path: string
  /** The rule id of the limit: `max-lines`, `local/max-script-lines` or `max-lines-per-function`. */
  limit: string
  /** Its size now: the file's or <script>'s lines, or the function's. */
  size: number
  /** For `max-lines-per-function`: the function as ESLint names it (`Function 'runSync'`). */
  function?: string
}

export const MAX_FILE_LINES: number
export const MAX_FUNCTION_LINES: number
export const SIZE_SCOPE: string[]
export const FILE_LIMIT_EXEMPT: string[]
export const ALLOW_LIST: URL
export const LIMIT_RULES: { file: string; vueScript: string; function: string }
export function readAllowList(): AllowListEntry[]
export function sizeConfigs(allowList?: AllowListEntry[]): Linter.Config[]
