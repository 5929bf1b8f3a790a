import { expect, test, type Page } from '@playwright/test'
import { placeholderFit } from './support/placeholder'

// The answer modes exist where a model answers: the Typesense build (the embedded one quotes the docs
// and has no mode selector).
const dialog = (page: Page) => page.getByRole('dialog')

test.describe('phones', () => {
  test.use({ viewport: { width: 320, height: 640 } })
  test('the mode button keeps its label on one line', async ({ page }) => {
    await page.goto('/en/')
    await page.locator('.SearchControl .ai-button').click()
    const badge = dialog(page).locator('.ModeSelect-badge')
    for (const mode of ['balanced', 'deep', 'fast answer']) {
      await badge.click()
      await dialog(page)
        .getByRole('option', { name: new RegExp(mode) })
        .click()
      // One line: the icon sits beside the label's text, and the text itself does not break.
      const lines = await badge.evaluate((el) => {
        const tops = new Set<number>()
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        let text: DOMRect | null = null
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (!n.textContent?.trim()) continue
          const range = document.createRange()
          range.selectNodeContents(n)
          for (const r of Array.from(range.getClientRects())) {
            if (r.width === 0) continue
            tops.add(Math.round(r.top / 4))
            text ??= r
          }
        }
        const icon = el.querySelector('svg')!.getBoundingClientRect()
        const middle = icon.top + icon.height / 2
        return text && middle >= text.top && middle <= text.bottom ? tops.size : tops.size + 1
      })
      expect(lines, mode).toBe(1)
    }
  })
})

for (const home of ['/', '/en/']) {
  test(`at 390 px the question box's placeholder of ${home} fits beside the mode button, before and after a question`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(home)
    await page.locator('.SearchControl .ai-button').click()
    const box = dialog(page).locator('.ChatInput-text')
    await expect(dialog(page).locator('.ModeSelect-badge')).toBeVisible()
    const empty = await placeholderFit(box)
    expect(empty.width, empty.text).toBeLessThanOrEqual(empty.room)
    await box.fill(home === '/' ? '开发机怎么收费' : 'How is a dev instance billed?')
    await box.press('Enter')
    // The clear button comes with the first message and takes its room from the box.
    await expect(dialog(page).locator('.ChatClear')).toBeVisible()
    const asked = await placeholderFit(box)
    expect(asked.width, asked.text).toBeLessThanOrEqual(asked.room)
  })
}
