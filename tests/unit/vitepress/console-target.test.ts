import { describe, expect, it } from 'vitest'
import { consoleUrl } from '../../../.vitepress/theme/support/console'
import { pageHref } from '../../../.vitepress/theme/support/links'

describe('consoleUrl', () => {
  it('joins a relative target onto the console host', () => {
    expect(consoleUrl('https://console.example.com', '/console')).toBe('https://console.example.com/console')
    expect(consoleUrl('https://console.example.com/', 'expense/recharge')).toBe(
      'https://console.example.com/expense/recharge',
    )
    expect(consoleUrl('https://console.example.com//', '/computility?tab=gpu')).toBe(
      'https://console.example.com/computility?tab=gpu',
    )
  })

  it('keeps an absolute target as it is', () => {
    expect(consoleUrl('https://console.example.com', 'https://other.example.org/x')).toBe('https://other.example.org/x')
  })
})

describe('pageHref', () => {
  it('points extension-less page links at the built .html file', () => {
    expect(pageHref('/ai-studio/job/create')).toBe('/ai-studio/job/create.html')
    expect(pageHref('/ai-studio/job/')).toBe('/ai-studio/job/')
    expect(pageHref('/support')).toBe('/support.html')
    expect(pageHref('/gen-studio/changelog#2025-11-01')).toBe('/gen-studio/changelog.html#2025-11-01')
    expect(pageHref('/logo.svg')).toBe('/logo.svg')
    expect(pageHref('https://console.example.com/console')).toBe('https://console.example.com/console')
    expect(pageHref('/x/y', '/docs/')).toBe('/docs/x/y.html')
  })
})
