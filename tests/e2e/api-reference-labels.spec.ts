import { expect, test } from '@playwright/test'
import { apiViewer as viewer, interactive, openInApp, takeOver } from './support/api-viewer'

// What the API reference says, in the page's language: Redoc's own labels before and after it takes
// over, and the viewer's loading and failure texts.
test.use({ viewport: { width: 1280, height: 860 } })

test("Redoc's own labels are Chinese on the Chinese page, before and after it takes over", async ({ page }) => {
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

test('a failed takeover keeps the built reference readable and says why', async ({ page }) => {
  await page.route('**/assets/api/maas.*.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }))
  await page.goto('/gen-studio/api/maas.html')
  await interactive(page)
  await viewer(page).locator('button').first().focus()
  await expect(page.locator('.ApiReference .status.error')).toHaveText(/^API 文档加载失败：503/)
  await expect(viewer(page).locator('[id="operation/createChatCompletion"] h2')).toBeVisible()
})
