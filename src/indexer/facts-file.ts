/**
 * The thin Node side of the facts: reads docs/facts.yaml (re-read when it changes). It lives with the
 * indexer, not in src/facts, which compiles without Node (tsconfig.pure.json).
 * Everything else is pure (src/facts: facts.ts, expand.ts, check.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse as parseYaml } from 'yaml'
import { expandFacts } from '../facts/expand'
import { localeOfPath, parseFacts, type FactSet } from '../facts/facts'

const FACTS_FILE = 'facts.yaml'

const cache = new Map<string, { mtimeMs: number; facts: FactSet }>()

/** The facts of a content folder (`<srcDir>/facts.yaml`); a broken file throws with its name. */
export function loadFacts(srcDir: string): FactSet {
  const file = path.join(srcDir, FACTS_FILE)
  const mtimeMs = fs.statSync(file).mtimeMs
  const hit = cache.get(file)
  if (hit && hit.mtimeMs === mtimeMs) return hit.facts
  let facts: FactSet
  try {
    facts = parseFacts(parseYaml(fs.readFileSync(file, 'utf8')))
  } catch (e) {
    throw new Error(`${path.relative(process.cwd(), file)}: ${(e as Error).message}`)
  }
  cache.set(file, { mtimeMs, facts })
  return facts
}

/** A page's Markdown with its fact tokens filled in (`rel` is relative to srcDir; its locale follows). */
export function expandPageFacts(
  srcDir: string,
  rel: string,
  markdown: string,
  unknown: 'throw' | 'keep' = 'throw',
): string {
  if (!markdown.includes('[[fact:')) return markdown
  try {
    return expandFacts(markdown, loadFacts(srcDir), localeOfPath(rel), unknown)
  } catch (e) {
    throw new Error(`${rel}: ${(e as Error).message}`)
  }
}
