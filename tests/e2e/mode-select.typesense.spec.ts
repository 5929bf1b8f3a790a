import { expect, test } from '@playwright/test'
import { placeholderFit } from './support/placeholder'
import { modal } from './support/search'
import { onFreshFake, openAssistant } from './support/typesense'

// The answer modes exist where a model answers: the Typesense build (the embedded one quotes the docs
// and has no mode selector). A question asked here reaches the fake.
onFreshFake()

test.describe('phones', () => {
  test.use({ viewport: { width: 320, height: 640 } })
  test('the mode button keeps its label on one line', async ({ page }) => {
    await openAssistant(page, '/en/')
    const badge = modal(page).locator('.ModeSelect-badge')
    for (const mode of ['balanced', 'deep', 'fast answer']) {
      await badge.click()
      await modal(page)
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
    await openAssistant(page, home)
    const box = modal(page).locator('.ChatInput-text')
    await expect(modal(page).locator('.ModeSelect-badge')).toBeVisible()
    const empty = await placeholderFit(box)
    expect(empty.width, empty.text).toBeLessThanOrEqual(empty.room)
    await box.fill(home === '/' ? '开发机怎么收费' : 'How is a dev instance billed?')
    await box.press('Enter')
    // The clear button comes with the first message and takes its room from the box.
    await expect(modal(page).locator('.ChatClear')).toBeVisible()
    const asked = await placeholderFit(box)
    expect(asked.width, asked.text).toBeLessThanOrEqual(asked.room)
  })
}
