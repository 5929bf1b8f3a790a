import { expect, test, type Page } from '@playwright/test'

// The zh home at the widths readers use: the product grid starts where the hero's text does, and the
// title and the tagline break only between their phrases.
const WIDTHS = [390, 768, 1024, 1280, 1440]

/** Where each line of a one-text block of the hero starts, as offsets into its text. */
function lineStarts(page: Page, selector = '.VPHero .text'): Promise<{ text: string; starts: number[] }> {
  return page.locator(selector).evaluate((el) => {
    const text = el.textContent ?? ''
    const node = el.firstChild as Text
    const range = document.createRange()
    const starts: number[] = []
    let top: number | null = null
    for (let i = 0; i < text.length; i++) {
      range.setStart(node, i)
      range.setEnd(node, i + 1)
      const rect = range.getClientRects()[0]
      if (!rect || rect.width === 0) continue
      if (top !== null && rect.top > top + 5) starts.push(i)
      top = rect.top
    }
    return { text, starts }
  })
}

for (const width of WIDTHS) {
  test(`the zh home at ${width} px: the grid lines up with the hero, the title and the tagline break between phrases`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    const grid = page.locator('.HomeProducts .grid')
    await expect(grid).toBeVisible()
    const heroLeft = await page.locator('.VPHero .heading').evaluate((el) => el.getBoundingClientRect().left)
    const gridLeft = await grid.evaluate((el) => el.getBoundingClientRect().left)
    expect(Math.abs(gridLeft - heroLeft)).toBeLessThanOrEqual(1)

    const { text, starts } = await lineStarts(page)
    expect(text).toBe('从一张 GPU 到一个模型服务')
    // A line may start only after a space: never inside 模型服务.
    for (const i of starts) expect(text[i - 1], `a line starts at "${text.slice(i)}"`).toBe(' ')

    // The tagline: a line starts after a space or a Chinese comma, never inside a word (工作|流).
    const tagline = await lineStarts(page, '.VPHero .tagline')
    expect(tagline.text).toMatch(/^开发机、/)
    for (const i of tagline.starts)
      expect(tagline.text[i - 1], `a tagline line starts at "${tagline.text.slice(i)}"`).toMatch(/^[ 、，]$/)
  })
}
