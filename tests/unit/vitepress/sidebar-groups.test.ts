import type { DefaultTheme } from 'vitepress'
import { describe, expect, it } from 'vitest'
import { linkCollapsibleGroups, linkCollapsibleGroupsMulti } from '../../../.vitepress/build/sidebarGroups'
import { enSidebarMulti, zhSidebar } from '../../../.vitepress/navigation/sidebars'

const walk = (items: DefaultTheme.SidebarItem[]): DefaultTheme.SidebarItem[] =>
  items.flatMap((i) => [i, ...walk(i.items ?? [])])
const links = (items: DefaultTheme.SidebarItem[]) =>
  walk(items)
    .map((i) => i.link)
    .filter(Boolean)

describe('collapsible sidebar groups', () => {
  it('take their first page as their link, and that page leaves the list', () => {
    const out = linkCollapsibleGroups([
      {
        text: '开发机',
        collapsed: false,
        items: [
          { text: '开发机概览', link: '/a/' },
          { text: '创建', link: '/a/create' },
        ],
      },
      { text: '固定分组', items: [{ text: '页面', link: '/b' }] },
    ])
    expect(out[0]).toEqual({
      text: '开发机',
      collapsed: false,
      link: '/a/',
      items: [{ text: '创建', link: '/a/create' }],
    })
    expect(out[1]).toEqual({ text: '固定分组', items: [{ text: '页面', link: '/b' }] })
  })

  it('keep a group whose first page opens in a new tab open, with every page and a plain title', () => {
    const refs = [
      { text: '模型服务 API', link: '/api/maas', target: '_blank', rel: 'noopener noreferrer' },
      { text: 'ComfyUI API', link: '/api/comfy', target: '_blank', rel: 'noopener noreferrer' },
    ]
    expect(linkCollapsibleGroups([{ text: 'API 参考', collapsed: true, items: refs }])).toEqual([
      { text: 'API 参考', items: refs },
    ])
  })

  it('leave the model-service API references all in the list, opening in a new tab', () => {
    const genStudio = linkCollapsibleGroupsMulti(zhSidebar)['/gen-studio/'] as DefaultTheme.SidebarItem[]
    const group = walk(genStudio).find((i) => i.text === 'API 参考')!
    expect(group.link).toBeUndefined()
    expect(group.items!.map((i) => [i.link, i.target])).toEqual([
      ['/gen-studio/api/maas', '_blank'],
      ['/gen-studio/api/maas-comfyui', '_blank'],
      ['/gen-studio/api/maas-comfyui-websocket', '_blank'],
    ])
  })

  it('leaves no collapsible group without a link in the site’s sidebars, and loses no page', () => {
    for (const sidebar of [zhSidebar, enSidebarMulti]) {
      const linked = linkCollapsibleGroupsMulti(sidebar)
      for (const [prefix, items] of Object.entries(linked) as [string, DefaultTheme.SidebarItem[]][]) {
        const unlinked = walk(items)
          .filter((i) => i.collapsed !== undefined && !i.link)
          .map((i) => i.text)
        expect(unlinked, prefix).toEqual([])
        expect(new Set(links(items)), prefix).toEqual(
          new Set(links((sidebar as Record<string, DefaultTheme.SidebarItem[]>)[prefix]!)),
        )
      }
    }
  })
})
