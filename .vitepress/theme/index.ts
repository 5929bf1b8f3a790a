import type { Theme } from 'vitepress'
import DefaultTheme from 'vitepress/theme'
import { inBrowser } from 'vitepress'
import { configureAnalytics } from '../../src/react-islands/analytics'
import Layout from './Layout.vue'
import ApiReference from './components/ApiReference.vue'
import ApiSwitcher from './components/ApiSwitcher.vue'
import LinkCard from './components/LinkCard.vue'
import NavFlyout from './components/NavFlyout.vue'
import SupportIcon from './components/SupportIcon.vue'
import TerminalPlayer from './components/TerminalPlayer.vue'
import ProductIcon from './components/ProductIcon.vue'
import { installLegacyRedirects } from './support/installRedirects'
import type { ThemeConfig } from './types'
import './styles/vars.css'
import './styles/layout.css'

export default {
  extends: DefaultTheme,
  Layout,
  enhanceApp({ app, router, siteData }) {
    // Registered globally: the nav renders flyouts through themeConfig.nav `component` items.
    app.component('NavFlyout', NavFlyout)
    app.component('ProductIcon', ProductIcon)
    // Page layout of the API references (`layout: ApiReference` in frontmatter).
    app.component('ApiReference', ApiReference)
    // Usable in Markdown.
    app.component('ApiSwitcher', ApiSwitcher)
    app.component('LinkCard', LinkCard)
    app.component('SupportIcon', SupportIcon)
    app.component('TerminalPlayer', TerminalPlayer)
    if (inBrowser) {
      const theme = siteData.value.themeConfig as ThemeConfig
      configureAnalytics({ globalName: theme.site.analyticsGlobal })
      installLegacyRedirects(router, siteData.value.base)
    }
  },
} satisfies Theme
