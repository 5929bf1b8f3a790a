import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { engineFromDist } from '../../testkit/local-index'
import { chooseQuotes, questionTerms } from '../../src/search-core/quotes'
import { chatStringsFor } from '../../src/react-islands/strings/chat'

// Runs after `npm run build`: quoted answers (src/search-core/quotes.ts) over the built index, as the
// AI tab without a model gives them. The set's held-out half was written from the content before any
// run and never tuned on; the floors catch regressions, the log reports the figures.
const dist = path.resolve(__dirname, '../../.vitepress/dist')
const engines = { zh: engineFromDist(dist, 'zh').engine, en: engineFromDist(dist, 'en').engine }
const engine = engines.zh
interface QuoteCase {
  half: 'tune' | 'held-out'
  q: string
  section: string
}
const set: QuoteCase[] = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../relevance/quote-questions.json'), 'utf8'),
).questions

async function firstQuote(q: string, e = engine) {
  const [terms, result] = await Promise.all([e.questionPlan(q).then(questionTerms), e.search(q)])
  return { quotes: chooseQuotes(terms, result.hits), ranked: result.hits[0]?.url }
}

describe('quoted answers on the built index', () => {
  it('quotes the section on GPU memory first for 训练任务跑到一半显存不够了怎么办', async () => {
    const { quotes } = await firstQuote('训练任务跑到一半显存不够了怎么办')
    expect(quotes[0]?.url).toBe('/support/faq.html#报错-cuda-out-of-memory-怎么办')
    expect(quotes.map((q) => q.text).join('')).toContain('梯度检查点')
  })

  it.each(['tune', 'held-out'] as const)(
    '%s half: the first quote is from the expected section for at least 60 % of the questions',
    async (half) => {
      const cases = set.filter((c) => c.half === half)
      let quoted = 0
      let ranked = 0
      for (const c of cases) {
        const r = await firstQuote(c.q)
        if (r.quotes[0]?.url === c.section) quoted++
        if (r.ranked === c.section) ranked++
      }
      console.log(
        `quotes (${half}): first quote from the expected section ${quoted}/${cases.length}; the best-ranked section is it ${ranked}/${cases.length}`,
      )
      expect(quoted / cases.length).toBeGreaterThanOrEqual(0.6)
    },
  )

  // The six questions the empty AI tab offers: a reader who clicks one on the default build (no model)
  // must get an answer, in either language, not "no passage covers this question".
  it.each(['zh', 'en'] as const)(
    '%s: every suggested prompt of the AI tab is answered by quotation',
    async (locale) => {
      const unanswered: string[] = []
      for (const q of chatStringsFor(locale).prompts) {
        const { quotes } = await firstQuote(q, engines[locale])
        if (!quotes.length || !quotes[0]?.url.startsWith(locale === 'en' ? '/en/' : '/')) unanswered.push(q)
      }
      expect(unanswered).toEqual([])
    },
  )

  it('quotes nothing for questions the docs do not cover', async () => {
    for (const q of ['今天天气怎么样', '推荐一部好看的电影', '红烧肉怎么做'])
      expect((await firstQuote(q)).quotes).toEqual([])
  })
})
