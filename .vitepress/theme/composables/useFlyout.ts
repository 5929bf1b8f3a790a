import { computed, ref, shallowRef } from 'vue'
import type { Flyout } from '../../navigation/types'

/**
 * Open state and the highlighted item of one navigation flyout (spec site-shell §4 "Flyout menu").
 * The menu data is loaded on the first intent to open (hover, focus, click): pages ship only the
 * triggers, and neither the HTML nor the hydration pays for panels most readers never open.
 */
export function useFlyout(id: string, load: () => Promise<Flyout[]> = () => import('../../navigation/flyouts').then((m) => m.flyouts)) {
  const flyout = shallowRef<Flyout | null>(null)
  const open = ref(false)
  const activeKey = ref('')

  const activeItem = computed(() => flyout.value?.menuItems.find((i) => i.key === activeKey.value) ?? flyout.value?.menuItems[0])
  const sections = computed(() => flyout.value?.featureSections[activeKey.value] ?? [])

  let loading: Promise<void> | null = null
  function ensure(): Promise<void> {
    loading ??= load().then((all) => {
      const found = all.find((f) => f.id === id)
      if (!found) throw new Error(`Unknown flyout "${id}"`)
      flyout.value = found
      activeKey.value = found.defaultKey
    })
    return loading
  }

  async function show() {
    await ensure()
    open.value = true
  }
  function hide() {
    open.value = false
    if (flyout.value) activeKey.value = flyout.value.defaultKey
  }
  async function toggle() {
    if (open.value) hide()
    else await show()
  }
  function activate(key: string) {
    const f = flyout.value
    if (f && (f.featureSections[key] || f.menuItems.some((i) => i.key === key))) activeKey.value = key
  }

  return { flyout, open, activeKey, activeItem, sections, ensure, show, hide, toggle, activate }
}
