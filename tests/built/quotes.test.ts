import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtRecords, engineFromDist } from '../../testkit/local-index'
import { answerSet, asWritten, figures, formatFigures, judge } from '../../testkit/relevance/answers'
import { quoteFromDocs } from '../../src/search-core/quote-answer'
import { chatStringsFor } from '../../src/react-islands/strings/chat'
import { codeBlocks, explainsBlock } from '../../testkit/relevance/code-blocks'
import { explainCode, siteCodeBlocks } from '../../testkit/relevance/site-code-blocks'
import { explainSelection, siteSelections } from '../../testkit/relevance/site-selections'

// Runs after `npm run build`: quoted answers over the built index, as the AI tab without a model gives
// them (quote-answer.ts). The sets' report halves were written from the content before any tuning and
// are never tuned on; the floors catch regressions, the log reports the figures.
const root = path.resolve(__dirname, '../..')
const dist = path.join(root, '.vitepress/dist')
const engines = { zh: engineFromDist(dist, 'zh').engine, en: engineFromDist(dist, 'en').engine }
const engine = engines.zh
interface QuoteCase {
  half: 'tune' | 'held-out'
  q: string
  section: string
}
const sectionSet: QuoteCase[] = JSON.parse(
  fs.readFileSync(path.join(root, 'tests/relevance/quote-questions.json'), 'utf8'),
).questions
const codeSet = codeBlocks(root)

const ask = (q: string, e = engine, within?: string) => quoteFromDocs(e, q, within)

describe('quoted answers on the built index', () => {
  it('quotes the section on GPU memory first for 训练任务跑到一半显存不够了怎么办', async () => {
    const { quotes } = await ask('训练任务跑到一半显存不够了怎么办')
    expect(quotes[0]?.url).toBe('/support/faq.html#报错-cuda-out-of-memory-怎么办')
    expect(quotes.map((q) => q.text).join('')).toContain('梯度检查点')
  })

  it('quotes the refund sentence for 可以退款吗, not a passage that shares only 可以…吗', async () => {
    const { quotes } = await ask('可以退款吗')
    expect(quotes[0]?.url).toMatch(/^\/fundamentals\/expense\//)
    expect(quotes[0]?.text).toContain('现金余额可以申请退款')
  })

  it.each(['tune', 'held-out'] as const)(
    'section set, %s half: the first quote is from the expected section for at least 60 % of the questions',
    async (half) => {
      const cases = sectionSet.filter((c) => c.half === half)
      let quoted = 0
      for (const c of cases) if ((await ask(c.q)).quotes[0]?.url === c.section) quoted++
      console.log(`quotes (${half}): first quote from the expected section ${quoted}/${cases.length}`)
      expect(quoted / cases.length).toBeGreaterThanOrEqual(0.6)
    },
  )

  it.each(['tune', 'report'] as const)(
    'answer set, %s half: the answering sentence, its page, and abstaining where the docs say nothing',
    async (half) => {
      const outcomes = []
      const anyPage = []
      for (const c of answerSet(root).filter((x) => x.half === half)) {
        const reply = await ask(c.q, engines[c.locale])
        outcomes.push(judge(asWritten(c), reply))
        anyPage.push(judge(c, reply))
      }
      const all = figures(outcomes)
      for (const locale of ['zh', 'en'] as const)
        console.log(
          formatFigures(`answers (${half}, ${locale})`, figures(outcomes.filter((o) => o.c.locale === locale))),
        )
      console.log(formatFigures(`answers (${half})`, all))
      console.log(formatFigures(`answers (${half}, any page that states it)`, figures(anyPage)))
      // Floors a little under today's figures as written (630 answerable and 166 abstain questions; report
      // half 0.63 / 0.66, abstain 0.82 / 0.82; tune half 0.72 / 0.68, 0.90 / 0.76; the eighth to tenth
      // blind batches were never tuned on): they catch a regression; the figures themselves are what
      // `npm run bench` reports against the targets.
      expect(all.sentenceRate).toBeGreaterThanOrEqual(0.6)
      expect(all.pageRate).toBeGreaterThanOrEqual(0.62)
      expect(all.abstainPrecision).toBeGreaterThanOrEqual(0.78)
      expect(all.abstainRecall).toBeGreaterThanOrEqual(0.62)
    },
  )

  // The six questions the empty AI tab offers: a reader who clicks one on the default build (no model)
  // gets the section that answers it, in either language (a prompt changed in the catalogue must be
  // given its answer here).
  // Where more than one section answers (the console's form, or the same form from the elastic pool),
  // any of them.
  const promptAnswers: Record<string, string | string[]> = {
    '如何创建开发机？': [
      '/ai-studio/dev-instance/create.html#在控制台创建',
      '/ai-studio/dev-instance/create-from-elastic-pool.html#创建步骤',
    ],
    '训练任务被 OOMKilled 怎么办？': '/support/faq.html#训练任务被-oomkilled-是什么原因',
    '如何调用模型 API？': '/support/faq.html#如何调用模型-api',
    'CUDA 和 Conda 有什么区别？': '/support/faq.html#cuda-和-conda-是什么关系',
    '怎样把模型部署为推理服务？': '/support/faq.html#怎样把模型部署为推理服务',
    '余额不足会发生什么？': '/support/faq.html#余额不足会有什么影响',
    'How do I create a dev instance?': '/en/ai-studio/dev-instance/create.html#in-the-console',
    'My training job was OOMKilled. What now?': '/en/support/faq.html#my-training-job-was-oomkilled-what-now',
    'How do I call the model API?': '/en/support/faq.html#how-do-i-call-the-model-api',
    'What is the difference between CUDA and Conda?':
      '/en/support/faq.html#what-is-the-difference-between-cuda-and-conda',
    'How do I deploy a model as an inference service?':
      '/en/support/faq.html#how-do-i-deploy-a-model-as-an-inference-service',
    'What happens when my balance runs out?': '/en/support/faq.html#what-happens-when-my-balance-runs-out',
  }
  it.each(['zh', 'en'] as const)(
    '%s: every suggested prompt of the AI tab is answered by its section',
    async (locale) => {
      const answered: Record<string, string | undefined> = {}
      const expected: Record<string, string | undefined> = {}
      for (const q of chatStringsFor(locale).prompts) {
        const url = (await ask(q, engines[locale])).quotes[0]?.url
        const right = [promptAnswers[q] ?? []].flat()
        answered[q] = url && right.includes(url) ? right[0] : url
        expected[q] = right[0]
      }
      expect(answered).toEqual(expected)
    },
  )

  it('quotes nothing for questions the docs do not cover', async () => {
    for (const q of ['今天天气怎么样', '推荐一部好看的电影', '红烧肉怎么做', '量子纠缠咖啡机', '蓝牙耳机怎么配对'])
      expect((await ask(q)).quotes).toEqual([])
  })

  // 解释这段代码 on ten code blocks: the question the island sends for the block, asked about its page,
  // quotes the prose of the block's own section that leads into or follows it.
  it.each(codeSet.map((c) => [`${c.page} (${c.code.split('\n')[0]?.slice(0, 30)})`, c] as const))(
    'explains the code block on %s from its own section',
    async (_, c) => expect(await explainsBlock(engine, c)).toBe(true),
  )

  // And every other block of the site, drawn from the built pages: a block a section shows without
  // prose around it (or that the picker cannot find) is named here.
  // Sentences drawn from the site's sections, asked about as a selection: never quoted back, and
  // explained from their own page (a lead-in whose section holds only code has nothing to quote).
  it.each(['zh', 'en'] as const)(
    'explains sentences selected on the %s pages from their page, never quoting them back',
    async (locale) => {
      const selections = siteSelections(builtRecords(dist, locale))
      let ownPage = 0
      for (const s of selections) {
        const answer = await explainSelection(engines[locale], s, locale)
        expect(answer.repeats, `${s.page}: ${s.text}`).toBe(false)
        if (answer.ownPage) ownPage++
      }
      console.log(`selection (${locale}): ${ownPage} of ${selections.length} sentences explained from their own page`)
      expect(selections.length).toBeGreaterThan(locale === 'zh' ? 100 : 10)
      expect(ownPage / selections.length).toBeGreaterThanOrEqual(0.95)
    },
  )

  it.each(['zh', 'en'] as const)('explains every code block of the %s pages from its own section', async (locale) => {
    const blocks = siteCodeBlocks(dist, locale)
    const unexplained: string[] = []
    for (const b of blocks)
      if ((await explainCode(engines[locale], b, locale))[0]?.url !== b.section)
        unexplained.push(`${b.section}: ${b.code.split('\n')[0]}`)
    console.log(
      `解释这段代码 (${locale}): ${blocks.length - unexplained.length} of ${blocks.length} blocks explained from their own section`,
    )
    expect(blocks.length).toBeGreaterThan(locale === 'zh' ? 300 : 20)
    expect(unexplained).toEqual([])
  })
})
