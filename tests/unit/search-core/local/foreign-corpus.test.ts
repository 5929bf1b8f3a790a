/**
 * What the engine does with the cases a foreign corpus showed: results a caller sees.
 */
import { describe, expect, it } from 'vitest'
import { LocalEngine, tokenizeForIndex, type DocRecord } from '../../../../src/search-core'
import { MAX_COMPLETIONS } from '../../../../src/search-core/local/postings'

/** A section of a page: its page's title, its own heading (null: the page's introduction) and text. */
const section = (page: string, title: string, heading: string | null, content: string, n = 0): DocRecord => ({
  id: `${page}-${n}`,
  'hierarchy.lvl0': '文档',
  'hierarchy.lvl1': title,
  'hierarchy.lvl2': heading,
  'hierarchy.lvl3': null,
  content,
  url: heading ? `/${page}.html#s${n}` : `/${page}.html`,
  url_without_anchor: `/${page}.html`,
  anchor: heading ? `s${n}` : null,
  type: heading ? 'lvl2' : 'content',
  language: 'zh',
  tags: [],
  item_priority: 0,
})
const pagesOf = async (engine: LocalEngine, q: string) => [
  ...new Set((await engine.search(q)).hits.map((h) => h.url.replace(/#.*$/, ''))),
]

describe('a foreign corpus', () => {
  it('finds a Latin word typed beside a Chinese word where the page writes them side by side', async () => {
    const engine = LocalEngine.fromRecords([
      // The same words as often, but not side by side.
      section('apart', '表单', null, '表单上的 v-model 绑定，另有修饰符可用。'),
      section('together', '组件', null, '组件上的绑定，另有 v-model 修饰符可用。'),
    ])
    expect((await pagesOf(engine, 'v-model 修饰符'))[0]).toBe('/together.html')
    const html = LocalEngine.fromRecords([
      section('apart', '入口', null, 'HTML 与脚本：在文件中引入。'),
      section('together', '入口', null, '脚本：在 HTML 文件中引入。'),
    ])
    expect((await pagesOf(html, 'HTML 文件'))[0]).toBe('/together.html')
  })

  it('indexes a Latin word and the CJK character beside it as one term, and numbers not', () => {
    expect(tokenizeForIndex('使用 v-model 修饰符')).toEqual(expect.arrayContaining(['用v-model', 'v-model修']))
    expect(tokenizeForIndex('共 20 块')).not.toEqual(expect.arrayContaining(['共20']))
    // Punctuation or a line between them is no adjacency.
    expect(tokenizeForIndex('HTML，文件').some((t) => t.startsWith('html') && t !== 'html')).toBe(false)
  })

  it('matches a compound identifier whose parts sit in different sections of one page', async () => {
    const engine = LocalEngine.fromRecords([
      section('config', '配置项', null, '集群的各项配置。'),
      section('config', '配置项', 'consistency', '一致性 consistency 检查的开关。', 1),
      section('config', '配置项', '检查', 'check 的频率由 interval 决定。', 2),
      section('other', '其他', null, '这里只说 interval。'),
    ])
    const pages = await pagesOf(engine, 'consistency-check-interval')
    expect(pages[0]).toBe('/config.html')
  })

  it('treats 中的 like 的: a page is not found by the particle alone', async () => {
    const engine = LocalEngine.fromRecords([
      section('events', '组件事件', null, '组件可以触发事件。'),
      section('noise', '其他', null, '其中的一个，文中的例子，表中的数据。'),
    ])
    expect(await pagesOf(engine, '组件中的事件')).toEqual(['/events.html'])
  })

  it('ranks an exact heading first only on a page about the query', async () => {
    const engine = LocalEngine.fromRecords([
      // An unrelated page with one section headed exactly TiFlash.
      section('deploy', '部署指南', null, '部署的步骤。'),
      section('deploy', '部署指南', 'TiFlash', '另见相关页面。', 1),
      // The page about TiFlash: its sections all about it, none headed exactly so.
      section('tiflash', 'TiFlash 简介', null, 'TiFlash 是列存引擎，TiFlash 副本与 TiKV 同步。'),
      section('tiflash', 'TiFlash 简介', 'TiFlash 架构', 'TiFlash 的架构与 TiFlash 的存储。', 1),
      section('tiflash', 'TiFlash 简介', 'TiFlash 部署', '部署 TiFlash 节点，TiFlash 的配置。', 2),
      section('tiflash', 'TiFlash 简介', '使用 TiFlash', '查询时读取 TiFlash 副本。', 3),
    ])
    expect((await pagesOf(engine, 'TiFlash'))[0]).toBe('/tiflash.html')
    // A page titled as the query still comes first when it is about it.
    const titled = LocalEngine.fromRecords([
      section('tiflash', 'TiFlash', null, 'TiFlash 是列存引擎。'),
      section('intro', '简介', null, 'TiFlash 与 TiKV 的区别：TiFlash 列存，TiFlash 读。'),
    ])
    expect((await pagesOf(titled, 'TiFlash'))[0]).toBe('/tiflash.html')
  })

  it('searches a single character the segmenter cut from a word the index holds as that word (修饰|符: 修饰符)', async () => {
    const engine = LocalEngine.fromRecords([
      section('keys', '按键', null, '按键修饰符可以监听键盘事件。'),
      section('keys', '按键', '系统', '系统按键修饰符，以及鼠标按键修饰符。', 1),
      section('events', '事件', null, '事件修饰符：.stop 与 .prevent。'),
      section('symbols', '符号', null, '鼠标按下的符号与标记。'),
    ])
    const { plan } = await engine.questionPlan('鼠标按键修饰符')
    expect(plan.units.map((u) => u.alternatives[0]?.text)).toEqual(['鼠标', '按键', '修饰符'])
    expect((await pagesOf(engine, '鼠标按键修饰符'))[0]).toBe('/keys.html')
  })

  it('drops a run of function words beside the words a page is found by (什么是 Vue？), not a query of them alone', async () => {
    const engine = LocalEngine.fromRecords([
      section('intro', 'Vue 简介', null, 'Vue 是一款用于构建用户界面的框架。'),
      section('faq', '常见问题', null, '什么是组合式 API？什么是选项式？两者都写 vue 组件。'),
    ])
    expect((await pagesOf(engine, '什么是 Vue？'))[0]).toBe('/intro.html')
    expect(await pagesOf(engine, '什么是')).toEqual(['/faq.html'])
  })

  it('drops the marker of a comparison (ref vs. reactive)', async () => {
    const engine = LocalEngine.fromRecords([
      section('refs', 'ref 与 reactive', null, 'ref 包装任何值，reactive 只接受对象。'),
      section('versus', '术语', null, 'vs 是 versus 的缩写，比如 A vs B。'),
    ])
    const { plan } = await engine.questionPlan('ref vs. reactive')
    expect(plan.units.map((u) => u.alternatives[0]?.text)).toEqual(['ref', 'reactive'])
    expect(await pagesOf(engine, 'ref vs. reactive')).toEqual(['/refs.html'])
  })

  it('finds a single character by the pair it makes with its neighbour as typed, past the completions searched', async () => {
    // 取 starts more pairs than a prefix search reads (MAX_COMPLETIONS, the most frequent first): 取回,
    // in one record, is not among them; 接取 of 是直接取 is typed beside it.
    const fillers = Array.from('甲乙丙丁戊己庚辛壬癸子丑寅卯辰巳午未申酉戌亥金木水火土日月星山川河海风云雷电春夏')
    expect(fillers.length).toBeGreaterThan(MAX_COMPLETIONS)
    const engine = LocalEngine.fromRecords([
      ...fillers.flatMap((c, i) => [
        section(`f${i}`, '说明', null, `直接打开，然后取${c}。`),
        section(`g${i}`, '说明', null, `直接关闭，然后取${c}。`),
      ]),
      // (Not the query as typed: 是直接取 is no phrase of this record, only 直接取 is.)
      section('target', '结果', null, '他们直接取回结果。'),
    ])
    const { plan } = await engine.questionPlan('是直接取')
    expect(plan.units.map((u) => u.alternatives.map((a) => a.text))).toEqual([['直接'], ['取', '接取']])
    expect((await pagesOf(engine, '是直接取'))[0]).toBe('/target.html')
  })
})
