// @vitest-environment jsdom
import { act, createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { NoResultsScreen } from '../../../src/react-islands/keyword/NoResultsScreen'
import { stringsFor } from '../../../src/react-islands/strings'
import { reactHost } from './support/react-host'

const view = reactHost()

const texts = () => [...view.host.querySelectorAll('.SearchNoResults > p')].map((p) => [p.className, p.textContent])

describe('the no-results screen', () => {
  it('says nothing was found, then what to try', () => {
    act(() => view.root.render(createElement(NoResultsScreen, { strings: stringsFor('en') })))
    expect(texts()).toEqual([
      ['SearchState', 'No results found'],
      ['SearchHint', 'Try different keywords'],
    ])
    act(() => view.root.render(createElement(NoResultsScreen, { strings: stringsFor('zh') })))
    expect(texts()).toEqual([
      ['SearchState', '没有找到相关结果'],
      ['SearchHint', '尝试使用不同的关键词'],
    ])
  })
})
