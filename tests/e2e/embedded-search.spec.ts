import { expect, test, type Page } from '@playwright/test'
import { INDEX_ASSETS_DIR } from '../../src/contracts'
import { viewerRendered } from './support/api-viewer'

// The embedded engine in the built site: its index read in pieces, every word findable, readers'
// vocabulary, API operations, and bad input or a broken piece never breaking the modal.
test.use({ viewport: { width: 1280, height: 860 } })

const modal = (page: Page) => page.getByRole('dialog')
const input = (page: Page) => modal(page).getByRole('combobox')
const hits = (page: Page) => modal(page).locator('.SearchHit')
async function openSearch(page: Page) {
  await page.locator('.SearchControl .search-button').click()
  await expect(input(page)).toBeFocused()
}
const hrefs = (page: Page) => hits(page).evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''))

test.describe('embedded search', () => {
  test('reads the meta on open, then only the pieces a query needs', async ({ page }) => {
    const index: string[] = []
    page.on('request', (r) => r.url().includes(`/${INDEX_ASSETS_DIR}/`) && index.push(new URL(r.url()).pathname))
    await page.goto('/ai-studio/')
    await openSearch(page)
    await expect.poll(() => index.some((u) => /\/assets\/search\/zh\/[0-9a-f]{10}\/meta\.json$/.test(u))).toBe(true)
    await input(page).fill('检查点')
    await expect(hits(page).first()).toBeVisible()
    // Postings: chunks of the dictionary, or the file of a synonym rule the query matches.
    const postings = index.filter((u) => /\/[ps]\//.test(u))
    const texts = index.filter((u) => u.includes('/f/'))
    expect(postings.length).toBeGreaterThan(0)
    expect(postings.length).toBeLessThanOrEqual(8)
    expect(texts.length).toBeLessThanOrEqual(10)
  })

  test('finds words from the end of a long section', async ({ page }) => {
    await page.goto('/')
    await openSearch(page)
    await input(page).fill('StatefulDataLoader')
    await expect(hits(page).first()).toBeVisible()
    expect(
      (await hrefs(page)).slice(0, 5).some((h) => h.startsWith('/posts/checkpoint-and-resume-training-jobs.html')),
    ).toBe(true)
  })

  test('readers’ words: a synonym, an English term on Chinese pages, traditional and full-width forms', async ({
    page,
  }) => {
    await page.goto('/')
    await openSearch(page)
    for (const [q, page_] of [
      ['限流', '/gen-studio/api/rate-limit.html'],
      ['rate limit', '/gen-studio/api/rate-limit.html'],
      ['開發機', '/ai-studio/dev-instance/'],
      ['ＡＰＩ 密钥', '/fundamentals/tenant/iam-credentials-api-key.html'],
    ] as const) {
      await input(page).fill(q)
      await expect
        .poll(async () => (await hrefs(page)).slice(0, 5).some((h) => h.startsWith(page_)), { message: q })
        .toBe(true)
    }
  })

  test('an API operation is a result that opens its section in the API reference', async ({ page }) => {
    await page.goto('/')
    await openSearch(page)
    await input(page).fill('GET /batches/{batch_id}')
    const op = hits(page)
      .filter({ has: page.locator('[href*="operation/retrieveBatch"]') })
      .or(hits(page).and(page.locator('[href*="operation/retrieveBatch"]')))
    await expect(op.first()).toBeVisible()
    // Its breadcrumb names the operation and the path a client calls.
    await expect(op.first().locator('.SearchHit-crumbs')).toContainText('GET /maas/v1/batches/{batch_id}')
    await op.first().click()
    await expect(page).toHaveURL(/\/gen-studio\/api\/maas\.html#operation\/retrieveBatch$/)
    // Reached in-site, the page has no built markup: Redoc renders the reference in the browser first.
    await viewerRendered(page)
    await expect(page.locator('[id="operation/retrieveBatch"]')).toBeAttached()
  })

  test('hostile queries never break the modal: results or the empty state', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto('/')
    await openSearch(page)
    for (const q of [
      '训练'.repeat(128),
      '？！。，、；：',
      '🚀🔥 GPU',
      'ab\u0000c\u202e开发机',
      'Ｑｗｅｎ２.５',
      '((((',
      '"><img src=x onerror=alert(1)>',
      'ｃｕｄａ_visible 显存',
    ]) {
      await input(page).fill(q)
      await expect(
        modal(page).locator('.SearchHit').first().or(modal(page).getByText('没有找到相关结果')),
      ).toBeVisible()
    }
    expect(errors).toEqual([])
    expect(await page.locator('img[src="x"]').count()).toBe(0)
  })

  test('a piece that fails to load shows the error state, and the next query works', async ({ page }) => {
    await page.goto('/')
    // Postings chunks and synonym rules' files alike.
    const postings = new RegExp(`/${INDEX_ASSETS_DIR}/zh/[^/]+/[ps]/\\d+\\.json$`)
    await page.route(postings, (route) => route.fulfill({ status: 200, body: '{"v":4,"t":"garbled' }))
    await openSearch(page)
    await input(page).fill('开发机')
    await expect(modal(page).getByText('搜索服务暂时不可用，显示模拟结果')).toBeVisible()
    await page.unroute(postings)
    await input(page).fill('开发机 系统盘')
    await expect(hits(page).first()).toBeVisible()
  })
})
