import { describe, expect, it } from 'vitest'
import { convertReference, keepReferencePage } from '../../../testkit/corpora/debian-reference'

// A chapter shaped like DocBook XSL's XHTML (text of our own): title pages with generated numbers,
// a table of contents, a sect1 with a sect2 (which has a sect3) and a sect1 without, an admonition,
// code, a titled table, a footnote and cross-references.
const titlePage = (h: string, id: string, title: string) =>
  `<div class="titlepage"><div><div><${h} class="title"><a id="${id}"/>${title}</${h}></div></div></div>`
const CHAPTER = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>第 1 章 示例章节</title></head><body>
<div class="navheader"><p>导航不属于正文</p></div>
<div class="chapter">
${titlePage('h1', '_chapter', '第 1 章 示例章节')}
<div class="toc"><p><strong>目录</strong></p><dl class="toc"><dt>1.1. 第一节</dt></dl></div>
<p>本章的开头说明文档如何切分为页面，
以及中文之间的换行如何去掉。</p>
<div class="section">
${titlePage('h2', '_first', '1.1. 第一节')}
<p>第一节的开头文字在这里。</p><a id="_index_term"/>
<p>索引词之后的文字。</p>
<div class="section">
${titlePage('h3', '_first_sub', '1.1.1. 第一小节')}
<p>小节的正文，参见<a class="xref" href="ch01.zh-cn.html#_second" title="1.2. 第二节">第 1.2 节 “第二节”</a>和<a class="ulink" href="https://example.org/">外部网站</a>。<a id="_fnref" href="#ftn._fn" class="footnote"><sup class="footnote">[1]</sup></a></p>
<div class="tip"><table border="0" summary="Tip"><tr><td rowspan="2" align="center" valign="top" width="25"><img alt="[提示]" src="images/tip.png"/></td><th align="left">提示</th></tr><tr><td align="left" valign="top"><p>提示的内容。</p></td></tr></table></div>
<div class="caution"><table border="0" summary="Caution"><tr><td rowspan="2"><img alt="[小心]" src="images/caution.png"/></td><th align="left">小心</th></tr><tr><td align="left" valign="top"><p>小心的内容。</p></td></tr></table></div>
<div class="section">
${titlePage('h4', '_first_sub_sub', '1.1.1.1. 更深的一层')}
<p>更深一层的正文。</p>
</div>
</div>
</div>
<div class="section">
${titlePage('h2', '_second', '1.2. 第二节')}
<p>运行<code class="literal">apt-get
update</code>命令，并看<span class="strong"><strong>重要的</strong></span>说明。</p>
<pre class="screen">$ echo 你好
你好</pre>
<div class="table"><a id="_table"/><p class="title"><strong>表 1.1. 示例表格</strong></p><div class="table-contents"><table summary="示例表格" border="1"><colgroup><col align="left"/></colgroup><thead><tr><th>软件包</th><th>说明</th></tr></thead><tbody><tr><td><code class="literal">pkg</code></td><td>示例软件包</td></tr></tbody></table></div></div><br class="table-break"/>
<p>代码块之后：参见<a class="xref" href="ch01.zh-cn.html#_first_sub_sub">更深的一层</a>、<a class="xref" href="ch01.zh-cn.html">本章</a>、<a href="#_table">表格</a>和<a class="xref" href="ch09.zh-cn.html#_elsewhere">别的章</a>。</p>
<pre class="programlisting">#!/bin/sh
echo done</pre>
</div>
<div class="footnotes"><br/><hr/><div id="ftn._fn" class="footnote"><p><a href="#_fnref" class="para"><sup class="para">[1] </sup></a>脚注的内容。</p></div></div>
</div></body></html>`

describe('convertReference', () => {
  const pages = convertReference([{ name: 'ch01.zh-cn.html', html: CHAPTER }])
  const md = (rel: string) => pages.find((p) => p.rel === rel)?.md ?? ''

  it('splits a chapter into its opening, each sect1 opening or whole sect1, and each sect2', () => {
    expect(pages.map((p) => p.rel)).toEqual(['ch01/index.md', 'ch01/1-0.md', 'ch01/1-1.md', 'ch01/2.md'])
  })

  it('titles each page by its section without the generated number, deeper sections as ##', () => {
    expect(pages.map((p) => p.md.split('\n')[0])).toEqual(['# 示例章节', '# 第一节', '# 第一小节', '# 第二节'])
    expect(md('ch01/1-1.md')).toContain('\n\n## 更深的一层\n\n更深一层的正文。')
    expect(md('ch01/index.md')).not.toMatch(/目录|导航/)
  })

  it('reads XHTML: an empty anchor does not swallow the sections after it', () => {
    expect(md('ch01/1-0.md')).toBe('# 第一节\n\n第一节的开头文字在这里。\n\n索引词之后的文字。\n')
  })

  it('joins lines broken between two Chinese characters', () => {
    expect(md('ch01/index.md')).toBe('# 示例章节\n\n本章的开头说明文档如何切分为页面，以及中文之间的换行如何去掉。\n')
  })

  it('links cross-references to the page of their target, keeps external links', () => {
    expect(md('ch01/1-1.md')).toContain(
      '参见[第 1.2 节 “第二节”](2.md "1.2. 第二节")和[外部网站](https://example.org/)。',
    )
    // A deeper section's page, the chapter's opening; a link within the file and one to no page are text.
    expect(md('ch01/2.md')).toContain('参见[更深的一层](1-1.md)、[本章](index.md)、表格和别的章。')
  })

  it('makes admonitions VitePress containers titled with their label', () => {
    expect(md('ch01/1-1.md')).toContain('::: tip 提示\n提示的内容。\n:::')
    expect(md('ch01/1-1.md')).toContain('::: warning 小心\n小心的内容。\n:::')
  })

  it('appends a footnote to the page that cites it', () => {
    expect(md('ch01/1-1.md')).toMatch(/\\\[1\\\] 脚注的内容。\n$/)
    expect(md('ch01/2.md')).not.toContain('脚注')
  })

  it('writes code as inline code and plain fences, bold where it closes', () => {
    const second = md('ch01/2.md')
    expect(second).toContain('运行`apt-get update`命令，并看**重要的**说明。')
    expect(second).toContain('```\n$ echo 你好\n你好\n```')
    expect(second).toContain('```\n#!/bin/sh\necho done\n```')
  })

  it('keeps a table title as a bold line above its GFM table', () => {
    expect(md('ch01/2.md')).toContain(
      '**表 1.1. 示例表格**\n\n| 软件包 | 说明 |\n| --- | --- |\n| `pkg` | 示例软件包 |\n\n代码块之后：',
    )
  })
})

describe('keepReferencePage', () => {
  it('keeps pages with 30 Han characters or more', () => {
    expect(keepReferencePage(`# 标题\n\n${'汉'.repeat(28)}\n`)).toBe(true)
    expect(keepReferencePage(`# 标题\n\n${'汉'.repeat(27)}\n\n\`\`\`\nls -l\n\`\`\`\n`)).toBe(false)
  })
})
