/**
 * `npm run insights -- <events.jsonl> [--dist <folder>] [--access-log <file>]`: the writers' report of
 * an analytics export against the built site (default `.vitepress/dist`), with agents' use beside
 * readers' (agents.ts; from the host's access log too when given). Exit 2 when a file is missing.
 */
import fs from 'node:fs'
import path from 'node:path'
import { eventUse, formatAgentUse, logUse } from './agents'
import { parseEvents } from './events'
import { aggregate, completeReport, formatReport } from './report'
import { siteFromDist } from './site'

const INSIGHTS_USAGE =
  'Usage: npm run insights -- <events.jsonl> [--dist <built site folder>] [--access-log <common or combined log>]'

/** Runs the report for `args`; returns the exit code. */
export async function runInsights(args: string[], print: (text: string) => void): Promise<number> {
  const valueOf = (flag: string) => (args.includes(flag) ? (args[args.indexOf(flag) + 1] ?? '') : null)
  const flagValues = new Set(['--dist', '--access-log'].map((f) => args.indexOf(f) + 1).filter((i) => i > 0))
  const distArg = valueOf('--dist')
  const logFile = valueOf('--access-log')
  const dist = path.resolve(distArg ?? '.vitepress/dist')
  const file = args.find((a, i) => !a.startsWith('--') && !flagValues.has(i))
  if (!file || distArg === '' || logFile === '') {
    print(INSIGHTS_USAGE)
    return 2
  }
  if (!fs.existsSync(file)) {
    print(`No such events file: ${file}`)
    return 2
  }
  if (logFile && !fs.existsSync(logFile)) {
    print(`No such access log: ${logFile}`)
    return 2
  }
  let site
  try {
    site = siteFromDist(dist)
  } catch (e) {
    print((e as Error).message)
    return 2
  }
  const { events, badLines } = parseEvents(fs.readFileSync(file, 'utf8'))
  const agents = formatAgentUse(eventUse(events), logFile ? logUse(fs.readFileSync(logFile, 'utf8')) : null)
  print(formatReport(await completeReport(aggregate(events, badLines), site), agents))
  return 0
}
