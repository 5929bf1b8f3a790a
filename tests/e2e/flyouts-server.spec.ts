import { expect, test, type Page } from '@playwright/test'
import { flyouts } from '../../.vitepress/navigation/flyouts'
import { pageHref } from '../../.vitepress/theme/support/links'

// The flyouts are in the server HTML: crawlers and readers without JavaScript get every link, and a
// menu opens (the platform's popover, from its trigger) even before, or without, the code that makes it
// interactive. The panels come after the page's content, so whoever reads the HTML in order meets the
// page first.
test.use({ viewport: { width: 1280, height: 900 } })

const flyout = (page: Page, id: string) => page.locator(`.VPNavBarMenu [data-flyout="${id}"]`)
const panel = (page: Page, id: string) => page.locator(`#nav-flyout-${id}`)
const allLinks = (id: string) => {
  const f = flyouts.find((x) => x.id === id)!
  return [
    ...f.menuItems.map((i) => i.link),
    ...Object.values(f.featureSections)
      .flat()
      .flatMap((s) => s.features.map((x) => x.link)),
  ]
}

test('the served HTML of a doc page holds every flyout link, after the content', async ({ request }) => {
  const html = await (await request.get('/ai-studio/job/create.html')).text()
  const contentEnd = html.indexOf('</main>')
  expect(contentEnd).toBeGreaterThan(0)
  for (const f of flyouts) {
    // The trigger in the nav names its panel; the panel itself comes after the content.
    expect(html.indexOf(`popovertarget="nav-flyout-${f.id}"`), f.id).toBeLessThan(contentEnd)
    const start = html.indexOf(`id="nav-flyout-${f.id}"`)
    expect(start, f.id).toBeGreaterThan(contentEnd)
    for (const link of new Set(allLinks(f.id)))
      expect(html.slice(start), `${f.id} ${link}`).toContain(`href="${pageHref(link)}"`)
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a flyout opens on click, each item shows its own links, and a link navigates', async ({ page }) => {
    await page.goto('/ai-studio/job/create.html')
    await expect(panel(page, 'platform')).toBeHidden()
    // The platform opens it (and exposes its state), so the trigger claims no expanded state of its own.
    await expect(flyout(page, 'platform').locator('.trigger')).not.toHaveAttribute('aria-expanded', /.*/)
    await flyout(page, 'platform').locator('.trigger').hover()
    await expect(panel(page, 'platform')).toBeHidden()
    await flyout(page, 'platform').locator('.trigger').click()
    await expect(panel(page, 'platform')).toBeVisible()
    // Every link of the flyout is there; the default item's group is the one shown.
    for (const link of new Set(allLinks('platform')))
      await expect(
        panel(page, 'platform')
          .locator(`a[href="${pageHref(link)}"]`)
          .first(),
      ).toBeAttached()
    const groups = panel(page, 'platform').locator('.features')
    await expect(groups.locator('visible=true')).toHaveCount(1)
    await expect(panel(page, 'platform').locator('.features[data-key="aicoder"]')).toBeVisible()

    // Pointing at another item shows its group; moving across into the group keeps it.
    const tenant = panel(page, 'platform').locator('.item-link', { hasText: '租户管理' })
    await tenant.hover()
    const tenantGroup = panel(page, 'platform').locator('.features[data-key="tenant"]')
    await expect(tenantGroup).toBeVisible()
    await expect(groups.locator('visible=true')).toHaveCount(1)
    const box = (await tenant.boundingBox())!
    const target = tenantGroup.getByRole('link', { name: 'API 密钥' })
    const to = (await target.boundingBox())!
    await page.mouse.move(box.x + box.width - 4, box.y + box.height / 2)
    await page.mouse.move(to.x + 8, box.y + box.height / 2, { steps: 12 })
    await page.mouse.move(to.x + 8, to.y + to.height / 2, { steps: 12 })
    await expect(target).toBeVisible()
    await target.click()
    await expect(page).toHaveURL(/\/fundamentals\/tenant\/iam-credentials-api-key\.html$/)

    // A click outside closes it; only one is open at a time.
    await page.goBack()
    await flyout(page, 'compute').locator('.trigger').click()
    await expect(panel(page, 'compute')).toBeVisible()
    await flyout(page, 'model-service').locator('.trigger').click()
    await expect(panel(page, 'compute')).toBeHidden()
    await expect(panel(page, 'model-service')).toBeVisible()
    await page.mouse.click(640, 850)
    await expect(panel(page, 'model-service')).toBeHidden()
  })

  test('Enter opens a flyout and Tab walks into its links', async ({ page }) => {
    await page.goto('/ai-studio/')
    await flyout(page, 'model-service').locator('.trigger').focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(panel(page, 'model-service').locator('.item-link').first()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(panel(page, 'model-service').locator('.features[data-key="comfy-stack"]')).toBeVisible()
  })

  test('API references open in a new tab from the HTML menu', async ({ page }) => {
    await page.goto('/')
    await flyout(page, 'model-service').locator('.trigger').click()
    const ref = panel(page, 'model-service').getByRole('link', { name: '模型服务 API', exact: true })
    await expect(ref).toHaveAttribute('target', '_blank')
  })
})

test.describe('with JavaScript', () => {
  test('the menu data loads on the first intent to open, not with the page', async ({ page }) => {
    const chunks: string[] = []
    page.on('request', (r) => {
      if (/\/flyouts(\.en)?\.[\w-]+\.js$/.test(r.url())) chunks.push(r.url())
    })
    await page.goto('/ai-studio/job/create.html')
    await page.waitForLoadState('networkidle')
    expect(chunks).toEqual([])
    await flyout(page, 'compute').locator('.trigger').hover()
    await expect(panel(page, 'compute')).toBeVisible()
    await expect(flyout(page, 'compute').locator('.trigger')).toHaveAttribute('aria-expanded', 'true')
    expect(chunks).toHaveLength(1)
    // Hydrated: the hovered item drives the right panel, and Escape closes.
    await panel(page, 'compute').locator('.item-link', { hasText: 'AI 容器服务' }).hover()
    await expect(panel(page, 'compute').locator('.item-link.active')).toHaveText(/AI 容器服务/)
    await expect(panel(page, 'compute').locator('.features.current')).toHaveAttribute('data-key', 'kube-studio')
    await page.mouse.move(640, 850)
    await expect(panel(page, 'compute')).toBeHidden()
    await expect(flyout(page, 'compute').locator('.trigger')).toHaveAttribute('aria-expanded', 'false')
  })

  test('if the menu data cannot load, the menu still opens and its links work', async ({ page }) => {
    await page.route(/\/flyouts(\.en)?\.[\w-]+\.js$/, (route) => route.abort())
    await page.goto('/ai-studio/job/create.html')
    await flyout(page, 'compute').locator('.trigger').hover()
    await expect(panel(page, 'compute')).toBeVisible()
    await panel(page, 'compute').getByRole('link', { name: '部署推理服务' }).click()
    await expect(page).toHaveURL(/\/ai-studio\/inference\/deploy\.html$/)
  })

  test('a keyboard reader who opens the menu by focus keeps it through hydration', async ({ page }) => {
    await page.goto('/ai-studio/')
    const trigger = flyout(page, 'platform').locator('.trigger')
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(panel(page, 'platform')).toBeVisible()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  })
})
