import type { Page } from '@playwright/test'

/**
 * Stops the page's clock `ahead` ms from the page's present, so that only the test moves it from here.
 * The clock keeps running in real time until the pause lands: on a loaded machine the round trips
 * between reading the time and pausing can take longer than `ahead`, and Playwright then refuses to
 * go back in time. That race is the machine's, not the page's: read the time again and retry.
 */
export async function freezeClock(page: Page, ahead = 1_000): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now())
    try {
      await page.clock.pauseAt(now + ahead)
      return
    } catch (error) {
      if (attempt >= 5 || !/fast-forward to the past/i.test(String(error))) throw error
    }
  }
}
