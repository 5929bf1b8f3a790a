import { recordAnalytics } from './support/analytics'
import { expect, test } from '@playwright/test'
import { STORAGE_KEYS } from '../../src/contracts'

test.describe('top bar', () => {
  test('console buttons open the console in a new tab and send analytics only when it exists', async ({
    page,
    context,
  }) => {
    await context.route('https://console.example.com/**', (route) => route.fulfill({ status: 200, body: 'console' }))
    await page.goto('/gen-studio/')
    const recharge = page.getByRole('link', { name: '充值', exact: true })
    const consoleLink = page.getByRole('link', { name: '控制台', exact: true })
    await expect(recharge).toHaveAttribute('href', 'https://console.example.com/expense/recharge')
    await expect(consoleLink).toHaveAttribute('href', 'https://console.example.com/console')
    for (const link of [recharge, consoleLink]) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }

    // No analytics function: clicking works and nothing throws.
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const [tab] = await Promise.all([context.waitForEvent('page'), consoleLink.click()])
    await tab.waitForLoadState()
    expect(new URL(tab.url()).host).toBe('console.example.com')
    await tab.close()
    expect(errors).toEqual([])

    // With an analytics function: one event per click, with the anonymous session id.
    const analytics = await recordAnalytics(page)
    const [tab2] = await Promise.all([context.waitForEvent('page'), recharge.click()])
    await tab2.close()
    const [tab3] = await Promise.all([context.waitForEvent('page'), consoleLink.click()])
    await tab3.close()
    const events = await analytics()
    expect(events.map((e) => e[0])).toEqual(['BuyCreditButtonClicked', 'ConsoleButtonClicked'])
    expect(events[0]?.[1]?.anonymousId).toBeTruthy()
    expect(events[1]?.[1]?.anonymousId).toBe(events[0]?.[1]?.anonymousId)
    expect(await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.anonymousId)).toBe(
      events[0]?.[1]?.anonymousId,
    )
  })

  test('dark mode toggles and is remembered', async ({ page }) => {
    await page.goto('/ai-studio/')
    const html = page.locator('html')
    const wasDark = (await html.getAttribute('class'))?.includes('dark') ?? false
    await page.locator('.VPNavBarAppearance .VPSwitchAppearance').click()
    await expect(html).toHaveClass(wasDark ? /^(?!.*\bdark\b)/ : /\bdark\b/)
    await page.reload()
    await expect(html).toHaveClass(wasDark ? /^(?!.*\bdark\b)/ : /\bdark\b/)
    await page.locator('.VPNavBarAppearance .VPSwitchAppearance').click()
    await expect(html).toHaveClass(wasDark ? /\bdark\b/ : /^(?!.*\bdark\b)/)
  })

  test('the palette changes at once, with no colour transitions', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 860 })
    await page.goto('/ai-studio/')
    await page.waitForFunction(
      () => !!(document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
    )
    for (let i = 0; i < 2; i++) {
      await page.locator('.VPNavBarAppearance .VPSwitchAppearance').click()
      // The nav and the sidebar have background transitions of their own (0.25–0.5 s); the switch's own
      // knob and icons slide and fade.
      const transitions = await page.evaluate(() =>
        document
          .getAnimations()
          .filter((a): a is CSSTransition => a instanceof CSSTransition)
          .filter((a) => !(a.effect as KeyframeEffect | null)?.target?.closest('.VPSwitchAppearance'))
          .map((a) => `${(a.effect as KeyframeEffect).target!.className} ${a.transitionProperty}`),
      )
      expect(transitions).toEqual([])
    }
  })

  test('an unknown URL shows the 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page.html')
    expect(response?.status()).toBe(404)
    await expect(page.locator('.NotFound .code')).toHaveText('404')
    await expect(page.locator('.NotFound h1')).toHaveText('PAGE NOT FOUND')
    await page.locator('.NotFound a').click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('.VPHero')).toBeVisible()
  })

  test('the footer shows the groups, the year, the company, the logo and the filings', async ({ page }) => {
    await page.goto('/ai-studio/job/')
    const footer = page.locator('.SiteFooter')
    await expect(footer.locator('.group')).toHaveCount(6)
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
    await expect(footer.locator('.copyright')).toContainText('有限公司')
    const logo = footer.locator('img.logo-light')
    await expect(logo).toHaveAttribute('width', '163')
    await expect(logo).toHaveAttribute('height', '46')
    const filings = footer.locator('.filings a')
    await expect(filings).toHaveCount(2)
    await expect(filings.nth(0)).toContainText('公网安备')
    await expect(filings.nth(1)).toContainText('ICP')
    const market = footer.getByRole('link', { name: '算力市场' })
    await expect(market).toHaveAttribute('href', 'https://console.example.com/computility')
    await expect(market).toHaveAttribute('target', '_blank')
  })

  test('the outline lists level-2 headings only', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/support/faq.html')
    const outline = page.locator('.VPDocAsideOutline .outline-link')
    const h2 = await page.locator('.vp-doc h2').count()
    expect(h2).toBeGreaterThan(1)
    await expect(outline).toHaveCount(h2)
  })
})

test.describe('sidebar', () => {
  test('a collapsible group costs two Tab stops, its link and its named toggle', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/ai-studio/dev-instance/create.html')
    const group = page.locator('.VPSidebar .VPSidebarItem.collapsible').first()
    const row = group.locator(':scope > .item')
    await expect(row).toBeVisible()
    // The theme has mounted: the caret is the toggle the reader tabs to.
    const caret = row.locator('.caret')
    await expect(caret).toHaveAttribute('aria-expanded', /true|false/)
    // Tab from the row's link onwards: the next stop is the caret, and the one after leaves the row.
    const link = row.locator('a.link')
    await link.focus()
    const stops: string[] = []
    for (let i = 0; i < 2; i++) {
      await page.keyboard.press('Tab')
      stops.push(
        await page.evaluate(() => {
          const el = document.activeElement!
          return el.classList.contains('caret') ? 'caret' : el.closest('.item') ? `row ${el.className}` : 'outside'
        }),
      )
    }
    expect(stops[0]).toBe('caret')
    // Shift+Tab back from the link leaves the row too: the row itself is no stop.
    await link.focus()
    await page.keyboard.press('Shift+Tab')
    expect(await page.evaluate(() => document.activeElement?.classList.contains('item'))).toBe(false)
    await expect(caret).toHaveAccessibleName('展开或收起本组')
    const expanded = await caret.getAttribute('aria-expanded')
    await caret.focus()
    await page.keyboard.press('Enter')
    await expect(caret).toHaveAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true')
  })
})
