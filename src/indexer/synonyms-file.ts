import fs from 'node:fs/promises'
import path from 'node:path'
import { mergeRules, parseBridgeRules, parseSynonymRules, type SynonymRule } from '../search-core/synonyms'

/** The readers' vocabulary, beside the content (srcDir): one file for both engines. */
export const SYNONYMS_FILE = 'search-synonyms.json'
/**
 * The colloquial table beside it: readers' own words (退钱, 登不上) → the words the docs use (退款,
 * 无法登录), one-way rules in the same shape, weighed below the typed word and the synonyms.
 */
export const COLLOQUIAL_FILE = 'search-colloquial.json'

async function readJson(file: string): Promise<unknown> {
  const text = await fs.readFile(file, 'utf8').catch(() => null)
  if (text === null) return undefined
  try {
    return JSON.parse(text)
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`)
  }
}

/** The rules of a synonyms file; null when it does not exist, an error naming the file (and rule) when it is malformed. */
async function readSynonymFile(file: string): Promise<SynonymRule[] | null> {
  const data = await readJson(file)
  return data === undefined ? null : parseSynonymRules(data, file)
}

/** The rules of a colloquial table (every rule one-way, a bridge); null when the file does not exist. */
async function readColloquialFile(file: string): Promise<SynonymRule[] | null> {
  const data = await readJson(file)
  return data === undefined ? null : parseBridgeRules(data, file)
}

/**
 * A synonyms file and the colloquial table in its folder, as one list of rules (the build's and the
 * sync's); null when neither exists. Ids are unique across both: Typesense keeps one rule per id.
 */
export async function readVocabulary(synonymsFile: string): Promise<SynonymRule[] | null> {
  const [synonyms, colloquial] = await Promise.all([
    readSynonymFile(synonymsFile),
    readColloquialFile(path.join(path.dirname(synonymsFile), COLLOQUIAL_FILE)),
  ])
  if (synonyms === null && colloquial === null) return null
  return mergeRules(synonyms ?? [], colloquial ?? [])
}
