import type { DefaultTheme } from 'vitepress'
import { describe, expect, it } from 'vitest'
import { linkCollapsibleGroups, linkCollapsibleGroupsMulti } from '../../../.vitepress/build/sidebarGroups'
import { enSidebarMulti, zhSidebar } from '../../../.vitepress/navigation/sidebars'

const walk = (items: DefaultTheme.SidebarItem[]): DefaultTheme.SidebarItem[] => items.flatMap((i) => [i, ...walk(i.items ?? [])])
const links = (items: DefaultTheme.SidebarItem[]) => walk(items).map((i) => i.link).filter(Boolean)

describe('collapsible sidebar groups', () => {
  it('take their first page as their link, and that page leaves the list', () => {
    const out = linkCollapsibleGroups([
      { text: '开发机', collapsed: false, items: [{ text: '开发机概览', link: '/a/' }, { text: '创建', link: '/a/create' }] },
      { text: '固定分组', items: [{ text: '页面', link: '/b' }] },
    ])
    expect(out[0]).toEqual({ text: '开发机', collapsed: false, link: '/a/', items: [{ text: '创建', link: '/a/create' }] })
    expect(out[1]).toEqual({ text: '固定分组', items: [{ text: '页面', link: '/b' }] })
  })

  it('leaves no collapsible group without a link in the site’s sidebars, and loses no page', () => {
    for (const sidebar of [zhSidebar, enSidebarMulti]) {
      const linked = linkCollapsibleGroupsMulti(sidebar)
      for (const [prefix, items] of Object.entries(linked) as [string, DefaultTheme.SidebarItem[]][]) {
        const unlinked = walk(items).filter((i) => i.collapsed !== undefined && !i.link).map((i) => i.text)
        expect(unlinked, prefix).toEqual([])
        expect(new Set(links(items)), prefix).toEqual(new Set(links((sidebar as Record<string, DefaultTheme.SidebarItem[]>)[prefix]!)))
      }
    }
  })
})
