import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { rewriteSidebarItem } from '../../../.vitepress/plugins/sidebarItemFocus'

const file = path.resolve(
  __dirname,
  '../../../node_modules/vitepress/dist/client/theme-default/components/VPSidebarItem.vue',
)

describe("VitePress's sidebar item, rewritten (against the installed file)", () => {
  it('focuses a group row only when it has no link, and gives the caret its state', () => {
    const out = rewriteSidebarItem(fs.readFileSync(file, 'utf8'))
    expect(out).toContain(':tabindex="item.items && !item.link ? 0 : undefined"')
    expect(out).not.toContain(':tabindex="item.items && 0"')
    expect(out).toMatch(/class="caret"\s+role="button"\s+:aria-expanded="!collapsed"/)
  })

  it('stops the build when VitePress changed the lines', () => {
    const changed = fs.readFileSync(file, 'utf8').replace(':tabindex="item.items && 0"', ':tabindex="0"')
    expect(() => rewriteSidebarItem(changed)).toThrow(/VPSidebarItem\.vue no longer matches/)
  })
})
