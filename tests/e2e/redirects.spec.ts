import { expect, test } from '@playwright/test'

const rows: [string, string][] = [
  ['/ai-studio/dev-instance/docker-in-docker.html', '/ai-studio/dev-instance/docker-in-docker/'],
  ['/ai-studio/tenant/', '/fundamentals/tenant/'],
  ['/ai-studio/storage/upload.html', '/ai-studio/dev-instance/transfer-file.html'],
  ['/gen-studio/getting-started.html', '/gen-studio/api/'],
  ['/gen-studio/tenant/', '/fundamentals/tenant/'],
  ['/gen-studio/models/', '/gen-studio/models/supported-models.html'],
  ['/gen-studio/comfyui/billing.html', '/comfy-stack/billing.html'],
  ['/gen-studio/comfyui/', '/comfy-stack/'],
]

test.describe('legacy URLs, with JavaScript', () => {
  for (const [from, to] of rows) {
    test(`${from} lands on ${to}, query and hash kept`, async ({ page }) => {
      await page.goto(`${from}?utm=mail#top`)
      await expect(page).toHaveURL(new RegExp(`${to.replace(/[.]/g, '\\.')}\\?utm=mail#top$`))
      await expect(page.locator('.VPContent')).toBeVisible()
      await expect(page.locator('.NotFound')).toHaveCount(0)
    })
  }

  test('an unknown page under the moved ComfyUI prefix is moved too (from the 404 page)', async ({ page }) => {
    await page.goto('/gen-studio/comfyui/workflow-publish.html')
    await expect(page).toHaveURL(/\/comfy-stack\/workflow-publish\.html$/)
  })

  test('an in-app link to a legacy URL is redirected without a reload', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1))
    await page.evaluate(() => {
      const a = document.createElement('a')
      a.href = '/ai-studio/tenant/?from=nav#members'
      a.textContent = 'legacy'
      a.id = 'legacy-link'
      document.querySelector('.VPContent')?.appendChild(a)
    })
    await page.locator('#legacy-link').click()
    await expect(page).toHaveURL(/\/fundamentals\/tenant\/\?from=nav#members$/)
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1)
  })
})

test.describe('legacy URLs, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  for (const [from, to] of rows) {
    test(`${from} → ${to} through the static stub`, async ({ page }) => {
      await page.goto(from)
      await page.waitForURL(new RegExp(`${to.replace(/[.]/g, '\\.')}$`))
      await expect(page.locator('h1').first()).toBeVisible()
    })
  }
})
