// @vitest-environment jsdom
import { act, createElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AskAiRow } from '../../../src/react-islands/keyword/AskAiRow'
import { KeywordFooter } from '../../../src/react-islands/keyword/KeywordFooter'
import { onOpenRequest } from '../../../src/island-contract/bus'
import { stringsFor } from '../../../src/react-islands/strings'
import { reactHost } from './support/react-host'

const view = reactHost()

const hits = (n: number) => Array.from({ length: n }, () => ({}) as never)
function footer(props: Partial<Parameters<typeof KeywordFooter>[0]> = {}) {
  const onLoadMore = vi.fn()
  act(() =>
    view.root.render(
      createElement(KeywordFooter, {
        strings: stringsFor('zh'),
        state: { hits: hits(10), total: 24, hasMore: true, loadingMore: false },
        expanded: true,
        typesense: false,
        onLoadMore,
        ...props,
      }),
    ),
  )
  return onLoadMore
}
const loadMore = () => view.host.querySelector<HTMLButtonElement>('.LoadMore')

describe('the keyword tab’s footer', () => {
  it('counts the results shown and loads the next page', () => {
    const onLoadMore = footer()
    expect(view.host.querySelector('.KeywordPanel-count span')?.textContent).toBe('显示 10 / 24 个结果')
    expect(loadMore()?.textContent).toBe('加载更多')
    act(() => loadMore()!.click())
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('while the next page loads, says so and takes no second click', () => {
    footer({ state: { hits: hits(10), total: 24, hasMore: true, loadingMore: true } })
    expect(loadMore()?.textContent).toBe('加载中...')
    expect(loadMore()?.disabled).toBe(true)
  })

  it('no count without results on show, no button on the last page; the keys always', () => {
    footer({ expanded: false })
    expect(view.host.querySelector('.KeywordPanel-count')).toBeNull()
    footer({ state: { hits: hits(24), total: 24, hasMore: false, loadingMore: false } })
    expect(loadMore()).toBeNull()
    expect(view.host.querySelector('.KeyHints')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('says hybrid search is on only when Typesense answers', () => {
    footer()
    expect(view.host.querySelector('.HybridDisclaimer')).toBeNull()
    footer({ typesense: true })
    expect(view.host.querySelector('.HybridDisclaimer')?.textContent).toContain('已启用智能混合搜索')
  })
})

describe('the Ask AI row', () => {
  it('asks the assistant the query as typed, trimmed', () => {
    const asked: unknown[] = []
    const stop = onOpenRequest((r) => asked.push(r))
    act(() => view.root.render(createElement(AskAiRow, { strings: stringsFor('zh'), query: ' 开发机 怎么收费 ' })))
    const row = view.host.querySelector<HTMLButtonElement>('.AskAiRow')!
    expect(row.textContent).toBe('问 AI：「开发机 怎么收费」')
    act(() => row.click())
    expect(asked).toEqual([{ tab: 'ai', query: '开发机 怎么收费' }])
    stop()
  })
})
