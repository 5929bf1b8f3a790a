import { seriousViolations } from './support/axe'
import { expect, test } from '@playwright/test'
import { recordAnalytics } from './support/analytics'
import { STORAGE_KEYS } from '../../src/contracts'
import { freezeClock } from './support/clock'
import { clipboard, markdownOf, open } from './support/page-menu'

// The page menu: 复制为 Markdown / 查看 Markdown on every doc page, against the built site.
test.use({ viewport: { width: 1280, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] })

test('the head names the page’s Markdown copy, and the copy is served', async ({ page, request }) => {
  await open(page, '/ai-studio/job/create.html')
  const link = page.locator('head link[rel="alternate"][type="text/markdown"]')
  await expect(link).toHaveAttribute('href', '/ai-studio/job/create.md')
  const response = await request.get('/ai-studio/job/create.md')
  expect(response.status()).toBe(200)
  // The copy names the docs' index for an agent first, then is the page.
  expect(await response.text()).toMatch(/^> .*\/llms\.txt>\n\n# 创建训练任务\n/)
})

test('复制为 Markdown puts the page’s Markdown on the clipboard and records MarkdownCopied with the anonymous id', async ({
  page,
}) => {
  await open(page, '/ai-studio/job/create.html')
  const events = await recordAnalytics(page)
  await page.evaluate(() => navigator.clipboard.writeText('before'))
  const copy = page.locator('.PageMenu .copy')
  await expect(copy).toHaveText('复制为 Markdown')
  await copy.click()
  await expect(copy).toHaveText('已复制')
  await expect(page.locator('.PageMenu [role="status"]')).toHaveText('已复制')
  const text = await clipboard(page)
  expect(text).toBe(await markdownOf(page, '/ai-studio/job/create.md'))
  expect(text).toContain('## 用 job.yaml 提交')
  expect(text).toContain('```yaml\nname: qwen2-5-7b-sft')
  const anonymousId = await page.evaluate((key) => sessionStorage.getItem(key), STORAGE_KEYS.anonymousId)
  expect(anonymousId).toBeTruthy()
  expect(await events()).toEqual([['MarkdownCopied', { url: '/ai-studio/job/create.html', anonymousId }]])
})

test('the feedback returns to the label after two seconds', async ({ page }) => {
  await page.clock.install()
  await open(page, '/ai-studio/job/create.html')
  // Only the test moves the page's clock from here: the time the test itself takes does not count.
  await freezeClock(page)
  const copy = page.locator('.PageMenu .copy')
  await copy.click()
  await expect(copy).toHaveText('已复制')
  await page.clock.runFor(1_900)
  await expect(copy).toHaveText('已复制')
  await page.clock.runFor(200)
  await expect(copy).toHaveText('复制为 Markdown')
})

test('the menu copies too, and 查看 Markdown opens the .md in a new tab', async ({ page, context }) => {
  await open(page, '/fundamentals/')
  const toggle = page.getByRole('button', { name: '更多页面操作' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const menu = page.getByRole('menu', { name: '页面操作' })
  await expect(menu.getByRole('menuitem')).toHaveText([
    /问问 AI/,
    /复制为 Markdown/,
    /查看 Markdown/,
    /在 AI 工具中使用本文档/,
  ])

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    menu.getByRole('menuitem', { name: /查看 Markdown/ }).click(),
  ])
  await tab.waitForLoadState()
  expect(new URL(tab.url()).pathname).toBe('/fundamentals/index.md')
  await expect(tab.locator('body')).toContainText('# 平台基础')
  await tab.close()
  await expect(menu).toBeHidden()

  await toggle.click()
  await menu.getByRole('menuitem', { name: /复制为 Markdown/ }).click()
  await expect(menu).toBeHidden()
  await expect(page.locator('.PageMenu .copy')).toHaveText('已复制')
  expect(await clipboard(page)).toMatch(/^> .*\/llms\.txt>\n\n# 平台基础\n/)
})

test('keyboard: arrows move through the menu, Escape closes it and returns focus', async ({ page }) => {
  await open(page, '/ai-studio/job/create.html')
  const toggle = page.getByRole('button', { name: '更多页面操作' })
  await toggle.focus()
  await page.keyboard.press('ArrowDown')
  const items = page.getByRole('menuitem')
  await expect(items.first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(items.nth(1)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(items.nth(2)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(items.nth(3)).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(items.first()).toBeFocused()
  await page.keyboard.press('End')
  await expect(items.last()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toBeHidden()
  await expect(toggle).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(items.first()).toBeFocused()
  await page.mouse.click(10, 400)
  await expect(page.getByRole('menu')).toBeHidden()
})

test('after in-site navigation the menu copies the new page', async ({ page }) => {
  await open(page, '/ai-studio/job/create.html')
  await page.locator('.VPSidebar').getByRole('link', { name: '容错训练' }).click()
  await expect(page).toHaveURL(/\/ai-studio\/job\/fault-tolerant\.html$/)
  // VitePress pushes the URL before the new page has loaded; the menu copies the page shown.
  await expect(page.locator('.vp-doc h1')).toContainText('容错训练')
  await page.locator('.PageMenu .copy').click()
  await expect(page.locator('.PageMenu .copy')).toHaveText('已复制')
  expect(await clipboard(page)).toBe(await markdownOf(page, '/ai-studio/job/fault-tolerant.md'))
})

test('English pages: Copy as Markdown copies the English copy', async ({ page }) => {
  await open(page, '/en/ai-studio/dev-instance/create.html')
  // Located by class: its name changes to Copied on click.
  const copy = page.locator('.PageMenu .copy')
  await expect(copy).toHaveAccessibleName('Copy as Markdown')
  await copy.click()
  await expect(copy).toHaveText('Copied')
  expect(await clipboard(page)).toMatch(
    /^> .*\/en\/llms\.txt>\n\n# Create a Dev Instance\n\n> .+\n\nSource: https:\/\/docs\.example\.com\/en\/ai-studio\/dev-instance\/create\.html\n/,
  )
  await page.getByRole('button', { name: 'More page actions' }).click()
  await expect(page.getByRole('menuitem')).toHaveText([
    /Ask AI about this page/,
    /Copy as Markdown/,
    /View as Markdown/,
    /Use these docs in your AI tool/,
  ])
})

test('a missing copy: the button says so, the status explains, nothing is recorded', async ({ page }) => {
  await page.route('**/ai-studio/job/create.md', (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>404</h1>' }),
  )
  await open(page, '/ai-studio/job/create.html')
  const events = await recordAnalytics(page)
  await page.evaluate(() => navigator.clipboard.writeText('unchanged'))
  await page.locator('.PageMenu .copy').click()
  await expect(page.locator('.PageMenu .copy')).toHaveText('复制失败')
  await expect(page.locator('.PageMenu [role="status"]')).toHaveText('复制失败，请用“查看 Markdown”打开后手动复制')
  expect(await clipboard(page)).toBe('unchanged')
  expect(await events()).toEqual([])
})

test('pages without a doc layout have no menu', async ({ page }) => {
  await open(page, '/')
  await expect(page.locator('.VPHome')).toBeVisible()
  await expect(page.locator('.PageMenu')).toHaveCount(0)
})

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })
  test('the menu sits above the title and its panel stays on screen', async ({ page }) => {
    await open(page, '/ai-studio/job/create.html')
    const menu = page.locator('.PageMenu')
    const h1 = page.locator('.vp-doc h1')
    const [m, h] = [await menu.boundingBox(), await h1.boundingBox()]
    expect(m!.y + m!.height).toBeLessThanOrEqual(h!.y)
    await page.getByRole('button', { name: '更多页面操作' }).click()
    const panel = await page.getByRole('menu').boundingBox()
    expect(panel!.x).toBeGreaterThanOrEqual(0)
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(375)
  })
})

for (const scheme of ['light', 'dark'] as const) {
  test(`axe: the open menu has no serious or critical violation (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme })
    await page.addInitScript((s) => localStorage.setItem('vitepress-theme-appearance', s), scheme)
    await open(page, '/ai-studio/job/create.html')
    await page.getByRole('button', { name: '更多页面操作' }).click()
    await expect(page.getByRole('menu')).toBeVisible()
    expect(await seriousViolations(page, ['.PageMenu'])).toEqual([])
  })
}
