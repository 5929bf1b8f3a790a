/**
 * The OpenAPI documents of the API reference (public/openapi/*.yaml) state limits, defaults and codes
 * too. Each fact lists where they do (`openapi:` in docs/facts.yaml: a document, a JSONPath, optionally a
 * pattern for the text there); this reads those places and judges each value as a page's is. Pure: the
 * documents come parsed, with a way to find the line of a node.
 */
import { agrees, shownValue, type Statement, type Violation } from './check'
import { localeOfPath, type Fact, type FactSet, type OpenApiSource } from './facts'
import { selectJsonPath, type Selected } from './json-path'

export interface OpenApiDocument {
  /** The name the facts file uses (`maas.yaml`). */
  name: string
  /** The path reports show (`public/openapi/maas.yaml`). */
  file: string
  /** The parsed document. */
  doc: unknown
  /** The 1-based line where the node at these keys is written (0 when unknown). */
  lineOf: (at: readonly (string | number)[]) => number
}

/** A value read from the document: the text or scalar stated, where, and the line it is on. */
interface Read {
  found: string
  path: string
  line: number
}

const isScalar = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'

/** The values one source reads, or the reason it reads none (a source that reads nothing checks nothing). */
function read(source: OpenApiSource, document: OpenApiDocument): Read[] | string {
  const selected = selectJsonPath(document.doc, source.steps)
  if (!selected.length) return 'nothing at this path'
  const reads: Read[] = []
  const at = (s: Selected, found: string) => ({ found, path: s.path, line: document.lineOf(s.at) })
  for (const s of selected) {
    if (!isScalar(s.value)) return `not a value: ${s.path}`
    if (!source.re) {
      reads.push(at(s, String(s.value)))
      continue
    }
    // Every match in the text is a statement; text with none (another 401's wording) states nothing.
    source.re.lastIndex = 0
    for (const m of String(s.value).matchAll(source.re)) reads.push(at(s, (m[1] ?? m[0]).trim()))
  }
  if (!reads.length) return `no text at this path matches ${source.re?.source ?? ''}`
  if (!source.join || reads.length === 1) return reads
  const [first] = reads as [Read, ...Read[]]
  return [{ ...first, found: reads.map((r) => r.found).join(' / ') }]
}

function judge(fact: Fact, source: OpenApiSource, documents: readonly OpenApiDocument[], dir: string): Statement[] {
  const document = documents.find((d) => d.name === source.file)
  const recorded = fact.value[localeOfPath(document?.file ?? source.file)]
  const problem = (found: string, file: string, line: number): Statement => ({
    file,
    line,
    path: source.path,
    fact: fact.id,
    found,
    recorded,
    agrees: false,
  })
  if (!document) return [problem('no such OpenAPI document', `${dir}/${source.file}`, 0)]
  const reads = read(source, document)
  if (typeof reads === 'string') return [problem(reads, document.file, document.lineOf([]))]
  return reads.map((r) => ({
    file: document.file,
    line: r.line,
    path: r.path,
    fact: fact.id,
    found: shownValue(fact, source.compare, r.found),
    recorded,
    agrees: agrees(fact, source.compare, r.found),
  }))
}

/** Every value the facts' `openapi` sources read, agreeing or not (a source that reads nothing never agrees). */
export function scanOpenApi(
  documents: readonly OpenApiDocument[],
  facts: FactSet,
  dir = 'public/openapi',
): Statement[] {
  return facts.facts.flatMap((fact) => fact.openapi.flatMap((source) => judge(fact, source, documents, dir)))
}

/** The values in the OpenAPI documents that contradict a recorded fact, with file, line and JSONPath. */
export function checkOpenApi(documents: readonly OpenApiDocument[], facts: FactSet, dir?: string): Violation[] {
  return scanOpenApi(documents, facts, dir)
    .filter((s) => !s.agrees)
    .map(({ file, line, path, fact, found, recorded }) => ({ file, line, path, fact, found, recorded }))
}
