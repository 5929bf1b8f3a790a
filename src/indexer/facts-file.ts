/**
 * The thin Node side of the facts: reads docs/facts.yaml (re-read when it changes) and the OpenAPI
 * documents the facts point into. It lives with the indexer, not in src/facts, which compiles without
 * Node (tsconfig.pure.json). Everything else is pure (src/facts: facts.ts, expand.ts, check.ts, openapi.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { isNode, LineCounter, parseDocument, parse as parseYaml } from 'yaml'
import { expandFacts, stripLiteralMarkers } from '../facts/expand'
import { localeOfPath, parseFacts, type FactSet } from '../facts/facts'
import type { OpenApiDocument } from '../facts/openapi'

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

/**
 * A page's Markdown with its fact tokens filled in (`rel` is relative to srcDir; its locale follows) and
 * its fact-literal markers taken out.
 */
export function expandPageFacts(
  srcDir: string,
  rel: string,
  markdown: string,
  unknown: 'throw' | 'keep' = 'throw',
): string {
  markdown = stripLiteralMarkers(markdown)
  if (!markdown.includes('[[fact:') && !markdown.includes('[[calc:')) return markdown
  try {
    return expandFacts(markdown, loadFacts(srcDir), localeOfPath(rel), unknown)
  } catch (e) {
    throw new Error(`${rel}: ${(e as Error).message}`)
  }
}

/** Where the API reference's OpenAPI documents live, relative to the project root. */
export const OPENAPI_DIR = 'public/openapi'

/** One OpenAPI document's text (`name` as in public/openapi), parsed, able to say on which line a node is. */
export function parseOpenApiDocument(name: string, text: string): OpenApiDocument {
  const counter = new LineCounter()
  const parsed = parseDocument(text, { lineCounter: counter })
  const [error] = parsed.errors
  if (error) throw new Error(`${OPENAPI_DIR}/${name}: ${error.message}`)
  return {
    name,
    file: `${OPENAPI_DIR}/${name}`,
    doc: parsed.toJS() as unknown,
    lineOf: (at) => {
      const node = at.length ? parsed.getIn(at, true) : parsed.contents
      return isNode(node) && node.range ? counter.linePos(node.range[0]).line : 0
    },
  }
}

/** The OpenAPI documents of the API reference (`<root>/public/openapi/*.yaml`). */
export function loadOpenApiDocuments(root: string): OpenApiDocument[] {
  const dir = path.join(root, OPENAPI_DIR)
  return fs
    .readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => parseOpenApiDocument(name, fs.readFileSync(path.join(dir, name), 'utf8')))
}
