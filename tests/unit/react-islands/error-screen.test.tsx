// @vitest-environment jsdom
import { act, createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { ErrorScreen } from '../../../src/react-islands/keyword/ErrorScreen'
import { stringsFor } from '../../../src/react-islands/strings'
import { reactHost } from './support/react-host'

const view = reactHost()

const render = (locale: string, error: string | null) =>
  act(() => view.root.render(createElement(ErrorScreen, { strings: stringsFor(locale), error })))
const alert = () => view.host.querySelector('[role="alert"]')

describe('the error screen', () => {
  it('announces that the service is unreachable and that sample results stand in, then what failed', () => {
    render('en', 'Search index unreachable: Failed to fetch')
    expect(alert()?.className).toBe('SearchWarning')
    expect([...alert()!.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'The search service is temporarily unavailable; showing sample results',
      'Search index unreachable: Failed to fetch',
    ])
    expect(alert()?.querySelector('.SearchWarning-error')?.textContent).toBe(
      'Search index unreachable: Failed to fetch',
    )
  })

  it('says only the warning when no error is known', () => {
    render('zh', null)
    expect(alert()?.textContent).toBe('搜索服务暂时不可用，显示模拟结果')
    expect(view.host.querySelector('.SearchWarning-error')).toBeNull()
  })
})
