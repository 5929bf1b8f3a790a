import { describe, expect, it } from 'vitest'
import { decodeBlocks } from '../../../src/search-core/blocks'
import { extractRecords, keywordsMetaContent, pageDescription } from '../../../src/indexer/records'
import { defined } from '../../../testkit/defined'

const page = (
  body: string,
) => `<!doctype html><html><head><title>创建训练任务 | 文档</title><meta name="description" content="页面描述"></head>
<body><div id="app"><main><div class="vp-doc _x"><div>${body}</div></div></main></div></body></html>`

describe('record extraction from rendered HTML', () => {
  const html = page(`<h1 id="t">创建训练任务 <a class="header-anchor" href="#t">​</a></h1>
    <p>开头的一段：在控制台或命令行创建。</p>
    <h2 id="fields">字段 <a class="header-anchor" href="#fields">​</a></h2>
    <table><tr><th>字段</th><th>说明</th></tr><tr><td>nodes</td><td>节点数</td></tr></table>
    <ul><li>第一项</li><li>第二项</li></ul>
    <div class="language-bash"><button class="copy"></button><span class="lang">bash</span><pre><code>${'x'.repeat(1000)} --max-retries=3</code></pre></div>
    <h3 id="adv">高级 <a class="header-anchor" href="#adv">​</a></h3><p>重试次数。</p>`)
  const records = extractRecords({
    url: '/ai-studio/job/create.html',
    html,
    locale: 'zh',
    lvl0: '一站式 AI 平台',
    tags: ['t'],
  })

  it('keeps the text before the first heading as its own record', () => {
    expect(records[0]).toMatchObject({
      url: '/ai-studio/job/create.html',
      'hierarchy.lvl1': '创建训练任务',
      'hierarchy.lvl2': null,
      content: '开头的一段：在控制台或命令行创建。',
    })
  })
  it('cuts one record per h2/h3 with its anchor, tables, lists and whole code blocks included', () => {
    const fields = records.find((r) => r.anchor === 'fields')!
    expect(fields['hierarchy.lvl2']).toBe('字段')
    expect(fields.url).toBe('/ai-studio/job/create.html#fields')
    expect(fields.content).toContain('nodes 节点数')
    expect(fields.content).toContain('第一项 第二项')
    expect(fields.content).not.toContain('bash')
    expect(fields.content).toContain('--max-retries=3') // the end of a long code block
    const adv = records.find((r) => r.anchor === 'adv')!
    expect(adv).toMatchObject({
      'hierarchy.lvl2': '字段',
      'hierarchy.lvl3': '高级',
      type: 'lvl3',
      content: '重试次数。',
    })
  })
  it('says where each paragraph, list item, table row and code block of a section starts', () => {
    const fields = defined(records[1], 'the section record')
    const blocks = decodeBlocks(fields.content, fields.blocks)
    expect(blocks.map((b) => [b.kind, b.cells])).toEqual([
      ['h', ['字段', '说明']],
      ['r', ['nodes', '节点数']],
      ['l', ['第一项']],
      ['l', ['第二项']],
      ['c', [`${'x'.repeat(1000)} --max-retries=3`]],
    ])
    // The record's content is still the blocks run together, as search reads it.
    expect(fields.content).toBe(blocks.map((b) => b.cells.join(' ')).join(' '))
  })

  it('reads the page description', () => {
    expect(pageDescription(html)).toBe('页面描述')
  })
  it('carries the readers\' keywords of <meta name="keywords"> on the page\'s first record only', () => {
    const withKeywords = page('<p>开头。</p><h2 id="s">小节</h2><p>正文。</p>').replace(
      '<meta name="description"',
      `<meta name="keywords" content="${keywordsMetaContent(['训练挂了自动重启', ' 断点续训 ', 'fault tolerant training', 7])}"><meta name="description"`,
    )
    const rs = extractRecords({ url: '/a.html', html: withKeywords, locale: 'zh', lvl0: 'x' })
    expect(rs[0]!.keywords).toEqual(['训练挂了自动重启', '断点续训', 'fault tolerant training'])
    expect(rs[1]).not.toHaveProperty('keywords')
    expect(records[0]).not.toHaveProperty('keywords') // a page without them
    expect(keywordsMetaContent('a, b')).toBeNull()
    expect(keywordsMetaContent([])).toBeNull()
  })
  it('keeps long sections whole', () => {
    const long = extractRecords({
      url: '/a.html',
      html: page(`<h2 id="s">长</h2><p>${'说明'.repeat(3000)}结尾的关键句。</p>`),
      locale: 'zh',
      lvl0: 'x',
    })
    expect(long[long.length - 1]!.content.endsWith('结尾的关键句。')).toBe(true)
  })
  it('gives stable, distinct ids and DocSearch priorities', () => {
    const again = extractRecords({ url: '/ai-studio/job/create.html', html, locale: 'zh', lvl0: '一站式 AI 平台' })
    expect(again.map((r) => r.id)).toEqual(records.map((r) => r.id))
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length)
    expect(defined(records[0], 'the first record').item_priority).toBeGreaterThan(
      defined(records.at(-1), 'the last record').item_priority,
    )
    expect(records[0]?.tags).toEqual(['t'])
  })
  it('gives a page without a doc body one record from its title and description', () => {
    const home = extractRecords({
      url: '/',
      html: '<html><head><title>首页 | 文档</title><meta name="description" content="平台文档"></head><body></body></html>',
      locale: 'zh',
      lvl0: '文档首页',
    })
    expect(home).toHaveLength(1)
    expect(home[0]).toMatchObject({ 'hierarchy.lvl1': '首页', content: '平台文档', url: '/' })
  })
  it('reads Markdown rendered without Vue: a self-closing component does not swallow the sections after it', () => {
    const rs = extractRecords({
      url: '/a.html',
      html: '<html><head><title>页面</title></head><body><div class="vp-doc"><div><h1>页面</h1><p>开头</p><VueSchoolLink href="https://x" title="课程" /><h2 id="next">下一节</h2><p>正文</p></div></div></body></html>',
      locale: 'zh',
      lvl0: 'x',
    })
    expect(rs.map((r) => [r['hierarchy.lvl2'], r.content])).toEqual([
      [null, '开头'],
      ['下一节', '正文'],
    ])
  })
  it('splits the headings inside <details> into sections, the summary staying with the section it opens in', () => {
    const rs = extractRecords({
      url: '/a.html',
      html: '<html><head><title>页面</title></head><body><div class="vp-doc"><div><h1>页面</h1><p>开头</p><details><summary>更多细节</summary><h2 id="one">第一节</h2><p>一的正文</p><h3 id="two">小节</h3><p>二的正文</p></details></div></div></body></html>',
      locale: 'zh',
      lvl0: 'x',
    })
    expect(rs.map((r) => [r['hierarchy.lvl2'], r['hierarchy.lvl3'], r.content])).toEqual([
      [null, null, '开头 更多细节'],
      ['第一节', null, '一的正文'],
      ['第一节', '小节', '二的正文'],
    ])
  })
})
