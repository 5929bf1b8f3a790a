import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  copyBuild,
  rebaseCopy,
  runAfdocs,
  serveForAgents,
  type AfdocsReport,
  type ServedCopy,
} from '../../testkit/agent-docs'
// @ts-expect-error plain ESM helper without types
import { findNginx } from '../../testkit/nginx.mjs'
import { startNginx, type RunningNginx } from '../../testkit/nginx-server'

// The built site as agents read it, scored by the Agent-Friendly Documentation Spec's own checker
// (afdocs), served by the preview server on 127.0.0.1 (testkit/agent-docs.ts).
const dist = path.resolve(__dirname, '../../.vitepress/dist')
/**
 * The one check held at warn, never fail: where content starts in the page's HTML converted to Markdown.
 * The nav flyouts' panels come after the content (NavFlyoutPanel.vue), so the home pages start at 5 %
 * (75 % before); what still comes first is the default theme's sidebar, before <main>: English pages
 * start at 10 to 12 % (their sidebar lists every English page), Chinese product pages up to 16 %.
 * Moving the sidebar after the content would put keyboard focus through the whole article before the
 * page list beside it. Agents that ask for Markdown (Accept: text/markdown, the .md copies llms.txt
 * lists) get the content first.
 */
const HELD_BACK = ['content-start-position']
/** The overall score today: fails if anything else slips. */
const SCORE_FLOOR = 100

let served: ServedCopy
let report: AfdocsReport
beforeAll(async () => {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('no .vitepress/dist: run `npm run build` first')
  served = await serveForAgents(dist)
  report = JSON.parse(await runAfdocs(served.origin)) as AfdocsReport
}, 300_000)
// Removing the served copy of the site takes seconds on a busy machine.
afterAll(() => served?.close(), 60_000)

describe('afdocs on the built site behind `npm run preview`', () => {
  it('passes every check but where content starts in the HTML', () => {
    const notPassing = report.results
      .filter((r) => r.status !== 'pass' && r.status !== 'skip' && !HELD_BACK.includes(r.id))
      .map((r) => `${r.id}: ${r.status} (${r.message})`)
    expect(notPassing).toEqual([])
    expect(report.results.length).toBeGreaterThanOrEqual(28)
    for (const id of HELD_BACK) expect(report.results.find((r) => r.id === id)?.status, id).not.toBe('fail')
  })

  it(`scores at least ${SCORE_FLOOR} of 100`, () => {
    expect(report.scoring.overall).toBeGreaterThanOrEqual(SCORE_FLOOR)
  })

  it('finds the llms.txt directive in the HTML and the Markdown of every sampled page', () => {
    for (const id of ['llms-txt-directive-html', 'llms-txt-directive-md', 'content-negotiation'])
      expect(report.results.find((r) => r.id === id)?.status, id).toBe('pass')
  })
})

const nginxPath = findNginx() as string | null
describe.skipIf(!nginxPath)('afdocs on the built site behind the reference nginx deployment', () => {
  let nginx: RunningNginx
  let copy = ''
  let behindNginx: AfdocsReport
  beforeAll(async () => {
    copy = copyBuild(dist)
    // The origin is known once nginx has a port: the copy is rewritten for it before nginx serves it.
    // Typesense is not asked for by these checks; its upstream is a port nothing listens on.
    nginx = await startNginx({
      nginxPath: nginxPath!,
      root: (origin) => (rebaseCopy(copy, origin), copy),
      typesense: 'http://127.0.0.1:9',
    })
    behindNginx = JSON.parse(await runAfdocs(nginx.base)) as AfdocsReport
  }, 300_000)
  afterAll(async () => {
    await nginx?.stop()
    if (copy) fs.rmSync(copy, { recursive: true, force: true })
  }, 60_000)

  it('passes every check but where content starts, and scores as behind the preview server', () => {
    const notPassing = behindNginx.results
      .filter((r) => r.status !== 'pass' && r.status !== 'skip' && !HELD_BACK.includes(r.id))
      .map((r) => `${r.id}: ${r.status} (${r.message})`)
    expect(notPassing).toEqual([])
    expect(behindNginx.scoring.overall).toBeGreaterThanOrEqual(SCORE_FLOOR)
    expect(behindNginx.results.find((r) => r.id === 'content-negotiation')?.status).toBe('pass')
  })
})
