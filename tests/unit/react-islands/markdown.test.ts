// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { ALLOWED_TAGS, endsUnfinished, MARKDOWN_MAX_NESTING, renderAnswer, TABLE_ROW_CELL_CAP } from '../../../src/react-islands/chat/markdown'

// XSS corpus: each payload, rendered as an AI answer, must leave no script, handler, data attribute,
// disallowed tag or script-like link behind.
const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle/></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](  javascript:alert(1))',
  '[click](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](data:text/html,<script>alert(1)</script>)',
  '![x](javascript:alert(1))',
  '<a href="javascript:alert(1)">x</a>',
  '<div onclick="alert(1)">x</div>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<body onload=alert(1)>',
  '<object data="javascript:alert(1)">',
  '<embed src="javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<span data-x="1" onmouseover="alert(1)">x</span>',
  '<div data-payload="<img src=x onerror=alert(1)>">x</div>',
  '```html\n<script>alert(1)</script>\n```',
  '`<img src=x onerror=alert(1)>`',
  '**<img src=x onerror=alert(1)>**',
  '> <script>alert(1)</script>',
  '- <svg/onload=alert(1)>',
  '| a | b |\n|---|---|\n| <img src=x onerror=alert(1)> | [x](javascript:alert(1)) |',
  '[a](https://example.com" onclick="alert(1))',
  '[a](<javascript:alert(1)>)',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '[x](&#106;avascript:alert(1))',
  '[x](java\nscript:alert(1))',
  '<sCrIpT>alert(1)</ScRiPt>',
  '<scr<script>ipt>alert(1)</script>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<style>*{background:url(javascript:alert(1))}</style>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<isindex action=javascript:alert(1) type=image>',
  '[![img](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)](javascript:alert(1))',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '*'.repeat(5000) + '[' + '('.repeat(5000),
  '>'.repeat(500) + ' deep quote',
]

function inspect(html: string) {
  const host = document.createElement('div')
  host.innerHTML = html
  const all = Array.from(host.querySelectorAll('*'))
  return {
    tags: all.map((e) => e.tagName.toLowerCase()),
    attrs: all.flatMap((e) => Array.from(e.attributes).map((a) => [a.name, a.value] as const)),
  }
}

describe('AI answer rendering', () => {
  it('has the spec constants', () => {
    expect(MARKDOWN_MAX_NESTING).toBe(100)
    expect(TABLE_ROW_CELL_CAP).toBe(65536)
  })

  it('renders Markdown: headings, lists, code, tables and safe links', () => {
    const html = renderAnswer('## 步骤\n\n1. 打开 **控制台**\n2. 运行 `atlctl`\n\n```bash\nnvidia-smi\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[文档](/ai-studio/job/create.html) 与 [外链](https://example.com)')
    const { tags } = inspect(html)
    expect(tags).toEqual(expect.arrayContaining(['h2', 'ol', 'li', 'strong', 'code', 'pre', 'table', 'a']))
    expect(html).toContain('href="/ai-studio/job/create.html"')
    expect(html).toContain('target="_blank"')
    expect(html).toContain('rel="noopener noreferrer"')
  })

  it.each(payloads.map((p, i) => [i, p]))('payload %i leaves nothing executable', (_i, payload) => {
    const html = renderAnswer(payload as string)
    const { tags, attrs } = inspect(html)
    for (const t of tags) expect(ALLOWED_TAGS).toContain(t)
    for (const [name, value] of attrs) {
      expect(name.startsWith('on'), `attribute ${name}`).toBe(false)
      expect(name.startsWith('data-'), `attribute ${name}`).toBe(false)
      expect(['style', 'src', 'xlink:href', 'action', 'formaction']).not.toContain(name)
      if (name === 'href') expect(value.replace(/\s/g, '')).not.toMatch(/^(javascript|vbscript|data|file):/i)
    }
  })

  it('has at least 50 payloads', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(50)
  })
})

describe('hold-back while streaming', () => {
  it.each([
    ['```python\nprint(1)', true],
    ['```python\nprint(1)\n```', false],
    ['这是 **加粗', true],
    ['这是 **加粗**', false],
    ['斜体 *开始', true],
    ['链接 [文档', true],
    ['链接 [文档](/ai-studio/', true],
    ['链接 [文档](/ai-studio/job.html)', false],
    ['列表：\n- ', true],
    ['列表：\n1. ', true],
    ['引用：\n> ', true],
    ['普通文本', false],
    ['代码 `a*b` 不算斜体', false],
  ])('%j → %s', (text, held) => {
    expect(endsUnfinished(text)).toBe(held)
  })
})
