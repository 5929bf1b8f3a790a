import { computed, ref, shallowRef } from 'vue'
import type { HydrationStrategy } from 'vue'
import type { Flyout } from '../../navigation/types'
import { FLYOUT_INTENT_EVENTS, takeEarlyFlyoutIntents } from '../support/flyoutIntents'
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

/**
 * Lazy hydration of a server-rendered flyout (Vue's `defineAsyncComponent({ hydrate })`): the menu
 * stays plain HTML, opened by CSS, until the reader first points at it, focuses it or clicks it. Then
 * its locale's data loads, Vue hydrates it, and the events that came meanwhile are handed to it, so
 * the menu reacts to them. That includes the events from before the app ran, which the page head
 * recorded (flyoutIntents.ts): the menu then hydrates at once. If the data cannot load, the HTML menu
 * keeps working.
 */
export const hydrateOnFirstIntent: HydrationStrategy = (hydrate, forEachElement) => {
  const roots: HTMLElement[] = []
  forEachElement((el) => roots.push(el as HTMLElement))
  let queue: Event[] | null = null
  const start = (events: Event[], locale: string | undefined) => {
    queue = events
    loadFlyouts(toLocale(locale)).then(
      () => {
        teardown()
        hydrate()
        for (const event of queue ?? []) replay(event)
        queue = null
      },
      () => (queue = null),
    )
  }
  const listen = (e: Event) => {
    if (queue) queue.push(e)
    else start([e], (e.currentTarget as HTMLElement).dataset.locale)
  }
  const teardown = () => {
    for (const el of roots) for (const type of FLYOUT_INTENT_EVENTS) el.removeEventListener(type, listen)
  }
  for (const el of roots) for (const type of FLYOUT_INTENT_EVENTS) el.addEventListener(type, listen)
  const early = roots.flatMap((el) => takeEarlyFlyoutIntents(window, el))
  if (early.length > 0) start(early, roots[0]?.dataset.locale)
  return teardown
}

/**
 * Hands an event that came before hydration to the hydrated menu, if it still applies: the pointer is
 * still over the menu, the focus still where it went. Only clicks on the trigger are replayed: a click
 * on a link has already been followed.
 */
function replay(e: Event) {
  const target = e.target as HTMLElement
  if (e.type === 'mouseenter' && !target.matches(':hover')) return
  if (e.type === 'focusin' && document.activeElement !== target) return
  if (e.type === 'click' && !target.closest('.trigger')) return
  const init: EventInit = { bubbles: e.bubbles, cancelable: e.cancelable, composed: e.composed }
  const Ctor = e.constructor as new (type: string, init: EventInit) => Event
  target.dispatchEvent(new Ctor(e.type, init))
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
