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

/** The page is interactive (the switcher is enabled once the theme has mounted). */
export const interactive = (page: Page) => expect(page.locator('.ApiSwitcher select')).toBeEnabled()

/**
 * Moves the keyboard focus to a control of the viewer in view (a reader tabbing in, without scrolling)
 * and waits until Redoc has taken over.
 */
export async function takeOver(page: Page) {
  await interactive(page)
  const focusInView = () =>
    apiViewer(page).evaluate((el) => {
      // Sections away from the viewport are not rendered (content-visibility): their boxes are not where
      // a reader would see them, and a section scrolled to renders on the next frame.
      const inView = [...el.querySelectorAll<HTMLElement>('.api-content button')].find((b) => {
        const r = b.getBoundingClientRect()
        return r.top > 0 && r.bottom < innerHeight && r.width > 0 && b.checkVisibility({ contentVisibilityAuto: true })
      })
      inView?.focus({ preventScroll: true })
      return !!inView
    })
  await expect.poll(focusInView).toBe(true)
  await viewerRendered(page)
}
