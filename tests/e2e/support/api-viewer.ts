import { expect, type Page } from '@playwright/test'

/** The API reference's viewer (Redoc's markup, built or rendered in the browser). */
export const apiViewer = (page: Page) => page.locator('.ApiReference .viewer')

/**
 * Redoc has rendered the reference. Reached by in-site navigation (or on a reader's first use) it parses
 * and lays out the whole document in the browser: seconds on a busy 2-core machine, so this state gets
 * the test's own budget rather than the 5 s of a web-first assertion.
 */
export const viewerRendered = (page: Page) =>
  expect(apiViewer(page)).toHaveAttribute('data-viewer', 'rendered', { timeout: 30_000 })
