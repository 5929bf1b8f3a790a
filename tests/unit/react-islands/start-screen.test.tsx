// @vitest-environment jsdom
import { act, createElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { KEY_RECENT_SEARCHES } from '../../../src/contracts/island-storage-keys'
import { useRecentSearches } from '../../../src/react-islands/hooks/useRecentSearches'
import { StartScreen } from '../../../src/react-islands/keyword/StartScreen'
import { stringsFor } from '../../../src/react-islands/strings'
import { reactHost } from './support/react-host'

const view = reactHost()
let picked: ReturnType<typeof vi.fn<(q: string) => void>>

/** The screen as the panel shows it: over the reader's stored recent searches. */
function Harness({ locale }: { locale: string }) {
  return createElement(StartScreen, { strings: stringsFor(locale), recent: useRecentSearches(), onPick: picked })
}
const show = (locale = 'en') => act(() => view.root.render(createElement(Harness, { locale })))

beforeEach(() => {
  localStorage.clear()
  picked = vi.fn<(q: string) => void>()
})

const region = () => view.host.querySelector('section[aria-label="Recent searches"]')
const items = () => [...view.host.querySelectorAll('.RecentSearches-item')].map((b) => b.textContent)
const button = (selector: string) => view.host.querySelector<HTMLButtonElement>(selector)!

describe('the start screen', () => {
  it('says what to type, and nothing more before any search', () => {
    show()
    expect(view.host.querySelector('.SearchStart > .SearchState')?.textContent).toBe('Type keywords to search the docs')
    expect(region()).toBeNull()
    show('zh')
    expect(view.host.textContent).toBe('输入关键词开始搜索文档')
  })

  it('lists recent searches, newest first, each to search again or remove, and all to clear', () => {
    localStorage.setItem(KEY_RECENT_SEARCHES, JSON.stringify(['显存', 'api key']))
    show()
    expect(region()?.querySelector('h3')?.textContent).toBe('Recent searches')
    expect(items()).toEqual(['显存', 'api key'])
    expect([...view.host.querySelectorAll('.RecentSearches-remove')].map((b) => b.getAttribute('aria-label'))).toEqual([
      'Remove recent search “显存”',
      'Remove recent search “api key”',
    ])

    act(() => button('.RecentSearches-item').click())
    expect(picked).toHaveBeenCalledWith('显存')

    act(() => button('.RecentSearches-remove').click())
    expect(items()).toEqual(['api key'])

    expect(button('.RecentSearches-clear').textContent).toBe('Clear')
    act(() => button('.RecentSearches-clear').click())
    expect(region()).toBeNull()
    expect(view.host.textContent).toBe('Type keywords to search the docs')
  })
})
