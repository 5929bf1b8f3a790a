// What the nav bar's flyout (NavFlyout.vue) and the phone nav screen's menu (NavScreenMenuFlyout.vue)
// share: one flyout's data, open state and links, and the state they take over from the server HTML.
// The two draw it differently, as VitePress's own VPFlyout and VPNavScreenMenuGroup do.
import { computed, onMounted, onServerPrefetch, ref, watch } from 'vue'
import { useData, useRoute, withBase } from 'vitepress'
import { leadsToChinese, localeLink, pageHref } from '../support/links'
import { shellLocale } from '../support/strings'
import type { ThemeConfig } from '../types'
import { useFlyout } from './useFlyout'

/** What the nav passes to a flyout (config.ts, flyoutNav): the trigger's id, its text and the locale. */
export interface FlyoutMenuProps {
  flyoutId: string
  text: string
  locale?: string
}

export function useFlyoutMenu(props: FlyoutMenuProps) {
  const { theme } = useData<ThemeConfig>()
  const locale = computed(() => shellLocale(props.locale === 'en' ? 'en' : 'root'))
  const menu = useFlyout(props.flyoutId, locale.value)
  onServerPrefetch(menu.ensure)
  // Until mounted the panel follows CSS (and the trigger claims no expanded state it cannot know);
  // after, the state. Set after hydration, so the server HTML and the first client render agree.
  const enhanced = ref(false)
  onMounted(() => {
    enhanced.value = true
  })
  const trigger = ref<HTMLButtonElement>()
  const panelId = `flyout-${props.flyoutId}`
  const href = (link: string) => withBase(pageHref(localeLink(link, locale.value, theme.value.translatedPaths ?? [])))
  const chinese = (link: string) => leadsToChinese(link, locale.value, theme.value.translatedPaths ?? [])

  function onEscape() {
    if (!menu.open.value) return
    menu.hide()
    trigger.value?.focus()
  }

  const route = useRoute()
  watch(() => route.path, menu.hide)

  return { ...menu, locale, enhanced, trigger, panelId, href, chinese, onEscape }
}
