/** `npm run insights -- <events.jsonl> [--dist <folder>]` (src/indexer/insights/run.ts). */
import { runInsights } from './insights/run'

process.exitCode = await runInsights(
  process.argv.slice(2).filter((a) => a !== '--'),
  (text) => process.stdout.write(text.endsWith('\n') ? text : text + '\n'),
)
