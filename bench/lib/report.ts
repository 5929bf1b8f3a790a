/**
 * One section of the benchmark report: Markdown to read and figures for `latest.json`. A bench run
 * on its own prints its section; under `npm run bench` (BENCH_JSON_OUT set) it also writes it there.
 */
import fs from 'node:fs'

export interface Section {
  title: string
  markdown: string
  data: Record<string, unknown>
}

export function emit(section: Section): void {
  console.log(`## ${section.title}\n\n${section.markdown.trim()}\n`)
  const out = process.env.BENCH_JSON_OUT
  if (out) fs.writeFileSync(out, JSON.stringify(section))
}

export const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join(
    '\n',
  )

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
export const spread = (xs: number[], digits = 0) => {
  const s = [...xs].sort((a, b) => a - b)
  return `${median(xs).toFixed(digits)} (${s[0]!.toFixed(digits)}–${s[s.length - 1]!.toFixed(digits)})`
}
export const stats = (xs: number[]) => ({
  median: median(xs),
  min: Math.min(...xs),
  max: Math.max(...xs),
  runs: xs.length,
})
