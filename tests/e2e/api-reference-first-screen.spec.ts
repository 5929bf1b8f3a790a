import { expect, test } from '@playwright/test'
import { apiViewer as viewer, interactive } from './support/api-viewer'

// The API references as a reader first sees them: the support legend, Redoc's attribution, the
// switcher, and on a phone the page under the top bar and Redoc's floating menu button.

test.describe('what a reader sees first', () => {
  test('the legend of the support table is one line of text, not one line per icon', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 860 })
    await page.goto('/gen-studio/api/maas.html')
    const legend = page.locator('.intro p', { hasText: '表示支持' })
    const lineHeight = await legend.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight))
    expect((await legend.boundingBox())!.height).toBeLessThan(3 * lineHeight)
  })

  test('Redoc’s attribution stays with its menu, not over the page’s text on the first screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 860 })
    await page.goto('/gen-studio/api/maas.html')
    await interactive(page)
    const credit = page.locator('a[href*="redocly"]').first()
    const box = await credit.boundingBox()
    const menuTop = (await page.locator('.menu-content').first().boundingBox())!.y
    expect(box === null || box.y >= menuTop).toBe(true)
    expect(box === null || box.y > 860).toBe(true)
  })

  test('the switcher shows a chevron, and on a phone the page starts right under the top bar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/gen-studio/api/maas.html')
    const chevron = await page
      .locator('.ApiSwitcher')
      .evaluate((el) => getComputedStyle(el, '::after').getPropertyValue('border-bottom-style'))
    expect(chevron).toBe('solid')
    const barBottom = (await page.locator('.VPNav').boundingBox())!
    const switcher = (await page.locator('.ApiSwitcher').boundingBox())!
    expect(switcher.y - (barBottom.y + barBottom.height)).toBeLessThan(48)
  })
})

test('on a phone, Redoc’s floating menu button shows only once the reference is on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/gen-studio/api/maas.html')
  await interactive(page)
  const button = viewer(page).locator('.redoc-wrap > .menu-content + div')
  await expect(button).toBeHidden()
  await viewer(page).locator('[id="operation/createChatCompletion"] h2').scrollIntoViewIfNeeded()
  await expect(button).toBeVisible()
})
