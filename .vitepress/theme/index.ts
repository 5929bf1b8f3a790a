import type { Theme } from 'vitepress'
import DefaultTheme from 'vitepress/theme-without-fonts'
import { inBrowser } from 'vitepress'
import { configureAnalytics } from '../../src/island-contract/analytics'
import { defineAsyncComponent, h } from 'vue'
import type { FunctionalComponent } from 'vue'
import type { FlyoutMenuProps } from './composables/useFlyoutMenu'
import Layout from './Layout.vue'
import NavFlyout from './components/NavFlyout.vue'
import ProductIcon from './components/ProductIcon.vue'
import { installLegacyRedirects } from './support/installRedirects'
import type { ThemeConfig } from './types'
import './styles/vars.css'
import './styles/layout.css'
import './styles/assistant-dock.css'
import '../../src/island-contract/styles/modal.css'

/**
 * The phone nav screen's menu: VitePress draws that screen only once a reader opens it, so its menu is
 * fetched then, not carried in every page's JS.
 */
const NavScreenMenuFlyout = defineAsyncComponent(() => import('./components/NavScreenMenuFlyout.vue'))

/**
 * VitePress renders a nav `component` item twice under one name: in the nav bar, and in the phone's nav
 * screen with `screen-menu` set. Each place gets its own flyout, as VitePress's own nav groups do.
 */
const NavFlyoutItem: FunctionalComponent<FlyoutMenuProps & { screenMenu?: boolean }> = ({ screenMenu, ...props }) =>
  h(screenMenu ? NavScreenMenuFlyout : NavFlyout, props)
NavFlyoutItem.props = {
  flyoutId: { type: String, required: true },
  text: { type: String, required: true },
  locale: String,
  screenMenu: Boolean,
}

export default {
  extends: DefaultTheme,
  Layout,
  enhanceApp({ app, router, siteData }) {
    // Registered globally: the nav renders flyouts through themeConfig.nav `component` items. In the
    // nav bar that is only the trigger; Layout.vue puts the panels after the page's content.
    app.component('NavFlyout', NavFlyoutItem)
    app.component('ProductIcon', ProductIcon)
    // Page layout of the API references (`layout: ApiReference` in frontmatter). It and the Markdown
    // components below that few pages use are chunks of their own, loaded by the pages that use them.
    app.component(
      'ApiReference',
      defineAsyncComponent(() => import('./components/ApiReference.vue')),
    )
    app.component(
      'ApiSwitcher',
      defineAsyncComponent(() => import('./components/ApiSwitcher.vue')),
    )
    app.component(
      'SupportIcon',
      defineAsyncComponent(() => import('./components/SupportIcon.vue')),
    )
    app.component(
      'TerminalPlayer',
      defineAsyncComponent(() => import('./components/TerminalPlayer.vue')),
    )
    app.component(
      'LinkCard',
      defineAsyncComponent(() => import('./components/LinkCard.vue')),
    )
    if (inBrowser) {
      const theme = siteData.value.themeConfig as ThemeConfig
      configureAnalytics({ globalName: theme.site.analyticsGlobal })
      installLegacyRedirects(router, siteData.value.base)
    }
  },
} satisfies Theme
