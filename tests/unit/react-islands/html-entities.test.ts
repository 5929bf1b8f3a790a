// @vitest-environment jsdom
import { decodeHTML as pkgDecodeHTML, decodeHTMLStrict as pkgDecodeStrict } from 'entities'
import MarkdownIt from 'markdown-it'
import { describe, expect, it } from 'vitest'
import { decodeHTML, decodeHTMLStrict } from '../../../src/react-islands/chat/html-entities'

// The browser bundle gives markdown-it this decoder instead of the `entities` package: same results.
const references = [
  '&amp;',
  '&lt;',
  '&gt;',
  '&quot;',
  '&nbsp;',
  '&copy;',
  '&hellip;',
  '&mdash;',
  '&rarr;',
  '&yen;',
  '&#123;',
  '&#x4E2D;',
  '&#X1F600;',
  '&#0;',
  '&#xD800;',
  '&#1114112;',
  '&notanentity;',
  '&AElig;',
  '&ThickSpace;',
]

describe('html-entities (markdown-it in the browser bundle)', () => {
  it.each(references)('%s decodes as the entities package does', (ref) => {
    expect(decodeHTMLStrict(ref)).toBe(pkgDecodeStrict(ref))
    expect(decodeHTML(`前${ref}后`)).toBe(pkgDecodeHTML(`前${ref}后`))
  })
  it('never turns a reference into markup', () => {
    expect(decodeHTMLStrict('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>')
    expect(document.querySelectorAll('img')).toHaveLength(0)
  })
  it('leaves incomplete references and plain text alone', () => {
    expect(decodeHTMLStrict('AT&T &amp 100% & more')).toBe('AT&T &amp 100% & more')
  })
  it('renders the same Markdown through markdown-it', () => {
    const md = new MarkdownIt({ html: false })
    const src = '价格 &yen;2.30 &mdash; [链接](/a?b=1&amp;c=2 "标题 &quot;x&quot;") `&amp;` &#x4E2D;文'
    const html = md.render(src)
    expect(html).toContain('¥2.30 —')
    expect(html).toContain('href="/a?b=1&amp;c=2"')
    expect(html).toContain('中文')
  })
})
