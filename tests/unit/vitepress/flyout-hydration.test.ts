// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { hydrateOnFirstIntent } from '../../../.vitepress/theme/composables/useFlyout'

function menu(locale = 'zh') {
  document.body.innerHTML = `<div class="NavFlyout" data-locale="${locale}"><button class="trigger">平台</button><div class="panel"><a class="item-link" href="#ai-coder">AICoder</a></div></div>`
  const root = document.querySelector<HTMLElement>('.NavFlyout')!
  const seen: string[] = []
  for (const type of ['mouseenter', 'focusin', 'click'])
    root.addEventListener(type, (e) => seen.push(`${type}:${(e.target as HTMLElement).className}`))
  return { root, seen }
}

describe('flyout hydration on first intent', () => {
  it('does nothing until the reader reaches for the menu', async () => {
    const { root } = menu()
    const hydrate = vi.fn()
    hydrateOnFirstIntent(hydrate, (cb) => cb(root))
    await new Promise((r) => setTimeout(r, 20))
    expect(hydrate).not.toHaveBeenCalled()
  })

  it('loads the data, hydrates once, then replays the clicks on the trigger that came meanwhile', async () => {
    const { root, seen } = menu('en')
    const hydrate = vi.fn(() => seen.push('hydrated'))
    hydrateOnFirstIntent(hydrate, (cb) => cb(root))
    const trigger = root.querySelector<HTMLElement>('.trigger')!
    trigger.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    root
      .querySelector<HTMLElement>('.item-link')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    root.dispatchEvent(new MouseEvent('mouseenter'))
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1))
    // The two clicks and the pointer's arrival as they happened, then only the trigger's click again:
    // the link was followed already, and the pointer is no longer over the menu.
    expect(seen).toEqual(['click:trigger', 'click:item-link', 'mouseenter:NavFlyout', 'hydrated', 'click:trigger'])
    trigger.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(hydrate).toHaveBeenCalledTimes(1)
  })

  it('replays focus that is still where it went', async () => {
    const { root, seen } = menu()
    const hydrate = vi.fn(() => seen.push('hydrated'))
    hydrateOnFirstIntent(hydrate, (cb) => cb(root))
    const trigger = root.querySelector<HTMLElement>('.trigger')!
    trigger.focus()
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1))
    expect(seen).toEqual(['focusin:trigger', 'hydrated', 'focusin:trigger'])
  })
})
