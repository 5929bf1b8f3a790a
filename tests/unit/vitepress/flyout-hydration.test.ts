// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hydrateOnFirstIntent } from '../../../.vitepress/theme/composables/useFlyout'
import { EARLY_FLYOUT_INTENTS_GLOBAL, earlyFlyoutIntentsScript } from '../../../.vitepress/theme/support/flyoutIntents'
import type { Flyout } from '../../../.vitepress/navigation/types'

function menu(locale = 'zh') {
  document.body.innerHTML = `<div class="NavFlyout" data-locale="${locale}"><button class="trigger">平台</button><div class="panel"><a class="item-link" href="#ai-coder">AICoder</a></div></div>`
  const root = document.querySelector<HTMLElement>('.NavFlyout')!
  const seen: string[] = []
  for (const type of ['mouseenter', 'focusin', 'click'])
    root.addEventListener(type, (e) => seen.push(`${type}:${(e.target as HTMLElement).className}`))
  return { root, seen }
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_FLYOUT_INTENTS_GLOBAL]
})

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

  it('hydrates at once for what the reader did before the app ran, as the head script recorded it', async () => {
    // The head script runs before the body exists, as in the page.
    document.body.innerHTML = ''
    new Function(earlyFlyoutIntentsScript())()
    const { root, seen } = menu()
    const trigger = root.querySelector<HTMLElement>('.trigger')!
    // Two clicks before the app ran (the first opened the menu, the second closed it).
    trigger.focus()
    trigger.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    trigger.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    seen.length = 0

    const hydrate = vi.fn(() => seen.push('hydrated'))
    hydrateOnFirstIntent(hydrate, (cb) => cb(root))
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1))
    expect(seen).toEqual(['hydrated', 'focusin:trigger', 'click:trigger', 'click:trigger'])
  })

  it('the head script stops recording once the menus took its events', () => {
    document.body.innerHTML = ''
    new Function(earlyFlyoutIntentsScript())()
    const { root } = menu()
    const take = (window as unknown as Record<string, { take: (r: Element) => Event[] }>)[EARLY_FLYOUT_INTENTS_GLOBAL]!
      .take
    root.querySelector<HTMLElement>('.trigger')!.click()
    document.body.click() // outside any menu: not recorded
    expect(take(root).map((e) => e.type)).toEqual(['click'])
    root.querySelector<HTMLElement>('.trigger')!.click()
    expect(take(root).map((e) => e.type)).toEqual(['click'])
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
