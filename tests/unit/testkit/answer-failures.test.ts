import { describe, expect, it } from 'vitest'
import { answerRankIn, asWritten, failureClass, judge, type AnswerCase } from '../../../testkit/relevance/answers'
import { readQuestion } from '../../../src/search-core/question'
import type { Quote } from '../../../src/search-core/types'

const c: AnswerCase = {
  half: 'tune',
  locale: 'zh',
  q: '可以退款吗',
  page: '/expense/',
  answer: ['现金余额可以申请退款'],
}
const quote = (url: string, text: string): Quote => ({ text, html: text, url, page: '', section: '', coverage: 1 })
const reply = (quotes: Quote[]) => ({ question: readQuestion(c.q), quotes, hits: [] })
const right = quote('/expense/#退款', '现金余额可以申请退款，7 个工作日到账。')
const other = quote('/faq.html#余额', '余额用完后新请求返回 402。')

describe('why an answer is wrong', () => {
  it('a right answer, or a question the docs do not answer, has no failure', () => {
    expect(failureClass(judge(c, reply([right])), 0)).toBeNull()
    expect(failureClass(judge({ ...c, answer: undefined, abstain: true }, reply([other])), -1)).toBeNull()
  })

  it('names a wrong abstention, and the answer quoted after another page', () => {
    expect(failureClass(judge(c, reply([])), 0)).toBe('abstained')
    expect(failureClass(judge(c, reply([other, right])), 0)).toBe('quoted, not first')
  })

  it('otherwise, where the search ranks the answering section', () => {
    const wrong = judge(c, reply([other]))
    expect(failureClass(wrong, 3)).toBe('outscored')
    expect(failureClass(wrong, 12)).toBe('ranked 11–30')
    expect(failureClass(wrong, -1)).toBe('not in the first 30')
  })

  it('finds the answering section by its fragment, whatever the spacing', () => {
    const sections = [{ content: '余额用完后新请求返回 402。' }, { content: '现金余额 可以申请退款。' }]
    expect(answerRankIn(c, sections)).toBe(1)
    expect(answerRankIn(c, sections.slice(0, 1))).toBe(-1)
  })
})

describe('another page that states the answer', () => {
  const faq = quote('/faq.html#退款', '余额里的现金部分可以退，提交工单即可。')
  const also: AnswerCase = { ...c, also: [{ page: '/faq.html', answer: ['现金部分可以退'] }] }

  it('counts for the sentence and the page when the case lists it, not when it is judged as written', () => {
    expect(judge(also, reply([faq]))).toMatchObject({ sentence: true, page: true })
    expect(judge(asWritten(also), reply([faq]))).toMatchObject({ sentence: false, page: false })
    expect(asWritten(also)).toEqual(c)
  })

  it('finds the answering section by the other page’s fragment too', () => {
    expect(answerRankIn(also, [{ content: '余额用完后新请求返回 402。' }, { content: faq.text }])).toBe(1)
  })
})
