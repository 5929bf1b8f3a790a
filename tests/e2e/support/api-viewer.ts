import fs from 'node:fs'
import { expect, type Page } from '@playwright/test'

/** The API reference's viewer (Redoc's markup, built or rendered in the browser). */
export const apiViewer = (page: Page) => page.locator('.ApiReference .viewer')

/** The operation ids of an OpenAPI document of `public/openapi/`. */
export const operationIds = (file: string) =>
  [
    ...fs
      .readFileSync(new URL(`../../../public/openapi/${file}`, import.meta.url), 'utf8')
      .matchAll(/^\s+operationId:\s*(\S+)\s*$/gm),
  ].map((m) => m[1]!)

/**
 * Nav (64 px) + the announcement banner (40 px): where Redoc puts a section it scrolls to (it adds 1 px
 * against rounding).
 */
export const LANDING_OFFSET = 64 + 40 - 1

/** Follows a doc page's link to the model-service reference in the same tab (the site opens them in a new one). */
export async function openInApp(page: Page) {
  const link = page.locator('.vp-doc a[href="/gen-studio/api/maas.html"]').first()
  await link.evaluate((a) => a.removeAttribute('target'))
  await link.click()
}

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
