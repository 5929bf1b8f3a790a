import { expect, test, type Page } from '@playwright/test'
import {
  apiViewer as viewer,
  interactive,
  LANDING_OFFSET,
  openInApp,
  operationIds,
  takeOver,
  viewerRendered,
} from './support/api-viewer'

// The API references as built and hydrated: Redoc's markup is in the built page (build/apiReference.ts),
// laid out near the viewport only, and Redoc's code takes it over on the reader's first use of a control
// without moving anything. Their labels and failure texts: api-reference-labels.spec.ts; deep links and
// navigation: api-reference-navigation.spec.ts.

const API_PAGES = [
  { url: '/gen-studio/api/maas.html', file: 'maas.yaml', operation: '/chat/completions' },
  { url: '/gen-studio/api/maas-comfyui.html', file: 'maas-comfyui.yaml', operation: '/workflows/{workflow_id}/run' },
  { url: '/gen-studio/api/maas-comfyui-websocket.html', file: 'maas-comfyui-websocket.yaml', operation: '/ws' },
]

/** Sum of every layout shift from now on (hadRecentInput or not: nothing may move). */
async function watchShifts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __shift: number }
    w.__shift = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__shift += (e as unknown as { value: number }).value
    }).observe({ type: 'layout-shift' })
  })
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift)
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 860 } })
  for (const { url, file } of API_PAGES) {
    test(`${url} has every operation, styled`, async ({ page }) => {
      await page.goto(url)
      const ids = operationIds(file)
      expect(ids.length).toBeGreaterThan(0)
      for (const id of ids) {
        const operation = viewer(page).locator(`[id="operation/${id}"]`)
        await expect(operation.locator('h2')).toBeVisible()
        // Parameters, schemas and examples are there too, not only the titles.
        await expect(operation).toContainText(/REQUEST BODY SCHEMA|QUERY PARAMETERS|PATH PARAMETERS|响应/)
      }
      // Styled: the side menu has its own background and the right panel its dark one.
      const menuBg = await viewer(page)
        .locator('.menu-content')
        .evaluate((el) => getComputedStyle(el).backgroundColor)
      expect(menuBg).toBe('rgb(246, 246, 247)')
    })
  }
})

test.describe('sections laid out near the viewport only', () => {
  for (const width of [375, 412, 1100, 1280, 1600]) {
    test(`${width} px: the estimated height of every section is not below its real one`, async ({ page }) => {
      await page.setViewportSize({ width, height: 860 })
      for (const { url } of API_PAGES) {
        await page.goto(url)
        const sections = viewer(page).locator('.api-content > [data-section-id]')
        const estimates = await sections.evaluateAll((els) =>
          els.map((el) => parseFloat(getComputedStyle(el).containIntrinsicHeight.replace('auto', ''))),
        )
        await page.addStyleTag({
          content: '.ApiReference .api-content > [data-section-id] { content-visibility: visible !important }',
        })

        const heights = await sections.evaluateAll((els) =>
          els.map((el) => [el.getAttribute('data-section-id'), el.getBoundingClientRect().height] as const),
        )
        expect(heights.length).toBeGreaterThan(1)
        const under = heights.flatMap(([id, h], i) =>
          estimates[i]! >= h ? [] : [`${url} ${id}: ${Math.round(h)} px, estimated ${estimates[i]}`],
        )
        expect(under).toEqual([])
      }
    })
  }
})

test.describe('before and after Redoc takes over', () => {
  for (const viewport of [
    { width: 1280, height: 860 },
    { width: 375, height: 740 },
  ]) {
    for (const scheme of ['light', 'dark'] as const) {
      test(`${viewport.width} px, ${scheme}: a deep link lands, and taking over moves nothing`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await page.emulateMedia({ colorScheme: scheme })
        await page.goto('/gen-studio/api/maas.html#operation/createEmbedding')
        await interactive(page)
        await expect(viewer(page)).toHaveAttribute('data-viewer', 'static')
        const heading = viewer(page).locator('[id="operation/createEmbedding"] h2')
        await expect
          .poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
          .toBeGreaterThanOrEqual(LANDING_OFFSET)
        const before = await heading.evaluate((el) => el.getBoundingClientRect().top)
        expect(before).toBeLessThan(LANDING_OFFSET + 60)
        const shifts = await watchShifts(page)
        await takeOver(page)
        expect(await heading.evaluate((el) => el.getBoundingClientRect().top)).toBeCloseTo(before, 0)
        expect(await shifts()).toBeLessThan(0.01)
      })
    }
  }

  test('no viewer code runs until a control is used; the first click is not lost', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 860 })
    await page.goto('/gen-studio/api/maas.html#operation/createChatCompletion')
    await page.waitForLoadState('networkidle')
    await interactive(page)
    await expect(viewer(page)).toHaveAttribute('data-viewer', 'static')
    const hasRoot = () => viewer(page).evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer')))
    expect(await hasRoot()).toBe(false)
    // A collapsed response of the operation: expanding it is the first thing that brings Redoc in.
    const operation = viewer(page).locator('[id="operation/createChatCompletion"]')
    const schemas = operation.getByText('响应结构：', { exact: false })
    const before = await schemas.count()
    await operation.locator('button', { hasText: /^400/ }).first().click()
    await viewerRendered(page)
    await expect(schemas).toHaveCount(before + 1)
    expect(await hasRoot()).toBe(true)
  })

  test('a collapsed level of a sample, not in the page until then, opens once Redoc has taken over the markup as it is', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 860 })
    const errors: string[] = []
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.goto('/gen-studio/api/maas.html#operation/createEmbedding')
    const vector = viewer(page)
      .locator('[id="operation/createEmbedding"] .hoverable')
      .filter({ has: page.locator(':scope > .property', { hasText: '"embedding"' }) })
      .first()
    // The vector's numbers are held out of the built page.
    await expect(vector).toHaveClass(/\bcollapsed\b/)
    await expect(vector.locator(':scope > ul.array')).toBeEmpty()
    await interactive(page)
    await vector.locator('button.collapser').click()
    await viewerRendered(page)
    const numbers = vector.locator(':scope > ul.array > li')
    await expect(vector).not.toHaveClass(/\bcollapsed\b/)
    await expect(numbers.first()).toBeVisible()
    expect(await numbers.count()).toBeGreaterThan(1000)
    // React found the markup it renders (a difference is logged and re-created).
    expect(errors.filter((e) => e.includes('did not hydrate'))).toEqual([])
  })
})

test.describe('reached in the site', () => {
  test.use({ viewport: { width: 1280, height: 860 } })

  test('renders the reference from one read of its document', async ({ page }) => {
    const reads: string[] = []
    page.on('request', (r) => /\/openapi\/|\/assets\/api\//.test(r.url()) && reads.push(new URL(r.url()).pathname))
    await page.goto('/gen-studio/')
    await openInApp(page)
    await expect(page).toHaveURL(/\/gen-studio\/api\/maas\.html$/)
    await viewerRendered(page)
    for (const id of operationIds('maas.yaml'))
      await expect(viewer(page).locator(`[id="operation/${id}"]`)).toBeAttached()
    expect(reads).toEqual([expect.stringMatching(/^\/assets\/api\/maas\.[0-9a-f]{10}\.json$/)])
  })
})
