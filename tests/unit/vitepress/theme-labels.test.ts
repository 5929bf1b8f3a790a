import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LABEL_REWRITES, rewriteLabel } from '../../../.vitepress/plugins/themeLabels'

const componentsDir = path.resolve(__dirname, '../../../node_modules/vitepress/dist/client/theme-default/components')
const source = (component: string) => fs.readFileSync(path.join(componentsDir, `${component}.vue`), 'utf8')

describe('the labels VitePress hard-codes read the locale’s chromeLabels', () => {
  it.each(LABEL_REWRITES.map((r) => [r.component, r] as const))(
    '%s: its label comes from the theme config, and the component has a theme to read',
    (_name, rewrite) => {
      const out = rewriteLabel(source(rewrite.component), rewrite)
      expect(out).not.toMatch(rewrite.label)
      expect(out).toMatch(/theme\.chromeLabels\.\w+/)
      // The component reads `theme` from VitePress's data, its own or the one the rewrite adds.
      expect(out).toMatch(/const \{[^}]*\btheme\b[^}]*\} = use\w*Data\(\)/)
    },
  )

  it('the build stops when VitePress changed a label', () => {
    const rewrite = LABEL_REWRITES.find((r) => r.component === 'VPSidebarItem')!
    const changed = source('VPSidebarItem').replace('aria-label="toggle section"', 'aria-label="Toggle section"')
    expect(() => rewriteLabel(changed, rewrite)).toThrow(/VPSidebarItem\.vue no longer holds the label/)
  })
})
