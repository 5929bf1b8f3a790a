import { expect, test } from '@playwright/test'
import { input, modal, search } from './support/search'

// The search dialog on a phone.
test.describe('phones', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })
  test('the modal is full screen', async ({ page }) => {
    await page.goto('/')
    await page.locator('.SearchControl .search-button').click()
    await expect(input(page)).toBeFocused()
    const box = await modal(page).boundingBox()
    expect(box?.width).toBe(375)
    expect(box?.height).toBe(740)
  })
  test('the AI tab is full screen too, while its code loads and once the conversation is there', async ({ page }) => {
    await page.goto('/')
    await page.locator('.SearchControl .ai-button').click()
    await expect(modal(page).getByRole('textbox', { name: '向 AI 提问' })).toBeFocused()
    expect(await modal(page).boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 })
  })
  test('a page title too long for the screen ends in an ellipsis inside the list', async ({ page }) => {
    await page.goto('/')
    await page.locator('.SearchControl .search-button').click()
    await search(page, '训练时显存爆了')
    const groups = await modal(page)
      .locator('.SearchGroup')
      .evaluateAll((els) =>
        els.map((g) => {
          const title = g.firstElementChild as HTMLElement
          const box = g.getBoundingClientRect()
          return {
            cut: title.scrollWidth > title.clientWidth,
            ellipsis: getComputedStyle(title).textOverflow,
            inside: title.getBoundingClientRect().right <= box.right + 0.5,
          }
        }),
      )
    expect(groups.some((g) => g.cut)).toBe(true)
    for (const g of groups.filter((x) => x.cut)) expect(g).toEqual({ cut: true, ellipsis: 'ellipsis', inside: true })
  })
})
