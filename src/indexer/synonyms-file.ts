import fs from 'node:fs/promises'
import { parseSynonymRules, type SynonymRule } from '../search-core/synonyms'

/** The readers' vocabulary, beside the content (srcDir): one file for both engines. */
export const SYNONYMS_FILE = 'search-synonyms.json'

/** The rules of a synonyms file; null when it does not exist, an error naming the file (and rule) when it is malformed. */
export async function readSynonymFile(file: string): Promise<SynonymRule[] | null> {
  const text = await fs.readFile(file, 'utf8').catch(() => null)
  if (text === null) return null
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`)
  }
  return parseSynonymRules(data, file)
}
