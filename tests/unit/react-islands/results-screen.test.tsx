// @vitest-environment jsdom
import { act, createElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { groupByPage, ResultsScreen } from '../../../src/react-islands/keyword/ResultsScreen'
import { stringsFor } from '../../../src/react-islands/strings'
import type { SearchHit } from '../../../src/search-core'
import { reactHost } from './support/react-host'

const hit = (url: string, lvl1: string, lvl2: string, snippetHtml: string, lvl0 = '大模型服务平台'): SearchHit => ({
  id: `${url}-${lvl2}`,
  url,
  hierarchy: { lvl0, lvl1, lvl2, lvl3: '' },
  content: snippetHtml,
  snippetHtml,
})
// Two sections of one page around another page's, as an engine may rank them.
const ranked = [
  hit('/gen-studio/api/#auth', 'API 快速开始', '鉴权', '用 <mark>API</mark> 密钥鉴权'),
  hit('/gen-studio/billing.html#price', '计费', '价格', '按 token 计费'),
  hit('/gen-studio/api/#limits', 'API 快速开始', '限流', '每分钟请求数'),
  hit('javascript:alert(1)', '坏链接', '', '不可点击'),
]

const view = reactHost()
let hovered: ReturnType<typeof vi.fn<(i: number) => void>>
let opened: ReturnType<typeof vi.fn<(hit: SearchHit, i: number, newTab: boolean) => void>>
beforeEach(() => {
  hovered = vi.fn<(i: number) => void>()
  opened = vi.fn<(hit: SearchHit, i: number, newTab: boolean) => void>()
})

const show = (hits: SearchHit[], activeIndex = 0) =>
  act(() =>
    view.root.render(
      createElement(ResultsScreen, {
        strings: stringsFor('en'),
        hits,
        activeIndex,
        listId: 'kw-list',
        optionId: (i: number) => `kw-opt-${i}`,
        onHover: hovered,
        onOpen: opened,
        hrefOf: (h: SearchHit) => h.url,
      }),
    ),
  )
const listbox = () => view.host.querySelector<HTMLElement>('[role="listbox"]')!
const options = () => [...view.host.querySelectorAll<HTMLAnchorElement>('[role="option"]')]
/** Clicks a row: whether the screen kept the link from navigating (jsdom is then kept from it too). */
function click(el: Element, init: MouseEventInit = {}): boolean {
  let prevented = false
  const after = (e: Event) => {
    prevented = e.defaultPrevented
    e.preventDefault()
  }
  document.addEventListener('click', after, { once: true })
  act(() => void el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init })))
  return prevented
}
/** A result's breadcrumb as shown: without what is there for screen readers only. */
function shownCrumbs(option: Element): string {
  const crumbs = option.querySelector('.SearchHit-crumbs')!.cloneNode(true) as Element
  crumbs.querySelectorAll('.visually-hidden').forEach((el) => el.remove())
  return crumbs.textContent ?? ''
}
/** The rows as a reader sees them: page headings and results, in order. */
const rows = () =>
  [...listbox().children].map((row) =>
    row.getAttribute('role') === 'option'
      ? `${shownCrumbs(row)} | ${row.querySelector('.SearchHit-snippet')?.innerHTML}`
      : `# ${row.textContent}`,
  )

describe('the results screen', () => {
  it('is a labelled list of results grouped under their page, with a breadcrumb and a marked snippet each', () => {
    show(groupByPage(ranked))
    expect(view.host.querySelector('.SearchResults')?.getAttribute('aria-label')).toBe('Search results')
    expect(listbox().id).toBe('kw-list')
    expect(listbox().getAttribute('aria-label')).toBe('Search results')
    // The page's path is its group's heading; a result's breadcrumb does not say it again.
    expect(rows()).toEqual([
      '# 大模型服务平台 › API 快速开始',
      '鉴权 | 用 <mark>API</mark> 密钥鉴权',
      '限流 | 每分钟请求数',
      '# 大模型服务平台 › 计费',
      '价格 | 按 token 计费',
      '# 大模型服务平台 › 坏链接',
      ' | 不可点击',
    ])
    // A screen reader hears an option without the heading (a presentation row): its page is in its text.
    expect(options().map((o) => o.querySelector('.SearchHit-crumbs')?.textContent)).toEqual([
      '大模型服务平台 › API 快速开始 › 鉴权',
      '大模型服务平台 › API 快速开始 › 限流',
      '大模型服务平台 › 计费 › 价格',
      '大模型服务平台 › 坏链接',
    ])
  })

  it('says a part of the path once where a page is titled as its area or a section as its page', () => {
    show([
      hit('/gen-studio/', '大模型服务平台', '大模型服务平台', '模型 API 与计费'),
      hit('/ai-studio/', '推理服务', '', '部署', '推理服务'),
      hit('/ai-studio/x', '', '训练任务', '提交', '训练任务'),
    ])
    expect(rows()).toEqual(['# 大模型服务平台', ' | 模型 API 与计费', '# 推理服务', ' | 部署', '# 训练任务', ' | 提交'])
  })

  it('tells two answers of one section apart by their subsection, and shows no snippet that only repeats a heading', () => {
    const faq = (anchor: string, lvl3: string, snippet: string): SearchHit => ({
      ...hit(`/support/faq.html#${anchor}`, '常见问题', '推理服务', snippet),
      id: anchor,
      hierarchy: { lvl0: '帮助', lvl1: '常见问题', lvl2: '推理服务', lvl3 },
    })
    show([
      faq('a', '健康检查一直失败怎么办？', '确认服务监听 0.0.0.0'),
      faq('b', '能缩容到 0 吗？', '最小副本数可以设为 0'),
      faq('c', '', '<mark>推理服务</mark>'),
    ])
    expect(rows()).toEqual([
      '# 帮助 › 常见问题',
      '推理服务 › 健康检查一直失败怎么办？ | 确认服务监听 0.0.0.0',
      '推理服务 › 能缩容到 0 吗？ | 最小副本数可以设为 0',
      // A section without text of its own: its heading, not its heading twice.
      '推理服务 | undefined',
    ])
  })

  it('marks the active result, links only safe addresses, and hands over hover and opening', () => {
    const hits = groupByPage(ranked)
    show(hits, 1)
    expect(options().map((o) => [o.id, o.getAttribute('aria-selected'), o.className])).toEqual([
      ['kw-opt-0', 'false', 'SearchHit'],
      ['kw-opt-1', 'true', 'SearchHit active'],
      ['kw-opt-2', 'false', 'SearchHit'],
      ['kw-opt-3', 'false', 'SearchHit'],
    ])
    expect(options().map((o) => o.getAttribute('href'))).toEqual([
      '/gen-studio/api/#auth',
      '/gen-studio/api/#limits',
      '/gen-studio/billing.html#price',
      null,
    ])

    act(() => void options()[2]!.dispatchEvent(new MouseEvent('mousemove', { bubbles: true })))
    expect(hovered).toHaveBeenLastCalledWith(2)
    // The panel opens the result: the link itself does not navigate.
    expect(click(options()[2]!)).toBe(true)
    expect(opened).toHaveBeenLastCalledWith(hits[2], 2, false)
    expect(click(options()[0]!, { ctrlKey: true })).toBe(true)
    expect(opened).toHaveBeenLastCalledWith(hits[0], 0, true)
    // A shift-click is the browser's (a new window).
    opened.mockClear()
    expect(click(options()[0]!, { shiftKey: true })).toBe(false)
    expect(opened).not.toHaveBeenCalled()
  })

  it('is an empty list while a search’s first results are on their way', () => {
    show([])
    expect(listbox().getAttribute('aria-label')).toBe('Search results')
    expect(options()).toEqual([])
    expect(listbox().textContent).toBe('')
  })
})
