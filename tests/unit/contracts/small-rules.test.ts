import { describe, expect, it } from 'vitest'
import { isObject } from '../../../src/contracts/json'
import { isImeComposing } from '../../../src/contracts/keyboard'
import { localeOfSitePath } from '../../../src/contracts/locale'
import { escapeHtml } from '../../../src/contracts/text'
import { unescapeHtml } from '../../../src/contracts/unescape-html'

describe('the small rules every layer shares', () => {
  it('isObject: a JSON object, not null, an array or a scalar', () => {
    expect([{}, { a: 1 }, Object.create(null)].every(isObject)).toBe(true)
    expect([null, undefined, [], [{}], 'x', 1, true].some(isObject)).toBe(false)
  })

  it('isImeComposing: composing, or the keyCode 229 Safari gives the Enter that commits a composition', () => {
    expect(isImeComposing({ isComposing: true, keyCode: 13 })).toBe(true)
    expect(isImeComposing({ isComposing: false, keyCode: 229 })).toBe(true)
    expect(isImeComposing({ isComposing: false, keyCode: 13 })).toBe(false)
    expect(isImeComposing({})).toBe(false)
  })

  it('localeOfSitePath: English under /en/ only', () => {
    expect(['/en', '/en/', '/en/ai-studio/x.html'].map(localeOfSitePath)).toEqual(['en', 'en', 'en'])
    expect(['/', '/ai-studio/', '/english/', '/ai-studio/en/x.html', ''].map(localeOfSitePath)).toEqual([
      'zh',
      'zh',
      'zh',
      'zh',
      'zh',
    ])
  })

  it('unescapeHtml undoes escapeHtml and leaves other entities as written', () => {
    const text = `R&D <b> "quoted" it's &amp; already`
    expect(unescapeHtml(escapeHtml(text))).toBe(text)
    expect(unescapeHtml('&nbsp;&#x27;&copy;')).toBe('&nbsp;&#x27;&copy;')
  })
})
