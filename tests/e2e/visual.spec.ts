import { expect, test, type Page } from '@playwright/test'
import { STORAGE_KEYS } from '../../src/contracts'
import { interactive } from './support/api-viewer'

// Pictures of three places whose layout broke before, compared with the ones committed beside this
// file (visual.spec.ts-snapshots/): the box assertions of the other specs hold what was measured, a
// picture holds the rest. Each is clipped to the place, in the light palette. After a deliberate
// change, look at the new pictures and commit them:
// `npx playwright test tests/e2e/visual.spec.ts --update-snapshots`.

/**
 * Three runs here differed by no pixel. A tenth of a percent leaves room for anti-aliasing; Redoc's credit
 * over the intro is 0.25 % of its band (854 pixels: its background is within the comparison's colour
 * threshold of the page's, only its text counts), the logo shifted beside the dock 3 %.
 */
const SAME = { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.001 } as const
const API = '/gen-studio/api/maas.html'

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' })
})

/** The page's fonts are in, so glyphs are the same on every run. */
const fontsReady = (page: Page) => page.evaluate(() => document.fonts.ready.then(() => undefined))

test('the API page’s support legend is one line of icons and text', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(API)
  await interactive(page)
  await fontsReady(page)
  const legend = page.locator('.intro p', { hasText: '表示支持' })
  await expect(legend).toHaveScreenshot('api-legend-1440.png', SAME)
})

for (const [width, height] of [
  [1440, 900],
  [390, 844],
] as const)
  test(`the API page’s first screen at ${width} px: no Redoc credit pinned over the intro, no band above it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await page.goto(API)
    await interactive(page)
    await fontsReady(page)
    // The lower part of the first screen: where Redoc pinned its credit to the window's bottom (on a wide
    // screen; a phone's menu is off the screen with it), and what a band above the page pushes down.
    const band = 240
    await expect(page).toHaveScreenshot(`api-first-screen-bottom-${width}.png`, {
      ...SAME,
      clip: { x: 0, y: height - band, width, height: band },
    })
  })

test('the top bar beside the docked assistant at 1280 px: the logo in place, the divider at the sidebar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/ai-studio/')
  await page.evaluate((key) => localStorage.setItem(key, '1'), STORAGE_KEYS.assistantDock)
  await page.keyboard.press('Control+i')
  await expect(page.getByRole('complementary', { name: /^AI 助手/ })).toBeVisible()
  await fontsReady(page)
  // The logo, the title and the search button, and below the bar the sidebar's edge against the text.
  const bar = (await page.locator('.VPNavBar').boundingBox())!
  await expect(page).toHaveScreenshot('docked-top-bar-1280.png', {
    ...SAME,
    clip: { x: 0, y: bar.y, width: 480, height: bar.height + 24 },
  })
})
