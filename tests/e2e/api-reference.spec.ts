import fs from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { apiViewer, interactive, takeOver, viewerRendered } from './support/api-viewer'

// The API references: Redoc's markup is in the built page (build/apiReference.ts) and Redoc's code
// takes it over on the reader's first use of a control.

const operationIds = (file: string) =>
  [
    ...fs
      .readFileSync(new URL(`../../public/openapi/${file}`, import.meta.url), 'utf8')
      .matchAll(/^\s+operationId:\s*(\S+)\s*$/gm),
  ].map((m) => m[1]!)

const API_PAGES = [
  { url: '/gen-studio/api/maas.html', file: 'maas.yaml', operation: '/chat/completions' },
  { url: '/gen-studio/api/maas-comfyui.html', file: 'maas-comfyui.yaml', operation: '/workflows/{workflow_id}/run' },
  { url: '/gen-studio/api/maas-comfyui-websocket.html', file: 'maas-comfyui-websocket.yaml', operation: '/ws' },
]

const viewer = apiViewer
/** Nav (64 px) + the announcement banner (40 px): where Redoc puts a section it scrolls to (it adds 1 px
    against rounding). */
const LANDING_OFFSET = 64 + 40 - 1

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

  test('a deep link lands on its operation', async ({ page }) => {
    await page.goto('/gen-studio/api/maas.html#operation/createBatch')
    const top = await viewer(page)
      .locator('[id="operation/createBatch"]')
      .evaluate((el) => el.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThan(200)
  })
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

  test("Redoc's own labels are Chinese on the Chinese page, before and after it takes over", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 860 })
    await page.goto('/gen-studio/api/maas.html#operation/createEmbedding')
    const operation = viewer(page).locator('[id="operation/createEmbedding"]')
    for (const phase of ['built', 'taken over']) {
      if (phase === 'taken over') await takeOver(page)
      await expect(operation.getByText('请求示例', { exact: true }), phase).toBeVisible()
      await expect(operation.getByText('响应示例', { exact: true }), phase).toBeVisible()
      await expect(viewer(page).getByText('Request samples'), phase).toHaveCount(0)
      await expect(viewer(page).getByText('Response samples'), phase).toHaveCount(0)
      // Those no Redoc option sets (its bundle is rewritten to read ours).
      await expect(operation.getByText('鉴权方式：', { exact: true }), phase).toBeVisible()
      await expect(operation.getByText('请求体结构：').first(), phase).toBeVisible()
      await expect(operation.getByRole('button', { name: '复制' }).first(), phase).toBeAttached()
      await expect(operation.getByRole('button', { name: '全部展开' }).first(), phase).toBeAttached()
      await expect(
        viewer(page).getByRole('searchbox').or(viewer(page).locator('input[placeholder]')).first(),
        phase,
      ).toHaveAttribute('placeholder', '搜索接口…')
      for (const english of ['Authorizations:', 'Request Body schema:', 'Expand all', 'Collapse all'])
        await expect(viewer(page).getByText(english), phase).toHaveCount(0)
      await expect(viewer(page).getByRole('button', { name: 'Copy', exact: true }), phase).toHaveCount(0)
    }
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

  test('the palette follows the colour mode before and after Redoc takes over', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 860 })
    await page.goto('/gen-studio/api/maas.html')
    const menuBg = () =>
      viewer(page)
        .locator('.menu-content')
        .evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(await menuBg()).toBe('rgb(246, 246, 247)')
    await page.locator('.VPNavBarAppearance .VPSwitchAppearance').click()
    await expect(page.locator('html')).toHaveClass(/dark/)
    expect(await menuBg()).toBe('rgb(32, 33, 39)')
    await viewer(page).locator('[id="operation/createChatCompletion"] h2').scrollIntoViewIfNeeded()
    await takeOver(page)
    expect(await menuBg()).toBe('rgb(32, 33, 39)')
    await page.locator('.VPNavBarAppearance .VPSwitchAppearance').click()
    await expect.poll(menuBg).toBe('rgb(246, 246, 247)')
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

  /** Follows a doc page's link to the reference in the same tab (the site opens them in a new one). */
  async function openInApp(page: Page) {
    const link = page.locator('.vp-doc a[href="/gen-studio/api/maas.html"]').first()
    await link.evaluate((a) => a.removeAttribute('target'))
    await link.click()
  }

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

  test('shows the loading text, then the error text when the document cannot be read', async ({ page }) => {
    let release: () => void = () => {}
    const gate = new Promise<void>((r) => (release = r))
    await page.route('**/assets/api/maas.*.json', async (route) => {
      await gate
      await route.fulfill({ status: 503, body: 'unavailable' })
    })
    const logs: string[] = []
    page.on('console', (m) => m.type() === 'error' && logs.push(m.text()))
    await page.goto('/gen-studio/')
    await openInApp(page)
    await expect(page.locator('.ApiReference .status')).toHaveText('正在加载 API 文档...')
    release()
    await expect(page.locator('.ApiReference .status.error')).toHaveText(/^API 文档加载失败：503/)
    expect(logs.some((l) => l.includes('API documentation failed to load'))).toBe(true)
  })

  test('a document that is not OpenAPI reports a failure', async ({ page }) => {
    await page.route('**/assets/api/maas.*.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"spec":{"just":"broken"}}' }),
    )
    await page.goto('/gen-studio/')
    await openInApp(page)
    await expect(page.locator('.ApiReference .status.error')).toHaveText(/^API 文档加载失败：.+/, {
      timeout: 30_000,
    })
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

test('a failed takeover keeps the built reference readable and says why', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 860 })
  await page.route('**/assets/api/maas.*.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }))
  await page.goto('/gen-studio/api/maas.html')
  await interactive(page)
  await viewer(page).locator('button').first().focus()
  await expect(page.locator('.ApiReference .status.error')).toHaveText(/^API 文档加载失败：503/)
  await expect(viewer(page).locator('[id="operation/createChatCompletion"] h2')).toBeVisible()
})
