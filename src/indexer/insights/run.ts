/**
 * `npm run insights -- <events.jsonl> [--dist <folder>]`: the writers' report of an analytics export
 * against the built site (default `.vitepress/dist`). Exit 2 when the export or the build is missing.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseEvents } from './events'
import { aggregate, completeReport, formatReport } from './report'
import { siteFromDist } from './site'

export const INSIGHTS_USAGE = 'Usage: npm run insights -- <events.jsonl> [--dist <built site folder>]'

/** Runs the report for `args`; returns the exit code. */
export async function runInsights(args: string[], print: (text: string) => void): Promise<number> {
  const distAt = args.indexOf('--dist')
  const dist = path.resolve(distAt >= 0 ? (args[distAt + 1] ?? '') : '.vitepress/dist')
  const file = args.find((a, i) => !a.startsWith('--') && (distAt < 0 || i !== distAt + 1))
  if (!file || (distAt >= 0 && !args[distAt + 1])) {
    print(INSIGHTS_USAGE)
    return 2
  }
  if (!fs.existsSync(file)) {
    print(`No such events file: ${file}`)
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
  print(formatReport(await completeReport(aggregate(events, badLines), site)))
  return 0
}
