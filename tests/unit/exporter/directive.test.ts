import { describe, expect, it } from 'vitest'
import { htmlDirective, llmsTxtPath, withHtmlDirective } from '../../../src/exporter'

describe('the llms.txt directive of a page', () => {
  it("names the locale's llms.txt and the page's Markdown copy under the site's base", () => {
    expect(llmsTxtPath('zh', '/')).toBe('/llms.txt')
    expect(llmsTxtPath('en', '/docs/')).toBe('/docs/en/llms.txt')
    const zh = htmlDirective('zh', '/', '/ai-studio/index.md')
    expect(zh).toContain('/llms.txt')
    expect(zh).toContain('/ai-studio/index.md')
    expect(htmlDirective('en', '/', '/en/index.md')).toContain('/en/llms.txt; this page as Markdown: /en/index.md')
  })

  it('is hidden from sight and from screen readers, and holds nothing to focus', () => {
    const html = htmlDirective('zh', '/', '/a.md')
    expect(html).toMatch(/^<div class="visually-hidden" aria-hidden="true" data-agent-directive>[^<]*<\/div>$/)
  })

  it('escapes what it names', () => {
    expect(htmlDirective('en', '/', '/a<b>&".md')).toContain('/a&lt;b&gt;&amp;&quot;.md')
  })

  it('goes first in the body, before the app', () => {
    const page = '<html><head></head><body class="x"><div id="app"></div></body></html>'
    expect(withHtmlDirective(page, '<div>d</div>')).toBe(
      '<html><head></head><body class="x"><div>d</div><div id="app"></div></body></html>',
    )
  })
})
