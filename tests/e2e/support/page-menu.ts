import type { Page } from '@playwright/test'

// The page menu as its specs drive it, on either build (they grant the clipboard permissions).

/** Loads a page and waits until its scripts have run: a click before hydration does nothing. */
export const open = (page: Page, url: string) => page.goto(url, { waitUntil: 'networkidle' })
/** What the page put on the clipboard. */
export const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText())
/** A file of the site as the page would fetch it (a page's Markdown copy). */
export const markdownOf = (page: Page, url: string) => page.evaluate((u) => fetch(u).then((r) => r.text()), url)
