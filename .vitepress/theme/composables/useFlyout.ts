import { computed, ref } from 'vue'
import type { Flyout } from '../../navigation/types'

/** Open state and the highlighted item of one navigation flyout (spec site-shell §4 "Flyout menu"). */
export function useFlyout(flyout: Flyout) {
  const open = ref(false)
  const activeKey = ref(flyout.defaultKey)

  const activeItem = computed(() => flyout.menuItems.find((i) => i.key === activeKey.value) ?? flyout.menuItems[0])
  const sections = computed(() => flyout.featureSections[activeKey.value] ?? [])

  function show() {
    open.value = true
  }
  function hide() {
    open.value = false
    activeKey.value = flyout.defaultKey
  }
  function toggle() {
    if (open.value) hide()
    else show()
  }
  function activate(key: string) {
    if (flyout.featureSections[key] || flyout.menuItems.some((i) => i.key === key)) activeKey.value = key
  }

  return { open, activeKey, activeItem, sections, show, hide, toggle, activate }
}
