/**
 * Agents reading the docs, scored by the Agent-Friendly Documentation Spec's own checker (afdocs,
 * deterministic sampling) against the built site behind the preview server (testkit/agent-docs.ts).
 * Prints its scorecard and each check's status; never fails (tests/deploy/agent-docs.test.ts holds
 * the floor). Run after `npm run build`: `npx vite-node bench/agents.ts`.
 */
import fs from 'node:fs'
import path from 'node:path'
import { runAfdocs, serveForAgents, type AfdocsReport } from '../testkit/agent-docs'
import { emit, table } from './lib/report'

const served = await serveForAgents(path.resolve('.vitepress/dist'))
try {
  const report = JSON.parse(await runAfdocs(served.origin)) as AfdocsReport
  const scorecard = await runAfdocs(served.origin, 'scorecard')
  emit({
    title: 'Agents (afdocs, the Agent-Friendly Documentation Spec checker)',
    markdown: [
      `Overall ${report.scoring.overall} / 100 (${report.scoring.grade}), afdocs ${afdocsVersion()}, preview server.`,
      '',
      table(
        ['check', 'status', 'message'],
        report.results.map((r) => [r.id, r.status, r.message.replace(/\|/g, '\\|')]),
      ),
      '',
      '```text',
      scorecard.trim(),
      '```',
    ].join('\n'),
    data: {
      overall: report.scoring.overall,
      grade: report.scoring.grade,
      checks: Object.fromEntries(report.results.map((r) => [r.id, r.status])),
    },
  })
} finally {
  await served.close()
}

function afdocsVersion(): string {
  const pkg = path.resolve('node_modules/afdocs/package.json')
  return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string }).version
}
