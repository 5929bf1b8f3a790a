// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { useLandingHighlight } from '../../../../.vitepress/theme/composables/useLandingHighlight'
import { KEY_SEARCH_HIGHLIGHT } from '../../../../src/contracts/page-storage-keys'
import { mountComposable } from './mount'

// The words to mark are used up when the page marks them: whether they are still stored says
// whether the landing page has looked for them yet.
const pending = () => sessionStorage.getItem(KEY_SEARCH_HIGHLIGHT)

describe('marking a result’s words on the page it opened', () => {
  it('a page opened by a full load (or a new tab) looks for them as the control mounts', () => {
    sessionStorage.setItem(KEY_SEARCH_HIGHLIGHT, 'vllm')
    mountComposable(() => useLandingHighlight(() => Promise.resolve()))
    expect(pending()).toBeNull()
  })

  it('a result opened in the tab: once the router has shown its page, not before', async () => {
    let shown = () => {}
    const go = (url: string) => {
      expect(url).toBe('/ai-studio/job/create#gpu')
      return new Promise<void>((resolve) => (shown = resolve))
    }
    const { result: navigate } = mountComposable(() => useLandingHighlight(go))
    sessionStorage.setItem(KEY_SEARCH_HIGHLIGHT, 'GPU')
    navigate('/ai-studio/job/create#gpu')
    await Promise.resolve()
    expect(pending()).toBe('GPU')
    shown()
    await Promise.resolve()
    await Promise.resolve()
    expect(pending()).toBeNull()
  })
})
