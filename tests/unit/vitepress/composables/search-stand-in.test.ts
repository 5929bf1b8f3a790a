// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTick, ref } from 'vue'
import { nextFocusIndex, useSearchStandIn } from '../../../../.vitepress/theme/composables/useSearchStandIn'
import { onOpenRequest, peekStandIn, releaseStandIn, requestOpen } from '../../../../src/island-contract/bus'
import { mountComposable } from './mount'

/** The stand-in as the search control draws it: a dialog with its field and close button, opened from a button. */
function standIn(failed = false) {
  document.body.innerHTML =
    '<button id="opener">搜索</button><div id="dialog" tabindex="-1"><input id="field"><button id="close">×</button></div>'
  const retry = vi.fn()
  const mounted = mountComposable(() => useSearchStandIn(ref(failed), retry))
  const s = mounted.result
  s.dialog.value = document.getElementById('dialog')!
  s.input.value = document.getElementById('field') as HTMLInputElement
  document.getElementById('opener')!.focus()
  return { ...s, retry, unmount: mounted.unmount }
}
const key = (k: string, init: KeyboardEventInit = {}) =>
  new KeyboardEvent('keydown', { key: k, cancelable: true, ...init })
const focused = () => document.activeElement?.id

afterEach(() => releaseStandIn())

describe('the dialog stand-in', () => {
  it('opens on the keyword tab with its field focused, and hands the island what was typed', async () => {
    const s = standIn()
    s.show('keyword')
    expect(s.open.value).toBe(true)
    await nextTick()
    expect(focused()).toBe('field')
    s.input.value!.value = 'vllm'
    expect(peekStandIn()?.text()).toBe('vllm')
    peekStandIn()?.done()
    expect(s.open.value).toBe(false)
  })

  it('on the AI tab focuses the dialog itself', async () => {
    const s = standIn()
    s.show('ai')
    await nextTick()
    expect(s.tab.value).toBe('ai')
    expect(focused()).toBe('dialog')
  })

  it('hands over the text as it was before an input method’s unfinished composition', () => {
    const s = standIn()
    s.show('keyword')
    s.input.value!.value = '模型'
    s.onComposition(new CompositionEvent('compositionstart'))
    s.input.value!.value = '模型 bu'
    expect(peekStandIn()?.text()).toBe('模型')
    s.onComposition(new CompositionEvent('compositionend'))
    s.input.value!.value = '模型 部署'
    expect(peekStandIn()?.text()).toBe('模型 部署')
  })

  it('Escape closes it, drops the open request, and gives the focus back to the opener', async () => {
    const s = standIn()
    s.show('keyword')
    requestOpen({ tab: 'keyword' })
    await nextTick()
    s.onKeydown(key('Escape'))
    expect(s.open.value).toBe(false)
    expect(peekStandIn()).toBeNull()
    expect(focused()).toBe('opener')
    const seen: unknown[] = []
    onOpenRequest((r) => seen.push(r))()
    expect(seen).toEqual([])
  })

  it('Escape during an input method’s composition is the input method’s', () => {
    const s = standIn()
    s.show('keyword')
    s.onKeydown(key('Escape', { isComposing: true }))
    expect(s.open.value).toBe(true)
  })

  it('Tab and Shift+Tab go round its field and close button', async () => {
    const s = standIn()
    s.show('keyword')
    await nextTick()
    const tab = key('Tab')
    s.onKeydown(tab)
    expect(tab.defaultPrevented).toBe(true)
    expect(focused()).toBe('close')
    s.onKeydown(key('Tab'))
    expect(focused()).toBe('field')
    s.onKeydown(key('Tab', { shiftKey: true }))
    expect(focused()).toBe('close')
  })

  it('Enter tries the load again only after it failed', () => {
    const ok = standIn(false)
    ok.show('keyword')
    ok.onKeydown(key('Enter'))
    expect(ok.retry).not.toHaveBeenCalled()
    ok.unmount()
    const s = standIn(true)
    s.show('keyword')
    s.onKeydown(key('Enter'))
    expect(s.retry).toHaveBeenCalledTimes(1)
  })

  it('is withdrawn from the bus when the control unmounts', () => {
    const s = standIn()
    s.show('keyword')
    s.unmount()
    expect(peekStandIn()).toBeNull()
  })
})

describe('focus order in a modal dialog', () => {
  it('goes round, forwards and back, and starts at the first control when none is focused', () => {
    expect([0, 1, 2].map((at) => nextFocusIndex(at, 3, false))).toEqual([1, 2, 0])
    expect([0, 1, 2].map((at) => nextFocusIndex(at, 3, true))).toEqual([2, 0, 1])
    expect(nextFocusIndex(-1, 2, false)).toBe(0)
  })
})
