// Prints what the prerequisites step installed, then `total: N passed, M failed` from the vitest and
// Playwright JSON reports and the other engines' report (reports/engines.json), and exits non-zero when
// anything failed, including a step that stopped before its runner could report.
import fs from 'node:fs'

const [prerequisitesStatus, installStatus, testStatus] = process.argv.slice(2).map(Number)
const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

const prerequisites = read('reports/prerequisites.json')
if (!prerequisites) console.log('prerequisites: no report')
else if (!prerequisites.ok) console.log(`prerequisites: ${prerequisites.message}`)
else
  console.log(
    `prerequisites: ${prerequisites.installed.length ? `installed ${prerequisites.installed.join(', ')}` : 'nothing installed'}` +
      ` (Chromium ${prerequisites.chromium}, Chinese font ${prerequisites.font}, nginx ${prerequisites.nginx},` +
      ` Firefox ${prerequisites.firefox}, WebKit ${prerequisites.webkit}, Xvfb ${prerequisites.xvfb})`,
  )

let passed = 0
let failed = 0
for (const [name, file] of [
  ['unit', 'reports/vitest.json'],
  ['built', 'reports/vitest-built.json'],
]) {
  const vitest = read(file)
  if (vitest) {
    passed += vitest.numPassedTests ?? 0
    failed += (vitest.numFailedTests ?? 0) + (vitest.numRuntimeErrorTestSuites ?? 0)
    console.log(`${name}: ${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed`)
  } else console.log(`${name}: no report`)
}

const pw = read('reports/playwright.json')
if (pw?.stats) {
  const ok = (pw.stats.expected ?? 0) + (pw.stats.flaky ?? 0)
  const bad = pw.stats.unexpected ?? 0
  passed += ok
  failed += bad + (pw.errors?.length ?? 0)
  console.log(`e2e: ${ok} passed, ${bad} failed${pw.errors?.length ? `, ${pw.errors.length} errors` : ''}`)
} else console.log('e2e: no report')

// tests/engines/run.ts: the reader paths in Firefox and WebKit.
const engines = read('reports/engines.json')
if (engines) {
  passed += engines.passed ?? 0
  failed += engines.failed ?? 0
  console.log(`engines: ${engines.passed} passed, ${engines.failed} failed`)
} else console.log('engines: no report')

if (prerequisitesStatus !== 0) console.log('stopped before `npm ci`: the test prerequisites are missing')
else if (installStatus !== 0) console.log(`npm ci failed with exit code ${installStatus}`)
else if (testStatus !== 0 && failed === 0)
  console.log(`npm test failed with exit code ${testStatus} before a runner reported a failure (typecheck or build)`)
// A step that stopped the run counts as one failure when no runner reported any.
if ((prerequisitesStatus !== 0 || installStatus !== 0 || testStatus !== 0) && failed === 0) failed = 1
console.log(`total: ${passed} passed, ${failed} failed`)
process.exit(failed > 0 || prerequisitesStatus !== 0 || installStatus !== 0 || testStatus !== 0 ? 1 : 0)
