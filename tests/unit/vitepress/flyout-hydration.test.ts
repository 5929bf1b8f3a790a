// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { hydrateOnFirstIntent, navFlyoutPanelId } from '../../../.vitepress/theme/composables/useFlyout'
import type { Flyout } from '../../../.vitepress/navigation/types'

/** A nav bar trigger and, elsewhere in the page (after the content), the popover panel it opens. */
function menu(locale = 'zh') {
  const id = navFlyoutPanelId('platform')
  document.body.innerHTML = `<nav><button class="trigger" popovertarget="${id}">平台</button></nav><main>…</main><div id="${id}" popover="auto" data-locale="${locale}"><a class="item-link" href="#ai-coder">AICoder</a></div>`
  return {
    panel: document.getElementById(id)!,
    trigger: document.querySelector<HTMLElement>('.trigger')!,
  }
}

describe('flyout hydration on first intent', () => {
  it('does nothing until the reader reaches for the menu', async () => {
    const { panel } = menu()
    const hydrate = vi.fn()
    hydrateOnFirstIntent(hydrate, (cb) => cb(panel))
    await new Promise((r) => setTimeout(r, 20))
    expect(hydrate).not.toHaveBeenCalled()
  })

  it('hydrates the panel once when the reader points at its trigger, which is elsewhere in the page', async () => {
    const { panel, trigger } = menu('en')
    const hydrate = vi.fn()
    hydrateOnFirstIntent(hydrate, (cb) => cb(panel))
    trigger.dispatchEvent(new MouseEvent('mouseenter'))
    trigger.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1))
    panel.dispatchEvent(new MouseEvent('mouseenter'))
    trigger.focus()
    await new Promise((r) => setTimeout(r, 20))
    expect(hydrate).toHaveBeenCalledTimes(1)
  })

  it('hydrates on focus inside the panel (opened by the platform before any code ran)', async () => {
    const { panel } = menu()
    const hydrate = vi.fn()
    hydrateOnFirstIntent(hydrate, (cb) => cb(panel))
    panel.querySelector<HTMLElement>('.item-link')!.focus()
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1))
  })

  it('hydrates at once when the reader reached the menu before the strategy ran (its code came late)', async () => {
    const { panel } = menu()
    panel.querySelector<HTMLElement>('.item-link')!.focus()
    const hydrate = vi.fn()
    hydrateOnFirstIntent(hydrate, (cb) => cb(panel))
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1))
  })
})

describe('flyout state', () => {
  it('a second click before the menu data arrives closes the menu again', async () => {
    vi.resetModules()
    const { useFlyout } = await import('../../../.vitepress/theme/composables/useFlyout')
    let arrive: (all: Flyout[]) => void = () => {}
    const load = () => new Promise<Flyout[]>((resolve) => (arrive = resolve))
    const menu = useFlyout('platform', 'zh', load)
    const first = menu.toggle()
    expect(menu.open.value).toBe(true)
    const second = menu.toggle()
    expect(menu.open.value).toBe(false)
    const { flyouts } = await import('../../../.vitepress/navigation/flyouts')
    arrive(flyouts)
    await Promise.all([first, second])
    expect(menu.open.value).toBe(false)
    expect(menu.flyout.value?.id).toBe('platform')
  })

  it('if the menu data cannot load, the menu stays closed', async () => {
    vi.resetModules()
    const { useFlyout } = await import('../../../.vitepress/theme/composables/useFlyout')
    const menu = useFlyout('platform', 'zh', () => Promise.reject(new Error('offline')))
    await menu.show()
    expect(menu.open.value).toBe(false)
  })
})
