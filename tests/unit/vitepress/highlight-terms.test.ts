// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { highlightTerms } from '../../../.vitepress/theme/support/highlightTerms'

const page = (html: string) => {
  const root = document.createElement('div')
  root.innerHTML = html
  return root
}
const marks = (root: Element) => Array.from(root.querySelectorAll('mark.search-term'), (m) => m.textContent)

describe('the landing page marks the words of the search that opened it', () => {
  it('marks the words a result marked (a Chinese query typed without spaces is not one word)', () => {
    const root = page('<p>开发机按秒计费，停止后不再收费。</p><pre>收费</pre>')
    expect(highlightTerms(root, '开发机 收费')).toBe(2)
    expect(marks(root)).toEqual(['开发机', '收费'])
    // The query as typed finds nothing here: what the result marked is what the landing needs.
    expect(highlightTerms(page('<p>开发机按秒计费。</p>'), '开发机怎么收费')).toBe(0)
  })
  it('reads the escaped text a snippet marks as text', () => {
    const root = page('<p>R&amp;D and the team’s keys</p>')
    expect(highlightTerms(root, 'R&amp;D')).toBe(1)
    expect(marks(root)).toEqual(['R&D'])
  })
  it('a second search on the same page shows only its own words', () => {
    const root = page('<p>开发机按秒计费，停止后不再收费。</p>')
    highlightTerms(root, '开发机')
    expect(highlightTerms(root, '计费')).toBe(1)
    expect(marks(root)).toEqual(['计费'])
    expect(root.textContent).toBe('开发机按秒计费，停止后不再收费。')
  })
})
