import type { Plugin } from 'vite'

/**
 * VitePress's VPNavBar computes its classes (`has-sidebar`, `home`, `top`) in a `watchPostEffect`,
 * which never runs during server rendering: the static HTML has a bare nav, and on every page with a
 * sidebar the bar jumps into its sidebar layout when the app hydrates (a layout shift of 0.0136 on a
 * doc page at 1 440 px, visible at every width from 960 px). Computed classes render the same on the
 * server and the client. The build fails if VitePress's source no longer has the expected shape, so
 * an upgrade cannot drop the fix silently.
 */
const EFFECT =
  /const classes = ref<Record<string, boolean>>\(\{\}\)\s*watchPostEffect\(\(\) => \{\s*classes\.value = \{([\s\S]*?)\}\s*\}\)/

export function navBarClassesPlugin(): Plugin {
  return {
    name: 'nav-bar-ssr-classes',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/vitepress\/dist\/client\/theme-default\/components\/VPNavBar\.vue$/.test(id)) return null
      if (!EFFECT.test(code))
        throw new Error(
          `navBarClassesPlugin: ${id} no longer sets its classes in watchPostEffect; check whether the fix is still needed`,
        )
      return code
        .replace(EFFECT, (_m, body: string) => `const classes = computed<Record<string, boolean>>(() => ({${body}}))`)
        .replace("import { ref, watchPostEffect } from 'vue'", "import { computed } from 'vue'")
    },
  }
}
