import { expect, type Page } from '@playwright/test'

// The search dialog as the keyword specs drive it.
export const modal = (page: Page) => page.getByRole('dialog')
export const input = (page: Page) => modal(page).getByRole('combobox')
/** Opening and closing are throttled (100 ms): a person cannot close faster, and tests do not either. */
export const THROTTLE_MS = 100
export async function openSearch(page: Page) {
  await page.locator('.SearchControl .search-button').click()
  await expect(input(page)).toBeFocused()
  await page.waitForTimeout(THROTTLE_MS + 20)
}
export async function search(page: Page, q: string) {
  await input(page).fill(q)
  await expect(modal(page).locator('.SearchHit').first()).toBeVisible()
}
