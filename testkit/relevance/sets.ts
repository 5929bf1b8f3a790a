import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RelevanceCase } from './evaluate'

// The query sets are test data written by people, so they stay in tests/relevance (README → "Relevance
// checks"); tests and benchmarks both read them through here rather than through each other.
export const RELEVANCE_SETS_DIR = fileURLToPath(new URL('../../tests/relevance/', import.meta.url))

/** A case of a query set; `half` (tune/hold-out) and `kind` are set only by some of the sets. */
export interface SetCase extends RelevanceCase {
  half?: string
  kind?: string
}

/** One set by file name, e.g. `reader-queries.json`, or by a path of its own (bench's `--set`). */
export function readRelevanceSet(file: string): SetCase[] {
  const at = path.isAbsolute(file) || file.includes('/') ? path.resolve(file) : path.join(RELEVANCE_SETS_DIR, file)
  return JSON.parse(fs.readFileSync(at, 'utf8')) as SetCase[]
}
