/**
 * `npm run facts:check`: every page of docs/ (read as the site reads them) and the values the OpenAPI
 * documents of public/openapi state, against docs/facts.yaml; then the literal-value lint (a page that
 * writes a fact's value instead of inserting it). Exits 1 on a contradiction or a finding.
 */
import fs from 'node:fs'
import path from 'node:path'
import { checkPage, formatViolation } from '../facts/check'
import { formatLiteralFinding, lintLiterals } from '../facts/literal'
import { checkOpenApi } from '../facts/openapi'
import { loadFacts, loadOpenApiDocuments, OPENAPI_DIR } from './facts-file'
import { listSourcePages } from './pages/read-page'

const srcDir = path.resolve(process.argv[2] ?? 'docs')
const facts = loadFacts(srcDir)
const pages = await listSourcePages(srcDir)
const documents = loadOpenApiDocuments(path.dirname(srcDir))
const texts = pages.map((rel) => ({ rel, text: fs.readFileSync(path.join(srcDir, rel), 'utf8') }))
const violations = [
  ...texts.flatMap(({ rel, text }) => checkPage(text, `docs/${rel}`, facts)),
  ...checkOpenApi(documents, facts, OPENAPI_DIR),
]
const literals = texts.flatMap(({ rel, text }) => lintLiterals(text, `docs/${rel}`, facts))
for (const v of violations) console.log(formatViolation(v))
for (const f of literals) console.log(formatLiteralFinding(f))
const linted = facts.facts.filter((f) => f.literal).length
console.log(
  `facts: ${facts.facts.length} facts (${linted} looked for as literals), ${pages.length} pages, ` +
    `${documents.length} OpenAPI documents, ${violations.length} contradictions, ${literals.length} literal findings`,
)
process.exitCode = violations.length || literals.length ? 1 : 0
