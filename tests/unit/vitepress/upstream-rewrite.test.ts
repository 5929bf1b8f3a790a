import { describe, expect, it } from 'vitest'
import { upstreamRewritePlugin } from '../../../.vitepress/plugins/upstreamRewrite'

// The one skeleton of the build-time rewrites of VitePress's default theme (themeLabels.ts,
// sidebarItemFocus.ts), driven through the hooks Vite calls.
const THEME = '/site/node_modules/vitepress/dist/client/theme-default'
const component = (name: string) => `${THEME}/components/${name}.vue`

function build(command: 'build' | 'serve' = 'build') {
  const plugin = upstreamRewritePlugin('test-rewrite', {
    VPSidebarItem: (code) => code.replace('toggle', '切换'),
    VPDocFooter: (code) => `${code}<!-- rewritten -->`,
  })
  ;(plugin.configResolved as (c: { command: string }) => void)({ command })
  return {
    plugin,
    transform: plugin.transform as (code: string, id: string) => string | null,
    end: () => (plugin.buildEnd as (error?: Error) => void)(),
  }
}

describe('rewriting VitePress’s default theme at build', () => {
  it('rewrites the named components and leaves every other file alone', () => {
    const { plugin, transform } = build()
    expect(plugin.enforce).toBe('pre')
    expect(transform('<a aria-label="toggle">', component('VPSidebarItem'))).toBe('<a aria-label="切换">')
    expect(transform('<nav>', component('VPNavBar'))).toBeNull()
    expect(transform('toggle', '/site/.vitepress/theme/components/VPSidebarItem.vue')).toBeNull()
  })

  it('fails a build that read the theme but never one of the named components, naming it', () => {
    const { transform, end } = build()
    transform('toggle', component('VPSidebarItem'))
    expect(end).toThrow('test-rewrite: the build never loaded VPDocFooter; check the rewrites')
    transform('<footer>', component('VPDocFooter'))
    expect(end).not.toThrow()
  })

  it('checks nothing in the dev server, nor in a build that keeps VitePress external', () => {
    const dev = build('serve')
    dev.transform('export {}', `${THEME}/index.js`)
    expect(dev.end).not.toThrow()
    const external = build()
    external.transform('export {}', '/site/.vitepress/theme/index.ts')
    expect(external.end).not.toThrow()
  })
})
