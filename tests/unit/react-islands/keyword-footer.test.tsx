// @vitest-environment jsdom
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AskAiRow } from '../../../src/react-islands/keyword/AskAiRow'
import { KeywordFooter } from '../../../src/react-islands/keyword/KeywordFooter'
import { onOpenRequest } from '../../../src/island-contract/bus'
import { stringsFor } from '../../../src/react-islands/strings'

;(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let host: HTMLElement
beforeEach(() => {
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

const hits = (n: number) => Array.from({ length: n }, () => ({}) as never)
function footer(props: Partial<Parameters<typeof KeywordFooter>[0]> = {}) {
  const onLoadMore = vi.fn()
  act(() =>
    root.render(
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
const loadMore = () => host.querySelector<HTMLButtonElement>('.LoadMore')

describe('the keyword tab’s footer', () => {
  it('counts the results shown and loads the next page', () => {
    const onLoadMore = footer()
    expect(host.querySelector('.KeywordPanel-count span')?.textContent).toBe('显示 10 / 24 个结果')
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
    expect(host.querySelector('.KeywordPanel-count')).toBeNull()
    footer({ state: { hits: hits(24), total: 24, hasMore: false, loadingMore: false } })
    expect(loadMore()).toBeNull()
    expect(host.querySelector('.KeyHints')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('says hybrid search is on only when Typesense answers', () => {
    footer()
    expect(host.querySelector('.HybridDisclaimer')).toBeNull()
    footer({ typesense: true })
    expect(host.querySelector('.HybridDisclaimer')?.textContent).toContain('已启用智能混合搜索')
  })
})

describe('the Ask AI row', () => {
  it('asks the assistant the query as typed, trimmed', () => {
    const asked: unknown[] = []
    const stop = onOpenRequest((r) => asked.push(r))
    act(() => root.render(createElement(AskAiRow, { strings: stringsFor('zh'), query: ' 开发机 怎么收费 ' })))
    const row = host.querySelector<HTMLButtonElement>('.AskAiRow')!
    expect(row.textContent).toBe('问 AI：「开发机 怎么收费」')
    act(() => row.click())
    expect(asked).toEqual([{ tab: 'ai', query: '开发机 怎么收费' }])
    stop()
  })
})
