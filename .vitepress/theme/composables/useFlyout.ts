import { computed, ref, shallowRef } from 'vue'
import type { HydrationStrategy } from 'vue'
import type { Flyout } from '../../navigation/types'
import type { ShellLocale } from '../support/strings'
import { toLocale } from '../../../src/contracts/locale'

/**
 * The flyouts' data of each locale, loaded once. Pages ship it as server-rendered HTML only: the code
 * that turns the panels interactive needs it, and loads it on the first intent to open a menu.
 */
const loaders: Record<ShellLocale, () => Promise<Flyout[]>> = {
  zh: () => import('../../navigation/flyouts').then((m) => m.flyouts),
  en: () => import('../../navigation/flyouts.en').then((m) => m.flyoutsEn),
}
const loaded: Partial<Record<ShellLocale, Flyout[]>> = {}
const pending: Partial<Record<ShellLocale, Promise<Flyout[]>>> = {}

function loadFlyouts(locale: ShellLocale, load = loaders[locale]): Promise<Flyout[]> {
  pending[locale] ??= load().then(
    (all) => (loaded[locale] = all),
    (error: unknown) => {
      delete pending[locale] // a later intent tries again
      throw error
    },
  )
  return pending[locale]
}

/** The id of a nav bar flyout's panel (the phone's nav screen uses `flyout-<id>` for its own). */
export const navFlyoutPanelId = (id: string) => `nav-flyout-${id}`

/** The events that tell the reader reaches for a menu. */
const FLYOUT_INTENT_EVENTS = ['mouseenter', 'focusin', 'click'] as const

/** Whether the reader is already at a menu: it is open, or the pointer or the focus is on it. */
function alreadyReached(el: HTMLElement): boolean {
  if (el.matches(':hover, :focus-within')) return true
  try {
    return el.matches(':popover-open')
  } catch {
    return false // an engine without popovers does not know the selector
  }
}

/**
 * Lazy hydration of a server-rendered flyout panel (Vue's `defineAsyncComponent({ hydrate })`): the
 * panel stays plain HTML, opened by the platform from its trigger, until the reader first points at,
 * focuses or clicks the trigger or the panel. Then its locale's data and its code load and Vue hydrates
 * it; what the reader did meanwhile is in the DOM (the popover's open state, the item under the pointer
 * or focus), where the hydrated panel reads it. If the data cannot load, the HTML menu keeps working.
 */
export const hydrateOnFirstIntent: HydrationStrategy = (hydrate, forEachElement) => {
  const roots: HTMLElement[] = []
  forEachElement((el) => {
    if (!(el instanceof HTMLElement)) return
    roots.push(el)
    const trigger = document.querySelector<HTMLElement>(`[popovertarget="${el.id}"]`)
    if (trigger) roots.push(trigger)
  })
  let started = false
  const listen = () => {
    if (started) return
    started = true
    loadFlyouts(toLocale(roots[0]?.dataset.locale)).then(
      () => {
        teardown()
        hydrate()
      },
      () => (started = false),
    )
  }
  const teardown = () => {
    for (const el of roots) for (const type of FLYOUT_INTENT_EVENTS) el.removeEventListener(type, listen)
  }
  for (const el of roots) for (const type of FLYOUT_INTENT_EVENTS) el.addEventListener(type, listen)
  // Vue runs a strategy once the component's code has arrived, which on a slow network can be after
  // the reader reached for the menu: an intent already shown (the menu open, the pointer or the focus
  // on it) starts at once, or the panel would wait for the next one.
  if (roots.some(alreadyReached)) listen()
  return teardown
}

/**
 * Open state and the highlighted item of one navigation flyout (BEHAVIOUR.md shell §4 "Flyout menu").
 * The data is there from the start when the page was rendered with it (server side, or hydrated by
 * the strategy above); otherwise it loads on the first intent to open.
 */
export function useFlyout(id: string, locale: ShellLocale, load?: () => Promise<Flyout[]>) {
  const find = (all: Flyout[] | undefined) => {
    if (!all) return null
    const found = all.find((f) => f.id === id)
    if (!found) throw new Error(`Unknown flyout "${id}"`)
    return found
  }
  const flyout = shallowRef<Flyout | null>(find(loaded[locale]))
  const open = ref(false)
  const activeKey = ref(flyout.value?.defaultKey ?? '')

  const activeItem = computed(
    () => flyout.value?.menuItems.find((i) => i.key === activeKey.value) ?? flyout.value?.menuItems[0],
  )
  const sections = computed(() => flyout.value?.featureSections[activeKey.value] ?? [])

  async function ensure(): Promise<void> {
    if (flyout.value) return
    const found = find(await loadFlyouts(locale, load))
    if (!flyout.value && found) {
      flyout.value = found
      activeKey.value = found.defaultKey
    }
  }

  // The open state changes at once, the data (when not there yet) follows: a second click or a replayed
  // event that comes before the data must see the menu open, or it would open it again.
  function show(): Promise<void> {
    open.value = true
    return ensure().catch(() => {
      open.value = false // nothing to show; a later intent loads again
    })
  }
  function hide() {
    open.value = false
    if (flyout.value) activeKey.value = flyout.value.defaultKey
  }
  function toggle(): Promise<void> {
    if (!open.value) return show()
    hide()
    return Promise.resolve()
  }
  function activate(key: string) {
    const f = flyout.value
    if (f && (f.featureSections[key] || f.menuItems.some((i) => i.key === key))) activeKey.value = key
  }

  return { flyout, open, activeKey, activeItem, sections, ensure, show, hide, toggle, activate }
}
