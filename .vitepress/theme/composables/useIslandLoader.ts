import { markRaw, ref, shallowRef, type Component } from 'vue'
import { DOCKED_CLASS } from '../../../src/island-contract/dock'

/** React, veaury and the island as a Vue component: none of it is in the initial page. */
async function islandComponent(): Promise<Component> {
  const [veaury, { createRoot }, app] = await Promise.all([
    import('veaury'),
    import('react-dom/client'),
    import('../../../src/react-islands/SearchApp'),
  ])
  veaury.setVeauryOptions({ react: { createRoot } })
  return veaury.applyPureReactInVue(app.default) as Component
}

/**
 * Loads the island once. A load that failed is forgotten, so the next one fetches again (a prefetch
 * that failed offline must not fail the reader's click once the network is back).
 */
export function useIslandLoader(code: () => Promise<Component> = islandComponent) {
  const island = shallowRef<Component | null>(null)
  /** The last load a reader asked for failed: the stand-in says so, and the next request tries again. */
  const failed = ref(false)
  let loading: Promise<void> | null = null
  const load = (): Promise<void> =>
    (loading ??= code().then(
      (component) => void (island.value = markRaw(component)),
      (error: unknown) => {
        loading = null
        throw error
      },
    ))

  /** A prefetch (idle time, a sign of intent): a failure is the next request's to report. */
  const prefetch = () => void load().catch(() => undefined)

  async function loadIsland(): Promise<void> {
    failed.value = false
    try {
      await load()
    } catch {
      // No island, no dock: give back the room a `?ask=` link reserved for it.
      document.documentElement.classList.remove(DOCKED_CLASS)
      failed.value = true
    }
  }
  return { island, failed, prefetch, loadIsland }
}
