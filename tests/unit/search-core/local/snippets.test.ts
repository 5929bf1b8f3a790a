import { describe, expect, it } from 'vitest'
import {
  highlight,
  recordHit,
  SNIPPET_CHARS,
  SNIPPET_LEAD_CHARS,
  TEXT_MATCH_SCALE,
} from '../../../../src/search-core/local/snippets'

const visible = (html: string) => html.replace(/<\/?mark>/g, '')

describe('snippets', () => {
  it('marks the query words, Chinese and Latin, case-insensitively', () => {
    expect(highlight('在开发机上运行 kubectl get nodes', ['开发机', 'KUBECTL'])).toBe(
      '在<mark>开发机</mark>上运行 <mark>kubectl</mark> get nodes',
    )
  })

  it('marks adjacent words of a phrase as one, and single characters only when nothing longer is asked', () => {
    expect(highlight('创建开发机的步骤', ['创建', '开发机'])).toBe('<mark>创建开发机</mark>的步骤')
    expect(highlight('机器与开发机', ['机', '开发机'])).toBe('机器与<mark>开发机</mark>')
    expect(highlight('机器', ['机'])).toBe('<mark>机</mark>器')
  })

  it(`is cut to ${SNIPPET_CHARS} characters around the first match, with ellipses`, () => {
    const text = '前'.repeat(200) + '检查点' + '后'.repeat(200)
    const html = highlight(text, ['检查点'])
    expect(html.startsWith('…' + '前'.repeat(SNIPPET_LEAD_CHARS) + '<mark>检查点</mark>')).toBe(true)
    expect(html.endsWith('…')).toBe(true)
    expect(visible(html)).toHaveLength(SNIPPET_CHARS + 2)
  })

  it('starts where a word as typed occurs, rather than a synonym found earlier', () => {
    const text = '显存' + '。'.repeat(100) + 'vram'
    expect(highlight(text, ['显存', 'vram'], ['vram'])).toContain('<mark>vram</mark>')
  })

  it('starts where a phrase as typed occurs, rather than where one of its words occurs first', () => {
    const text = '参数' + '。'.repeat(100) + '宏中的参数不可以访问'
    const html = highlight(text, ['参数', '中的参数'], ['参数', '中的参数'])
    expect(html).toContain('宏<mark>中的参数</mark>不可以访问')
    expect(html.startsWith('…')).toBe(true)
  })

  it('marks words typed together where the text has them together', () => {
    const text = 'The model API follows the OpenAI formats.' + ' x'.repeat(60) + ' Create an API key first.'
    expect(highlight(text, ['api', 'key', 'api key'], ['api', 'key', 'api key'])).toContain(
      'an <mark>API key</mark> first',
    )
  })

  it('marks whole words of Latin text: never from inside a word, to the end of one it starts', () => {
    expect(highlight('Stopping stops it; once stopped, nothing runs', ['stop'], ['stop'], true)).toBe(
      '<mark>Stopping</mark> <mark>stops</mark> it; once <mark>stopped</mark>, nothing runs',
    )
    expect(highlight('Download your own image', ['own', 'image'], [], true)).toBe(
      'Download your <mark>own</mark> <mark>image</mark>',
    )
    expect(highlight('reshared data', ['share'], [], true)).toBe('reshared data')
    // Chinese has no word boundaries: a word inside a longer run of characters is marked as it is.
    expect(highlight('开发机的job运行', ['job', '开发'], [], true)).toBe('<mark>开发</mark>机的<mark>job</mark>运行')
  })

  it('shows the start of the text, escaped, when no word occurs', () => {
    expect(highlight('<b>x</b>', ['无'])).toBe('&lt;b&gt;x&lt;/b&gt;')
    expect(highlight('字'.repeat(200), ['无'])).toBe('字'.repeat(SNIPPET_CHARS) + '…')
    expect(highlight('', ['无'])).toBe('')
  })

  it('makes the hit of a record: its url with the anchor, its snippet and its score', () => {
    const hit = recordHit(
      ['/a.html', 'part', 'L0', 'Title', 'Heading', '', '正文检查点', '', 'p5'],
      1.23456,
      ['检查点'],
      [],
    )
    expect(hit.url).toBe('/a.html#part')
    expect(hit.hierarchy).toEqual({ lvl0: 'L0', lvl1: 'Title', lvl2: 'Heading', lvl3: '' })
    expect(hit.snippetHtml).toBe('正文<mark>检查点</mark>')
    expect(hit.textMatch).toBe(Math.round(1.23456 * TEXT_MATCH_SCALE))
    expect(hit.blocks).toBe('p5')
    // No content: the snippet comes from the deepest heading.
    expect(recordHit(['/a.html', '', '', 'T', 'H', '', '', '', ''], 0, ['h'], []).snippetHtml).toBe('<mark>H</mark>')
  })

  it('never turns a record url into a script link', () => {
    expect(recordHit(['javascript:alert(1)', '', '', '', '', '', 'x', '', ''], 0, [], []).url).not.toMatch(
      /^javascript/,
    )
  })
})
