import { expect, test } from '@playwright/test'

test.use({ viewport: { width: 1440, height: 900 } })

// Every footer link and every flyout link answers 200 from the built site.
test('footer and flyout links all resolve', async ({ page, request, baseURL }) => {
  await page.goto('/')
  const hrefs = new Set<string>()
  const collect = async (selector: string) => {
    for (const h of await page.locator(selector).evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))
      hrefs.add(h)
  }
  await collect('.SiteFooter .groups a')
  await collect('.SiteBanner a.text')

  // Walk every flyout and every item of it, the way a reader would.
  for (const flyout of await page.locator('.VPNavBarMenu .NavFlyout').all()) {
    await flyout.locator('.trigger').hover()
    const panel = page.locator(`#nav-flyout-${await flyout.getAttribute('data-flyout')}`)
    await expect(panel).toBeVisible()
    for (const item of await panel.locator('.item-link').all()) {
      await item.hover()
      await collect('.NavFlyoutPanel.open a')
    }
    await page.mouse.move(10, 800)
  }

  const internal = [...hrefs].filter((h) => h.startsWith('/'))
  const external = [...hrefs].filter((h) => !h.startsWith('/'))
  expect(internal.length).toBeGreaterThan(100)
  expect(external).toEqual(['https://console.example.com/computility'])

  const failures: string[] = []
  for (const href of internal) {
    const res = await request.get(new URL(href, baseURL).toString(), { maxRedirects: 0 })
    if (res.status() !== 200) failures.push(`${res.status()} ${href}`)
    else if (!(await res.text()).includes('<div id="app"')) failures.push(`not a site page: ${href}`)
  }
  expect(failures).toEqual([])
})
