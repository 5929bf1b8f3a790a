import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordsFileName, SEARCH_INDEX_META_NAME, type Locale } from '../../src/contracts'
import { buildLocalIndex, type DocRecord } from '../../src/search-core'
import { runInsights } from '../../src/indexer/insights/run'

// `npm run insights` on the sample export of tests/fixtures/insights, against a small built site: the
// fixture's records, their embedded index and the home pages naming it, as `npm run build` writes them.
const FIXTURES = path.join(import.meta.dirname, '../fixtures/insights')
const EVENTS = path.join(FIXTURES, 'events.jsonl')
let dist = ''

function writeSite(locale: Locale) {
  const text = fs.readFileSync(path.join(FIXTURES, recordsFileName(locale)), 'utf8')
  fs.writeFileSync(path.join(dist, recordsFileName(locale)), text)
  const records = text
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as DocRecord)
  const dir = `assets/search/${locale}/fixture/`
  for (const [name, body] of buildLocalIndex({ locale, records }).files) {
    fs.mkdirSync(path.dirname(path.join(dist, dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dist, dir, name), body)
  }
  const home = path.join(dist, locale === 'en' ? 'en/index.html' : 'index.html')
  fs.mkdirSync(path.dirname(home), { recursive: true })
  fs.writeFileSync(home, `<html><head><meta name="${SEARCH_INDEX_META_NAME}" content="/${dir}meta.json"></head></html>`)
}

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'insights-'))
  writeSite('zh')
  writeSite('en')
})
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }))

async function run(args: string[]) {
  let out = ''
  const code = await runInsights(args, (t) => (out += t))
  return { code, out }
}

describe('npm run insights', () => {
  it('prints the writers’ report of the sample export, per locale', async () => {
    const { code, out } = await run([EVENTS, '--dist', dist])
    expect(code).toBe(0)
    expect(out).toBe(EXPECTED)
  })

  it('says how to call it, and stops with code 2, without an export or a build', async () => {
    expect(await run([])).toEqual({
      code: 2,
      out: 'Usage: npm run insights -- <events.jsonl> [--dist <built site folder>] [--access-log <common or combined log>]',
    })
    expect((await run(['missing.jsonl', '--dist', dist])).code).toBe(2)
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'insights-empty-'))
    const noBuild = await run([EVENTS, '--dist', empty])
    fs.rmSync(empty, { recursive: true })
    expect(noBuild.code).toBe(2)
    expect(noBuild.out).toMatch(/run `npm run build` first/)
  })
})

const EXPECTED = `Writers' report: 20 events, 4 bad lines skipped

Agents and AI tools, beside readers
  readers: 11 keyword searches, 0 questions to the assistant
  Markdown copied from the page menu: 0
  tool calls in the page (WebMCP): 0
  access log: none given (--access-log <file>)

== zh ==

Searches that found nothing or were left without a click
  1. "爆显存": 2 readers (no results 2, no click 1)
     now: 训练显存不足 | 训练显存不足 › 减小批量
  2. "关机还收费吗": 1 reader (no results 0, no click 1)
     now: 关机与释放 › 关机后的计费 | 关机与释放 | 计费说明
  3. "量子计算": 1 reader (no results 1, no click 0)
     now: 关机与释放 › 关机后的计费
  4. "镜像加速": 1 reader (no results 1, no click 0)
     now: 镜像

Answers marked wrong, by reason
  incorrect: 2
    - "显存不够怎么办" (note: 批量大小写错了)
    - "怎么开启 BF16"
  not what was asked: 1
    - "关机还收费吗"
  no reason given: 1
    - "(question not recorded)"

Pages most cited by answers marked wrong
  1. /ai-studio/job/oom.html: 2
  2. /ai-studio/dev-instance/shutdown.html: 1
  3. /billing/pricing.html: 1

Questions answered without sources
  1. "量子计算怎么收费": 2

Suggestions (words readers typed that the page they found after rephrasing lacks)
  - page keyword: add "关机还收费吗" to the keywords of docs/ai-studio/dev-instance/shutdown.md (it lacks "收费")
    "关机还收费吗" failed, then "关机 计费" found /ai-studio/dev-instance/shutdown.html (1×)
  - colloquial rule for docs/search-colloquial.json: {"id":"reader-爆显存","root":"爆显存","synonyms":["显存不足"]}
    "爆显存" failed, then "显存不足" found /ai-studio/job/oom.html (1×)

== en ==

Searches that found nothing or were left without a click
  1. "vram exhausted": 1 reader (no results 1, no click 0)
     now: nothing found

Answers marked wrong, by reason
  style or tone: 1
    - "How do I reduce memory use?" (note: too long)

Pages most cited by answers marked wrong
  1. /en/ai-studio/job/oom.html: 1

Questions answered without sources
  (none)

Suggestions (words readers typed that the page they found after rephrasing lacks)
  - colloquial rule for docs/search-colloquial.json: {"id":"reader-vram-exhausted","root":"vram exhausted","synonyms":["out of memory"]}
    "vram exhausted" failed, then "out of memory" found /en/ai-studio/job/oom.html (1×)
`
