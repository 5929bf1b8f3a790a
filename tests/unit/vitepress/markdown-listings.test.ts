import type { SiteData } from 'vitepress'
import { describe, expect, it } from 'vitest'
import { flyoutLinks, markdownListings, sidebarLinks } from '../../../.vitepress/build/markdownListings'
import type { Flyout } from '../../../.vitepress/navigation/types'

const flyout: Flyout = {
  id: 'f',
  text: 'F',
  defaultKey: 'a',
  menuItems: [{ key: 'a', title: 'A', description: '', link: '/a/', iconType: 'job', iconLabel: '' }],
  featureSections: { a: [{ title: 'S', features: [{ text: 'B', link: '/a/b', iconType: 'job', iconLabel: '' }] }] },
}

describe('what llms.txt may list', () => {
  it('sidebar links depth first, groups’ own links included, bases applied', () => {
    expect(
      sidebarLinks({
        '/x/': [
          {
            text: 'G',
            link: '/x/',
            items: [
              { text: 'a', link: '/x/a' },
              { text: 'H', items: [{ text: 'b', link: '/x/b' }] },
            ],
          },
        ],
        '/y/': { base: '/y/', items: [{ text: 'c', link: 'c' }] },
      }),
    ).toEqual(['/x/', '/x/a', '/x/b', '/y/c'])
  })

  it('flyout menu items and feature links', () => {
    expect(flyoutLinks([flyout])).toEqual(['/a/', '/a/b'])
  })

  it('per locale: home, sidebar, nav (zh), posts; titles from the site data', () => {
    const site = {
      title: '文档',
      description: '站点描述',
      locales: {
        root: { label: '简体中文', themeConfig: { sidebar: [{ text: 's', link: '/s' }] } },
        en: {
          label: 'English',
          description: 'Site description',
          themeConfig: { sidebar: [{ text: 'e', link: '/en/e' }] },
        },
      },
    } as unknown as SiteData
    const listings = markdownListings(site, '/nonexistent', [flyout])
    expect(listings.zh).toEqual({ title: '文档', summary: '站点描述', links: ['/', '/s', '/a/', '/a/b'] })
    expect(listings.en).toEqual({ title: '文档', summary: 'Site description', links: ['/en/', '/en/e'] })
  })
})
