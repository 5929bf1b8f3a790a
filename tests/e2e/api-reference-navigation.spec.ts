import { expect, test, type Page } from '@playwright/test'
import { apiViewer as viewer, interactive, LANDING_OFFSET, takeOver, viewerRendered } from './support/api-viewer'

// Deep links and navigation in the API references: Redoc's two anchor forms landing with and without
// JavaScript, on a full load and in the app, before and after Redoc takes over; the side menu's marks
// and scrolling before Redoc runs; search results of operations; the switcher between references.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 860 } })
  test('a deep link lands on its operation', async ({ page }) => {
    await page.goto('/gen-studio/api/maas.html#operation/createBatch')
    const top = await viewer(page)
      .locator('[id="operation/createBatch"]')
      .evaluate((el) => el.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThan(200)
  })
})

test.describe('deep links and the side menu, before and after Redoc takes over', () => {
  test('a deep link opens its group in the side menu and marks its item, before and after Redoc takes over', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 860 })
    await page.goto('/gen-studio/api/maas.html#operation/createCompletion')
    await interactive(page)
    await expect(viewer(page)).toHaveAttribute('data-viewer', 'static')
    const group = viewer(page).locator('.menu-content li[data-item-id="tag/对话"]')
    const item = group.locator('li[data-item-id="tag/对话/operation/createCompletion"]')
    const other = viewer(page).locator('.menu-content li[data-item-id="tag/向量与重排序/operation/createEmbedding"]')
    const colour = (li: typeof item) => li.locator(':scope > label').evaluate((el) => getComputedStyle(el).color)
    await expect(item).toBeVisible()
    await expect(group).toHaveAttribute('aria-expanded', 'true')
    // Marked: drawn otherwise than an item that is not (whose group stays closed).
    await expect(other).toBeHidden()
    const sibling = group.locator('li[data-item-id="tag/对话/operation/createChatCompletion"]')
    expect(await colour(item)).not.toBe(await colour(sibling))
    await takeOver(page)
    await expect(item).toBeVisible()
    await expect(group).toHaveAttribute('aria-expanded', 'true')
    expect(await colour(item)).not.toBe(await colour(sibling))
  })

  test('the tag form of a deep link lands too', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 860 })
    await page.goto(`/gen-studio/api/maas.html#${encodeURI('tag/批量推理/operation/createBatch')}`)
    await interactive(page)
    const heading = viewer(page).locator('[id="operation/createBatch"] h2')
    await expect.poll(() => heading.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0)
    expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(LANDING_OFFSET + 60)
    await takeOver(page)
    expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(LANDING_OFFSET + 60)
  })

  test('the side menu scrolls to a section before Redoc runs', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 860 })
    await page.goto('/gen-studio/api/maas.html')
    await interactive(page)
    await page.evaluate(() =>
      document
        .querySelector('.ApiReference .viewer li[data-item-id="tag/模型"] > label')
        ?.dispatchEvent(new MouseEvent('click', { bubbles: true })),
    )
    await expect(page).toHaveURL(/#tag\/%E6%A8%A1%E5%9E%8B$/)
    const top = await viewer(page)
      .locator('[data-section-id="tag/模型"]')
      .evaluate((el) => el.getBoundingClientRect().top)
    expect(Math.abs(top - LANDING_OFFSET)).toBeLessThanOrEqual(2)
    await expect(viewer(page)).toHaveAttribute('data-viewer', 'static')
  })
})

test.describe('in-app navigation', () => {
  test.use({ viewport: { width: 1280, height: 860 } })

  /** The section an anchor names sits where Redoc puts what it scrolls to, the operation's title in view. */
  async function expectLanded(page: Page, anchor: string) {
    const section = viewer(page).locator(`[data-section-id="${anchor}"]`)
    await expect
      .poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 15_000 })
      .toBe(LANDING_OFFSET)
    await expect(section.locator('h2')).toBeInViewport()
  }

  /** Opens a page and marks its window: the mark is still there after navigation in the app only. */
  async function openApp(page: Page, url: string) {
    await page.goto(url)
    await page.waitForFunction(
      () => !!(document.querySelector('#app') as { __vue_app__?: unknown } | null)?.__vue_app__,
    )
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
  }
  const stillSameDocument = (page: Page) =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

  /** Searches from the search modal and follows the hit that links to the operation (the router's go). */
  async function followSearchHit(page: Page, query: string, id: string) {
    await page.locator('.SearchControl .search-button').click()
    const modal = page.getByRole('dialog')
    await modal.getByRole('combobox').fill(query)
    await modal.locator(`.SearchHit[href$="#operation/${id}"]`).first().click()
    await expect(modal).toBeHidden()
  }

  test('a search result of an operation lands on it from another page', async ({ page }) => {
    await openApp(page, '/gen-studio/')
    await followSearchHit(page, '创建批量任务', 'createBatch')
    await expect(page).toHaveURL(/\/gen-studio\/api\/maas\.html#/)
    await viewerRendered(page)
    await expectLanded(page, 'operation/createBatch')
    expect(await stillSameDocument(page)).toBe(true)
  })

  test('a link to the tag form of an anchor, clicked in the site, lands on the operation', async ({ page }) => {
    await openApp(page, '/gen-studio/')
    await page
      .locator('.vp-doc a[href="/gen-studio/api/maas.html"]')
      .first()
      .evaluate((a) => {
        a.removeAttribute('target')
        a.setAttribute('href', `/gen-studio/api/maas.html#${encodeURI('tag/批量推理/operation/listBatches')}`)
        a.id = 'to-operation'
      })
    await page.locator('#to-operation').click()
    await viewerRendered(page)
    await expectLanded(page, 'tag/批量推理/operation/listBatches')
    expect(await stillSameDocument(page)).toBe(true)
  })

  test('search results of operations on the page land on them before and after Redoc takes over', async ({ page }) => {
    await openApp(page, '/gen-studio/api/maas.html')
    await interactive(page)
    await followSearchHit(page, '创建批量任务', 'createBatch')
    await expect(page).toHaveURL(/#operation\/createBatch$/)
    await expectLanded(page, 'operation/createBatch')
    await expect(viewer(page)).toHaveAttribute('data-viewer', 'static')
    await takeOver(page)
    await followSearchHit(page, '生成文本向量', 'createEmbedding')
    await expectLanded(page, 'operation/createEmbedding')
    expect(await stillSameDocument(page)).toBe(true)
  })

  test('the switcher navigates, renders the other reference and remembers the choice', async ({ page }) => {
    await page.goto('/gen-studio/api/maas.html')
    const select = page.locator('.ApiSwitcher select')
    await expect(select).toHaveValue('模型服务 API')
    await expect(select).toBeEnabled()
    await select.selectOption('ComfyUI API')
    await expect(page).toHaveURL(/\/gen-studio\/api\/maas-comfyui\.html$/)
    await expect(select).toHaveValue('ComfyUI API')
    await viewerRendered(page)
    await expect(viewer(page)).toContainText('/workflows/{workflow_id}/run')
    await expect(viewer(page)).not.toContainText('/chat/completions')
    const stored = await page.evaluate(
      () => Object.entries(localStorage).find(([k]) => k.startsWith('api-switcher:'))?.[1],
    )
    expect(stored).toBe('ComfyUI API')
  })
})
