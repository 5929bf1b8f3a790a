import { expect, test, type Locator, type Page } from '@playwright/test'
import { seriousViolations } from './support/axe'

// Under /en/ every piece of the shell speaks English. Chinese may appear only where it is marked as
// Chinese (lang="zh…", e.g. the filing numbers, issued in Chinese) and in the language menu, which
// names 简体中文 in its own language as language menus do.
const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/
const CHROME = [
  '.VPNav',
  '.VPNavScreen',
  '.VPLocalNav',
  '.VPSidebar',
  '.SiteBanner',
  '.SiteFooter',
  '.SearchControl',
  '.NotFound',
  '.VPDocFooter',
]

async function chineseInChrome(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selectors, cjk }) => {
      const re = new RegExp(cjk)
      const exempt = (el: Element | null) =>
        !!el?.closest(
          '[lang^="zh"], .VPNavBarTranslations .VPMenuLink, .VPNavBarExtra .translations .VPMenuLink, .VPNavScreenTranslations .item',
        )
      const found: string[] = []
      for (const root of document.querySelectorAll(selectors.join(','))) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (re.test(n.textContent ?? '') && !exempt(n.parentElement))
            found.push(`${(n.parentElement as Element).className}: ${n.textContent!.trim()}`)
        }
        for (const el of [root, ...root.querySelectorAll('*')]) {
          for (const attr of ['aria-label', 'title', 'alt', 'placeholder']) {
            const v = el.getAttribute(attr)
            if (v && re.test(v) && !exempt(el)) found.push(`${el.tagName.toLowerCase()}[${attr}]: ${v}`)
          }
        }
      }
      return found
    },
    { selectors: CHROME, cjk: CJK.source },
  )
}

/** The app has mounted (it may mount after the load event, once the page's own chunk has loaded). */
const mounted = (page: Page) =>
  page.waitForFunction(() => !!(document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__)

const PAGES = ['/en/', '/en/gen-studio/', '/en/ai-studio/dev-instance/create.html', '/en/support/']

test.describe('English chrome', () => {
  test('desktop: top bar, every flyout, all banner messages, footer and search control are English', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.clock.install()
    for (const path of PAGES) {
      await page.goto(path)
      await expect(page.locator('.SiteBanner')).toBeVisible()
      // Its name starts with its visible label (the shortcut follows: WCAG 2.5.3, checked in reader.spec.ts).
      await expect(page.locator('.SearchControl .search-button')).toHaveAccessibleName(/^Search\b/)
      expect(await chineseInChrome(page), path).toEqual([])
      // The flyouts' panels, item by item (each item shows its own links).
      for (const flyout of await page.locator('.VPNavBarMenu .NavFlyout').all()) {
        await flyout.locator('.trigger').hover()
        const panel = page.locator(`#nav-flyout-${await flyout.getAttribute('data-flyout')}`)
        await expect(panel).toBeVisible()
        for (const item of await panel.locator('.item-link').all()) {
          await item.hover()
          expect(await chineseInChrome(page), path).toEqual([])
        }
      }
      // The other banner messages.
      for (let i = 0; i < 2; i++) {
        await page.clock.runFor(8_000)
        expect(await chineseInChrome(page), path).toEqual([])
      }
    }
    await expect(page.locator('.SiteFooter .copyright')).toContainText('Example AI Computing Co., Ltd.')
    await expect(page.getByRole('link', { name: 'Console', exact: true })).toHaveAttribute(
      'href',
      'https://console.example.com/console',
    )
    await expect(page.getByRole('link', { name: 'Top up', exact: true })).toHaveAttribute(
      'href',
      'https://console.example.com/expense/recharge',
    )
  })

  test('phone: the nav screen with its flyouts is English', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await page.goto('/en/ai-studio/dev-instance/create.html')
    // A tap before the app has mounted reaches no code (the hamburger is plain HTML until then).
    await mounted(page)
    await page.locator('.VPNavBarHamburger').click()
    const screen = page.locator('.VPNavScreen')
    await expect(screen).toBeVisible()
    // The screen's menus are a chunk of their own, drawn once it has loaded: `all()` takes the
    // triggers there at that instant, which on a loaded machine were fewer than three (or none), and
    // the menus then found closed had never been opened. Wait for all three first.
    const triggers = screen.locator('.NavFlyout .trigger')
    await expect(triggers).toHaveCount(3)
    for (const trigger of await triggers.all()) {
      await trigger.click()
      await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    }
    // Opening one menu closes none of the others.
    for (const trigger of await triggers.all()) await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(page).toHaveURL(/\/en\/ai-studio\/dev-instance\/create\.html$/)
    await expect(screen.locator('.screen-panel').first()).toBeVisible()
    expect(await chineseInChrome(page)).toEqual([])
  })

  test('an unknown English address shows an English 404', async ({ page }) => {
    const response = await page.goto('/en/no/such/page.html')
    expect(response?.status()).toBe(404)
    await expect(page.locator('.NotFound .quote')).toHaveText(
      'The page you are looking for has moved or never existed.',
    )
    await expect(page.locator('.NotFound a')).toHaveAttribute('href', '/en/')
    expect(await chineseInChrome(page)).toEqual([])
  })

  test('English flyouts, banner and footer lead to the English page where there is one', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/en/')
    const compute = page.locator('#nav-flyout-compute')
    await expect(compute.locator('.item-link', { hasText: 'AIStudio' })).toHaveAttribute('href', '/en/ai-studio/')
    // (Links of groups not shown are in the page, hidden: looked up by text.)
    await expect(compute.locator('a.feature-link', { hasText: 'Create a dev instance' })).toHaveAttribute(
      'href',
      '/en/ai-studio/dev-instance/create.html',
    )
    await expect(compute.locator('a.feature-link', { hasText: 'Create a training job' })).toHaveAttribute(
      'href',
      '/en/ai-studio/job/create.html',
    )
    // No English page: the Chinese one, the only one there is.
    await expect(compute.locator('a.feature-link', { hasText: 'Train with PyTorch DDP' })).toHaveAttribute(
      'href',
      '/ai-studio/job/use-pytorch-ddp.html',
    )
    await expect(page.locator('.SiteFooter').getByRole('link', { name: 'API quick start' })).toHaveAttribute(
      'href',
      '/en/gen-studio/api/',
    )
  })

  test('links of the English shell to a page that exists only in Chinese say so: a badge, and "(Chinese page)" in their name', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/en/')
    await page.locator('.VPNavBarMenu [data-flyout="compute"] .trigger').hover()
    const compute = page.locator('#nav-flyout-compute')
    await expect(compute).toBeVisible()
    const ddp = compute.locator('a.feature-link', { hasText: 'Train with PyTorch DDP' })
    await ddp.hover()
    await expect(ddp).toHaveAccessibleName('Train with PyTorch DDP (Chinese page)')
    await expect(ddp.locator('.ChineseBadge .badge')).toBeVisible()
    await expect(ddp.locator('.ChineseBadge .badge')).toHaveText('Chinese')
    const english = compute.locator('a.feature-link', { hasText: 'Create a dev instance' })
    await expect(english).toHaveAccessibleName('Create a dev instance')
    // Every link of the flyouts, the footer and the banner: a badge exactly where the link leaves /en/.
    expect(await unmarkedOrWronglyMarked(page.locator('.NavFlyoutPanel a'))).toEqual([])
    expect(await unmarkedOrWronglyMarked(page.locator('.SiteFooter nav a'))).toEqual([])
    expect(await unmarkedOrWronglyMarked(page.locator('.SiteBanner a.text'))).toEqual([])
    expect(await seriousViolations(page, ['.VPNav', '.SiteBanner', '.SiteFooter'])).toEqual([])

    // Chinese pages link to Chinese pages: no badge anywhere.
    await page.goto('/ai-studio/')
    await expect(page.locator('.ChineseBadge')).toHaveCount(0)
  })

  test('phone: the nav screen marks its links to Chinese-only pages too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/en/')
    await mounted(page)
    await page.locator('.VPNavBarHamburger').click()
    const screen = page.locator('.VPNavScreen')
    await expect(screen).toBeVisible()
    // Each menu is read while it is open (its links are in the page only then).
    for (const flyout of await screen.locator('.NavFlyout').all()) {
      await flyout.locator('.trigger').click()
      await expect(flyout.locator('.screen-panel')).toBeVisible()
      expect(await unmarkedOrWronglyMarked(flyout.locator('.screen-panel a'))).toEqual([])
      if ((await flyout.getAttribute('data-flyout')) === 'compute') {
        const ddp = flyout.locator('a', { hasText: 'Train with PyTorch DDP' })
        await expect(ddp).toHaveAccessibleName('Train with PyTorch DDP (Chinese page)')
        await expect(ddp.locator('.ChineseBadge .badge')).toBeVisible()
        expect(await seriousViolations(page, ['.VPNavScreen'])).toEqual([])
      }
    }
  })

  test('the Chinese shell keeps its Chinese strings', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/ai-studio/')
    await expect(page.locator('.VPNavBarMenu .NavFlyout .trigger .text')).toHaveText(['平台', 'AI 算力', '模型服务'])
    await expect(page.getByRole('link', { name: '充值', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: '控制台', exact: true })).toBeVisible()
    await expect(page.locator('.SiteBanner')).toHaveAttribute('aria-label', '公告')
    await expect(page.locator('.SiteFooter nav')).toHaveAttribute('aria-label', '站点导航')
    await expect(page.locator('.SiteFooter .group-title').first()).toHaveText('大模型服务')
  })
})

/** Links among `links` whose badge does not match where they lead (a site page outside /en/). */
async function unmarkedOrWronglyMarked(links: Locator): Promise<string[]> {
  return links.evaluateAll((els) =>
    els.flatMap((a) => {
      const href = a.getAttribute('href') ?? ''
      const chinese = href.startsWith('/') && !href.startsWith('/en/')
      const badged = a.querySelector('.ChineseBadge') !== null
      return chinese === badged ? [] : [`${href}: ${badged ? 'badge on an English page' : 'no badge'}`]
    }),
  )
}

/** What VitePress's own chrome calls itself on the page (labels a reader hears, titles a reader sees). */
async function vitepressChrome(page: Page) {
  const first = async (selector: string) =>
    (await page.locator(selector).count()) > 0 ? page.locator(selector).first() : null
  const text = async (selector: string) => (await (await first(selector))?.textContent())?.trim()
  const attr = async (selector: string, name: string) => (await first(selector))?.getAttribute(name)
  return {
    mainNav: await text('#main-nav-aria-label'),
    sidebarNav: await text('#sidebar-aria-label'),
    pager: await text('#doc-footer-aria-label'),
    skipLink: await text('.VPSkipLink'),
    toggleSection: await attr('.VPSidebarItem .caret', 'aria-label'),
    extraNav: await attr('.VPNavBarExtra button', 'aria-label'),
    hamburger: await attr('.VPNavBarHamburger', 'aria-label'),
    copyCode: await attr('.vp-doc button.copy', 'title'),
    permalink: await attr('.vp-doc h2 .header-anchor', 'aria-label'),
    copied: await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--vp-code-copy-copied-text-content').trim(),
    ),
  }
}

test.describe("VitePress's chrome speaks the page's language", () => {
  const zh = {
    mainNav: '主导航',
    sidebarNav: '侧边栏导航',
    pager: '上一页和下一页',
    skipLink: '跳到正文',
    toggleSection: '展开或收起本组',
    extraNav: '更多选项',
    hamburger: '导航菜单',
    copyCode: '复制代码',
    copied: '"已复制"',
  }
  const en = {
    mainNav: 'Main navigation',
    sidebarNav: 'Sidebar navigation',
    pager: 'Previous and next page',
    skipLink: 'Skip to content',
    // No English sidebar has a collapsible group today.
    toggleSection: undefined,
    extraNav: 'More options',
    hamburger: 'Navigation menu',
    copyCode: 'Copy code',
    copied: '"Copied"',
  }

  test('a Chinese page names it in Chinese, an English page in English, after a switch too', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/ai-studio/job/create.html')
    // The first section's heading: its anchor's label names it.
    const heading = (await page.locator('.vp-doc h2').first().textContent())?.replace(/\u200b/g, '').trim()
    expect(await vitepressChrome(page)).toEqual({ ...zh, permalink: `“${heading}”的链接` })
    await mounted(page)
    // The language menu switches in the page (no load): the labels follow.
    await page.locator('.VPNavBarTranslations').hover()
    await page.locator('.VPNavBarTranslations').getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en\/ai-studio\/job\/create\.html$/)
    await expect(page.locator('#main-nav-aria-label')).toHaveText(en.mainNav)
    const enHeading = (await page.locator('.vp-doc h2').first().textContent())?.replace(/\u200b/g, '').trim()
    expect(await vitepressChrome(page)).toEqual({ ...en, permalink: `Link to “${enHeading}”` })
  })

  test("phone: the menu button and the outline bar are named in the page's language", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/ai-studio/job/create.html')
    await expect(page.locator('.VPNavBarHamburger')).toHaveAccessibleName(zh.hamburger)
    await expect(page.locator('.VPLocalNav .menu')).toContainText('目录')
    await page.goto('/en/ai-studio/job/create.html')
    await expect(page.locator('.VPNavBarHamburger')).toHaveAccessibleName(en.hamburger)
    await expect(page.locator('.VPLocalNav .menu')).toContainText('Menu')
  })
})
