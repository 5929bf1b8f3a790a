/**
 * What the parts of `npm run search:sync` share: its options, its output, and the undo list a
 * failed full sync runs newest first.
 */
import type { SynonymRule } from '../search-core/synonyms'
import type { Fetch } from './admin-api'
import type { HelloResult, HelloTarget } from './model-gateway'

export type Env = Record<string, string | undefined>

export interface SyncOptions {
  argv: string[]
  env: Env
  cwd: string
  log: (line: string) => void
  error: (line: string) => void
  fetch?: Fetch
  now?: () => number
  /** The gateway check (tests replace it; by default a real call, src/indexer/model-gateway.ts). */
  sayHello?: (target: HelloTarget) => Promise<HelloResult>
}

/** Where a sync writes its lines. */
export type Output = Pick<SyncOptions, 'log' | 'error'>

/** How the server keeps synonyms: per collection (v29) or in synonym sets (v30 on). */
export interface Synonyms {
  rules: SynonymRule[]
  sets: boolean
}

/** An undo step of the sync: what it restores, and how. Run newest first when a later step fails. */
export interface Undo {
  what: string
  run: () => Promise<unknown>
}

/** One alias's fresh collection, before its alias moves. */
export interface Prepared {
  alias: string
  name: string
  previous: string | null
}

export const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`
