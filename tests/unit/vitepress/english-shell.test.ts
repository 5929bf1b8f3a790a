import { describe, expect, it } from 'vitest'
import { bannerItems, bannerItemsEn } from '../../../.vitepress/navigation/banner'
import { flyouts } from '../../../.vitepress/navigation/flyouts'
import { flyoutsEn } from '../../../.vitepress/navigation/flyouts.en'
import { footerGroups, footerGroupsEn } from '../../../.vitepress/navigation/footer'
import type { Flyout } from '../../../.vitepress/navigation/types'
import { localeLink } from '../../../.vitepress/theme/support/links'
import { shellLocale, shellStrings, shellText } from '../../../.vitepress/theme/support/strings'

const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/
const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(texts)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(texts)
        : []

/** The flyout with its words taken out: ids, keys, links, icons and targets only. */
const shape = (f: Flyout) => ({
  id: f.id,
  defaultKey: f.defaultKey,
  items: f.menuItems.map((i) => [i.key, i.link, i.iconType]),
  sections: Object.fromEntries(
    Object.entries(f.featureSections).map(([k, sections]) => [
      k,
      sections.map((s) => s.features.map((x) => [x.link, x.iconType, x.target])),
    ]),
  ),
})

describe('English shell', () => {
  it('flyouts: the same items, groups, links and new-tab targets as the Chinese ones, in English', () => {
    expect(flyoutsEn.map(shape)).toEqual(flyouts.map(shape))
    for (const f of flyoutsEn)
      expect(
        texts(f).filter((t) => CJK.test(t)),
        f.id,
      ).toEqual([])
    expect(flyoutsEn.map((f) => f.text)).toEqual(['Platform', 'AI compute', 'Model service'])
  })

  it('footer and banner: the same links, in English', () => {
    expect(footerGroupsEn.map((g) => g.links.map((l) => [l.link, !!l.external]))).toEqual(
      footerGroups.map((g) => g.links.map((l) => [l.link, !!l.external])),
    )
    expect(bannerItemsEn.map(({ icon, doc, link, reason }) => ({ icon, doc, link, reason }))).toEqual(
      bannerItems.map(({ icon, doc, link, reason }) => ({ icon, doc, link, reason })),
    )
    expect([...texts(footerGroupsEn), ...texts(bannerItemsEn)].filter((t) => CJK.test(t))).toEqual([])
  })

  it('shell strings: every key in both locales, English without Chinese, BEHAVIOUR.md’s Chinese verbatim', () => {
    expect(Object.keys(shellStrings.en)).toEqual(Object.keys(shellStrings.zh))
    expect(texts(shellStrings.en).filter((t) => CJK.test(t))).toEqual([])
    expect(shellStrings.zh.recharge).toBe('充值')
    expect(shellStrings.zh.console).toBe('控制台')
    expect(shellLocale('root')).toBe('zh')
    expect(shellText('en').console).toBe('Console')
  })

  it('a flyout has at most five items: the panel’s CSS, which works without JavaScript, pairs up five', () => {
    for (const f of [...flyouts, ...flyoutsEn]) expect(f.menuItems.length, f.id).toBeLessThanOrEqual(5)
  })
})

describe('localeLink', () => {
  const translated = ['ai-studio/index.md', 'ai-studio/dev-instance/create.md', 'index.md']
  it('sends English readers to the English page when there is one', () => {
    expect(localeLink('/ai-studio/', 'en', translated)).toBe('/en/ai-studio/')
    expect(localeLink('/ai-studio/dev-instance/create', 'en', translated)).toBe('/en/ai-studio/dev-instance/create')
    expect(localeLink('/ai-studio/dev-instance/create.html#ssh', 'en', translated)).toBe(
      '/en/ai-studio/dev-instance/create.html#ssh',
    )
  })
  it('keeps the Chinese page when there is no English one, and every link of Chinese pages', () => {
    expect(localeLink('/ai-studio/job/create', 'en', translated)).toBe('/ai-studio/job/create')
    expect(localeLink('/ai-studio/', 'zh', translated)).toBe('/ai-studio/')
    expect(localeLink('https://console.example.com/console', 'en', translated)).toBe(
      'https://console.example.com/console',
    )
    expect(localeLink('/en/ai-studio/', 'en', translated)).toBe('/en/ai-studio/')
  })
})
