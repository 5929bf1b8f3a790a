import { describe, expect, it } from 'vitest'
import { convertHelpPage, keepHelpPage } from '../../../testkit/corpora/libreoffice-help'

// A help page shaped like LibreOffice's offline help (text of our own): the page chrome around
// #DisplayArea, platform switches, note boxes, code, tables, icon tables and links.
const page = (body: string, title = '示例页面') =>
  `<!DOCTYPE html><html lang="zh-CN"><head><title>${title}</title><script>var x = 1</script></head><body>` +
  `<header id="TopLeftHeader"><p>页眉不属于正文</p></header><aside><div id="Index">索引不属于正文</div></aside>` +
  `<div id="DisplayArea"><meta itemprop="keywords" content="关键词不属于正文">${body}</div>` +
  `<footer><p>页脚不属于正文</p></footer></body></html>`

const FULL = page(`
<h1 id="hd_1"><a name="top"></a>设置示例选项</h1>
<p class="paragraph">选择<span class="emph">工具</span>菜单，或者<span class="emph">「格式」</span>菜单。</p>
<p>按 <span class="switchinline"><span hidden="true" id="MAC_1">Command</span><span hidden="true" id="default_1">Ctrl</span></span>+E 键。</p>
<div class="switch"><div hidden="true" id="swriter">文字模块的说明。</div><div hidden="true" id="scalc">表格模块的说明。</div></div>
<div class="note"><div class="noteicon"><img src="note.svg" alt="注释图标"></div><div class="notetext"><p>这是一条注释。</p></div></div>
<div class="warning"><div class="noteicon"><img src="w.svg" alt="警告图标"></div><div class="notetext"><p>这是一条警告。</p></div></div>
<br>
<h2 id="hd_2">示例代码</h2>
<pre><code class="language-visual-basic">Sub Main
    MsgBox "你好"
End Sub</code></pre>
<pre><code class="language-python">print("你好")</code></pre>
<pre>纯文本块</pre>
<h3></h3>
<table><tr><th><p>选项</p></th><th><p>说明</p></th></tr>
<tr><td><p>第一段</p><p>第二段</p></td><td><p>取值 a | b</p></td></tr></table>
<p>按 <span class="literal">&lt;Enter&gt;</span> 键，或输入 &lt;文件名&gt;。</p>
<table class="icontable"><tr><td class="icontd"><img src="icon.png" alt="图标"></td><td class="iconcell"><p>图标的说明。</p></td></tr></table>
<p><a href="zh-CN/text/shared/guide/other.html#bm_1" target="_top">其他页面</a>，<a href="https://example.com/help" target="_blank">外部页面</a>，<a name="anchor">锚点文字</a>。</p>
`)

describe('convertHelpPage', () => {
  const md = convertHelpPage(FULL, 'swriter/01/sample.md')

  it('keeps the page body only, under its own h1', () => {
    expect(md.startsWith('# 设置示例选项\n\n')).toBe(true)
    expect(md).not.toMatch(/页眉|页脚|索引不属于|关键词|var x/)
    expect(md.endsWith('\n')).toBe(true)
    expect(md).not.toMatch(/\n\n\n|[ \t]\n/)
  })

  it('writes headings as ATX and drops empty ones', () => {
    expect(md).toContain('\n\n## 示例代码\n\n')
    expect(md).not.toMatch(/^###/m)
  })

  it('takes a page without an h1 by its title', () => {
    expect(convertHelpPage(page('<p>没有一级标题的页面。</p>', '页面标题 <说明>'), 'a.md')).toBe(
      '# 页面标题 &lt;说明&gt;\n\n没有一级标题的页面。\n',
    )
  })

  it('keeps the default case of a switch, every case of a block switch without one', () => {
    expect(md).toContain('按 Ctrl+E 键。')
    expect(md).not.toContain('Command')
    expect(md).toContain('文字模块的说明。\n\n表格模块的说明。')
  })

  it('makes note boxes VitePress containers, without their icons', () => {
    expect(md).toContain('::: info\n这是一条注释。\n:::')
    expect(md).toContain('::: warning\n这是一条警告。\n:::')
    expect(md).not.toMatch(/图标\]|svg/)
  })

  it('fences code with its language', () => {
    expect(md).toContain('```vb\nSub Main\n    MsgBox "你好"\nEnd Sub\n```')
    expect(md).toContain('```python\nprint("你好")\n```')
    expect(md).toContain('```\n纯文本块\n```')
  })

  it('writes tables as GFM tables, paragraphs in a cell joined with <br>', () => {
    expect(md).toContain('| 选项 | 说明 |\n| --- | --- |\n| 第一段<br>第二段 | 取值 a \\| b |')
  })

  it('bolds emphasis only where CommonMark closes it next to Chinese text', () => {
    expect(md).toContain('选择**工具**菜单，或者「格式」菜单。')
  })

  it('writes literals as inline code and escapes < and > in text', () => {
    expect(md).toContain('按 `<Enter>` 键，或输入 &lt;文件名&gt;。')
  })

  it('keeps an icon table by its label', () => {
    expect(md).toContain('\n\n图标的说明。\n\n')
  })

  it('links help pages as relative .md files, keeps external links, unwraps anchors', () => {
    expect(md).toContain(
      '[其他页面](../../shared/guide/other.md#bm_1)，[外部页面](https://example.com/help)，锚点文字。',
    )
  })
})

// Lines of a converted page: Chinese prose (20 Han characters each) and English-only lines.
const chinese = (n: number) =>
  Array.from({ length: n }, (_, i) => `第${i}行中文说明文字的内容足够长度用于测试选择规则。`)
const english = (n: number) => Array.from({ length: n }, (_, i) => `Line ${i} of the help is still in English here.`)
const md = (...lines: string[]) => `# 标题\n\n${lines.join('\n\n')}\n`

describe('keepHelpPage', () => {
  it('needs 100 Han characters outside code', () => {
    const han = (n: number) => '汉'.repeat(n)
    expect(keepHelpPage(md(han(98)))).toBe(true) // with the two of the title
    expect(keepHelpPage(md(han(97)))).toBe(false)
    expect(keepHelpPage(md(han(50), `\`\`\`\n${han(60)}\n\`\`\``, `\`${han(60)}\``))).toBe(false)
  })

  it('allows at most a third of the text lines English only', () => {
    // The title is a text line too: 1 + 5 Chinese lines beside 3 English ones is exactly a third.
    expect(keepHelpPage(md(...chinese(5), ...english(3)))).toBe(true)
    expect(keepHelpPage(md(...chinese(4), ...english(3)))).toBe(false)
  })

  it('counts every Chinese line, wherever its Han characters are', () => {
    // Lines with few Latin words, Han characters late in one and early in the next: a global RegExp's
    // lastIndex, carried from line to line, would miss the second's.
    const late = '（1）（2）（3）（4）（5）：按下按键并且等待片刻直到窗口出现为止然后继续操作。'
    const early = '按下按键等待片刻直到窗口出现 OK.'
    expect(keepHelpPage(md(late, early, late, early, late, ...english(3)))).toBe(true)
  })
})
