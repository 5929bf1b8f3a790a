/**
 * Quoted answers (the AI tab without a model), measured on the built index (prints figures, never
 * fails): the answer set's halves (the answering sentence quoted, the first quote from a page that
 * answers, abstain precision and recall), judged as written and by any page that states the answer
 * (testkit/relevance/answers.ts `asWritten`), the suggested questions of the empty AI tab, 解释这段代码
 * on the code-block set and on every block of the site, and sentences of the site asked about as a selection. No peer answers by quotation; the keyword engines' figures are bench:quality's.
 * Run after `npm run build`: `npx vite-node bench/answers.ts`.
 */
import path from 'node:path'
import { builtRecords, engineFromDist } from '../testkit/local-index'
import {
  answerRankIn,
  answerSet,
  asWritten,
  FAILURE_CLASSES,
  failureClass,
  figures,
  judge,
  type AnswerOutcome,
  type FailureClass,
} from '../testkit/relevance/answers'
import { codeBlocks, explainsBlock } from '../testkit/relevance/code-blocks'
import { explainCode, siteCodeBlocks } from '../testkit/relevance/site-code-blocks'
import { explainSelection, siteSelections } from '../testkit/relevance/site-selections'
import { quoteFromDocs } from '../src/search-core/quote-answer'
import type { SearchHit } from '../src/search-core/types'
import { chatStringsFor } from '../src/react-islands/strings/chat'
import { emit, table } from './lib/report'

const root = path.resolve('.')
const dist = path.join(root, '.vitepress/dist')
const engines = { zh: engineFromDist(dist, 'zh').engine, en: engineFromDist(dist, 'en').engine }

// Each question judged as written (its own page and fragments) and by any page that states its answer.
const written: AnswerOutcome[] = []
const outcomes: AnswerOutcome[] = []
for (const c of answerSet(root)) {
  const reply = await quoteFromDocs(engines[c.locale], c.q)
  written.push(judge(asWritten(c), reply))
  outcomes.push(judge(c, reply))
}

const data: Record<string, unknown> = {}
const rows: (string | number)[][] = []
for (const [judged, label] of [
  [written, 'as written'],
  [outcomes, 'any page that states it'],
] as const)
  for (const half of ['report', 'tune'] as const)
    for (const locale of ['all', 'zh', 'en'] as const) {
      const set = judged.filter((o) => o.c.half === half && (locale === 'all' || o.c.locale === locale))
      const f = figures(set)
      data[`${label}: ${half} ${locale}`] = f
      rows.push([
        `${label}: ${half === 'report' ? 'reporting half (never tuned on)' : 'tuning half'}, ${locale}`,
        `${f.answerable} + ${f.unanswerable}`,
        f.sentenceRate.toFixed(2),
        f.pageRate.toFixed(2),
        f.abstainPrecision.toFixed(2),
        f.abstainRecall.toFixed(2),
      ])
    }

// Why the tuning half's wrong answers are wrong (by any page that states the answer), by where the answering
// passage is (the reporting half is never read question by question): the search's first three pages of
// sections, as the picker searches them.
const PAGES_LOOKED = 3
const failures = new Map<FailureClass, number>(FAILURE_CLASSES.map((k) => [k, 0]))
for (const o of outcomes) {
  if (o.c.half !== 'tune') continue
  // A reply that quotes carries the sections it searched (the first page); the next pages are searched here.
  const sections: SearchHit[] = []
  if (!o.c.abstain && !o.abstained && !o.sentence) {
    sections.push(...o.reply.hits)
    for (let page = 2; page <= PAGES_LOOKED; page++)
      sections.push(...(await engines[o.c.locale].search(o.reply.question.content, page)).hits)
  }
  const k = failureClass(o, answerRankIn(o.c, sections))
  if (k) failures.set(k, (failures.get(k) ?? 0) + 1)
}
data.failures = Object.fromEntries(failures)

let prompts = 0
let promptsAnswered = 0
for (const locale of ['zh', 'en'] as const)
  for (const q of chatStringsFor(locale).prompts) {
    prompts++
    const { quotes } = await quoteFromDocs(engines[locale], q)
    if (quotes[0]?.url.startsWith(locale === 'en' ? '/en/' : '/')) promptsAnswered++
  }
const blocks = codeBlocks(root)
let explained = 0
for (const c of blocks) if (await explainsBlock(engines.zh, c)) explained++
// Every block of the site (drawn from the built pages): the first quote from its own section.
let siteBlocks = 0
let siteExplained = 0
for (const locale of ['zh', 'en'] as const)
  for (const b of siteCodeBlocks(dist, locale)) {
    siteBlocks++
    if ((await explainCode(engines[locale], b, locale))[0]?.url === b.section) siteExplained++
  }
// Sentences of the site asked about as a selection: from their own page, and never quoted back.
let selections = 0
let selectionsOwnPage = 0
let selectionsRepeated = 0
for (const locale of ['zh', 'en'] as const)
  for (const s of siteSelections(builtRecords(dist, locale))) {
    const answer = await explainSelection(engines[locale], s, locale)
    selections++
    if (answer.ownPage) selectionsOwnPage++
    if (answer.repeats) selectionsRepeated++
  }
data.prompts = { asked: prompts, answered: promptsAnswered }
data.selections = { asked: selections, ownPage: selectionsOwnPage, repeated: selectionsRepeated }
data.codeBlocks = { asked: blocks.length, explained }
data.siteCodeBlocks = { asked: siteBlocks, explained: siteExplained }

emit({
  title: 'Quoted answers (no model)',
  markdown: [
    table(
      [
        'answer set',
        'questions (answerable + not)',
        'answering sentence quoted',
        'first quote from a page that answers',
        'abstain precision',
        'abstain recall',
      ],
      rows,
    ),
    '',
    `Suggested questions of the empty AI tab answered by quotation: ${promptsAnswered} of ${prompts}. ` +
      `解释这段代码 quoting the block's own section: ${explained} of ${blocks.length} listed blocks, ` +
      `${siteExplained} of ${siteBlocks} blocks of the site (first quote from the block's section). ` +
      `A selected sentence (${selections} drawn from the site): explained from its own page ${selectionsOwnPage}, ` +
      `quoted back ${selectionsRepeated}.`,
    '',
    `Tuning half, answerable questions answered wrong, by where the answering passage is: ${[...failures]
      .map(([k, n]) => `${k} ${n}`)
      .join(', ')}.`,
  ].join('\n'),
  data,
})
