// @vitest-environment jsdom
import { act, createElement } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NoResultsScreen } from '../../../src/react-islands/keyword/NoResultsScreen'
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

const texts = () => [...host.querySelectorAll('.SearchNoResults > p')].map((p) => [p.className, p.textContent])

describe('the no-results screen', () => {
  it('says nothing was found, then what to try', () => {
    act(() => root.render(createElement(NoResultsScreen, { strings: stringsFor('en') })))
    expect(texts()).toEqual([
      ['SearchState', 'No results found'],
      ['SearchHint', 'Try different keywords'],
    ])
    act(() => root.render(createElement(NoResultsScreen, { strings: stringsFor('zh') })))
    expect(texts()).toEqual([
      ['SearchState', '没有找到相关结果'],
      ['SearchHint', '尝试使用不同的关键词'],
    ])
  })
})
