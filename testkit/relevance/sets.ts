import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RelevanceCase } from './evaluate'

// The query sets are test data written by people, so they stay in tests/relevance (README → "Relevance
// checks"); tests and benchmarks both read them through here rather than through each other.
const RELEVANCE_SETS_DIR = fileURLToPath(new URL('../../tests/relevance/', import.meta.url))

/** A case of a query set; `half` (tune/hold-out), `kind` and `words` are set only by some of the sets. */
export interface SetCase extends RelevanceCase {
  half?: string
  kind?: string
  /** The reader's words in the query that no page uses (colloquial-queries.json). */
  words?: string[]
}

/** One set by file name, e.g. `reader-queries.json`, or by a path of its own (bench's `--set`). */
export function readRelevanceSet(file: string): SetCase[] {
  const at = path.isAbsolute(file) || file.includes('/') ? path.resolve(file) : path.join(RELEVANCE_SETS_DIR, file)
  // A set is a list of cases, or `{ about, queries }` when it says how it was written and split.
  const data = JSON.parse(fs.readFileSync(at, 'utf8')) as SetCase[] | { queries: SetCase[] }
  return Array.isArray(data) ? data : data.queries
}
