import { expect, test, type Locator } from '@playwright/test'
import { apiViewer as viewer, interactive, takeOver } from './support/api-viewer'

// The API reference follows the colour mode, before and after Redoc takes over: its side menu when the
// reader switches it, and its tabs in dark mode, whose selected tab (the request's Payload, a response's
// status) is drawn dark on the dark page, not as a light chip, and its text stays legible.

/** Relative luminance of a CSS rgb() colour (WCAG 2). */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

async function colours(tab: Locator) {
  const { color, background } = await tab.evaluate((el) => {
    const style = getComputedStyle(el)
    return { color: style.color, background: style.backgroundColor }
  })
  const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a)
  return { background: luminance(background), contrast: (light! + 0.05) / (dark! + 0.05) }
}

test('dark mode: the selected Payload and response tabs are dark, their text 4.5:1, before and after Redoc takes over', async ({
  page,
}) => {
  // Redoc's takeover parses and lays out the whole document: seconds on a busy machine.
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/gen-studio/api/maas.html#operation/createChatCompletion')
  await interactive(page)
  await expect(page.locator('html')).toHaveClass(/dark/)
  const section = viewer(page).locator('[id="operation/createChatCompletion"]')
  const selected = section.locator('li.react-tabs__tab--selected')
  const check = async () => {
    await expect(selected.first()).toBeVisible()
    expect(await selected.count()).toBeGreaterThanOrEqual(2)
    for (const tab of await selected.all()) {
      const { background, contrast } = await colours(tab)
      const name = await tab.textContent()
      // The dark palette's surfaces are all below 0.05 (the page #1b1b1f is 0.011); Redoc's chip is 0.79.
      expect(background, `the background of the selected tab "${name}"`).toBeLessThan(0.05)
      expect(contrast, `the text of the selected tab "${name}"`).toBeGreaterThanOrEqual(4.5)
    }
  }
  await check()
  await takeOver(page)
  await check()
})

test('the palette follows the colour mode before and after Redoc takes over', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 })
  await page.goto('/gen-studio/api/maas.html')
  const menuBg = () =>
    viewer(page)
      .locator('.menu-content')
      .evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(await menuBg()).toBe('rgb(246, 246, 247)')
  await page.locator('.VPNavBarAppearance .VPSwitchAppearance').click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(await menuBg()).toBe('rgb(32, 33, 39)')
  await viewer(page).locator('[id="operation/createChatCompletion"] h2').scrollIntoViewIfNeeded()
  await takeOver(page)
  expect(await menuBg()).toBe('rgb(32, 33, 39)')
  await page.locator('.VPNavBarAppearance .VPSwitchAppearance').click()
  await expect.poll(menuBg).toBe('rgb(246, 246, 247)')
})
