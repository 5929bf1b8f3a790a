/**
 * `npm run facts:unrecorded`: values stated on two or more pages of docs/ with no fact record in
 * docs/facts.yaml (src/facts/unrecorded.ts), most pages first, each with where and how it is said.
 * For the writers: record each as a fact, or list it under `not-facts`. Always exits 0.
 */
import fs from 'node:fs'
import path from 'node:path'
import { loadFacts } from './facts-file'
import { unrecordedValues } from '../facts/unrecorded'
import { listSourcePages } from './pages/read-page'

const srcDir = path.resolve(process.argv[2] ?? 'docs')
const facts = loadFacts(srcDir)
const pages = await listSourcePages(srcDir)
const found = unrecordedValues(
  pages.map((rel) => ({ rel, markdown: fs.readFileSync(path.join(srcDir, rel), 'utf8') })),
  facts,
)
for (const u of found) {
  const why = u.fact
    ? `the value of fact ${u.fact}: if it is that fact, its phrasings miss this wording`
    : 'no fact record'
  console.log(`${u.subject} ${u.value}  (${u.pages.length} pages; ${why})`)
  for (const s of u.at) console.log(`  docs/${s.rel}:${s.line}  …${s.snippet}…`)
}
console.log(`facts: ${found.length} values stated on two or more pages without a fact record`)
