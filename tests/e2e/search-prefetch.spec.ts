import { expect, test, type Page } from '@playwright/test'
import { INDEX_ASSETS_DIR } from '../../src/contracts'

// Search ready when the reader is (BEHAVIOUR.md search §9): the island's code and the index's meta
// load on the first sign of intent (or when the page is idle), and a query's postings are read while
// the debounce still waits.

const ISLAND_CODE = /\/assets\/chunks\/SearchApp\.[\w-]+\.js$/
const META = new RegExp(`/${INDEX_ASSETS_DIR}/zh/[0-9a-f]+/meta\\.json$`)
const modal = (page: Page) => page.getByRole('dialog')
const control = (page: Page) => page.locator('.SearchControl')

/** Every request the page makes, as paths, in order. */
function recordRequests(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (r) => paths.push(new URL(r.url()).pathname))
  return paths
}

/** The idle prefetch never comes: only the reader's intent loads the island. */
async function withoutIdle(page: Page) {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })
}

async function loaded(page: Page, path = '/ai-studio/') {
  await page.goto(path)
  await page.waitForLoadState('load')
}

test.describe('search prefetch', () => {
  test('nothing of the island loads before intent or idle', async ({ page }) => {
    await withoutIdle(page)
    const paths = recordRequests(page)
    await loaded(page)
    await page.waitForLoadState('networkidle')
    expect(paths.some((p) => ISLAND_CODE.test(p) || p.includes(`/${INDEX_ASSETS_DIR}/`))).toBe(false)
  })

  test('the pointer over the search control loads the island and the index meta before any click', async ({ page }) => {
    await withoutIdle(page)
    const paths = recordRequests(page)
    await loaded(page)
    await control(page).hover()
    await expect.poll(() => paths.some((p) => ISLAND_CODE.test(p))).toBe(true)
    await expect.poll(() => paths.some((p) => META.test(p))).toBe(true)
    await expect(modal(page)).toHaveCount(0)
    // Only the meta: no postings or texts before a query.
    expect(paths.filter((p) => p.includes(`/${INDEX_ASSETS_DIR}/`)).every((p) => META.test(p))).toBe(true)
  })

  test('focus on the search control loads the island', async ({ page }) => {
    await withoutIdle(page)
    const paths = recordRequests(page)
    await loaded(page)
    await page.locator('.SearchControl .search-button').focus()
    await expect.poll(() => paths.some((p) => ISLAND_CODE.test(p))).toBe(true)
    await expect(modal(page)).toHaveCount(0)
  })

  test('a touch on the search control loads the island before its click', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    await withoutIdle(page)
    const paths = recordRequests(page)
    await loaded(page)
    await page.locator('.SearchControl .search-button').dispatchEvent('touchstart')
    await expect.poll(() => paths.some((p) => ISLAND_CODE.test(p))).toBe(true)
    await expect(modal(page)).toHaveCount(0)
    await context.close()
  })

  test('an idle page prefetches the island and the meta only', async ({ page }) => {
    const paths = recordRequests(page)
    await loaded(page)
    await expect.poll(() => paths.some((p) => ISLAND_CODE.test(p))).toBe(true)
    await expect.poll(() => paths.some((p) => META.test(p))).toBe(true)
    expect(paths.filter((p) => p.includes(`/${INDEX_ASSETS_DIR}/`)).every((p) => META.test(p))).toBe(true)
    await expect(modal(page)).toHaveCount(0)
  })

  test("typing starts the query's search while the debounce waits (postings, then texts); the results show when it ends", async ({
    page,
  }) => {
    const paths = recordRequests(page)
    await page.clock.install()
    await loaded(page)
    await page.locator('.SearchControl .search-button').click()
    await expect(modal(page).getByRole('combobox')).toBeFocused()
    await expect.poll(() => paths.some((p) => META.test(p))).toBe(true)
    // From here the page's timers wait for the test: the debounce cannot end on its own.
    await page.clock.pauseAt(Date.now() + 60_000)
    const before = paths.length
    await modal(page)
      .getByRole('combobox')
      .evaluate((el: HTMLInputElement) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(el, '推理服务')
        el.dispatchEvent(new Event('input', { bubbles: true }))
      })
    const since = () => paths.slice(before).filter((p) => p.includes(`/${INDEX_ASSETS_DIR}/`))
    await expect.poll(() => since().some((p) => /\/[ps]\//.test(p))).toBe(true)
    await expect.poll(() => since().some((p) => p.includes('/f/'))).toBe(true)
    await expect(modal(page).locator('.SearchHit')).toHaveCount(0)
    const read = since().length
    await page.clock.runFor(300)
    await expect(modal(page).locator('.SearchHit').first()).toBeVisible()
    expect(since()).toHaveLength(read) // the debounced search answered from what was read
  })
})
