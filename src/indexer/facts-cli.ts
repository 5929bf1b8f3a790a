/**
 * `npm run facts:check`: every page of docs/ (read as the site reads them) and the values the OpenAPI
 * documents of public/openapi state, against docs/facts.yaml; exits 1 on a contradiction.
 */
import fs from 'node:fs'
import path from 'node:path'
import { checkPage, formatViolation } from '../facts/check'
import { checkOpenApi } from '../facts/openapi'
import { loadFacts, loadOpenApiDocuments, OPENAPI_DIR } from './facts-file'
import { listSourcePages } from './pages/read-page'

const srcDir = path.resolve(process.argv[2] ?? 'docs')
const facts = loadFacts(srcDir)
const pages = await listSourcePages(srcDir)
const documents = loadOpenApiDocuments(path.dirname(srcDir))
const violations = [
  ...pages.flatMap((rel) => checkPage(fs.readFileSync(path.join(srcDir, rel), 'utf8'), `docs/${rel}`, facts)),
  ...checkOpenApi(documents, facts, OPENAPI_DIR),
]
for (const v of violations) console.log(formatViolation(v))
console.log(
  `facts: ${facts.facts.length} facts, ${pages.length} pages, ${documents.length} OpenAPI documents, ${violations.length} contradictions`,
)
process.exitCode = violations.length ? 1 : 0
